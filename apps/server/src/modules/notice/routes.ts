import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/notice';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { getNotice, listNotices, markNoticeRead, unreadNotices } from './service.ts';

export function registerNoticeRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(app, endpoints.listNotices, (ctx) => listNotices(deps.db, ctx.scope, { userId: ctx.auth.userId, lang: ctx.lang, ...ctx.query }));

  route(app, endpoints.listUnreadNotices, (ctx) => unreadNotices(deps.db, ctx.scope, { userId: ctx.auth.userId, lang: ctx.lang, size: ctx.query.size }));

  route(app, endpoints.getNotice, (ctx) => getNotice(deps.db, ctx.scope, { id: ctx.params.id, userId: ctx.auth.userId, lang: ctx.lang }));

  route(app, endpoints.readNotice, async (ctx) => {
    await markNoticeRead(deps.db, ctx.scope, { id: ctx.body.id, userId: ctx.auth.userId });
    return null;
  });
}
