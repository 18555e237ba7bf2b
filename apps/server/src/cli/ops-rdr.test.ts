import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../test/fixtures.ts';
import { paymentClient } from '../../test/payment-api.ts';
import { advanceEnrolment } from '../modules/enrolment/service.ts';
import { runOps } from './ops.ts';

const s = useTestServer({}, { work: false });

describe('ops: rdr raise', () => {
  it('delivers an RDR alert by order ID, decided by the enrolment rules; a case delivered twice is one alert', async () => {
    const op = await newOperator(s);
    const merchantNo = op.merchant.merchantNo;
    const lines: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    const pay = async (amount: string) => (await (await paymentClient(s, merchantNo)).pay('4111111111111111', { amount })).body.data;
    const small = await pay('10.00');
    // no live enrolment: refused, nothing made
    expect(await runOps(['rdr', 'raise', '--merchant', merchantNo, '--order', small.merchantOrderId], env)).not.toBe(0);

    const saved = await s.api('POST', '/risk/rdr-enrolment/save', {
      cookie: op.cookie,
      body: {
        merchantIdentifier: 'OPS-RDR',
        pricingTier: 'standard',
        descriptors: ['CROSSBILL*OPS'],
        bins: ['411111'],
        caids: ['CAID0001'],
        rules: { maxAmounts: [{ currency: 'USD', amount: '20.00' }] },
        submit: true,
      },
    });
    const enrolmentId = saved.body.data.enrolmentId as string;
    for (let i = 0; i < 2; i++) await s.deps.db.transaction((tx) => advanceEnrolment(tx, { enrolmentId, actor: { kind: 'provider' }, now: s.deps.now() }));

    const args = ['rdr', 'raise', '--merchant', merchantNo, '--order', small.merchantOrderId, '--case', 'RDR000000000777'];
    expect(await runOps(args, env)).toBe(0);
    expect(lines.at(-1)).toMatch(/^RDR alert RD\d+ \(case RDR000000000777\) .*10\.00 USD .*accepted by the amount rule, refund \w+\.$/);
    expect(await runOps(args, env)).toBe(0);
    const big = await pay('90.00');
    expect(await runOps(['rdr', 'raise', '--merchant', merchantNo, '--arn', big.arn, '--reason', '13.3'], env)).toBe(0);
    expect(lines.at(-1)).toMatch(/declined, chargeback \w+\.$/);
    const list = (await s.api('GET', '/risk/rdr/list', { cookie: op.cookie })).body.data;
    expect(list.content.map((i: { outcome: string }) => i.outcome)).toEqual(['declined', 'accepted']);
  });
});
