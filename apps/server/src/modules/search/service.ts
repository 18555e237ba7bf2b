import { isPayoutCode } from '@crossbill/contracts/resources';
import { fromMinor, isCurrency } from '@crossbill/contracts/money';
import {
  SEARCH_KIND_CODES,
  SEARCH_KINDS,
  SEARCH_PER_KIND,
  type SearchHit,
  type SearchKind,
  type SearchMatch,
  type SearchResult,
} from '@crossbill/contracts/search';
import type { Executor } from '../../platform/db/client.ts';
import type { SearchRow, SearchTerms } from '../../platform/db/prefix-search.ts';
import { searchTransactions } from '../transaction/service.ts';
import { searchRefunds } from '../refund/service.ts';
import { searchChargebacks } from '../dispute/service.ts';
import { searchSubscriptions } from '../subscription/service.ts';
import { searchTransfers } from '../transfer/service.ts';
import { searchPayees } from '../payee/service.ts';
import { searchOperators } from '../access/service.ts';

/**
 * The shell's global search: each kind looked up by the module that owns it, through its service,
 * only when the operator's role holds the kind's page code (and a payout kind only for a merchant
 * that runs payout, as the route check would have it). Every lookup reads index ranges bounded by
 * SEARCH_PER_KIND per merchant of the scope; none scans a table.
 */
export interface SearchInput {
  /** the merchants the call may read: the current one, or a group's (or proxy's) members */
  scope: string[];
  /** the current merchant: operators are the team of the merchant signed into, not of its members */
  merchantNo: string;
  permissions: ReadonlySet<string>;
  payout: boolean;
  keyword: string;
}

type Lookup = (db: Executor, terms: SearchTerms, input: SearchInput) => Promise<SearchRow[]>;

const LOOKUPS: Record<SearchKind, Lookup> = {
  transaction: (db, t) => searchTransactions(db, t),
  refund: (db, t) => searchRefunds(db, t),
  chargeback: (db, t) => searchChargebacks(db, t),
  subscription: (db, t) => searchSubscriptions(db, t),
  transfer: (db, t) => searchTransfers(db, t),
  payee: (db, t) => searchPayees(db, t),
  operator: (db, t, i) => searchOperators(db, { merchantNo: i.merchantNo, text: t.text, limit: t.limit }),
};

/** The kinds a role may find: its page code held, and a payout page only where payout runs. */
export function searchableKinds(permissions: ReadonlySet<string>, payout: boolean): SearchKind[] {
  return SEARCH_KINDS.filter((k) => {
    const code = SEARCH_KIND_CODES[k];
    return permissions.has(code) && (payout || !isPayoutCode(code));
  });
}

function hitOf(kind: SearchKind, r: SearchRow): SearchHit {
  const money = r.amount !== null && r.currency && isCurrency(r.currency) ? `${fromMinor(BigInt(r.amount), r.currency)} ${r.currency}` : (r.currency ?? '');
  return {
    kind,
    key: r.key,
    title: r.title,
    detail: [money, r.extra ?? ''].filter(Boolean).join(' · '),
    matched: r.matched as SearchMatch,
    merchantNo: r.merchant_no,
  };
}

export async function globalSearch(db: Executor, input: SearchInput): Promise<SearchResult> {
  const terms: SearchTerms = { scope: input.scope, text: input.keyword, limit: SEARCH_PER_KIND };
  const kinds = searchableKinds(input.permissions, input.payout);
  const found = await Promise.all(kinds.map(async (k) => (await LOOKUPS[k](db, terms, input)).map((r) => hitOf(k, r))));
  return { hits: found.flat() };
}
