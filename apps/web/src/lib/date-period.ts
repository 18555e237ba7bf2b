import { useEffect, useRef } from 'react';
import { DATE_PERIODS, isDatePreset, presetDates, type DatePeriod } from '@crossbill/contracts/business-time';
import { carriesDateRange } from './operator-preferences';
import type { FilterPatch } from './use-url-filters';

/**
 * One date-range choice (today, last 7 days, last 30 days, custom business days, or none) that an
 * operator sets once and finds again on every list page of the session (spec 9 date presets). The
 * URL stays the truth of a page (shareable, bookmarked): the remembered choice fills in only a URL
 * that carries no date filter of its own, and every choice made on a page is remembered. The
 * operator may turn the carrying off (their preferences); each list then keeps its own default.
 */

const STORAGE_KEY = 'crossbill.datePeriod';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface PeriodChoice {
  period: DatePeriod;
  begin?: string;
  end?: string;
}

export function rememberedPeriod(): PeriodChoice | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<PeriodChoice> | null;
    if (!v || !(DATE_PERIODS as readonly unknown[]).includes(v.period)) return null;
    const day = (d: unknown) => (typeof d === 'string' && DAY.test(d) ? d : undefined);
    return { period: v.period as DatePeriod, begin: day(v.begin), end: day(v.end) };
  } catch {
    return null; // storage unavailable or tampered with: nothing remembered
  }
}

export function rememberPeriod(choice: PeriodChoice): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // private mode or full storage: the choice just isn't carried over
  }
}

/** The remembered choice as the business days of a list that offers a day range only. */
function daysOf(r: PeriodChoice): { begin?: string; end?: string } | null {
  if (r.period === 'custom') return r.begin || r.end ? { begin: r.begin, end: r.end } : null;
  if (isDatePreset(r.period)) {
    const { from, to } = presetDates(r.period, new Date());
    return { begin: from, end: to };
  }
  return null;
}

/**
 * Keeps a list page's period in step with the session's choice. `key` is the page's URL parameter
 * (`period`, or `preset` where a page offers presets only), `periods` what the page offers and
 * `fallback` what the page shows when its URL has none; `daysOnly` for a list with a day range and
 * no period choice (?begin&end alone: a preset arrives as its days).
 *
 * Precedence, first that applies: the page's URL (a link, Back, a saved view: shown as it is and
 * changing nothing remembered); the range remembered in this browser session, when the operator
 * has not turned carrying off (preferences `carryDateRange`, the operator menu); the page's own
 * default. A choice made on a page is remembered for the next (unless carrying is off).
 */
export function useRememberedPeriod(o: {
  params: URLSearchParams;
  update: (patch: FilterPatch) => void;
  periods: readonly string[];
  fallback: DatePeriod;
  key?: string;
  daysOnly?: boolean;
}): void {
  const key = o.key ?? 'period';
  const inUrl = o.daysOnly ? null : o.params.get(key);
  const begin = o.params.get('begin') ?? undefined;
  const end = o.params.get('end') ?? undefined;
  const signature = `${inUrl ?? ''}|${begin ?? ''}|${end ?? ''}`;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const carry = carriesDateRange();
    if (seen.current === null) {
      seen.current = signature;
      if (inUrl !== null || begin || end || !carry) return;
      const r = rememberedPeriod();
      if (r && o.daysOnly) {
        const days = daysOf(r);
        if (days) o.update(days);
      } else if (r && o.periods.includes(r.period) && r.period !== o.fallback) {
        o.update(r.period === 'custom' ? { [key]: r.period, begin: r.begin, end: r.end } : { [key]: r.period });
      }
      return;
    }
    if (seen.current === signature) return; // a second run of the same URL (StrictMode)
    seen.current = signature;
    if (!carry) return;
    if (o.daysOnly) rememberPeriod(begin || end ? { period: 'custom', begin, end } : { period: 'all' });
    else if (inUrl !== null && o.periods.includes(inUrl)) rememberPeriod({ period: inUrl as DatePeriod, ...(inUrl === 'custom' ? { begin, end } : {}) });
    else if (inUrl === null && !begin && !end) rememberPeriod({ period: o.fallback });
    // only the URL's values matter: o.update and o.periods are new on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
}
