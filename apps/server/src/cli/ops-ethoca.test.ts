import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../test/fixtures.ts';
import { paymentClient } from '../../test/payment-api.ts';
import { runOps } from './ops.ts';

const s = useTestServer({}, { work: false });

describe('ops: ethoca raise', () => {
  it('delivers alerts matched by order ID or ARN, and an unmatched one the merchant answers "not found"', async () => {
    const op = await newOperator(s);
    const merchantNo = op.merchant.merchantNo;
    const paid = (await (await paymentClient(s, merchantNo)).pay('4242424242424242', { amount: '45.00' })).body.data;
    const lines: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    const idOf = () => /Alert (EA\d+)/.exec(lines.at(-1)!)![1]!;

    expect(await runOps(['ethoca', 'raise', '--merchant', merchantNo, '--order', paid.merchantOrderId, '--type', 'customer_dispute'], env)).toBe(0);
    expect(lines.at(-1)).toContain(`customer_dispute, 45.00 USD, payment ${paid.transactionId}`);
    expect(await runOps(['ethoca', 'raise', '--merchant', merchantNo, '--arn', paid.arn, '--card', '4242424242424242'], env)).toBe(0);
    const byArn = idOf();
    const d = (await s.api('GET', `/risk/alert/detail?id=${byArn}`, { cookie: op.cookie })).body.data;
    expect(d).toMatchObject({ transactionId: paid.transactionId, arn: paid.arn, cardLast4: '4242', type: 'issuer_alert_fraud' });

    expect(
      await runOps(
        [
          'ethoca',
          'raise',
          '--merchant',
          merchantNo,
          '--arn',
          '74000000000000000000001',
          '--amount',
          '12.30',
          '--currency',
          'eur',
          '--card',
          '5555555555554444',
        ],
        env,
      ),
    ).toBe(0);
    expect(lines.at(-1)).toContain('12.30 EUR, no matching payment');
    const unmatched = idOf();
    const answer = (outcome: string) =>
      s.api('POST', '/risk/alert/respond', { cookie: op.cookie, body: { alertId: unmatched, outcome }, headers: { 'idempotency-key': crypto.randomUUID() } });
    expect((await answer('stopped')).body.data.fieldErrors[0].field).toBe('outcome');
    expect((await answer('not_found')).body.data).toMatchObject({ status: 'answered', outcome: 'not_found', transactionId: null });

    await expect(runOps(['ethoca', 'raise', '--merchant', merchantNo, '--order', 'x', '--type', 'maybe'], env)).rejects.toThrow('--type');
    await expect(runOps(['ethoca', 'raise', '--merchant', merchantNo], env)).rejects.toThrow('--transaction');
    const list = (await s.api('GET', '/risk/alert/list', { cookie: op.cookie })).body.data;
    expect(list.total).toBe(3);
  });
});
