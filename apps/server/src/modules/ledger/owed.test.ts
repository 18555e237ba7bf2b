import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../platform/db/client.ts';
import { newMerchant, useTestServer } from '../../../test/fixtures.ts';
import { balances, findAccount, OWED_RECOVERED, post, reverse, statement } from './service.ts';
import { verifyLedger } from './verify.ts';

// What a merchant owes (a chargeback, fee or penalty its balance could not cover) and how the ledger
// takes it back from the next funds that reach the merchant's available balance.
const s = useTestServer();
const tx = <T>(fn: (tx: Tx) => Promise<T>) => s.deps.db.transaction((t) => fn(t as unknown as Tx));
const key = (merchantNo: string, bucket: 'available' | 'owed', currency = 'USD') => ({ merchantNo, currency, bucket });
const provider = (bucket: 'clearing' | 'fee_income', currency = 'USD') => ({ merchantNo: null, currency, bucket });

/** The merchant comes to owe `amount` (as a chargeback its balance could not cover is booked). */
const owe = (merchantNo: string, amount: bigint, currency = 'USD') =>
  tx((t) =>
    post(t, {
      kind: 'test.chargeback',
      reference: 'cb',
      merchantNo,
      at: s.clock.now,
      postings: [
        { account: key(merchantNo, 'owed', currency), amount: -amount },
        { account: provider('clearing', currency), amount },
      ],
    }),
  );
const credit = (merchantNo: string, amount: bigint, currency = 'USD') =>
  tx((t) =>
    post(t, {
      kind: 'test.credit',
      reference: 'in',
      merchantNo,
      at: s.clock.now,
      postings: [
        { account: provider('clearing', currency), amount: -amount },
        { account: key(merchantNo, 'available', currency), amount },
      ],
    }),
  );
const of = async (merchantNo: string, currency = 'USD') => (await balances(s.deps.db, { scope: [merchantNo], currency }))[0]!;
const clean = async () => expect((await verifyLedger(s.deps.db)).problems).toEqual([]);

describe('what a merchant owes', () => {
  it('is taken back from the next credits to available, in part and then in full, each time as its own entry', async () => {
    const m = await newMerchant(s);
    await owe(m.merchantNo, 5000n);
    expect(await of(m.merchantNo)).toMatchObject({ available: 0n, owed: 5000n, total: -5000n });

    const first = await credit(m.merchantNo, 3000n);
    expect(first.balances.get((await findAccount(s.deps.db, key(m.merchantNo, 'available')))!.id)).toBe(0n);
    expect(await of(m.merchantNo)).toMatchObject({ available: 0n, owed: 2000n });
    await credit(m.merchantNo, 4500n);
    expect(await of(m.merchantNo)).toMatchObject({ available: 2500n, owed: 0n, total: 2500n });
    // a later credit moves nothing more: the debt is paid
    await credit(m.merchantNo, 100n);
    expect(await of(m.merchantNo)).toMatchObject({ available: 2600n, owed: 0n });

    const owed = (await findAccount(s.deps.db, key(m.merchantNo, 'owed')))!;
    const recoveries = await statement(s.deps.db, { account: owed, kind: OWED_RECOVERED, limit: 10, offset: 0 });
    expect(recoveries.lines.map((l) => l.amount)).toEqual([2000n, 3000n]);
    await clean();
  });

  it('only in the currency it is owed in; a reversal that credits available pays it back too', async () => {
    const m = await newMerchant(s);
    await owe(m.merchantNo, 1000n, 'EUR');
    await credit(m.merchantNo, 700n, 'USD');
    expect(await of(m.merchantNo, 'USD')).toMatchObject({ available: 700n, owed: 0n });
    expect(await of(m.merchantNo, 'EUR')).toMatchObject({ available: 0n, owed: 1000n });
    await credit(m.merchantNo, 1400n, 'EUR');
    expect(await of(m.merchantNo, 'EUR')).toMatchObject({ available: 400n, owed: 0n });

    // the merchant pays 400 out, then comes to owe 300; the payout comes back (a reversal)
    const out = await tx((t) =>
      post(t, {
        kind: 'test.payout',
        reference: 'out',
        merchantNo: m.merchantNo,
        at: s.clock.now,
        postings: [
          { account: key(m.merchantNo, 'available', 'EUR'), amount: -400n },
          { account: provider('clearing', 'EUR'), amount: 400n },
        ],
      }),
    );
    await owe(m.merchantNo, 300n, 'EUR');
    await tx((t) => reverse(t, out.entry.id, { at: s.clock.now }));
    expect(await of(m.merchantNo, 'EUR')).toMatchObject({ available: 100n, owed: 0n });
    await clean();
  });

  it('can never be above zero: the CHECK constraint refuses it even without the code', async () => {
    const m = await newMerchant(s);
    await owe(m.merchantNo, 100n);
    const owed = (await findAccount(s.deps.db, key(m.merchantNo, 'owed')))!;
    const refused = await s.deps.db.execute(sql`update ledger_accounts set balance = 1 where id = ${owed.id}`).then(
      () => null,
      (e: Error & { cause?: { constraint?: string; message?: string } }) => e.cause?.constraint ?? e.cause?.message ?? e.message,
    );
    expect(refused).toMatch(/ledger_accounts_owed_ck/);
    expect(await of(m.merchantNo)).toMatchObject({ owed: 100n });
    await clean();
  });
});
