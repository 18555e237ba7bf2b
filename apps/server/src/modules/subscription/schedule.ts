import { addBusinessDays, addBusinessMonths } from '@crossbill/contracts/business-time';
import type { FrequencyUnit } from '@crossbill/contracts/subscription';

/**
 * A subscription's billing times (pure). The nth billing time of a plan is computed from the plan's
 * anchor (its start, or the change date after a change), never by adding a period to the previous
 * time: repeated month additions drift (31 Jan → 28 Feb → 28 Mar), from the anchor they do not
 * (31 Jan → 28/29 Feb → 31 Mar). Month and year add calendar months and clamp to the month's last
 * day, week and day add calendar days, both on the Beijing calendar (the product's business time);
 * hour and minute add absolute time. Billing time 0 is the anchor itself (cycle 1 is charged then).
 */

export interface Frequency {
  unit: FrequencyUnit;
  count: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function billingTime(anchor: Date, f: Frequency, n: number): Date {
  switch (f.unit) {
    case 'year':
      return addBusinessMonths(anchor, 12 * f.count * n);
    case 'month':
      return addBusinessMonths(anchor, f.count * n);
    case 'week':
      return addBusinessDays(anchor, 7 * f.count * n);
    case 'day':
      return addBusinessDays(anchor, f.count * n);
    case 'hour':
      return new Date(anchor.getTime() + f.count * n * HOUR);
    case 'minute':
      return new Date(anchor.getTime() + f.count * n * MINUTE);
  }
}

/** When cycle `cycleNo` (1-based) of a plan anchored at `anchor` is due. */
export const cycleDueAt = (anchor: Date, f: Frequency, cycleNo: number): Date => billingTime(anchor, f, cycleNo - 1);

/**
 * A retry's delay after a failure: the settings' numbers are days for day-or-longer frequencies, and
 * the same numbers in hours for an hourly plan and in minutes for a per-minute one (so a demo on a
 * per-minute plan sees its retries within minutes).
 */
export function retryDelayMs(unit: FrequencyUnit, delay: number): number {
  if (unit === 'minute') return delay * MINUTE;
  if (unit === 'hour') return delay * HOUR;
  return delay * DAY;
}
