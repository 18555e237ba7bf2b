import { describe, expect, it } from 'vitest';
import type { Tx } from '../../platform/db/client.ts';
import { newMerchant, useTestServer } from '../../../test/fixtures.ts';
import { findAccount, post, statement, statementRows } from './service.ts';

const s = useTestServer();

describe('statement order', () => {
  it('lists lines by time, then posting id, with balances that follow that order, on a page and in an export', async () => {
    const m = await newMerchant(s);
    const fund = (reference: string, amount: bigint, at: Date) =>
      s.deps.db.transaction((t) =>
        post(t as unknown as Tx, {
          kind: 'test.fund',
          reference,
          merchantNo: m.merchantNo,
          at,
          postings: [
            { account: { merchantNo: null, currency: 'USD', bucket: 'clearing' }, amount: -amount },
            { account: { merchantNo: m.merchantNo, currency: 'USD', bucket: 'available' }, amount },
          ],
        }),
      );
    const t0 = s.clock.now.getTime();
    await fund('first', 100n, new Date(t0 - 3 * 3600_000));
    await fund('third', 1000n, new Date(t0 - 1 * 3600_000));
    // written last but dated between the two (a delivery booked at its cut-off after later postings)
    await fund('second', 10n, new Date(t0 - 2 * 3600_000));
    // two lines of one instant: the later posting is the newer line
    await fund('fourth', 5n, new Date(t0));
    await fund('fifth', 7n, new Date(t0));

    const account = (await findAccount(s.deps.db, { merchantNo: m.merchantNo, currency: 'USD', bucket: 'available' }))!;
    const expected = [
      ['fifth', 1122n],
      ['fourth', 1115n],
      ['third', 1110n],
      ['second', 110n],
      ['first', 100n],
    ];
    const page = await statement(s.deps.db, { account, limit: 10, offset: 0 });
    expect(page.lines.map((l) => [l.reference, l.balanceAfter])).toEqual(expected);
    // a later page starts where the first stopped, balances included
    const second = await statement(s.deps.db, { account, limit: 2, offset: 2 });
    expect(second.lines.map((l) => [l.reference, l.balanceAfter])).toEqual(expected.slice(2, 4));
    const exported: unknown[] = [];
    for await (const l of statementRows(s.deps.db, { merchantNo: m.merchantNo, currency: 'USD', batch: 2 })) exported.push([l.reference, l.balanceAfter]);
    expect(exported).toEqual(expected);
  });
});
