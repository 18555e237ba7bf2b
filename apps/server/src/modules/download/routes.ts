import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageOf } from '@crossbill/contracts/envelope';
import { downloadQuery, downloadTask, updateDownloadFlagBody } from '@crossbill/contracts/shell';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { listDownloads, listPendingDownloads, markDownloaded, openDownload } from './service.ts';
import { serialIdParam } from '@crossbill/contracts/validation';
import { attachment } from '../../platform/http/content-disposition.ts';

/** Group (type 3) and proxy (type 2) merchants read these lists across their members (spec 7). */
const MEMBER_FAMILIES: Array<'/blocMer' | '/proxyMer'> = ['/blocMer', '/proxyMer'];

const idParams = z.object({ id: serialIdParam });

// The download center is a shell element (header popover, download page): an operator's own export
// tasks (each read checks the task is theirs), so any operator of the merchant uses it, no code.
export function registerDownloadRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(
    app,
    {
      method: 'GET',
      url: '/downloadFile/queryDownloads',
      permission: 'operator',
      families: MEMBER_FAMILIES,
      query: downloadQuery,
      response: pageOf(downloadTask),
      summary: "The current user's export tasks (default: the last day), newest first",
      tags: ['download'],
    },
    (ctx) => listDownloads(deps, ctx.scope, { userId: ctx.auth.userId, ...ctx.query }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/downloadFile/queryDownloadsExclude',
      permission: 'operator',
      families: MEMBER_FAMILIES,
      query: downloadQuery,
      response: pageOf(downloadTask),
      summary: 'Ready files not downloaded yet (downloadFlag 0)',
      tags: ['download'],
    },
    (ctx) => listPendingDownloads(deps, ctx.scope, { userId: ctx.auth.userId, ...ctx.query }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/downloadFile/updateDownloadFlag',
      permission: 'operator',
      families: MEMBER_FAMILIES,
      body: updateDownloadFlagBody,
      response: z.null(),
      summary: 'Mark a task downloaded (downloadFlag 1)',
      tags: ['download'],
    },
    async (ctx) => {
      await markDownloaded(deps, ctx.scope, { id: ctx.body.fileId, userId: ctx.auth.userId });
      return null;
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/downloadFile/download/:id',
      permission: 'operator',
      params: idParams,
      summary: 'The file of a ready task (attachment)',
      tags: ['download'],
    },
    async (ctx) => {
      const file = await openDownload(deps, ctx.scope, { id: ctx.params.id, userId: ctx.auth.userId, client: { ip: ctx.ip, userAgent: ctx.userAgent } });
      return ctx.reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
}
