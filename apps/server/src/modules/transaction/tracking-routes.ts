import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IMPORT_LIMITS } from '@crossbill/contracts/file-limits';
import { trackingBatch, trackingInfo, trackingSaveBody } from '@crossbill/contracts/tracking';
import { XLSX_MIME } from '../../platform/files/xlsx.ts';
import { readOneFile } from '../../platform/http/multipart.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n.ts';
import type { ServerDeps } from '../../deps.ts';
import * as imports from '../imports/service.ts';
import { saveTracking, TRACKING_IMPORT, TRACKING_PARSE_JOB, trackingBatchView } from './tracking.ts';
import { serialIdParam } from '@crossbill/contracts/validation';
import { attachment } from '../../platform/http/content-disposition.ts';

const tags = ['transaction'];
const TRACKING = 'transaction:query:tracking';
const idQuery = z.object({ id: serialIdParam });

export function registerTrackingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(
    app,
    {
      method: 'POST',
      url: '/transaction/tracking/save',
      permission: TRACKING,
      body: trackingSaveBody,
      response: trackingInfo,
      summary: 'Add or change the tracking number and carrier of a payment',
      tags,
    },
    (ctx) => saveTracking(db, ctx.scope, ctx.body, ctx.actor),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/transaction/tracking/batch/template',
      permission: TRACKING,
      summary: 'The tracking number template (xlsx: transaction ID, tracking number, carrier)',
      tags,
    },
    async (ctx) => {
      const body = await imports.importTemplate(TRACKING_IMPORT, ctx.lang);
      return ctx.reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachment(`${t(ctx.lang, 'tracking.batch.templateName')}.xlsx`))
        .send(body);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/transaction/tracking/batch/upload',
      permission: TRACKING,
      response: trackingBatch,
      summary: 'Upload tracking numbers (xlsx up to 5M); applied when every row is valid',
      tags,
    },
    async (ctx) => {
      const { fileName, body } = await readOneFile(ctx.request, { maxBytes: IMPORT_LIMITS['tracking-batch'].maxBytes });
      const row = await imports.uploadImport(db, deps.files, TRACKING_IMPORT, {
        merchantNo: ctx.scope[0]!,
        userId: ctx.auth.userId,
        fileName,
        body,
        lang: ctx.lang,
        now: deps.now(),
      });
      ctx.afterCommit(() => deps.jobs.send(TRACKING_PARSE_JOB, { id: row.id }, { singletonKey: row.batchNo }));
      return trackingBatchView(row, ctx.lang);
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/transaction/tracking/batch/detail',
      families: ['/blocMer', '/proxyMer'],
      permission: TRACKING,
      query: idQuery,
      response: trackingBatch,
      summary: 'One tracking number file: parse state, progress and errors',
      tags,
    },
    async (ctx) => trackingBatchView(await imports.importOf(db, TRACKING_IMPORT, ctx.scope, ctx.query.id), ctx.lang),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/transaction/tracking/batch/report',
      families: ['/blocMer', '/proxyMer'],
      permission: TRACKING,
      query: idQuery,
      summary: "A tracking number file's row-by-row error report (xlsx)",
      tags,
    },
    async (ctx) => {
      const b = await imports.importOf(db, TRACKING_IMPORT, ctx.scope, ctx.query.id);
      const body = await imports.errorReport(TRACKING_IMPORT, b, ctx.lang);
      return ctx.reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachment(`${t(ctx.lang, 'tracking.batch.reportName')}-${b.batchNo}.xlsx`))
        .send(body);
    },
  );
}
