import { SAVED_VIEW_FILTER_KEY, SAVED_VIEW_FILTER_VALUE_MAX, SAVED_VIEW_FILTERS_MAX } from '@crossbill/contracts/saved-view-limits';
import type { FilterPatch } from '../../lib/use-url-filters';

/**
 * A list's state as a saved view holds it: the URL's parameters (its filters, page size and
 * period), never the page number, within the view's bounds (a parameter that could not be saved
 * is left out rather than refusing the whole view).
 */
export function viewFiltersOf(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of params) {
    if (k === 'page' || !SAVED_VIEW_FILTER_KEY.test(k) || !v || v.length > SAVED_VIEW_FILTER_VALUE_MAX) continue;
    if (Object.keys(out).length >= SAVED_VIEW_FILTERS_MAX) break;
    out[k] = v;
  }
  return out;
}

/** The URL patch that turns the list's parameters into the view's: its own set, everything else cleared. */
export function patchToView(params: URLSearchParams, filters: Record<string, string>): FilterPatch {
  const patch: FilterPatch = {};
  for (const k of params.keys()) patch[k] = undefined;
  return { ...patch, ...filters };
}

/** Whether the list shows the view: the same parameters and the same columns. */
export function showsView(params: URLSearchParams, columns: readonly string[], view: { filters: Record<string, string>; columns: string[] }): boolean {
  const now = viewFiltersOf(params);
  const keys = Object.keys(now);
  return (
    keys.length === Object.keys(view.filters).length &&
    keys.every((k) => view.filters[k] === now[k]) &&
    columns.length === view.columns.length &&
    columns.every((c, i) => view.columns[i] === c)
  );
}
