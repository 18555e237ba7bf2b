import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../test/fixtures.ts';
import { paymentClient } from '../../test/payment-api.ts';
import { runOps } from './ops.ts';

const s = useTestServer({}, { work: false });

describe('ops: the fraud desk', () => {
  it('raises a fraud notification the merchant then sees, refuses an unknown type, lists', async () => {
    const op = await newOperator(s);
    const merchantNo = op.merchant.merchantNo;
    const id = (await (await paymentClient(s, merchantNo)).pay('5555555555554444', { amount: '25.00' })).body.data.transactionId as string;
    const lines: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };

    expect(await runOps(['fraud', 'raise', '--merchant', merchantNo, '--transaction', id, '--type', 'safe_03'], env)).toBe(0);
    const n = /Fraud notification (FN\d+)/.exec(lines.at(-1)!)![1]!;
    const d = (await s.api('GET', `/risk/fraud-notification/details?serviceId=${n}`, { cookie: op.cookie })).body.data;
    expect(d).toMatchObject({ transactionId: id, fraudType: 'safe_03', scheme: 'mastercard', amount: '25.00', paymentMethod: 'mastercard' });
    await expect(runOps(['fraud', 'raise', '--merchant', merchantNo, '--transaction', id, '--type', 'tc40_Z'], env)).rejects.toThrow('--type');
    // a Visa type on a Mastercard payment: refused by the service, nothing recorded
    expect(await runOps(['fraud', 'raise', '--merchant', merchantNo, '--transaction', id, '--type', 'tc40_1'], env)).toBe(1);
    expect(await runOps(['fraud', 'list'], env)).toBe(0);
    expect(lines.filter((l) => l.startsWith('FN') && l.includes(id))).toEqual([expect.stringContaining(`${n}  ${merchantNo}  ${id}  safe_03`)]);
  });
});
