import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../test/fixtures.ts';
import { paymentClient } from '../../test/payment-api.ts';
import { outboxFor } from '../platform/mail/mail.ts';
import { verifyLedger } from '../modules/ledger/service.ts';
import { runOps } from './ops.ts';

const s = useTestServer({}, { work: false });

describe('ops: the dispute desk', () => {
  it('raises a chargeback (mailing the operators), decides its rebuttal, lists', async () => {
    const op = await newOperator(s);
    const merchantNo = op.merchant.merchantNo;
    const id = (await (await paymentClient(s, merchantNo)).pay('4242424242424242', { amount: '70.00' })).body.data.transactionId as string;
    const lines: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };

    expect(await runOps(['disputes', 'raise', '--merchant', merchantNo, '--transaction', id, '--reason', '13.1', '--amount', '20.00'], env)).toBe(0);
    const cb = /Chargeback (CB\d+)/.exec(lines.at(-1)!)![1]!;
    expect(lines.at(-1)).toContain('20.00 USD, fee 15.00');
    const [mail] = await outboxFor(s.deps.db, op.email);
    expect(mail).toMatchObject({ tag: 'dispute.chargebackNew', subject: `New chargeback ${cb} (20.00 USD)` });

    expect(await runOps(['disputes', 'decide', '--id', cb, '--outcome', 'won'], env)).toBe(1);
    await s.api('POST', '/chargeback/rebuttal/submit', { cookie: op.cookie, body: { chargebackId: cb, description: 'Delivered' } });
    expect(await runOps(['disputes', 'decide', '--id', cb, '--outcome', 'lost', '--comment', 'No proof of delivery'], env)).toBe(0);
    expect(lines.at(-1)).toBe(`Chargeback ${cb}: lost (round 1).`);
    expect(await runOps(['disputes', 'list', '--status', 'lost'], env)).toBe(0);
    expect(lines.some((l) => l.startsWith(cb) && l.includes('lost r1'))).toBe(true);
    await expect(runOps(['disputes', 'decide', '--id', cb, '--outcome', 'maybe'], env)).rejects.toThrow('--outcome');
    expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
  });
});
