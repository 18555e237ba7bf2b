import { pageOf } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  batchResult,
  blacklistBody,
  blacklistEditBody,
  blacklistIdBody,
  blacklistItem,
  blacklistListQuery,
  blacklistQuery,
  blacklistToggleBody,
  entryBatchBody,
  entryBody,
  entryDeleteBody,
  entryEditBody,
  entryItem,
  entryListQuery,
} from '../blacklist.ts';
import { blacklistImport, blacklistImportTarget } from '../blacklist-import.ts';
import { importFileEndpoints } from './import-file.ts';

/** Risk blacklists and their items (spec 2 risk/list, risk/detail), enforced by the Payment API. */
const tags = ['blacklist'];
const VIEW = 'risk:list';

export const listBlacklists = defineEndpoint({
  method: 'GET',
  path: '/risk/blacklist/list',
  permission: VIEW,
  query: blacklistListQuery,
  response: pageOf(blacklistItem),
  summary: "The merchant's blacklists with their item counts, hits and 30-day hit rate",
  tags,
});

export const getBlacklist = defineEndpoint({
  method: 'GET',
  path: '/risk/blacklist/detail',
  permission: VIEW,
  query: blacklistQuery,
  response: blacklistItem,
  summary: 'One blacklist (the header of risk/detail)',
  tags,
});

export const createBlacklist = defineEndpoint({
  method: 'POST',
  path: '/risk/blacklist/add',
  permission: 'risk:list:add',
  body: blacklistBody,
  response: blacklistItem,
  summary: 'Create a blacklist; a second one of the same attribute answers 00022|00011',
  tags,
});

export const editBlacklist = defineEndpoint({
  method: 'POST',
  path: '/risk/blacklist/edit',
  permission: 'risk:list:edit',
  body: blacklistEditBody,
  response: blacklistItem,
  summary: 'Rename a blacklist, change its scope or turn its rule on or off (the attribute stays)',
  tags,
});

export const toggleBlacklist = defineEndpoint({
  method: 'POST',
  path: '/risk/blacklist/toggle',
  permission: 'risk:list:edit',
  body: blacklistToggleBody,
  response: blacklistItem,
  summary: "Turn a blacklist's rule on or off",
  tags,
});

export const deleteBlacklist = defineEndpoint({
  method: 'POST',
  path: '/risk/blacklist/delete',
  permission: 'risk:list:delete',
  body: blacklistIdBody,
  response: batchResult,
  summary: 'Delete a blacklist with its items (declines already made keep their record)',
  tags,
});

export const listEntries = defineEndpoint({
  method: 'GET',
  path: '/risk/blacklist/item/list',
  permission: VIEW,
  query: entryListQuery,
  response: pageOf(entryItem),
  summary: "A blacklist's items, newest first, by status and value",
  tags,
});

export const addEntry = defineEndpoint({
  method: 'POST',
  path: '/risk/blacklist/item/add',
  permission: 'risk:list:add',
  body: entryBody,
  response: entryItem,
  summary: 'Add an item: a value (C) or the card, e-mail or IP of one of the merchant’s payments (M)',
  tags,
});

export const editEntry = defineEndpoint({
  method: 'POST',
  path: '/risk/blacklist/item/edit',
  permission: 'risk:list:edit',
  body: entryEditBody,
  response: entryItem,
  summary: "Change an item's status, expiry date or remarks",
  tags,
});

export const batchEntries = defineEndpoint({
  method: 'POST',
  path: '/risk/blacklist/item/batch',
  permission: 'risk:list:edit',
  body: entryBatchBody,
  response: batchResult,
  summary: 'Activate or deactivate the selected items',
  tags,
});

export const deleteEntries = defineEndpoint({
  method: 'POST',
  path: '/risk/blacklist/item/delete',
  permission: 'risk:list:delete',
  body: entryDeleteBody,
  response: batchResult,
  summary: 'Delete the selected items',
  tags,
});

/** Items by file (spec 5 blacklist import): a template made for the list, the upload, its parse state and report. */
export const {
  template: blacklistImportTemplate,
  upload: uploadBlacklistImport,
  detail: getBlacklistImport,
  report: blacklistImportReport,
} = importFileEndpoints({
  permission: 'risk:list:import',
  response: blacklistImport,
  target: blacklistImportTarget,
  tags,
  template: {
    path: '/risk/blacklist/import/template',
    summary: "The import template of a list (xlsx: type, value, status, expiry date, remarks; an example of the list's attribute)",
  },
  upload: { path: '/risk/blacklist/import/upload', summary: 'Upload items into a list (xlsx up to 5M); added when every row is valid, else none' },
  detail: { path: '/risk/blacklist/import/detail', summary: 'One blacklist import: parse state, progress and errors' },
  report: { path: '/risk/blacklist/import/report', summary: "A blacklist import's row-by-row error report (xlsx)" },
});
