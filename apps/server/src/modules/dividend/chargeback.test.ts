import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/fixtures.ts';
import { decideRebuttal, pricingOf } from '../dispute/service.ts';
import { dividendSetup, verifyLedger } from './test-kit.ts';

const s = useTestServer();

describe('split settlement and a chargeback won back', () => {
  it('takes a settled share back on the chargeback and restores it when the merchant wins, the ledger balanced at each step', async () => {
    const k = await dividendSetup(s);
    const id = (await k.c.pay('4242424242424242', { amount: '100.00', splits: [{ receiverId: k.memberId, amount: '20.00' }] })).body.data
      .transactionId as string;
    await k.settle();
    expect(await k.bucket(k.B, 'available')).toBe(2000n);

    const cb = await k.chargeback(id, '100.00');
    expect(cb.body.respCode, cb.body.respMsg).toBe('20000');
    expect(await k.bucket(k.B, 'available')).toBe(0n);
    expect((await k.splitsOf(id))[0]).toMatchObject({ reversedAmount: '20.00', status: 'reversed' });
    await verifyLedger(s);

    const chargebackId = cb.body.data.chargebackId as string;
    const submitted = await k.post('/chargeback/rebuttal/submit', { chargebackId, description: 'Delivered with signature' });
    expect(submitted.body.respCode, submitted.body.respMsg).toBe('20000');
    await s.deps.db.transaction((tx) =>
      decideRebuttal(tx, pricingOf(s.deps), { chargebackId, outcome: 'won', comment: 'Evidence accepted', actor: { kind: 'ops' }, now: s.deps.now() }),
    );
    expect(await k.bucket(k.B, 'available')).toBe(2000n);
    expect((await k.splitsOf(id))[0]).toMatchObject({ reversedAmount: '0.00', netAmount: '20.00', status: 'settled' });
    const detail = (await k.get(`/dividend/detail?splitId=${(await k.splitsOf(id))[0]!.splitId}`)).body.data;
    expect(detail.history.map((h: { kind: string }) => h.kind)).toEqual(['created', 'settled', 'reversed', 'restored']);
    await verifyLedger(s);
  });
});
