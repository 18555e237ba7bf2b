import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ONBOARDING_CODE } from '@crossbill/contracts/resources';
import { uploadCategory, uploadedFile, fileId, UPLOAD_CATEGORIES } from '@crossbill/contracts/upload';
import type { ServerDeps } from '../../deps.ts';
import { readParts } from '../../platform/http/multipart.ts';
import { notFound, route } from '../../platform/http/route.ts';
import * as upload from './service.ts';
import { attachment } from '../../platform/http/content-disposition.ts';

const tags = ['upload'];

export function registerUploadRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(
    app,
    {
      method: 'POST',
      url: '/upload/file',
      permission: ONBOARDING_CODE,
      applicant: true,
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
        actor: ctx.actor,
      });
    },
  );

  // The object decides (contracts FILE_KIND_PERMISSION): a person's own uploads from before their
  // merchant existed are theirs; a merchant's file needs the code of what it is (owners' ID images:
  // the onboarding pages' code), and files of other kinds are served only by their own endpoints.
  route(
    app,
    {
      method: 'GET',
      url: '/upload/file/:id',
      permission: 'self',
      params: z.object({ id: fileId }),
      summary: 'Download an uploaded file of this person, or of the merchant when the role may see what it belongs to',
      tags,
    },
    async (ctx) => {
      await upload.assertReadable(db, deps.files, ctx.auth, ctx.params.id, { ip: ctx.ip, userAgent: ctx.userAgent });
      const file = await deps.files.open(db, ctx.params.id, upload.scopesOf(ctx.auth));
      if (!file) throw notFound();
      ctx.reply.header('content-type', file.contentType).header('content-length', String(file.size)).header('content-disposition', attachment(file.fileName));
      return ctx.reply.send(file.stream);
    },
  );
}
