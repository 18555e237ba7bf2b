import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessWallClock } from '@crossbill/contracts/business-time';
import { FREQUENCY_UNITS } from '@crossbill/contracts/subscription';
import { billingTime, cycleDueAt, retryDelayMs } from './schedule.ts';
import { changeMoney, unusedCredit } from './proration.ts';

/** A Beijing wall-clock instant: '2026-01-31 10:00' is 02:00 UTC. */
const bj = (isoLocal: string) => new Date(`${isoLocal}+08:00`);
const wall = (d: Date) => businessWallClock(d).toISOString().slice(0, 16).replace('T', ' ');
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

// anchors from 1999 to 2101 (leap years, the century rule of 2100), any time of day
const anchor = fc.date({ min: new Date('1999-01-01T00:00:00Z'), max: new Date('2101-12-31T00:00:00Z'), noInvalidDate: true });
const unit = fc.constantFrom(...FREQUENCY_UNITS);
const count = fc.integer({ min: 1, max: 36 });

describe('billing times from the anchor', () => {
  it('month ends clamp, and come back to the anchor day after', () => {
    const a = bj('2026-01-31T10:00:00');
    const f = { unit: 'month' as const, count: 1 };
    expect([0, 1, 2, 3, 4].map((n) => wall(billingTime(a, f, n)))).toEqual([
      '2026-01-31 10:00',
      '2026-02-28 10:00',
      '2026-03-31 10:00',
      '2026-04-30 10:00',
      '2026-05-31 10:00',
    ]);
    expect(wall(billingTime(bj('2028-01-31T23:30:00'), f, 1))).toBe('2028-02-29 23:30');
    expect(wall(billingTime(bj('2024-02-29T08:00:00'), { unit: 'year', count: 1 }, 1))).toBe('2025-02-28 08:00');
    expect(wall(billingTime(bj('2024-02-29T08:00:00'), { unit: 'year', count: 1 }, 4))).toBe('2028-02-29 08:00');
    expect(wall(billingTime(bj('2099-02-28T00:00:00'), { unit: 'year', count: 1 }, 1))).toBe('2100-02-28 00:00');
  });

  it('weeks and days are calendar days on the Beijing calendar; hours and minutes absolute time', () => {
    const a = bj('2026-12-31T23:59:00');
    expect(wall(billingTime(a, { unit: 'day', count: 1 }, 1))).toBe('2027-01-01 23:59');
    expect(wall(billingTime(a, { unit: 'week', count: 2 }, 1))).toBe('2027-01-14 23:59');
    expect(billingTime(a, { unit: 'hour', count: 3 }, 2).getTime() - a.getTime()).toBe(6 * 3_600_000);
    expect(billingTime(a, { unit: 'minute', count: 1 }, 5).getTime() - a.getTime()).toBe(5 * 60_000);
    expect(cycleDueAt(a, { unit: 'minute', count: 1 }, 1)).toEqual(a);
  });

  it('is strictly increasing in n for every unit', () => {
    fc.assert(
      fc.property(anchor, unit, count, fc.integer({ min: 0, max: 120 }), (a, u, c, n) => {
        expect(billingTime(a, { unit: u, count: c }, n + 1).getTime()).toBeGreaterThan(billingTime(a, { unit: u, count: c }, n).getTime());
      }),
    );
  });

  it('months keep the anchor day when the month has it and the last day otherwise, at the same wall time', () => {
    fc.assert(
      fc.property(anchor, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 150 }), (a, c, n) => {
        const w = businessWallClock(a);
        const t = businessWallClock(billingTime(a, { unit: 'month', count: c }, n));
        const months = w.getUTCFullYear() * 12 + w.getUTCMonth() + c * n;
        expect(t.getUTCFullYear() * 12 + t.getUTCMonth()).toBe(months);
        expect(t.getUTCDate()).toBe(Math.min(w.getUTCDate(), daysIn(t.getUTCFullYear(), t.getUTCMonth())));
        expect(t.toISOString().slice(11)).toBe(w.toISOString().slice(11));
      }),
    );
  });

  it('never drifts: the nth time does not depend on the times before it', () => {
    fc.assert(
      fc.property(anchor, unit, count, fc.integer({ min: 0, max: 60 }), (a, u, c, n) => {
        // from the anchor, n periods; the same for a count n times as large in one period
        expect(billingTime(a, { unit: u, count: c }, n)).toEqual(billingTime(a, { unit: u, count: c * n || c }, n === 0 ? 0 : 1));
      }),
    );
  });

  it('days are whole calendar days (Beijing has no daylight saving: 24 h each)', () => {
    fc.assert(
      fc.property(anchor, fc.integer({ min: 1, max: 400 }), (a, n) => {
        expect(billingTime(a, { unit: 'day', count: 1 }, n).getTime() - a.getTime()).toBe(n * 86_400_000);
      }),
    );
  });

  it('retries wait days, or hours and minutes for hourly and per-minute plans', () => {
    expect(retryDelayMs('month', 3)).toBe(3 * 86_400_000);
    expect(retryDelayMs('hour', 3)).toBe(3 * 3_600_000);
    expect(retryDelayMs('minute', 3)).toBe(3 * 60_000);
  });
});

