import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uploadCategory, uploadedFile, fileId, UPLOAD_CATEGORIES } from '@crossbill/contracts/upload';
import type { ServerDeps } from '../../deps.ts';
import { readParts } from '../../platform/http/multipart.ts';
import { notFound, route } from '../../platform/http/route.ts';
import * as upload from './service.ts';

const tags = ['upload'];

export function registerUploadRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(
    app,
    {
      method: 'POST',
      url: '/upload/file',
      access: 'user',
      query: z.object({ category: uploadCategory.default('general') }),
      response: uploadedFile,
      summary: 'Upload one file (multipart field "file"); the type is checked from its bytes',
      tags,
    },
    async (ctx) => {
      const { files } = await readParts(ctx.request, { maxBytes: UPLOAD_CATEGORIES[ctx.query.category].maxBytes });
      const file = files.file ?? Object.values(files)[0] ?? null;
      return upload.storeUpload(db, deps.files, {
        owner: ctx.auth.merchantNo ?? upload.userScope(ctx.auth.userId),
        category: ctx.query.category,
        fileName: file?.fileName ?? '',
        body: file?.body ?? null,
        actor: { userId: ctx.auth.userId, ip: ctx.ip, userAgent: ctx.userAgent },
      });
    },
  );

  route(
    app,
    { method: 'GET', url: '/upload/file/:id', access: 'user', params: z.object({ id: fileId }), summary: 'Download an uploaded file of this person or merchant', tags },
    async (ctx) => {
      const file = await deps.files.open(db, ctx.params.id, upload.scopesOf(ctx.auth));
      if (!file) throw notFound();
      ctx.reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      return ctx.reply.send(file.stream);
    },
  );
}
