import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, maxShareOf, reversalStep, reversalTarget, sharesOfPercentages } from './dividend-math.ts';

const minor = (max = 10_000_000_000n) => fc.bigInt({ min: 0n, max });

describe('split arithmetic', () => {
  it('allocates a whole exactly: parts sum to it, none negative, each within a cent of its exact share', () => {
    fc.assert(
      fc.property(minor(), fc.array(fc.bigInt({ min: 0n, max: 1_000_000_000n }), { minLength: 1, maxLength: 12 }), (total, raw) => {
        const weights = raw.some((w) => w > 0n) ? raw : [...raw.slice(1), 1n];
        const parts = allocate(total, weights);
        const sum = weights.reduce((s, w) => s + w, 0n);
        expect(parts.reduce((s, p) => s + p, 0n)).toBe(total);
        parts.forEach((p, i) => {
          expect(p >= 0n).toBe(true);
          // floor(exact) ≤ part ≤ floor(exact) + 1
          const floor = (total * weights[i]!) / sum;
          expect(p === floor || p === floor + 1n).toBe(true);
        });
      }),
    );
  });

  it('gives the cents left over to the largest remainders, the earlier part on a tie', () => {
    expect(allocate(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocate(10n, [3n, 3n, 4n])).toEqual([3n, 3n, 4n]);
    expect(allocate(1n, [1n, 2n])).toEqual([0n, 1n]);
    expect(allocate(0n, [0n, 0n])).toEqual([0n, 0n]);
  });

  it('percentage shares sum to the rounded-down total of the percentages and stay within each receiver maximum', () => {
    fc.assert(
      fc.property(minor(), fc.array(fc.integer({ min: 1, max: 3000 }), { minLength: 1, maxLength: 3 }), (amount, bps) => {
        const shares = sharesOfPercentages(
          amount,
          bps.map((b) => BigInt(b)),
        );
        const sumBp = BigInt(bps.reduce((s, b) => s + b, 0));
        expect(shares.reduce((s, v) => s + v, 0n)).toBe((amount * sumBp) / 10_000n);
        // a share may take the leftover cent, so it is within the maximum rounded up
        shares.forEach((v, i) => expect(v <= maxShareOf(amount, bps[i]!) + 1n).toBe(true));
      }),
    );
  });

  it('reverses proportionally over any sequence of refunds and chargebacks (won ones too): exact sums, every split within [0, share]', () => {
    const world = fc
      .record({
        base: fc.bigInt({ min: 1n, max: 100_000_000n }),
        weights: fc.array(fc.bigInt({ min: 1n, max: 1_000_000n }), { minLength: 1, maxLength: 6 }),
        fraction: fc.integer({ min: 1, max: 100 }),
        moves: fc.array(fc.integer({ min: -40, max: 100 }), { maxLength: 12 }),
      })
      .map((w) => ({ ...w, shares: allocate((w.base * BigInt(w.fraction)) / 100n, w.weights) }));
    fc.assert(
      fc.property(world, ({ base, shares, moves }) => {
        const total = shares.reduce((s, v) => s + v, 0n);
        const reversed = shares.map(() => 0n);
        let taken = 0n;
        for (const m of moves) {
          // a move takes (or, negative, gives back) a percentage of the base, never beyond what exists
          taken += (base * BigInt(m)) / 100n;
          if (taken < 0n) taken = 0n;
          if (taken > base) taken = base;
          const target = reversalTarget(total, taken, base);
          const steps = reversalStep(
            target - reversed.reduce((s, v) => s + v, 0n),
            shares.map((share, i) => ({ share, reversed: reversed[i]! })),
          );
          steps.forEach((st, i) => (reversed[i]! += st));
          expect(reversed.reduce((s, v) => s + v, 0n)).toBe(target);
          reversed.forEach((r, i) => {
            expect(r >= 0n).toBe(true);
            expect(r <= shares[i]!).toBe(true);
          });
        }
        // everything refunded: every split fully reversed
        if (taken === base) expect(reversed).toEqual(shares);
      }),
    );
  });

  it('rounds the reversal half up: a third of 100.00 refunded takes back 33.33 of a 100.00 split, a half of 0.03 takes 0.02', () => {
    expect(reversalTarget(10_000n, 1n, 3n)).toBe(3333n);
    expect(reversalTarget(3n, 1n, 2n)).toBe(2n);
    expect(reversalTarget(500n, 0n, 1000n)).toBe(0n);
    expect(reversalTarget(500n, 1000n, 1000n)).toBe(500n);
  });
});
