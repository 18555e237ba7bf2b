import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, pageOf } from '@crossbill/contracts/envelope';
import {
  cancelBody,
  changeBody,
  changePreviewBody,
  createSubscriptionBody,
  prorationPreview,
  subscriptionDetail,
  subscriptionIdParams,
  subscriptionItem,
  subscriptionListQuery,
  subscriptionResult,
  type CancelInput,
  type ChangeInput,
} from '@crossbill/contracts/subscription';
import type { Tx } from '../../platform/db/client.ts';
import { success } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { toPaymentResult, type PaymentScreen, type V1Extension } from '../payment/service.ts';
import { refundPolicyOf } from '../refund/service.ts';
import { cancelSubscription, changeSubscription, chargeManual, createSubscription, getSubscription, previewChange, type Actor } from './service.ts';
import { itemOf, listSubscriptions, subscriptionDetail as detailOf } from './views.ts';
import type { Notice } from './billing.ts';
import { sendNotices } from './mails.ts';

const tags = ['payment-api'];

/**
 * The Payment API's subscription routes (/v1/subscriptions...), signed like every /v1 route and
 * registered inside the payment module's /v1 plugin by the composition root. Create takes the card
 * of the first payment (its risk check is the payment's); change, cancel and charge take an
 * optional Idempotency-Key like the payment POSTs.
 */
export const subscriptionApi =
  (deps: ServerDeps, o: { screen: PaymentScreen }): V1Extension =>
  (app, h) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const headers = h.signedHeaders;
    const actor = (req: FastifyRequest): Actor => ({ source: 'api', userId: null, ...h.clientOf(req) });
    const policy = refundPolicyOf(deps);
    const scopeOf = (req: FastifyRequest) => [h.merchantOf(req)];

    api.post(
      '/subscriptions',
      {
        schema: {
          summary:
            'Create a subscription with its first (customer-initiated) card payment: the card is stored as a token; later cycles are merchant-initiated charges against it (a future startDate verifies the card now and charges cycle 1 then)',
          tags,
          headers,
          body: createSubscriptionBody,
          response: { 200: envelope(subscriptionResult) },
        },
      },
      async (req) => {
        const now = deps.now();
        const r = await h.once(req, async (tx) => {
          const made = await createSubscription(tx, { merchantNo: h.merchantOf(req), body: req.body, screen: o.screen, actor: actor(req), now });
          return { subscription: await itemOf(tx, made.subscription), payment: made.payment };
        });
        return success(req.lang, r);
      },
    );
    api.get(
      '/subscriptions/:subscriptionId',
      {
        schema: {
          summary: 'One subscription: plan, card (BIN and last four), cycles with their transactions, changes, timeline',
          tags,
          headers,
          params: subscriptionIdParams,
          response: { 200: envelope(subscriptionDetail) },
        },
      },
      async (req) => success(req.lang, await detailOf(deps.db, scopeOf(req), req.params.subscriptionId)),
    );
    api.get(
      '/subscriptions',
      {
        schema: {
          summary: 'Subscriptions, newest first (paged), by status, collection method, customer, product, contract number, currency and next billing range',
          tags,
          headers,
          querystring: subscriptionListQuery,
          response: { 200: envelope(pageOf(subscriptionItem)) },
        },
      },
      async (req) => success(req.lang, await listSubscriptions(deps.db, scopeOf(req), req.query)),
    );
    api.post(
      '/subscriptions/:subscriptionId/change/preview',
      {
        schema: {
          summary:
            'The proration of a change of price, quantity or frequency now: the credit of the unused part of the current cycle, and what is charged or refunded',
          tags,
          headers,
          params: subscriptionIdParams,
          body: changePreviewBody,
          response: { 200: envelope(prorationPreview) },
        },
      },
      async (req) => success(req.lang, await previewChange(deps.db, scopeOf(req), req.params.subscriptionId, req.body, deps.now())),
    );
    /** a change of one subscription in the Idempotency-Key's transaction, answered with its row */
    type Target = { scope: string[]; subscriptionId: string; actor: Actor; now: Date; notices: Notice[] };
    const mutations = [
      {
        action: 'change',
        summary:
          'Change price, quantity or frequency with the previewed prorationAmount and, to be prorated as of the preview, its effectiveAt as prorationDate (at most an hour old, within the current cycle; 409 00031|20041 when the amount no longer matches): billing restarts at cycle 1 then, charged at the new amount less the credit',
        body: changeBody,
        run: (tx: Tx, q: Target, body: unknown) => changeSubscription(tx, policy, { ...q, screen: o.screen, change: body as ChangeInput }),
      },
      {
        action: 'cancel',
        summary:
          "Cancel after the current cycle (end_of_cycle), on cancelDate (on_date) or now (immediately; refund: true refunds the unused part); without mode the merchant's default; a second cancel answers the first",
        body: cancelBody,
        run: (tx: Tx, q: Target, body: unknown) => cancelSubscription(tx, policy, { ...q, ...(body as CancelInput) }),
      },
    ];
    for (const m of mutations)
      api.post(
        `/subscriptions/:subscriptionId/${m.action}`,
        { schema: { summary: m.summary, tags, headers, params: subscriptionIdParams, body: m.body, response: { 200: envelope(subscriptionItem) } } },
        async (req) => {
          const q = { scope: scopeOf(req), subscriptionId: req.params.subscriptionId, actor: actor(req), now: deps.now(), notices: [] };
          const r = await h.once(req, async (tx) => itemOf(tx, await m.run(tx, q, req.body)));
          await sendNotices(deps, q.notices);
          return success(req.lang, r);
        },
      );
    api.post(
      '/subscriptions/:subscriptionId/charge',
      {
        schema: {
          summary: 'Manual collection: charge the due cycle (or retry the declined one) now; each cycle is charged once (409 00031|20044 when nothing is due)',
          tags,
          headers,
          params: subscriptionIdParams,
          response: { 200: envelope(subscriptionResult) },
        },
      },
      async (req) => {
        const now = deps.now();
        const notices: Notice[] = [];
        const r = await h.once(req, async (tx) => {
          const s = await getSubscription(tx, scopeOf(req), req.params.subscriptionId, true);
          const charged = await chargeManual(tx, s, { now, source: 'api', screen: o.screen, notices });
          return { subscription: await itemOf(tx, charged.subscription), payment: charged.charge ? toPaymentResult(charged.charge) : null };
        });
        await sendNotices(deps, notices);
        return success(req.lang, r);
      },
    );
  };
