import { defineEndpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  addReceiverBody,
  createSplitBody,
  editReceiverBody,
  receiverCandidates,
  receiverItem,
  receiverList,
  splitDetail,
  splitExportBody,
  splitIdQuery,
  splitItem,
  splitListQuery,
  splittable,
  splittableQuery,
} from '../dividend.ts';
import { downloadTask } from '../shell.ts';

/**
 * Split settlement (spec 2 transaction/dividend; rules in contracts dividend.ts). The list reads the
 * merchant's own splits (outgoing) or the shares other merchants of its group route to it (incoming).
 */
const tags = ['dividend'];

export const listSplits = defineEndpoint({
  method: 'GET',
  path: '/dividend/list',
  permission: 'transaction:dividend',
  query: splitListQuery,
  response: pageOf(splitItem),
  summary: 'Splits, newest first: outgoing (of the merchant’s payments) or incoming (shares routed to it), by status, receiver, day and transaction',
  tags,
});

export const getSplit = defineEndpoint({
  method: 'GET',
  path: '/dividend/detail',
  permission: 'transaction:dividend',
  query: splitIdQuery,
  response: splitDetail,
  summary: 'One split: its payment, every share of the payment and its history with the ledger entries',
  tags,
});

export const exportSplits = defineEndpoint({
  method: 'POST',
  path: '/dividend/export',
  permission: 'transaction:dividend:export',
  body: splitExportBody,
  response: downloadTask,
  summary: 'Export the filtered splits to the download center (xlsx, built in the background)',
  tags,
});

export const getSplittable = defineEndpoint({
  method: 'GET',
  path: '/dividend/splittable',
  permission: 'transaction:dividend:add',
  query: splittableQuery,
  response: splittable,
  summary: 'A payment as the split form needs it: net amount, what is split already, whether the window is open, the active receivers',
  tags,
});

export const createSplits = defineEndpoint({
  method: 'POST',
  path: '/dividend/split',
  permission: 'transaction:dividend:add',
  body: createSplitBody,
  response: pageOf(splitItem),
  summary: 'Split a captured payment before it settles (each receiver within its maximum share, all within the net amount)',
  tags,
});

export const listReceivers = defineEndpoint({
  method: 'GET',
  path: '/dividend/receiver/list',
  permission: 'transaction:dividend',
  response: receiverList,
  summary: 'The merchant’s receivers with their maximum shares',
  tags,
});

export const getReceiverCandidates = defineEndpoint({
  method: 'GET',
  path: '/dividend/receiver/candidates',
  permission: 'transaction:dividend:receiver',
  response: receiverCandidates,
  summary: 'Who may become a receiver: the other merchants of the group and the merchant’s transfer contacts',
  tags,
});

export const addReceiver = defineEndpoint({
  method: 'POST',
  path: '/dividend/receiver/add',
  permission: 'transaction:dividend:receiver',
  body: addReceiverBody,
  response: receiverItem,
  summary: 'Add a receiver (its maximum share is the provider’s setting)',
  tags,
});

export const editReceiver = defineEndpoint({
  method: 'POST',
  path: '/dividend/receiver/edit',
  permission: 'transaction:dividend:receiver',
  body: editReceiverBody,
  response: receiverItem,
  summary: 'Rename a receiver, or disable it (no new splits; splits already made settle as given)',
  tags,
});
