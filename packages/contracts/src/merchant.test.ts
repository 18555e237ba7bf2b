import { describe, expect, it } from 'vitest';
import { apiPathFamily, deriveAuditStatus, derivePayoutStatus, isListedInSwitcher, isPayoutBusinessType, needsPayoutGuide, splitLines } from './merchant.ts';

const DAY = 24 * 3600_000;
const NOW = Date.UTC(2026, 0, 31, 12);
const info = (businessTypes = '', pendingBusinessTypes = '', rejectedBusinessType = '') => ({
  businessTypes,
  pendingBusinessTypes,
  rejectedBusinessType,
});

describe('deriveAuditStatus (spec 4)', () => {
  it('is 0 whenever the merchant status is not 4', () => {
    for (const status of [1, 2, 3, 5, 6]) {
      expect(deriveAuditStatus(status, null)).toBe(0);
      expect(deriveAuditStatus(status, 'fail')).toBe(0);
    }
  });
  it('with status 4: none 1, waiting/processing 2, fail 3, otherwise 0', () => {
    expect(deriveAuditStatus(4, null)).toBe(1);
    expect(deriveAuditStatus(4, undefined)).toBe(1);
    expect(deriveAuditStatus(4, '')).toBe(1);
    expect(deriveAuditStatus(4, 'waiting')).toBe(2);
    expect(deriveAuditStatus(4, 'processing')).toBe(2);
    expect(deriveAuditStatus(4, 'fail')).toBe(3);
    expect(deriveAuditStatus(4, 'refuse')).toBe(3);
    for (const s of ['pass', 'cancel', 'revoke', 'unnecessary', 'suspend']) expect(deriveAuditStatus(4, s)).toBe(0);
  });
});

describe('derivePayoutStatus (spec 4)', () => {
  it('rejected beats pending beats held; else 3', () => {
    expect(derivePayoutStatus(info('acquiring,payout', 'payout', 'payout'))).toBe(2);
    expect(derivePayoutStatus(info('payout', 'payout'))).toBe(1);
    expect(derivePayoutStatus(info('acquiring, payout'))).toBe(4);
    expect(derivePayoutStatus(info('acquiring'))).toBe(3);
    expect(derivePayoutStatus(info())).toBe(3);
    expect(derivePayoutStatus(info('', 'collection', 'acquiring'))).toBe(3);
  });
});

describe('needsPayoutGuide (spec 2 guard)', () => {
  it('only an aggregate merchant with only acquiring and no pending or rejected payout', () => {
    expect(needsPayoutGuide(true, info('acquiring'))).toBe(true);
    expect(needsPayoutGuide(false, info('acquiring'))).toBe(false);
    expect(needsPayoutGuide(true, info('acquiring', 'payout'))).toBe(false);
    expect(needsPayoutGuide(true, info('acquiring', '', 'payout'))).toBe(false);
    expect(needsPayoutGuide(true, info('acquiring,payout'))).toBe(false);
    expect(needsPayoutGuide(true, info(''))).toBe(false);
  });
});

describe('isListedInSwitcher (spec 4)', () => {
  const c = (status: number, businessType: string | null = '1', merchantLogin: number | null = 1, updateTime: string | Date = new Date(NOW)) => ({
    status,
    businessType,
    merchantLogin,
    updateTime,
  });
  it('lists status 1 and 5 whatever the business type', () => {
    for (const bt of ['0', '1', '2', null]) {
      expect(isListedInSwitcher(c(1, bt), NOW)).toBe(true);
      expect(isListedInSwitcher(c(5, bt), NOW)).toBe(true);
    }
  });
  it('lists status 3 and 4 only for business types 0 and 2', () => {
    for (const status of [3, 4]) {
      expect(isListedInSwitcher(c(status, '0'), NOW)).toBe(true);
      expect(isListedInSwitcher(c(status, '2'), NOW)).toBe(true);
      expect(isListedInSwitcher(c(status, '1'), NOW)).toBe(false);
      expect(isListedInSwitcher(c(status, null), NOW)).toBe(false);
    }
  });
  it('lists status 2 only when merchantLogin is 0', () => {
    expect(isListedInSwitcher(c(2, '1', 0), NOW)).toBe(true);
    expect(isListedInSwitcher(c(2, '1', 1), NOW)).toBe(false);
    expect(isListedInSwitcher(c(2, '1', null), NOW)).toBe(false);
  });
  it('lists status 6 only within 20 days of its update', () => {
    expect(isListedInSwitcher(c(6, '1', 1, new Date(NOW - 20 * DAY)), NOW)).toBe(true);
    expect(isListedInSwitcher(c(6, '1', 1, new Date(NOW - 20 * DAY - 1)), NOW)).toBe(false);
    expect(isListedInSwitcher(c(6, '1', 1, new Date(NOW - DAY).toISOString()), NOW)).toBe(true);
  });
  it('never lists unknown statuses', () => {
    expect(isListedInSwitcher(c(0), NOW)).toBe(false);
    expect(isListedInSwitcher(c(7), NOW)).toBe(false);
  });
});

describe('small helpers', () => {
  it('apiPathFamily remaps only types 3 and 2 (spec 6, 7)', () => {
    expect(apiPathFamily(3)).toBe('/blocMer');
    expect(apiPathFamily(2)).toBe('/proxyMer');
    for (const t of [0, 1, 4, 5, null, undefined]) expect(apiPathFamily(t)).toBe('');
  });
  it('payout business types are 0 and 2', () => {
    expect(['0', '1', '2', null, undefined, ''].map(isPayoutBusinessType)).toEqual([true, false, true, false, false, false]);
  });
  it('splitLines trims and drops blanks', () => {
    expect(splitLines(' acquiring, ,payout ')).toEqual(['acquiring', 'payout']);
    expect(splitLines(null)).toEqual([]);
  });
});
