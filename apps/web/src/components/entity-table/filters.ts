import type { ZodType } from 'zod';
import type { DatePeriod } from '@crossbill/contracts/business-time';
import { dayRangeOf, pageOf } from '../../lib/use-url-filters';
import type { FilterField } from './entity';

/**
 * The URL of a list page as its endpoint's query: page and size, then each filter field. A value
 * the endpoint's query schema refuses (a hand-edited or outdated link) is dropped, so the list
 * still answers with the other filters instead of an error.
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
    return field.dates ? { [field.dates.from]: begin, [field.dates.to]: end } : { beginTime, endTime };
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
  return { [field.toQuery ?? field.name]: v };
}

/** The filters of the URL alone (no page): what the list shows and what its export takes. */
export function filtersOf(fields: readonly FilterField[], params: URLSearchParams, schema?: ZodType): FilterValues {
  const out: FilterValues = {};
  for (const f of fields) Object.assign(out, fieldQuery(f, params));
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return schema ? keepAccepted(out, schema) : out;
}

/** Drops the fields a schema refuses (a few rounds: each round removes every field an issue names). */
function keepAccepted(values: FilterValues, schema: ZodType): FilterValues {
  let v = { ...values };
  for (let round = 0; round < 3; round++) {
    const r = schema.safeParse({ page: 1, size: 10, ...v });
    if (r.success) return v;
    const bad = new Set(r.error.issues.map((i) => String(i.path[0] ?? '')));
    // a refusal no field is named for (a cross-field rule): the filters are sent as they are and the server says why
    if ([...bad].every((k) => !(k in v))) return v;
    v = Object.fromEntries(Object.entries(v).filter(([k]) => !bad.has(k)));
  }
  return v;
}

/** The list endpoint's whole query: the filters, then the page. */
export function queryOf(fields: readonly FilterField[], params: URLSearchParams, schema?: ZodType) {
  return { ...filtersOf(fields, params, schema), ...pageOf(params) };
}

/** The URL parameters a filter field owns (cleared by Reset). */
export const paramsOfField = (f: FilterField): string[] => (f.kind === 'days' ? ['begin', 'end'] : f.kind === 'period' ? [f.name, 'begin', 'end'] : [f.name]);
