import type { FastifyInstance } from 'fastify';
import { paymentResult } from '@crossbill/contracts/payment';
import { transactionCaptureBody, transactionVoidBody } from '@crossbill/contracts/transaction';
import { route, type RouteContext } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { capturePayment, voidPayment } from '../payment/service.ts';

const tags = ['transaction'];

/**
 * Capture and void of an authorised payment from its detail page: the Payment API's own service
 * functions (same rules, postings, events, audit), the operator as the actor, an Idempotency-Key.
 */
export function registerCaptureRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const change = (ctx: Pick<RouteContext<unknown, unknown, unknown>, 'actor'>) => ({ now: deps.now(), source: 'portal' as const, actor: ctx.actor });

  route(
    app,
    {
      method: 'POST',
      url: '/transaction/capture',
      permission: 'transaction:query:capture',
      body: transactionCaptureBody,
      response: paymentResult,
      idempotent: true,
      summary: 'Capture an authorised payment, in full or in part (at most the authorised amount)',
      tags,
    },
    (ctx) => capturePayment(ctx.tx!, ctx.scope, { transactionId: ctx.body.transactionId, amount: ctx.body.amount }, change(ctx)),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/transaction/void',
      permission: 'transaction:query:void',
      body: transactionVoidBody,
      response: paymentResult,
      idempotent: true,
      summary: 'Void an authorised payment that was not captured (the hold on the card is released)',
      tags,
    },
    (ctx) => voidPayment(ctx.tx!, ctx.scope, { transactionId: ctx.body.transactionId }, change(ctx)),
  );
}
