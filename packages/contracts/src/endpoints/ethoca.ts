import { pageOf } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ethocaDetail, ethocaIdQuery, ethocaItem, ethocaListQuery, ethocaRespondBody } from '../ethoca.ts';

/**
 * Ethoca-type alerts and cases (spec 2 Risk: risk/alert and risk/alert/view): the list, one alert,
 * and the merchant's answer (with its refund, money-moving: Idempotency-Key). Group (type 3) and
 * proxy (type 2) merchants work their members' alerts from their own view.
 */
const families = ['/blocMer', '/proxyMer'] as const;
const tags = ['ethoca'];

export const listEthocaAlerts = defineEndpoint({
  method: 'GET',
  path: '/risk/alert/list',
  permission: 'risk:alert',
  families,
  query: ethocaListQuery,
  response: pageOf(ethocaItem),
  summary: 'Ethoca-type alerts and cases, newest first, by type, status (open, answered, missed), received date and merchant order ID',
  tags,
});

export const getEthocaAlert = defineEndpoint({
  method: 'GET',
  path: '/risk/alert/detail',
  permission: 'risk:alert',
  families,
  query: ethocaIdQuery,
  response: ethocaDetail,
  summary: 'One alert or case with its payment, answer, refund and timeline',
  tags,
});

export const respondEthocaAlert = defineEndpoint({
  method: 'POST',
  path: '/risk/alert/respond',
  permission: 'risk:alert:respond',
  families,
  body: ethocaRespondBody,
  response: ethocaDetail,
  idempotent: true,
  summary:
    'Answer an open alert with its outcome, once, before its due time: stopped needs a full refund, partially stopped a partial one, previously cancelled links a refund already made; not found only for an alert matched to no payment',
  tags,
});
