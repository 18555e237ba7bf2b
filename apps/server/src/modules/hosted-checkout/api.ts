import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@crossbill/contracts/envelope';
import { checkoutSession, createSessionBody, sessionIdParams } from '@crossbill/contracts/hosted-checkout';
import { success } from '../../platform/http/route.ts';
import { publicBase } from '../../platform/http/public-url.ts';
import type { ServerDeps } from '../../deps.ts';
import type { V1Extension } from '../payment/service.ts';
import { createSession, getSession } from './service.ts';

const tags = ['payment-api'];

/**
 * The Payment API's checkout sessions (/v1/checkout/sessions): the merchant's server creates one and
 * sends its customer to `url`, the hosted page; reading it later tells the outcome and the
 * transaction. Registered inside the payment module's signed /v1 plugin by the composition root.
 */
export const hostedCheckoutApi =
  (deps: ServerDeps): V1Extension =>
  (app, h) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const response = { 200: envelope(checkoutSession) };
    api.post(
      '/checkout/sessions',
      {
        schema: {
          summary:
            "Create a checkout session for one of the merchant's approved applications (appId): the answer's url is the hosted payment page (valid 30 minutes), where the customer pays once by card or local method and is sent back to returnUrl with sessionId and status",
          tags,
          headers: h.signedHeaders,
          body: createSessionBody,
          response,
        },
      },
      async (req) => {
        const now = deps.now();
        const baseUrl = publicBase(deps.config, req);
        const r = await h.once(req, (tx) =>
          createSession(tx, {
            merchantNo: h.merchantOf(req),
            body: req.body,
            baseUrl,
            sandbox: deps.config.SANDBOX,
            actor: { userId: null, source: 'api', ...h.clientOf(req) },
            now,
          }),
        );
        return success(req.lang, r);
      },
    );
    api.get(
      '/checkout/sessions/:sessionId',
      {
        schema: {
          summary: 'One checkout session: status (open, pending, paid, failed, expired, cancelled) and the transaction paid on the page',
          tags,
          headers: h.signedHeaders,
          params: sessionIdParams,
          response,
        },
      },
      async (req) =>
        success(req.lang, await getSession(deps.db, [h.merchantOf(req)], req.params.sessionId, { baseUrl: publicBase(deps.config, req), now: deps.now() })),
    );
  };
