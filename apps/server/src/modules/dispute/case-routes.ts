import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/dispute-case';
import type { ServerDeps } from '../../deps.ts';
import { attachment } from '../../platform/http/content-disposition.ts';
import { route } from '../../platform/http/route.ts';
import { caseDetail, listCases, openCaseDocument, type AlertStepsOf } from './cases.ts';
import { pricingOf } from './money.ts';

/** The dispute case file's routes (transaction:dispute); answering an inquiry stays the chargeback module's call. */
export function registerDisputeCaseRoutes(app: FastifyInstance, deps: ServerDeps, o: { alertSteps: AlertStepsOf }): void {
  route(app, endpoints.listCases, (ctx) => listCases(deps.db, ctx.scope, { ...ctx.query, now: deps.now() }));

  route(app, endpoints.getCase, (ctx) =>
    caseDetail(deps.db, pricingOf(deps), ctx.scope, { transactionId: ctx.query.transactionId, now: deps.now(), lang: ctx.lang, alertSteps: o.alertSteps }),
  );

  route(app, endpoints.downloadCaseDocument, async (ctx) => {
    const file = await openCaseDocument(deps.db, deps.files, { scope: ctx.scope, ...ctx.query });
    ctx.reply.header('content-type', file.contentType).header('content-length', String(file.size)).header('content-disposition', attachment(file.fileName));
    return ctx.reply.send(file.stream);
  });
}
