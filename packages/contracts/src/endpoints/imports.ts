import { importItem, importQuery } from '../content.ts';
import { pageOf } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Upload details (spec 2 Content: upload details): every file the merchant imported, whatever it
 * feeds. Group (type 3) and proxy (type 2) merchants read their members' files too.
 */
export const listImports = defineEndpoint({
  method: 'GET',
  path: '/upload/list',
  permission: 'content:upload',
  families: ['/blocMer', '/proxyMer'],
  query: importQuery,
  response: pageOf(importItem),
  summary: 'Upload details: every file the merchant imported (kind, parse state, progress, counts, error report), newest first',
  tags: ['content'],
});