describe('proration', () => {
  const cycle = fc
    .tuple(anchor, fc.integer({ min: 1, max: 400 * 86_400_000 }), fc.bigInt({ min: 0n, max: 10n ** 15n }))
    .map(([start, len, charged]) => ({ cycleStart: start, cycleEnd: new Date(start.getTime() + len), charged }));

  it('is never negative and never above what the cycle charged', () => {
    fc.assert(
      fc.property(cycle, fc.double({ min: -0.5, max: 1.5, noNaN: true }), (c, f) => {
        const at = new Date(c.cycleStart.getTime() + Math.round(f * (c.cycleEnd.getTime() - c.cycleStart.getTime())));
        const credit = unusedCredit({ ...c, at });
        expect(credit >= 0n).toBe(true);
        expect(credit <= c.charged).toBe(true);
      }),
    );
  });

  it('is exact on the boundaries: all of it at the start, nothing at the end', () => {
    fc.assert(
      fc.property(cycle, (c) => {
        expect(unusedCredit({ ...c, at: c.cycleStart })).toBe(c.charged);
        expect(unusedCredit({ ...c, at: c.cycleEnd })).toBe(0n);
      }),
    );
  });

  it('rounds half-up once: the exact fraction within half a minor unit, a half rounded up', () => {
    fc.assert(
      fc.property(cycle, fc.double({ min: 0, max: 1, noNaN: true }), (c, f) => {
        const len = BigInt(c.cycleEnd.getTime() - c.cycleStart.getTime());
        const left = BigInt(Math.round(f * Number(len)));
        const credit = unusedCredit({ ...c, at: new Date(c.cycleEnd.getTime() - Number(left)) });
        // |credit·len − charged·left| ≤ len/2, and exactly len/2 only when rounded up
        const diff = credit * len * 2n - c.charged * left * 2n;
        expect(diff <= len && diff > -len).toBe(true);
      }),
    );
    // 10.00 over 3 days with 1 day left: 3.333… → 3.33; 2 days left: 6.666… → 6.67; 0.01 half way: 0.005 → 0.01
    const day = 86_400_000;
    const start = new Date('2026-03-01T00:00:00Z');
    const end = new Date(start.getTime() + 3 * day);
    expect(unusedCredit({ charged: 1000n, cycleStart: start, cycleEnd: end, at: new Date(end.getTime() - day) })).toBe(333n);
    expect(unusedCredit({ charged: 1000n, cycleStart: start, cycleEnd: end, at: new Date(end.getTime() - 2 * day) })).toBe(667n);
    expect(unusedCredit({ charged: 1n, cycleStart: start, cycleEnd: new Date(start.getTime() + 2), at: new Date(start.getTime() + 1) })).toBe(1n);
  });

  it('charges the new amount less the credit, or refunds what the credit leaves over', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (credit, amount) => {
        const m = changeMoney(credit, amount);
        expect(m.chargeNow >= 0n && m.refundNow >= 0n).toBe(true);
        expect(m.chargeNow === 0n || m.refundNow === 0n).toBe(true);
        expect(m.chargeNow - m.refundNow).toBe(amount - credit);
      }),
    );
  });
});
