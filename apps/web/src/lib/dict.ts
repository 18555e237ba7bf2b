import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictEntry, DICT_NAMES } from '@crossbill/contracts/shell';
import { listDictionaries } from '@crossbill/contracts/endpoints/common';
import { call } from './call';
import { currentLanguage } from './language';

/** Dictionary names the server knows (CURRENCY, PAYOUT_CURRENCY, FILE_STATUS, …). */
export type DictName = (typeof DICT_NAMES)[number];
export type Dictionaries = Partial<Record<DictName, DictEntry[]>>;

/**
 * GET /api/dict/list?names=A,B: descriptions come in the request language, so the key holds it
 * (the endpoint's own key would not).
 * spec 7: a failed dictionary fetch is only logged and yields an empty result.
 */
export async function fetchDictionaries(names: readonly DictName[]): Promise<Dictionaries> {
  try {
    return await call(listDictionaries, { query: { names: names.join(',') } }, { quiet: true });
  } catch (e) {
    console.warn('dictionary fetch failed', names, e);
    return {};
  }
}

export const dictQuery = (names: readonly DictName[]) =>
  queryOptions({
    queryKey: ['dict', currentLanguage(), [...names].sort().join(',')],
    queryFn: () => fetchDictionaries(names),
    staleTime: 10 * 60_000,
  });

export const useDictionaries = (names: readonly DictName[]) => useQuery(dictQuery(names));

/** The description of a value, `value-description` for currency dictionaries (spec 3). */
export function dictLabel(entries: DictEntry[] | undefined, value: string, withValue = false): string {
  const entry = entries?.find((e) => e.value === value);
  if (!entry) return value;
  return withValue ? `${entry.value}-${entry.description}` : entry.description;
}
