/**
 * The arithmetic of split settlement, shared by the server (what is posted) and the portal's form
 * (the live preview), so that both show the same cents. Amounts are minor units (bigint); shares of
 * a whole are found by the largest-remainder method (Hamilton): each part gets the floor of its exact
 * share, and the cents left over go one each to the largest fractional remainders (ties: the earlier
 * part). The parts therefore always sum to the whole exactly, and none is negative or above its
 * exact share rounded up.
 */

/** Basis points in one whole (100.00 %). */
export const BP_WHOLE = 10_000n;

/** Split `total` (≥ 0) in proportion to `weights` (each ≥ 0); all-zero weights give all zeros (total must then be 0). */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  if (total < 0n) throw new RangeError('allocate: negative total');
  if (weights.some((w) => w < 0n)) throw new RangeError('allocate: negative weight');
  const sum = weights.reduce((s, w) => s + w, 0n);
  if (sum === 0n) {
    if (total !== 0n) throw new RangeError('allocate: nothing to weigh a non-zero total by');
    return weights.map(() => 0n);
  }
  const parts = weights.map((w) => (total * w) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (total * w) % sum }));
  let left = total - parts.reduce((s, p) => s + p, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts;
}

/**
 * Shares given as percentages (basis points) of `amount`: the total is `amount × Σbp / 10000`
 * rounded down (the merchant keeps the fraction of a cent), spread over the shares by their basis
 * points so that they sum to it exactly.
 */
export function sharesOfPercentages(amount: bigint, bps: readonly bigint[]): bigint[] {
  const sumBp = bps.reduce((s, b) => s + b, 0n);
  return allocate((amount * sumBp) / BP_WHOLE, bps);
}

/** The most a receiver may take of a payment: `maxBp` of its amount, rounded down. */
export function maxShareOf(amount: bigint, maxBp: number): bigint {
  return (amount * BigInt(maxBp)) / BP_WHOLE;
}

/**
 * What of the splits must be taken back when `taken` of `base` has gone back to the customer
 * (refunds and chargebacks so far): Σshares × taken / base, rounded half up, capped at Σshares.
 */
export function reversalTarget(shares: bigint, taken: bigint, base: bigint): bigint {
  if (base <= 0n || taken <= 0n) return 0n;
  if (taken >= base) return shares;
  return (shares * taken * 2n + base) / (base * 2n);
}

/**
 * One step of reversal: `delta` more (or, negative, less: a chargeback won back) spread over the
 * splits. A positive delta is spread by what each split still holds (share − reversed); a negative one
 * by what each has had reversed. The result per split stays within [0, share] and the steps of a
 * payment's life sum to the target exactly, whatever their order.
 */
export function reversalStep(delta: bigint, splits: ReadonlyArray<{ share: bigint; reversed: bigint }>): bigint[] {
  if (delta === 0n) return splits.map(() => 0n);
  if (delta > 0n)
    return allocate(
      delta,
      splits.map((s) => s.share - s.reversed),
    );
  return allocate(
    -delta,
    splits.map((s) => s.reversed),
  ).map((x) => -x);
}
