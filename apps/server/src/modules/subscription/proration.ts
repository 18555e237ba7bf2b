/**
 * Proration of a change (pure, minor units). The credit is the unused part of the current paid
 * cycle: what that cycle charged × (time left to the next billing ÷ the cycle's length), rounded
 * half-up once, at the end. It is never negative and never above what the cycle charged: a change at
 * the cycle's start credits all of it, at its end nothing. The new plan's cycle 1 is charged on the
 * change date at (new amount − credit); a credit larger than the new amount is refunded instead.
 */

export function unusedCredit(o: { charged: bigint; cycleStart: Date; cycleEnd: Date; at: Date }): bigint {
  const length = BigInt(o.cycleEnd.getTime() - o.cycleStart.getTime());
  if (length <= 0n || o.charged <= 0n) return 0n;
  let left = BigInt(o.cycleEnd.getTime() - o.at.getTime());
  if (left < 0n) left = 0n;
  if (left > length) left = length;
  // half-up of charged × left / length: (2·charged·left + length) div (2·length), all non-negative
  return (2n * o.charged * left + length) / (2n * length);
}

/** What the change moves now: the new cycle 1's charge, or the part of the credit it does not use, refunded. */
export function changeMoney(credit: bigint, newAmount: bigint): { chargeNow: bigint; refundNow: bigint } {
  return credit <= newAmount ? { chargeNow: newAmount - credit, refundNow: 0n } : { chargeNow: 0n, refundNow: credit - newAmount };
}
