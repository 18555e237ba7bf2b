import type { FastifyInstance } from 'fastify';
import { IMPORT_LIMITS } from '@crossbill/contracts/file-limits';
import * as endpoints from '@crossbill/contracts/endpoints/refund-batch';
import { XLSX_MIME } from '../../platform/files/xlsx.ts';
import { AppError } from '../../platform/http/errors.ts';
import { readOneFile } from '../../platform/http/multipart.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n.ts';
import type { ServerDeps } from '../../deps.ts';
import * as imports from '../imports/service.ts';
import { refundableOf, refundPolicyOf } from './service.ts';
import { confirmRefundBatch, PARSE_JOB, REFUND_IMPORT, refundBatchView, refundImportOf, refundSelection } from './batch.ts';
import { attachment } from '../../platform/http/content-disposition.ts';

export function registerRefundBatchRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.refundBatchTemplate, async (ctx) => {
    const body = await imports.importTemplate(REFUND_IMPORT, ctx.lang);
    return ctx.reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', attachment(`${t(ctx.lang, 'refund.batch.templateName')}.xlsx`))
      .send(body);
  });

  route(app, endpoints.uploadRefundBatch, async (ctx) => {
    const { fileName, body } = await readOneFile(ctx.request, { maxBytes: IMPORT_LIMITS['refund-batch'].maxBytes });
    const row = await imports.uploadImport(db, deps.files, REFUND_IMPORT, {
      merchantNo: ctx.scope[0]!,
      userId: ctx.auth.userId,
      fileName,
      body,
      lang: ctx.lang,
      now: deps.now(),
    });
    ctx.afterCommit(() => deps.jobs.send(PARSE_JOB, { id: row.id }, { singletonKey: row.batchNo }));
    return refundBatchView(row, ctx.lang);
  });

  route(app, endpoints.getRefundBatch, async (ctx) => refundBatchView(await refundImportOf(db, ctx.scope, ctx.query.id), ctx.lang));

  route(app, endpoints.refundBatchReport, async (ctx) => {
    const b = await refundImportOf(db, ctx.scope, ctx.query.id);
    const body = await imports.errorReport(REFUND_IMPORT, b, ctx.lang);
    return ctx.reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', attachment(`${t(ctx.lang, 'refund.batch.reportName')}-${b.batchNo}.xlsx`))
      .send(body);
  });

  route(app, endpoints.cancelRefundBatch, async (ctx) => {
    await imports.cancelImport(db, REFUND_IMPORT, ctx.scope, ctx.body.id, ctx.auth.userId);
    return null;
  });

  route(app, endpoints.confirmRefundBatch, (ctx) =>
    confirmRefundBatch(ctx.tx!, refundPolicyOf(deps), {
      scope: ctx.scope,
      id: ctx.body.id,
      actor: { ...ctx.actor, source: 'batch' },
      now: deps.now(),
      lang: ctx.lang,
    }),
  );

  route(app, endpoints.getRefundableMany, async (ctx) => {
    const out = [];
    for (const id of ctx.query.transactionIds)
      out.push(
        await refundableOf(db, ctx.scope, id).catch((e: unknown) => {
          if (e instanceof AppError) return null; // not found in the scope: left out
          throw e;
        }),
      );
    return out.filter((x) => x !== null);
  });

  route(app, endpoints.refundSelection, async (ctx) => ({
    results: await refundSelection(ctx.tx!, refundPolicyOf(deps), {
      scope: ctx.scope,
      items: ctx.body.items,
      reason: ctx.body.reason,
      actor: { ...ctx.actor, source: 'batch' },
      now: deps.now(),
      lang: ctx.lang,
    }),
  }));
}
