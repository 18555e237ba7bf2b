import type { FastifyInstance } from 'fastify';
import { Codes } from '@crossbill/contracts/codes';
import { IMPORT_LIMITS } from '@crossbill/contracts/file-limits';
import * as endpoints from '@crossbill/contracts/endpoints/transfer-batch';
import { XLSX_MIME } from '../../platform/files/xlsx.ts';
import { readOneFile } from '../../platform/http/multipart.ts';
import { route } from '../../platform/http/route.ts';
import { AppError } from '../../platform/http/errors.ts';
import { t } from '../../platform/i18n.ts';
import type { ServerDeps } from '../../deps.ts';
import { requireFreshFactorBesidesPin, verifyPaymentPassword } from '../identity/service.ts';
import type { Pricing } from '../exchange/service.ts';
import { batchView, cancelBatch, confirmBatch, errorReport, PARSE_JOB, templateXlsx, uploadBatch } from './batch.ts';
import { EXECUTE_JOB } from './execution.ts';
import * as store from './store.ts';
import { attachment } from '../../platform/http/content-disposition.ts';

export function registerBatchRoutes(app: FastifyInstance, deps: ServerDeps, pricing: Pricing): void {
  const { db } = deps;

  route(app, endpoints.downloadBatchTemplate, async (ctx) => {
    const body = await templateXlsx(ctx.lang);
    return ctx.reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', attachment(`${t(ctx.lang, 'transfer.batch.templateName')}.xlsx`))
      .send(body);
  });

  route(app, endpoints.uploadBatch, async (ctx) => {
    const { fileName, body } = await readOneFile(ctx.request, { maxBytes: IMPORT_LIMITS['transfer-batch'].maxBytes });
    const row = await uploadBatch(db, deps.files, { merchantNo: ctx.scope[0]!, userId: ctx.auth.userId, fileName, body, lang: ctx.lang, now: deps.now() });
    ctx.afterCommit(() => deps.jobs.send(PARSE_JOB, { id: row.id }, { singletonKey: row.batchNo }));
    return batchView(db, pricing, row, ctx.lang, deps.now());
  });

  route(app, endpoints.listBatches, async (ctx) => {
    const { rows, total } = await store.listBatches(db, ctx.scope, ctx.query.page, ctx.query.size);
    const content = [];
    for (const r of rows) content.push(await batchView(db, pricing, r, ctx.lang, deps.now()));
    return { content, total, page: ctx.query.page, size: ctx.query.size };
  });

  route(app, endpoints.getBatch, async (ctx) => {
    const b = await store.batchById(db, ctx.scope, ctx.query.id);
    if (!b) throw new AppError(Codes.NOT_FOUND);
    return batchView(db, pricing, b, ctx.lang, deps.now());
  });

  route(app, endpoints.downloadBatchReport, async (ctx) => {
    const b = await store.batchById(db, ctx.scope, ctx.query.id);
    if (!b) throw new AppError(Codes.NOT_FOUND);
    const body = await errorReport(b, ctx.lang);
    return ctx.reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', attachment(`${t(ctx.lang, 'transfer.batch.reportName')}-${b.batchNo}.xlsx`))
      .send(body);
  });

  route(app, endpoints.cancelBatch, async (ctx) => {
    await cancelBatch(db, ctx.scope, ctx.body.id, ctx.auth.userId);
    return null;
  });

  route(
    app,
    {
      ...endpoints.confirmBatch,
      precheck: async (ctx) => {
        // a person with an authenticator proves it afresh; without one the payment password is the fresh factor
        await requireFreshFactorBesidesPin(db, ctx.auth, deps.now());
        await verifyPaymentPassword(db, {
          userId: ctx.auth.userId,
          merchantNo: ctx.scope[0]!,
          pin: ctx.body.paymentPassword,
          client: { ip: ctx.ip, userAgent: ctx.userAgent },
          now: deps.now(),
        });
      },
    },
    async (ctx) => {
      const out = await confirmBatch(ctx.tx!, {
        scope: [ctx.scope[0]!],
        id: ctx.body.id,
        submitter: ctx.actor,
        pricing,
        now: deps.now(),
        lang: ctx.lang,
      });
      for (const c of out.created)
        if (c.status === 'processing') ctx.afterCommit(() => deps.jobs.send(EXECUTE_JOB, { id: c.id }, { singletonKey: `${c.serialNo}:now` }));
      return out;
    },
  );
}
