import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDate,
  businessDateTime,
  businessDayRange,
  businessDayStart,
  businessInstant,
  businessParts,
  isDatePreset,
  nextBusinessDay,
  presetDates,
  presetRange,
} from './business-time.ts';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('business time (Beijing, UTC+8)', () => {
  it('turns the business day at 16:00 UTC: 15:59:59 is still the day before', () => {
    expect(businessDate(utc('2026-03-01T15:59:59.999'))).toBe('2026-03-01');
    expect(businessDate(utc('2026-03-01T16:00:00'))).toBe('2026-03-02');
    expect(businessDayStart(utc('2026-03-01T16:00:00')).toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(businessDayStart(utc('2026-03-01T15:59:00')).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(businessDayStart(utc('2026-03-01T16:00:00'), 6).toISOString()).toBe('2026-02-23T16:00:00.000Z');
  });

  it('crosses month and year ends and leap days on the Beijing calendar', () => {
    expect(businessDate(utc('2026-01-31T16:00:00'))).toBe('2026-02-01');
    expect(businessDate(utc('2026-12-31T16:00:00'))).toBe('2027-01-01');
    expect(businessDate(utc('2028-02-28T16:00:00'))).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-01', -30)).toBe('2025-12-02');
  });

  it('gives the instant of a Beijing wall time, hour 24 being the next midnight', () => {
    expect(businessInstant('2026-03-02', 10).toISOString()).toBe('2026-03-02T02:00:00.000Z');
    expect(businessInstant('2026-03-02').toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(businessInstant('2026-03-31', 24).toISOString()).toBe('2026-03-31T16:00:00.000Z');
    expect(() => businessInstant('2026-3-2')).toThrow(RangeError);
  });

  it('reads weekday and minutes on the Beijing clock and writes its wall time', () => {
    // 00:30 Beijing Monday is Sunday in UTC
    expect(businessParts(utc('2026-03-01T16:30:00'))).toEqual({ date: '2026-03-02', weekday: 1, minutes: 30 });
    expect(businessDateTime(utc('2026-11-22T09:14:23'))).toBe('2026-11-22 17:14:23');
  });

  it('skips the weekend to the next business day', () => {
    expect(nextBusinessDay('2026-03-06')).toBe('2026-03-09');
    expect(nextBusinessDay('2026-03-02')).toBe('2026-03-03');
  });

  it('counts presets in whole business days including today', () => {
    const now = utc('2026-03-01T17:00:00'); // 01:00 Beijing on 2 March
    expect(presetDates('today', now)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(presetDates('last7', now)).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(presetDates('last30', now)).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    const r = presetRange('last7', now);
    expect([r.from.toISOString(), r.to.toISOString()]).toEqual(['2026-02-23T16:00:00.000Z', '2026-03-02T16:00:00.000Z']);
    // one minute earlier it is still 1 March in Beijing: the window moves back a day
    expect(presetRange('today', utc('2026-03-01T15:59:00')).from.toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });

  it('reads a custom range as business dates, the last day included', () => {
    expect(businessDayRange('2026-03-01', '2026-03-31')).toEqual({ beginTime: '2026-02-28T16:00:00.000Z', endTime: '2026-03-31T16:00:00.000Z' });
    expect(businessDayRange(undefined, '2026-02-28')).toEqual({ beginTime: undefined, endTime: '2026-02-28T16:00:00.000Z' });
  });

  it('knows the preset names and no other spelling', () => {
    expect(['today', 'last7', 'last30'].every(isDatePreset)).toBe(true);
    expect(isDatePreset('last7Days')).toBe(false);
  });
});
