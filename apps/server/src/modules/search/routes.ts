import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/search';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { globalSearch } from './service.ts';

/** GET /api/search (and its /blocMer, /proxyMer family): the shell's Ctrl+K box. */
export function registerSearchRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(app, endpoints.globalSearch, (ctx) =>
    globalSearch(deps.db, {
      scope: ctx.scope,
      merchantNo: ctx.auth.merchantNo!,
      permissions: ctx.auth.permissions,
      payout: ctx.auth.payout,
      keyword: ctx.query.keyword,
    }),
  );
}
