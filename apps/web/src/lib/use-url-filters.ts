import { businessDayRange } from '@crossbill/contracts/business-time';
import { useSearchParams } from 'react-router';

/** The page sizes every list offers; 10 is the default and stays out of the URL. */
export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 10;

/** A change of the URL's filters: a value sets its parameter, undefined or '' removes it. */
export type FilterPatch = Record<string, string | number | undefined>;

/** ?page (from 1) and ?size (one of PAGE_SIZES, else the default) as a list page reads them. */
export function pageOf(params: URLSearchParams): { page: number; size: number } {
  const size = Number(params.get('size'));
  return { page: Math.max(1, Math.floor(Number(params.get('page'))) || 1), size: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * ?begin&end as whole business days (YYYY-MM-DD, anything else ignored) and the time range they cover
 * in Beijing time, whatever the operator's zone (contracts business-time): from 00:00 UTC+8 of `begin`
 * to 00:00 UTC+8 of the day after `end`.
 */
export function dayRangeOf(params: URLSearchParams): { begin?: string; end?: string; beginTime?: string; endTime?: string } {
  const begin = DAY.test(params.get('begin') ?? '') ? params.get('begin')! : undefined;
  const end = DAY.test(params.get('end') ?? '') ? params.get('end')! : undefined;
  return { begin, end, ...businessDayRange(begin, end) };
}

/** The next search params after a patch; any change but the page's own goes back to page 1. */
export function patchParams(params: URLSearchParams, patch: FilterPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(patch))
    if (v !== undefined && v !== '') next.set(k, String(v));
    else next.delete(k);
  if (!('page' in patch)) next.delete('page');
  return next;
}

/**
 * A list page's filters live in the URL (shareable, kept on reload and back): the params, and
 * update(patch), which replaces the history entry rather than adding one per keystroke.
 */
export function useUrlFilters(): { params: URLSearchParams; update: (patch: FilterPatch) => void } {
  const [params, setParams] = useSearchParams();
  const update = (patch: FilterPatch) => setParams(patchParams(params, patch), { replace: true });
  return { params, update };
}
