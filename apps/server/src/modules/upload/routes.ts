import type { FastifyInstance } from 'fastify';
import { UPLOAD_CATEGORIES } from '@crossbill/contracts/upload';
import * as endpoints from '@crossbill/contracts/endpoints/upload';
import type { ServerDeps } from '../../deps.ts';
import { readParts } from '../../platform/http/multipart.ts';
import { notFound, route } from '../../platform/http/route.ts';
import * as upload from './service.ts';
import { attachment } from '../../platform/http/content-disposition.ts';

export function registerUploadRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.uploadFile, async (ctx) => {
    const { files } = await readParts(ctx.request, { maxBytes: UPLOAD_CATEGORIES[ctx.query.category].maxBytes });
    const file = files.file ?? Object.values(files)[0] ?? null;
    return upload.storeUpload(db, deps.files, {
      owner: ctx.auth.merchantNo ?? upload.userScope(ctx.auth.userId),
      category: ctx.query.category,
      fileName: file?.fileName ?? '',
      body: file?.body ?? null,
      actor: ctx.actor,
    });
  });

  // The object decides who reads it (contracts FILE_KIND_PERMISSION), not the route's code.
  route(app, endpoints.downloadUploadedFile, async (ctx) => {
    await upload.assertReadable(db, deps.files, ctx.auth, ctx.params.id, { ip: ctx.ip, userAgent: ctx.userAgent });
    const file = await deps.files.open(db, ctx.params.id, upload.scopesOf(ctx.auth));
    if (!file) throw notFound();
    ctx.reply.header('content-type', file.contentType).header('content-length', String(file.size)).header('content-disposition', attachment(file.fileName));
    return ctx.reply.send(file.stream);
  });
}
