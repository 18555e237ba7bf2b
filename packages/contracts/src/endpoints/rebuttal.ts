import { pageOf } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import { rebuttalListItem, rebuttalListQuery } from '../rebuttal-list.ts';

/**
 * The rebuttal list (spec 2 transaction/appeal): read with the chargebacks' view code, from a group
 * (type 3) or proxy (type 2) account across its members, like the chargeback list.
 */
export const listRebuttals = defineEndpoint({
  method: 'GET',
  path: '/chargeback/rebuttal/list',
  permission: 'transaction:refuse',
  families: ['/blocMer', '/proxyMer'],
  query: rebuttalListQuery,
  response: pageOf(rebuttalListItem),
  summary: 'Rebuttals of both rounds, newest first, by quick filter (drafts, submitted, decided), status, round, chargeback ID and date',
  tags: ['chargeback'],
});
