import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/disbursement';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { requireFreshFactor } from '../identity/service.ts';
import { applyDisbursement, EXECUTE_JOB, getDisbursement, listDisbursements } from './service.ts';

export function registerDisbursementRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.listDisbursements, (ctx) => listDisbursements(db, ctx.scope, { ...ctx.query, lang: ctx.lang }));

  route(app, endpoints.getDisbursement, (ctx) => getDisbursement(db, ctx.scope, ctx.query.id, ctx.lang));

  route(app, { ...endpoints.applyDisbursement, precheck: (ctx) => requireFreshFactor(db, ctx.auth, deps.now()) }, async (ctx) => {
    const created = await applyDisbursement(ctx.tx!, {
      merchantNo: ctx.scope[0]!,
      request: ctx.body,
      actor: ctx.actor,
      now: deps.now(),
      lang: ctx.lang,
    });
    // the job is queued without waiting: the row commits with the idempotency key only after
    // this handler (the embedded database has one connection, which the transaction holds), and
    // it starts ten seconds later; the minute sweep carries any disbursement a job missed
    void deps.jobs
      .send(EXECUTE_JOB, { id: created.id }, { singletonKey: created.serialNo, startAfter: new Date(Date.now() + 10_000) })
      .catch((err: unknown) => ctx.request.log.warn({ err }, 'disbursement job not queued; the sweep will carry it'));
    return created;
  });
}
