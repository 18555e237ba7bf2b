import type { FastifyInstance } from 'fastify';
import { disbursement, disbursementApply, disbursementIdQuery, disbursementListQuery, disbursementPage } from '@crossbill/contracts/disbursement';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { applyDisbursement, EXECUTE_JOB, getDisbursement, listDisbursements } from './service.ts';

const tags = ['disbursement'];

export function registerDisbursementRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(
    app,
    {
      method: 'GET',
      url: '/settlement/disbursement/list',
      permission: 'settlement:disbursement',
      families: ['/blocMer'],
      query: disbursementListQuery,
      response: disbursementPage,
      summary: 'Disbursements to own accounts, newest first, with filters',
      tags,
    },
    (ctx) => listDisbursements(db, ctx.scope, { ...ctx.query, lang: ctx.lang }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/settlement/disbursement/detail',
      permission: 'settlement:disbursement',
      families: ['/blocMer'],
      query: disbursementIdQuery,
      response: disbursement,
      summary: 'One disbursement',
      tags,
    },
    (ctx) => getDisbursement(db, ctx.scope, ctx.query.id, ctx.lang),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/settlement/disbursement/apply',
      permission: 'settlement:disbursement:add',
      body: disbursementApply,
      response: disbursement,
      idempotent: true,
      summary: 'Request a disbursement of available balance to an own account (amount + fixed fee are frozen at once)',
      tags,
    },
    async (ctx) => {
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
    },
  );
}
