import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/activity';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { exportLoginRecords, listLoginRecords } from './service.ts';

export function registerActivityRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(app, endpoints.listLoginRecords, (ctx) => listLoginRecords(deps.db, ctx.scope, { lang: ctx.lang, ...ctx.query }));

  route(app, endpoints.exportLoginRecords, (ctx) =>
    exportLoginRecords(deps, ctx.scope, {
      merchantNo: ctx.auth.merchantNo!,
      userId: ctx.auth.userId,
      lang: ctx.lang,
      beginTime: ctx.body.beginTime,
      endTime: ctx.body.endTime,
      client: { ip: ctx.ip, userAgent: ctx.userAgent },
    }),
  );
}
