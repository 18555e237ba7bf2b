import { defineEndpoint } from '../endpoint.ts';
import {
  collectionIdQuery,
  collectionListQuery,
  collectionPage,
  collectionTransaction,
  idQuery,
  sandboxCreditBody,
  sandboxCreditResult,
  vaApplyBody,
  vaListQuery,
  vaPage,
  virtualAccount,
} from '../virtual-account.ts';

/** Virtual collection accounts (spec 2 virtualAccount/list) and the money received on them (collection/transaction). */
const tags = ['virtual-account'];

export const listVirtualAccounts = defineEndpoint({
  method: 'GET',
  path: '/virtualAccount/list',
  permission: 'virtualAccount:list',
  query: vaListQuery,
  response: vaPage,
  summary: 'Virtual collection accounts, newest first',
  tags,
});

export const getVirtualAccount = defineEndpoint({
  method: 'GET',
  path: '/virtualAccount/detail',
  permission: 'virtualAccount:list',
  query: idQuery,
  response: virtualAccount,
  summary: 'One virtual account with its bank and routing details',
  tags,
});

export const applyVirtualAccount = defineEndpoint({
  method: 'POST',
  path: '/virtualAccount/apply',
  permission: 'virtualAccount:list:add',
  body: vaApplyBody,
  response: virtualAccount,
  summary: 'Apply for a virtual account; it opens after the provisioning delay (about 2 hours)',
  tags,
});

export const listCollections = defineEndpoint({
  method: 'GET',
  path: '/collection/transaction/list',
  permission: 'collection:transaction',
  query: collectionListQuery,
  response: collectionPage,
  summary: 'Money received on virtual accounts, newest first',
  tags,
});

export const getCollection = defineEndpoint({
  method: 'GET',
  path: '/collection/transaction/detail',
  permission: 'collection:transaction',
  query: collectionIdQuery,
  response: collectionTransaction,
  summary: 'One collection transaction',
  tags,
});

/** Sandbox scenario: the server registers it in sandbox mode only. */
export const sandboxCredit = defineEndpoint({
  method: 'POST',
  path: '/sandbox/virtualAccount/credit',
  permission: 'virtualAccount:list:recharge',
  body: sandboxCreditBody,
  response: sandboxCreditResult,
  summary: "Sandbox: simulate a bank transfer arriving on a virtual account (idempotent by the bank's transaction id, not the payer's reference)",
  tags: ['sandbox'],
});
