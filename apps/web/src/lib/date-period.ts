import { useEffect, useRef } from 'react';
import { DATE_PERIODS, type DatePeriod } from '@crossbill/contracts/business-time';
import type { FilterPatch } from './use-url-filters';

/**
 * One date-range choice (today, last 7 days, last 30 days, custom business days, or none) that an
 * operator sets once and finds again on every list page of the session (spec 9 date presets). The
 * URL stays the truth of a page (shareable, bookmarked): the remembered choice fills in only a URL
 * that carries no date filter of its own, and every choice made on a page is remembered.
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

/**
 * Keeps a list page's period in step with the session's choice. `key` is the page's URL parameter
 * (`period`, or `preset` where a page offers presets only), `periods` what the page offers and
 * `fallback` what the page shows when its URL has none. A page opened without a date filter in its
 * URL takes the remembered choice (if it offers it); a choice made on the page is remembered. A URL
 * opened with its own period (a shared link) is shown as it is and changes nothing remembered.
 */
export function useRememberedPeriod(o: {
  params: URLSearchParams;
  update: (patch: FilterPatch) => void;
  periods: readonly string[];
  fallback: DatePeriod;
  key?: string;
}): void {
  const key = o.key ?? 'period';
  const inUrl = o.params.get(key);
  const begin = o.params.get('begin') ?? undefined;
  const end = o.params.get('end') ?? undefined;
  const signature = `${inUrl ?? ''}|${begin ?? ''}|${end ?? ''}`;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current === null) {
      seen.current = signature;
      if (inUrl !== null || begin || end) return;
      const r = rememberedPeriod();
      if (r && o.periods.includes(r.period) && r.period !== o.fallback) {
        o.update(r.period === 'custom' ? { [key]: r.period, begin: r.begin, end: r.end } : { [key]: r.period });
      }
      return;
    }
    if (seen.current === signature) return; // a second run of the same URL (StrictMode)
    seen.current = signature;
    if (inUrl !== null && o.periods.includes(inUrl)) rememberPeriod({ period: inUrl as DatePeriod, ...(inUrl === 'custom' ? { begin, end } : {}) });
    else if (inUrl === null && !begin && !end) rememberPeriod({ period: o.fallback });
    // only the URL's values matter: o.update and o.periods are new on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
}
