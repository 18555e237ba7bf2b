import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/transaction';
import { route, type RouteContext } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { capturePayment, voidPayment } from '../payment/service.ts';

/**
 * Capture and void of an authorised payment from its detail page: the Payment API's own service
 * functions (same rules, postings, events, audit), the operator as the actor, an Idempotency-Key.
 */
export function registerCaptureRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const change = (ctx: Pick<RouteContext<unknown, unknown, unknown>, 'actor'>) => ({ now: deps.now(), source: 'portal' as const, actor: ctx.actor });

  route(app, endpoints.captureTransaction, (ctx) =>
    capturePayment(ctx.tx!, ctx.scope, { transactionId: ctx.body.transactionId, amount: ctx.body.amount }, change(ctx)),
  );

  route(app, endpoints.voidTransaction, (ctx) => voidPayment(ctx.tx!, ctx.scope, { transactionId: ctx.body.transactionId }, change(ctx)));
}
