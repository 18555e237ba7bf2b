import { describe, expect, it } from 'vitest';
import {
  businessMonth,
  DEFAULT_CHARGEBACK_THRESHOLDS,
  monthInstants,
  monthsBack,
  nextMonth,
  parseThresholds,
  ratioPercent,
  thresholdLevel,
} from './chargeback-rate.ts';

describe('chargeback-rate rules', () => {
  it('reads the threshold setting and refuses a malformed one', () => {
    expect(parseThresholds(DEFAULT_CHARGEBACK_THRESHOLDS)).toEqual([
      { id: 'visa_vdmp', scheme: 'visa', ratio: '0.90', minCount: 100 },
      { id: 'mastercard_ecm', scheme: 'mastercard', ratio: '1.50', minCount: 100 },
      { id: 'mastercard_ecp', scheme: 'mastercard', ratio: '3.00', minCount: 300 },
    ]);
    expect(parseThresholds('visa_vamp:visa:2.2:1500')).toEqual([{ id: 'visa_vamp', scheme: 'visa', ratio: '2.20', minCount: 1500 }]);
    expect(parseThresholds('visa_vdmp:paypal:0.9:100')).toBeNull();
    expect(parseThresholds('visa_vdmp:visa:0,9:100')).toBeNull();
    expect(parseThresholds('')).toEqual([]);
  });

  it('rounds a ratio half-up to two decimals, none without sales', () => {
    expect(ratioPercent(1, 3)).toBe('33.33');
    expect(ratioPercent(2, 3)).toBe('66.67');
    expect(ratioPercent(1, 200)).toBe('0.50');
    expect(ratioPercent(1, 0)).toBeNull();
  });

  it('warns from 80% of a ratio, and errs only with the ratio and the count both reached', () => {
    const vdmp = { ratio: '0.90', minCount: 100 };
    expect(thresholdLevel(vdmp, '0.71', 500)).toBe('ok');
    expect(thresholdLevel(vdmp, '0.72', 500)).toBe('warning');
    expect(thresholdLevel(vdmp, '0.90', 99)).toBe('warning');
    expect(thresholdLevel(vdmp, '0.90', 100)).toBe('error');
    expect(thresholdLevel(vdmp, null, 0)).toBe('ok');
  });

  it('counts months in Beijing time', () => {
    expect(businessMonth(new Date('2026-01-31T15:59:59Z'))).toBe('2026-01');
    expect(businessMonth(new Date('2026-01-31T16:00:00Z'))).toBe('2026-02');
    expect(monthInstants('2026-12')).toEqual({ from: new Date('2026-11-30T16:00:00Z'), to: new Date('2026-12-31T16:00:00Z') });
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(monthsBack('2026-03', 11)).toBe('2025-04');
    expect(monthsBack('2026-03', -10)).toBe('2027-01');
  });
});
