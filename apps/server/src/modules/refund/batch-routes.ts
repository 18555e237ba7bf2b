import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/refund-batch';
import { AppError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import * as imports from '../imports/service.ts';
import { refundableOf, refundPolicyOf } from './service.ts';
import { confirmRefundBatch, PARSE_JOB, REFUND_IMPORT, refundBatchView, refundSelection } from './batch.ts';

export function registerRefundBatchRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  imports.registerImportFileRoutes(
    app,
    deps,
    { template: endpoints.refundBatchTemplate, upload: endpoints.uploadRefundBatch, detail: endpoints.getRefundBatch, report: endpoints.refundBatchReport },
    { spec: REFUND_IMPORT, parseJob: PARSE_JOB, view: refundBatchView },
  );

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
