import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IMPORT_LIMITS } from '@crossbill/contracts/file-limits';
import { refundableInfo } from '@crossbill/contracts/refund';
import { refundableManyQuery, refundBatch, refundBatchIdBody, refundSelectionBody, refundSelectionResult } from '@crossbill/contracts/refund-batch';
import { XLSX_MIME } from '../../platform/files/xlsx.ts';
import { AppError } from '../../platform/http/errors.ts';
import { readOneFile } from '../../platform/http/multipart.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n.ts';
import type { ServerDeps } from '../../deps.ts';
import * as imports from '../imports/service.ts';
import { refundableOf, refundPolicyOf } from './service.ts';
import { confirmRefundBatch, PARSE_JOB, REFUND_IMPORT, refundBatchView, refundImportOf, refundSelection } from './batch.ts';
import { serialIdParam } from '@crossbill/contracts/validation';
import { attachment } from '../../platform/http/content-disposition.ts';

const tags = ['refund'];
const BATCH = 'transaction:refund:batch';
const idQuery = z.object({ id: serialIdParam });

export function registerRefundBatchRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(
    app,
    {
      method: 'GET',
      url: '/refund/batch/template',
      permission: BATCH,
      summary: 'The batch refund template (xlsx: transaction ID, refund amount, reason)',
      tags,
    },
    async (ctx) => {
      const body = await imports.importTemplate(REFUND_IMPORT, ctx.lang);
      return ctx.reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachment(`${t(ctx.lang, 'refund.batch.templateName')}.xlsx`))
        .send(body);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/refund/batch/upload',
      permission: BATCH,
      response: refundBatch,
      summary: 'Upload a batch refund file (xlsx up to 5M); parsing runs in the background',
      tags,
    },
    async (ctx) => {
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
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/refund/batch/detail',
      families: ['/blocMer', '/proxyMer'],
      permission: BATCH,
      query: idQuery,
      response: refundBatch,
      summary: 'One batch refund file: parse state and progress, errors, rows and totals, results',
      tags,
    },
    async (ctx) => refundBatchView(await refundImportOf(db, ctx.scope, ctx.query.id), ctx.lang),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/refund/batch/report',
      families: ['/blocMer', '/proxyMer'],
      permission: BATCH,
      query: idQuery,
      summary: "A batch refund file's row-by-row error report (xlsx)",
      tags,
    },
    async (ctx) => {
      const b = await refundImportOf(db, ctx.scope, ctx.query.id);
      const body = await imports.errorReport(REFUND_IMPORT, b, ctx.lang);
      return ctx.reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachment(`${t(ctx.lang, 'refund.batch.reportName')}-${b.batchNo}.xlsx`))
        .send(body);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/refund/batch/cancel',
      permission: BATCH,
      body: refundBatchIdBody,
      response: z.null(),
      summary: 'Cancel a batch refund file that is not confirmed',
      tags,
    },
    async (ctx) => {
      await imports.cancelImport(db, REFUND_IMPORT, ctx.scope, ctx.body.id, ctx.auth.userId);
      return null;
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/refund/batch/confirm',
      permission: BATCH,
      body: refundBatchIdBody,
      response: refundBatch,
      idempotent: true,
      summary: 'Confirm a parsed batch refund file: every row is refunded once through the single refund rules',
      tags,
    },
    (ctx) =>
      confirmRefundBatch(ctx.tx!, refundPolicyOf(deps), {
        scope: ctx.scope,
        id: ctx.body.id,
        actor: { ...ctx.actor, source: 'batch' },
        now: deps.now(),
        lang: ctx.lang,
      }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/refund/batch/refundable',
      permission: BATCH,
      query: refundableManyQuery,
      response: z.array(refundableInfo),
      summary: 'What each selected transaction may still refund (unknown ones left out)',
      tags,
    },
    async (ctx) => {
      const out = [];
      for (const id of ctx.query.transactionIds)
        out.push(
          await refundableOf(db, ctx.scope, id).catch((e: unknown) => {
            if (e instanceof AppError) return null; // not found in the scope: left out
            throw e;
          }),
        );
      return out.filter((x) => x !== null);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/refund/batch/selection',
      permission: BATCH,
      body: refundSelectionBody,
      response: refundSelectionResult,
      idempotent: true,
      summary: 'Refund transactions selected in the list, each through the single refund rules; per-row results',
      tags,
    },
    async (ctx) => ({
      results: await refundSelection(ctx.tx!, refundPolicyOf(deps), {
        scope: ctx.scope,
        items: ctx.body.items,
        reason: ctx.body.reason,
        actor: { ...ctx.actor, source: 'batch' },
        now: deps.now(),
        lang: ctx.lang,
      }),
    }),
  );
}
