import { pageOf } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import { rdrDetail, rdrIdQuery, rdrItem, rdrListQuery } from '../rdr.ts';

/**
 * RDR-type alerts (spec 2 Risk: risk/rdr and risk/rdr/view): read-only, since the enrolment's rules
 * decide each alert on arrival. Group (type 3) and proxy (type 2) merchants read their members' alerts.
 */
const families = ['/blocMer', '/proxyMer'] as const;
const tags = ['rdr'];

export const listRdrAlerts = defineEndpoint({
  method: 'GET',
  path: '/risk/rdr/list',
  permission: 'risk:rdr',
  families,
  query: rdrListQuery,
  response: pageOf(rdrItem),
  summary: 'RDR alerts, newest first, by outcome (accepted, declined, previously refunded), deciding rule, received date and merchant order ID',
  tags,
});

export const getRdrAlert = defineEndpoint({
  method: 'GET',
  path: '/risk/rdr/detail',
  permission: 'risk:rdr',
  families,
  query: rdrIdQuery,
  response: rdrDetail,
  summary: 'One RDR alert: its payment, the rules it was decided by, the rule that matched, and its refund or chargeback',
  tags,
});
