import type { FastifyInstance } from 'fastify';
import { IMPORT_LIMITS } from '@crossbill/contracts/file-limits';
import * as endpoints from '@crossbill/contracts/endpoints/tracking';
import { XLSX_MIME } from '../../platform/files/xlsx.ts';
import { readOneFile } from '../../platform/http/multipart.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n.ts';
import type { ServerDeps } from '../../deps.ts';
import * as imports from '../imports/service.ts';
import { saveTracking, TRACKING_IMPORT, TRACKING_PARSE_JOB, trackingBatchView } from './tracking.ts';
import { attachment } from '../../platform/http/content-disposition.ts';

export function registerTrackingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.saveTracking, (ctx) => saveTracking(db, ctx.scope, ctx.body, ctx.actor));

  route(app, endpoints.trackingTemplate, async (ctx) => {
    const body = await imports.importTemplate(TRACKING_IMPORT, ctx.lang);
    return ctx.reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', attachment(`${t(ctx.lang, 'tracking.batch.templateName')}.xlsx`))
      .send(body);
  });

  route(app, endpoints.uploadTrackingBatch, async (ctx) => {
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
  });

  route(app, endpoints.getTrackingBatch, async (ctx) => trackingBatchView(await imports.importOf(db, TRACKING_IMPORT, ctx.scope, ctx.query.id), ctx.lang));

  route(app, endpoints.trackingBatchReport, async (ctx) => {
    const b = await imports.importOf(db, TRACKING_IMPORT, ctx.scope, ctx.query.id);
    const body = await imports.errorReport(TRACKING_IMPORT, b, ctx.lang);
    return ctx.reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', attachment(`${t(ctx.lang, 'tracking.batch.reportName')}-${b.batchNo}.xlsx`))
      .send(body);
  });
}
