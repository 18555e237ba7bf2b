import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../test/fixtures.ts';
import { paymentClient } from '../../test/payment-api.ts';
import { runOps } from './ops.ts';

const s = useTestServer({}, { work: false });

describe('ops: the alert desk', () => {
  it('raises a pre-dispute alert the merchant then sees, with its chargeback scheduled to follow', async () => {
    const op = await newOperator(s);
    const merchantNo = op.merchant.merchantNo;
    const id = (await (await paymentClient(s, merchantNo)).pay('4242424242424242', { amount: '70.00' })).body.data.transactionId as string;
    const lines: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };

    const args = ['alerts', 'raise', '--merchant', merchantNo, '--transaction', id, '--service', 'verifi_cdrn', '--amount', '20.00'];
    expect(await runOps([...args, '--follow-chargeback'], env)).toBe(0);
    const alertId = /Alert (AL\d+)/.exec(lines.at(-1)!)![1]!;
    expect(lines.at(-1)).toContain('20.00 USD, verifi_cdrn dispute 13.1');
    expect(lines.at(-1)).toContain('chargeback follows at');
    const d = (await s.api('GET', `/chargebackAlert/detail?alertId=${alertId}`, { cookie: op.cookie })).body.data;
    expect(d).toMatchObject({ source: 'ops', amount: '20.00', status: 'new' });
    expect(d.timeline[0]).toMatchObject({ kind: 'received', actor: 'ops' });
    // a bad service is named; more than the payment holds is refused
    await expect(runOps([...args.slice(0, 6), '--service', 'rdr'], env)).rejects.toThrow('--service');
    expect(await runOps([...args.slice(0, 6), '--amount', '70.01'], env)).toBe(1);
  });
});
