import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/audit-log';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { entryDetail, exportEntries, filterOptions, listEntries, retentionDays, setRetention } from './service.ts';

/** The team audit log: the current merchant's entries only (ctx.auth.merchantNo, never a member's). */
export function registerAuditLogRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const merchant = (ctx: { auth: { merchantNo: string | null } }) => ctx.auth.merchantNo!;
  route(app, endpoints.listAuditLog, (ctx) => listEntries(deps.db, merchant(ctx), { lang: ctx.lang, ...ctx.query }));
  route(app, endpoints.getAuditLogEntry, (ctx) => entryDetail(deps.db, merchant(ctx), ctx.query.id, ctx.lang));
  route(app, endpoints.getAuditLogOptions, (ctx) => filterOptions(deps.db, merchant(ctx), ctx.lang));
  route(app, endpoints.exportAuditLog, (ctx) =>
    exportEntries(deps, merchant(ctx), { userId: ctx.auth.userId, lang: ctx.lang, filters: ctx.body, client: { ip: ctx.ip, userAgent: ctx.userAgent } }),
  );
  route(app, endpoints.getAuditRetention, (ctx) => retentionDays(deps.db, merchant(ctx)));
  route(app, endpoints.setAuditRetention, (ctx) =>
    setRetention(deps.db, { merchantNo: merchant(ctx), days: ctx.body.days, actor: ctx.actor, now: deps.now() }),
  );
}
