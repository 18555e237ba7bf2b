import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/download';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { listDownloads, listPendingDownloads, markDownloaded, openDownload } from './service.ts';
import { sendAttachment } from '../../platform/http/content-disposition.ts';

export function registerDownloadRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(app, endpoints.listDownloads, (ctx) => listDownloads(deps, ctx.scope, { userId: ctx.auth.userId, ...ctx.query }));

  route(app, endpoints.listPendingDownloads, (ctx) => listPendingDownloads(deps, ctx.scope, { userId: ctx.auth.userId, ...ctx.query }));

  route(app, endpoints.updateDownloadFlag, async (ctx) => {
    await markDownloaded(deps, ctx.scope, { id: ctx.body.fileId, userId: ctx.auth.userId });
    return null;
  });

  route(app, endpoints.downloadTaskFile, async (ctx) => {
    const file = await openDownload(deps, ctx.scope, { id: ctx.params.id, userId: ctx.auth.userId, client: { ip: ctx.ip, userAgent: ctx.userAgent } });
    return sendAttachment(ctx.reply, file);
  });
}
