import { defineEndpoint } from '../endpoint.ts';
import { searchQuery, searchResult } from '../search.ts';

/**
 * The shell's global search. Any operator of the merchant may call it: what it answers is filtered
 * kind by kind by the role's codes (search.ts SEARCH_KIND_CODES), so a role finds only what its
 * pages would show. A group (type 3) or proxy (type 2) merchant searches across its members.
 */
export const globalSearch = defineEndpoint({
  method: 'GET',
  path: '/search',
  permission: 'operator',
  families: ['/blocMer', '/proxyMer'],
  query: searchQuery,
  response: searchResult,
  summary: 'Find transactions, refunds, chargebacks, subscriptions, transfers, payees and operators by exact id or prefix',
  tags: ['search'],
});
