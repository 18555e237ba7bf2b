import type { DatePeriod } from '@crossbill/contracts/business-time';
import { dayRangeOf } from '../../lib/use-url-filters';
import type { FilterField } from './entity';

/**
 * The URL of a list page as its endpoint's query, field by field. A value its field cannot hold (a
 * hand-edited or outdated link: a choice the list does not offer, text its pattern refuses) is
 * dropped, so the list still answers with the other filters instead of an error. The web build
 * carries no zod schemas of the endpoints (build-plugins/endpoint-schemas.ts): the fields' own
 * rules decide here, the server's schema decides there.
 */

export type FilterValues = Record<string, string | undefined>;

/** The period of a period field: the URL's when it is one the list offers, else the list's fallback. */
export function periodOf(field: Extract<FilterField, { kind: 'period' }>, params: URLSearchParams): DatePeriod {
  const v = params.get(field.name) ?? '';
  return (field.periods as readonly string[]).includes(v) ? (v as DatePeriod) : field.fallback;
}

/** One field's part of the query, from the URL. */
function fieldQuery(field: FilterField, params: URLSearchParams): FilterValues {
  if (field.kind === 'days') {
    const { begin, end, beginTime, endTime } = dayRangeOf(params);
    if (field.dates) return { [field.dates.from]: begin, [field.dates.to]: end };
    return field.instants ? { [field.instants.from]: beginTime, [field.instants.to]: endTime } : { beginTime, endTime };
  }
  if (field.kind === 'period') {
    const period = periodOf(field, params);
    if (period === 'all') return {};
    if (period !== 'custom') return { preset: period };
    const { beginTime, endTime } = dayRangeOf(params);
    return { beginTime, endTime };
  }
  const v = params.get(field.name)?.trim();
  if (!v) return {};
  if (field.kind === 'text' && field.pattern && !field.pattern.re.test(v)) return {};
  if (field.kind === 'text' && field.maxLength && v.length > field.maxLength) return {};
  // a fixed choice must be one the list offers; a choice loaded at run time must at least have its form
  if (field.kind === 'select' && field.options && !field.options(((k: string) => k) as never).some((o) => o.value === v)) return {};
  if (field.kind === 'select' && field.useOptions && field.valuePattern && !field.valuePattern.test(v)) return {};
  return { [field.toQuery ?? field.name]: v };
}

/** The filters of the URL alone (no page): what the list shows and what its export takes. */
export function filtersOf(fields: readonly FilterField[], params: URLSearchParams): FilterValues {
  const out: FilterValues = {};
  for (const f of fields) Object.assign(out, fieldQuery(f, params));
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}

/** The URL parameters a filter field owns (cleared by Reset). */
export const paramsOfField = (f: FilterField): string[] => (f.kind === 'days' ? ['begin', 'end'] : f.kind === 'period' ? [f.name, 'begin', 'end'] : [f.name]);
