import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { setMaxShare } from './service.ts';
import { dividendSetup, verifyLedger } from './test-kit.ts';

const s = useTestServer();

const fieldOf = (body: { data?: { fieldErrors?: Array<{ field: string }> } }) => body.data?.fieldErrors?.[0]?.field;

describe('split settlement', () => {
  it('settles the shares given with a payment through the ledger, and reverses them proportionally on a refund and a chargeback', async () => {
    const k = await dividendSetup(s);
    const bank0 = await k.bucket(null, 'external_bank');
    const paid = await k.c.pay('4242424242424242', {
      amount: '100.00',
      splits: [
        { receiverId: k.memberId, amount: '20.00' },
        { receiverId: k.externalId, percentage: '10' },
      ],
    });
    expect(paid.body.respCode, paid.body.respMsg).toBe('20000');
    const id = paid.body.data.transactionId as string;
    expect((await k.splitsOf(id)).map((x) => [x.amount, x.status])).toEqual([
      ['10.00', 'pending'],
      ['20.00', 'pending'],
    ]);

    const run = await k.settle();
    expect(run.splits).toBe(2);
    // net 97.27 (fee 2.73): 30.00 passed on
    expect(await k.bucket(k.A, 'available')).toBe(9727n - 3000n);
    expect(await k.bucket(k.B, 'available')).toBe(2000n);
    expect((await k.bucket(null, 'external_bank')) - bank0).toBe(1000n);
    expect((await k.splitsOf(id)).every((x) => x.status === 'settled')).toBe(true);
    await verifyLedger(s);
    // the step runs again: nothing twice
    expect((await k.settle()).splits).toBe(0);
    expect(await k.bucket(k.B, 'available')).toBe(2000n);

    // half refunded: half of each share comes back, the merchant can refund the whole half
    const refund = await k.c.call('POST', `/payments/${id}/refunds`, { amount: '50.00' });
    expect(refund.body.respCode, refund.body.respMsg).toBe('20000');
    expect(await k.bucket(k.B, 'available')).toBe(1000n);
    expect((await k.bucket(null, 'external_bank')) - bank0).toBe(500n);
    expect(await k.bucket(k.A, 'available')).toBe(9727n - 3000n + 1500n - 5000n);
    expect((await k.splitsOf(id)).map((x) => [x.reversedAmount, x.netAmount, x.status])).toEqual([
      ['5.00', '5.00', 'settled'],
      ['10.00', '10.00', 'settled'],
    ]);
    await verifyLedger(s);

    // the other half charged back: everything passed on comes back
    const cb = await k.chargeback(id, '50.00');
    expect(cb.body.respCode, cb.body.respMsg).toBe('20000');
    expect(await k.bucket(k.B, 'available')).toBe(0n);
    expect((await k.bucket(null, 'external_bank')) - bank0).toBe(0n);
    expect((await k.splitsOf(id)).map((x) => x.status)).toEqual(['reversed', 'reversed']);
    await verifyLedger(s);

    // the detail shows each step with its ledger entry
    const member = (await k.splitsOf(id)).find((x) => x.receiverId === k.memberId)!;
    const detail = (await k.get(`/dividend/detail?splitId=${member.splitId}`)).body.data;
    expect(detail.history.map((h: { kind: string; amount: string }) => [h.kind, h.amount])).toEqual([
      ['created', '20.00'],
      ['settled', '20.00'],
      ['reversed', '10.00'],
      ['reversed', '10.00'],
    ]);
    expect(detail.history.slice(1).every((h: { entryId: number | null }) => h.entryId !== null)).toBe(true);
    expect(detail.shares).toHaveLength(2);
  });

  it('a refund before settlement shrinks the pending shares; settlement pays what is left', async () => {
    const k = await dividendSetup(s);
    const paid = await k.c.pay('4242424242424242', { amount: '100.00', splits: [{ receiverId: k.memberId, amount: '20.00' }] });
    const id = paid.body.data.transactionId as string;
    expect((await k.c.call('POST', `/payments/${id}/refunds`, { amount: '25.00' })).body.respCode).toBe('20000');
    expect((await k.splitsOf(id)).map((x) => [x.reversedAmount, x.status])).toEqual([['5.00', 'pending']]);
    await k.settle();
    expect(await k.bucket(k.B, 'available')).toBe(1500n);
    expect((await k.splitsOf(id))[0]).toMatchObject({ netAmount: '15.00', status: 'settled' });
    await verifyLedger(s);
  });

  it('refuses bad splits with a field error and no payment: unknown receiver, over the maximum share, over the net amount', async () => {
    const k = await dividendSetup(s);
    const refused = async (splits: unknown[], field: string) => {
      const orderId = k.c.order();
      const r = await k.c.pay('4242424242424242', { merchantOrderId: orderId, amount: '100.00', splits });
      expect(r.status, r.body.respMsg).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(fieldOf(r.body)).toBe(field);
      expect((await k.c.call('GET', `/payments?merchantOrderId=${orderId}`)).body.respCode).not.toBe('20000');
    };
    await refused([{ receiverId: 999_999, amount: '1.00' }], 'splits.0.receiverId');
    await refused([{ receiverId: k.memberId, amount: '30.01' }], 'splits.0.amount');
    await refused([{ receiverId: k.memberId, percentage: '30.01' }], 'splits.0.percentage');
    await refused([{ receiverId: k.memberId, percentage: '0' }], 'splits.0.percentage');
    await refused([{ receiverId: k.memberId, amount: '1.00', percentage: '1' }], 'splits.0.amount');
    await refused(
      [
        { receiverId: k.memberId, amount: '1.00' },
        { receiverId: k.memberId, amount: '1.00' },
      ],
      'splits.1.receiverId',
    );
    // the provider raises B's maximum to 100 %: the net amount (97.27) still bounds the shares
    await s.deps.db.transaction((tx) => setMaxShare(tx, { receiverId: k.memberId, maxShareBp: 10_000, now: s.deps.now() }));
    await refused([{ receiverId: k.memberId, amount: '97.28' }], 'splits');
    const ok = await k.c.pay('4242424242424242', { amount: '100.00', splits: [{ receiverId: k.memberId, amount: '97.27' }] });
    expect(ok.body.respCode, ok.body.respMsg).toBe('20000');
  });

  it('splits a captured payment from the portal before settlement, and not after', async () => {
    const k = await dividendSetup(s);
    const id = (await k.c.pay('4242424242424242', { amount: '100.00' })).body.data.transactionId as string;
    const form = (await k.get(`/dividend/splittable?transactionId=${id}`)).body.data;
    expect(form).toMatchObject({ net: '97.27', fee: '2.73', split: '0.00', open: true });
    expect(form.receivers.map((r: { id: number }) => r.id)).toEqual([k.memberId, k.externalId]);
    const made = await k.post('/dividend/split', { transactionId: id, splits: [{ receiverId: k.memberId, amount: '12.34' }] });
    expect(made.body.respCode, made.body.respMsg).toBe('20000');
    expect(made.body.data.content).toMatchObject([{ amount: '12.34', status: 'pending', receiverName: 'Partner B' }]);
    const again = await k.post('/dividend/split', { transactionId: id, splits: [{ receiverId: k.memberId, amount: '1.00' }] });
    expect(fieldOf(again.body)).toBe('splits.0.receiverId');
    await k.settle();
    const late = await k.post('/dividend/split', { transactionId: id, splits: [{ receiverId: k.externalId, amount: '1.00' }] });
    expect(late.status).toBe(422);
    expect(fieldOf(late.body)).toBe('transactionId');
    expect((await k.get(`/dividend/splittable?transactionId=${id}`)).body.data.open).toBe(false);
  });

  it('shows a member its incoming shares and nobody else’s: receivers are the group’s, lists and details scoped', async () => {
    const k = await dividendSetup(s);
    const id = (await k.c.pay('4242424242424242', { amount: '50.00', splits: [{ receiverId: k.memberId, amount: '5.00' }] })).body.data.transactionId as string;
    const incoming = (await k.get('/dividend/list?direction=incoming', k.b.cookie)).body.data;
    expect(incoming.content).toMatchObject([{ transactionId: id, amount: '5.00', merchantNo: k.A }]);
    expect((await k.get('/dividend/list', k.b.cookie)).body.data.total).toBe(0);
    const splitId = incoming.content[0].splitId as string;
    const seen = (await k.get(`/dividend/detail?splitId=${splitId}`, k.b.cookie)).body.data;
    expect(seen.shares).toHaveLength(1);

    // a merchant outside the group: cannot add B, sees nothing of A's splits
    const outsider = await newOperator(s);
    const add = await k.post('/dividend/receiver/add', { kind: 'member', receiverMerchantNo: k.B, name: 'B' }, outsider.cookie);
    expect(fieldOf(add.body)).toBe('receiverMerchantNo');
    expect((await k.get(`/dividend/detail?splitId=${splitId}`, outsider.cookie)).body.respCode).not.toBe('20000');
    expect((await k.get('/dividend/list?direction=incoming', outsider.cookie)).body.data.total).toBe(0);
    expect((await k.get(`/dividend/splittable?transactionId=${id}`, outsider.cookie)).body.respCode).not.toBe('20000');
    // nor can it split to A's receiver
    const own = (await k.c.pay('4242424242424242')).body.data.transactionId as string;
    const foreign = await k.post('/dividend/split', { transactionId: own, splits: [{ receiverId: k.memberId, amount: '1.00' }] }, outsider.cookie);
    expect(foreign.body.respCode).not.toBe('20000');

    // receivers: the provider's default maximum, read-only to the merchant; a disabled one takes no new split
    const receivers = (await k.get('/dividend/receiver/list')).body.data;
    expect(receivers.map((r: { maxShareBp: number }) => r.maxShareBp)).toEqual([3000, 3000]);
    expect((await k.post('/dividend/receiver/edit', { id: k.memberId, name: 'Partner B', status: 'disabled' })).body.respCode).toBe('20000');
    const refused = await k.c.pay('4242424242424242', { splits: [{ receiverId: k.memberId, amount: '1.00' }] });
    expect(fieldOf(refused.body)).toBe('splits.0.receiverId');
    expect((await k.post('/dividend/export', { direction: 'outgoing' })).body.respCode).toBe('20000');
  });
});
