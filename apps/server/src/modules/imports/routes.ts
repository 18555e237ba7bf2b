import type { FastifyInstance } from 'fastify';
import { importItem, importQuery } from '@crossbill/contracts/content';
import { pageOf } from '@crossbill/contracts/envelope';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { listImports } from './service.ts';

export function registerImportRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(
    app,
    {
      method: 'GET',
      url: '/upload/list',
      permission: 'content:upload',
      families: ['/blocMer', '/proxyMer'],
      query: importQuery,
      response: pageOf(importItem),
      summary: 'Upload details: every file the merchant imported (kind, parse state, progress, counts, error report), newest first',
      tags: ['content'],
    },
    (ctx) => listImports(deps, ctx.scope, ctx.auth.permissions, ctx.query, ctx.family),
  );
}
