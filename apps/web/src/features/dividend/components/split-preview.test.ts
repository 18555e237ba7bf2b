import { describe, expect, it } from 'vitest';
import type { Splittable } from '@crossbill/contracts/dividend';
import { previewSplit } from './split-preview';

const receiver = (id: number, maxShareBp = 3000) => ({
  id,
  kind: 'member' as const,
  name: `R${id}`,
  receiverMerchantNo: `M${id}`,
  payeeId: null,
  maxShareBp,
  status: 'active' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const payment: Splittable = {
  transactionId: 'P2026010100000001',
  currency: 'USD',
  amount: '100.00',
  net: '97.27',
  fee: '2.73',
  split: '10.00',
  open: true,
  receivers: [receiver(1), receiver(2), receiver(3, 10_000)],
};

describe('the split form preview', () => {
  it('computes shares as the server does: percentages of the captured amount by largest remainder, amounts as typed, what is left of the net', () => {
    const p = previewSplit(payment, [
      { receiverId: 1, mode: 'percentage', value: '12.345' },
      { receiverId: 2, mode: 'percentage', value: '0.33' },
      { receiverId: 3, mode: 'amount', value: '20.5' },
    ])!;
    // 12.345 is not a percentage (two decimals at most): no share yet
    expect(p.lines.map((l) => l.share)).toEqual([null, '0.33', '20.50']);
    expect(p.total).toBe('20.83');
    expect(p.left).toBe('66.44');
    expect(p.overNet).toBe(false);
  });

  it('flags a share above its receiver maximum and shares above the net amount left', () => {
    const p = previewSplit(payment, [
      { receiverId: 1, mode: 'amount', value: '30.01' },
      { receiverId: 3, mode: 'percentage', value: '60' },
    ])!;
    expect(p.lines.map((l) => l.overMax)).toEqual([true, false]);
    expect(p.total).toBe('90.01');
    expect(p.overNet).toBe(true);
    expect(p.left).toBe('-2.74');
  });
});
