import { TZDate, tzOffset } from '@date-fns/tz';
import { BUSINESS_ZONE, BUSINESS_ZONE_LABEL } from './constants.ts';

/**
 * Business time (spec 9; DESIGN.md 9): the portal's calendar is Beijing time. This module is the only
 * place that computes with the zone (its name is in constants.ts); server and web ask it for
 * business dates, day boundaries, cut-offs and date presets, and never add an offset themselves.
 * The server's `now` comes from its dependencies (deps.now): every function here takes the instant
 * it reads.
 *
 * Decisions written down here:
 * - A business date is a `YYYY-MM-DD` calendar day in Asia/Shanghai (UTC+8, no daylight saving).
 * - A date range is whole business dates, inclusive, and covers the instants from 00:00 Beijing of
 *   its first day to 00:00 Beijing of the day after its last (half-open, `from <= t < to`).
 * - A custom range picked in the browser means business dates too, whatever the operator's own zone:
 *   the web sends 00:00 Beijing bounds (businessDayRange) and labels the picker "UTC+8";
 *   the server filters on those instants as given, the same way as on a preset.
 * - Machine times (created at, logged at) are instants; the web shows them in the operator's zone.
 */

// The zone's name and label live in constants.ts, so that the web's formatting can write them without
// loading this module's date arithmetic and schemas.
export { BUSINESS_ZONE, BUSINESS_ZONE_LABEL };

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The zone's offset from UTC at an instant, in ms. */
const offsetMs = (at: Date | number) => tzOffset(BUSINESS_ZONE, new Date(at)) * 60_000;

/**
 * The instant as a UTC date whose fields read as the Beijing wall clock: internal arithmetic, and a
 * spreadsheet's date cell (which has no zone).
 */
export const businessWallClock = (at: Date | number): Date => {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + offsetMs(ms));
};

/** The business date (YYYY-MM-DD) of an instant. */
export const businessDate = (at: Date): string => businessWallClock(at).toISOString().slice(0, 10);

/** Beijing wall time of an instant, `YYYY-MM-DD HH:mm:ss` (sheets, file names, references). */
export const businessDateTime = (at: Date): string => businessWallClock(at).toISOString().slice(0, 19).replace('T', ' ');

/** The business date ('YYYY-MM-DD'), weekday (0 Sunday) and minutes past midnight of an instant. */
export function businessParts(at: Date): { date: string; weekday: number; minutes: number } {
  const local = businessWallClock(at);
  return { date: local.toISOString().slice(0, 10), weekday: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** The instant of `hour`:`minute` Beijing on a business date (hour 24 is 00:00 of the next day). */
export function businessInstant(date: string, hour = 0, minute = 0): Date {
  const m = ISO_DAY.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return new Date(new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), hour, minute, BUSINESS_ZONE).getTime());
}

/** A calendar date `n` days after (negative: before) `date`. */
export const addDays = (date: string, n: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The instant of a Beijing wall clock given as UTC fields (the inverse of businessWallClock). */
const fromWallClock = (w: Date): Date =>
  new Date(
    new TZDate(
      w.getUTCFullYear(),
      w.getUTCMonth(),
      w.getUTCDate(),
      w.getUTCHours(),
      w.getUTCMinutes(),
      w.getUTCSeconds(),
      w.getUTCMilliseconds(),
      BUSINESS_ZONE,
    ).getTime(),
  );

/**
 * `months` calendar months after `at` on the Beijing calendar, at the same wall time; a day the
 * target month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb; + 2 months = 31 Mar).
 * Subscriptions count every billing time from their anchor with this, never by repeated addition.
 */
export function addBusinessMonths(at: Date, months: number): Date {
  const w = businessWallClock(at);
  const total = w.getUTCFullYear() * 12 + w.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(w.getUTCDate(), last);
  return fromWallClock(new Date(Date.UTC(year, month, day, w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds(), w.getUTCMilliseconds())));
}

/** `days` calendar days after `at` on the Beijing calendar, at the same wall time. */
export function addBusinessDays(at: Date, days: number): Date {
  const w = businessWallClock(at);
  w.setUTCDate(w.getUTCDate() + days);
  return fromWallClock(w);
}

/** Whole days from `a` to `b` (both YYYY-MM-DD). */
export const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** 00:00 Beijing of the business day `daysBack` days before `now`'s (negative: after). */
export const businessDayStart = (now: Date, daysBack = 0): Date => businessInstant(addDays(businessDate(now), -daysBack));

/** Monday to Friday (spec 9; no holiday calendar). */
export const isBusinessDay = (date: string): boolean => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5;
};

/** The first business day after `date`. */
export function nextBusinessDay(date: string): string {
  let d = addDays(date, 1);
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/** The last business day before `date`. */
export function previousBusinessDay(date: string): string {
  let d = addDays(date, -1);
  while (!isBusinessDay(d)) d = addDays(d, -1);
  return d;
}

// ---- cut-offs and windows

/**
 * Settlement, T+1 (spec 9): the run of business day D settles every capture completed before 00:00
 * Beijing of D; the batch's settlement date is D.
 */
export const settlementCutoff = (day: string): Date => businessInstant(day);

/** Spec 9: scheduled payouts run 10:00-11:00 Beijing on their payment date. */
export const TRANSFER_RUN_HOUR = 10;
export const TRANSFER_RUN_END_HOUR = 11;
/** When a transfer scheduled for `date` is due: 10:00 Beijing that day. */
export const transferRunAt = (date: string): Date => businessInstant(date, TRANSFER_RUN_HOUR);

// ---- date presets (spec 9: today, last 7 days, last 30 days; the current day always included)

export const DATE_PRESETS = ['today', 'last7', 'last30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
/** The choice a list offers: a preset, a custom range of business dates, or no date filter. */
export const DATE_PERIODS = ['all', ...DATE_PRESETS, 'custom'] as const;
export type DatePeriod = (typeof DATE_PERIODS)[number];

const PRESET_DAYS: Record<DatePreset, number> = { today: 1, last7: 7, last30: 30 };

export const isDatePreset = (v: unknown): v is DatePreset => (DATE_PRESETS as readonly unknown[]).includes(v);

/** A preset as business dates, inclusive: last7 on 2026-03-10 is 2026-03-04 … 2026-03-10. */
export function presetDates(preset: DatePreset, now: Date): { from: string; to: string } {
  const to = businessDate(now);
  return { from: addDays(to, 1 - PRESET_DAYS[preset]), to };
}

/** A preset as instants, half-open: 00:00 Beijing of its first day to 00:00 Beijing after today. */
export function presetRange(preset: DatePreset, now: Date): { from: Date; to: Date } {
  const { from, to } = presetDates(preset, now);
  return { from: businessInstant(from), to: businessInstant(addDays(to, 1)) };
}

/**
 * The instants a list's date filter covers, the same way for every list and export: a preset against
 * `now`, else the custom bounds as sent (the web sends 00:00 Beijing bounds, see businessDayRange).
 */
export function filterRange(f: { preset?: DatePreset; beginTime?: string; endTime?: string }, now: Date): { from?: Date; to?: Date } {
  if (f.preset) return presetRange(f.preset, now);
  return { from: f.beginTime ? new Date(f.beginTime) : undefined, to: f.endTime ? new Date(f.endTime) : undefined };
}

/** A custom range of business dates (either end optional) as the ISO instants the API takes. */
export function businessDayRange(begin?: string, end?: string): { beginTime?: string; endTime?: string } {
  return {
    beginTime: begin ? businessInstant(begin).toISOString() : undefined,
    endTime: end ? businessInstant(addDays(end, 1)).toISOString() : undefined,
  };
}
