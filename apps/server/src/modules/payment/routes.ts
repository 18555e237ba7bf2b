import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@crossbill/contracts/envelope';
import { code } from '@crossbill/contracts/validation';
import { captureBody, createPaymentBody, paymentResult, refundBody, sandboxScenarioBody, transactionIdParams } from '@crossbill/contracts/payment';
import { Codes } from '@crossbill/contracts/codes';
import { apiRefundResult, type ApiRefundResult } from '@crossbill/contracts/refund';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { IDEMPOTENCY_HEADER, isValidKey, requestHash, withIdempotency } from '../../platform/http/idempotency.ts';
import { success } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { capturePayment, createPayment, type PaymentScreen, getPayment, kekOf, resolveLocalPayment, toPaymentResult, voidPayment } from './service.ts';
import type { SandboxEvent } from './sandbox-event.ts';
import type { V1Extension } from './v1-extension.ts';
import { verifyRequest } from './signing.ts';

type V1Request = FastifyRequest & { rawBody?: string; merchantNo?: string };

const tags = ['payment-api'];
const signedHeaders = z.object({
  'x-merchant-no': z.string().optional(),
  'x-timestamp': z.string().optional(),
  'x-nonce': z.string().optional(),
  'x-signature': z.string().optional(),
  'idempotency-key': z.string().optional(),
});
const orderQuery = z.object({ merchantOrderId: code(/^[\w.:-]{1,64}$/, 'payment.orderIdInvalid') });

/**
 * Refunds are not this module's: the composition root passes the refund service's entry for the
 * Payment API (same rules, review, records and lists as the portal's refunds), called in the
 * Idempotency-Key's transaction. The payment module never imports the refund module.
 */
export type ApiRefund = (
  tx: Tx,
  q: { merchantNo: string; transactionId: string; amount?: string; reason?: string; merchantRefundId?: string; ip: string; userAgent: string },
) => Promise<ApiRefundResult>;

/**
 * The merchant's server-to-server Payment API under /v1 (not the portal's /api): signed requests
 * (see signing.ts), the standard envelope, and an optional Idempotency-Key on every POST.
 */
export async function registerPaymentApi(
  app: FastifyInstance,
  deps: ServerDeps,
  o: { refund: ApiRefund; screen: PaymentScreen; sandbox: readonly SandboxEvent[]; extensions?: readonly V1Extension[] },
): Promise<void> {
  const kek = kekOf(deps.config);
  await app.register(
    async (v1) => {
      // outside the portal's roles: every call is signed with the merchant's key (route.ts RoutePermission)
      v1.addHook('onRoute', (r) => void (r.config = { ...r.config, permission: 'signed' }));
      // the signature covers the raw body: keep it beside the parsed JSON
      v1.removeContentTypeParser('application/json');
      v1.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
        (req as V1Request).rawBody = body as string;
        try {
          done(null, (body as string).length > 0 ? JSON.parse(body as string) : undefined);
        } catch {
          done(new AppError(Codes.BAD_REQUEST), undefined);
        }
      });
      v1.addHook('preValidation', async (req, reply) => {
        const signed = await verifyRequest(deps.db, kek, req, deps.now());
        (req as V1Request).merchantNo = signed.merchantNo;
        // every line of the request names the key that signed it (its id, never the secret)
        req.log = req.log.child({ merchantNo: signed.merchantNo, apiKeyId: signed.apiKeyId });
        reply.log = req.log;
      });
      // one line per signed request: which key made which call (the merchant's API keys page and support)
      v1.addHook('onResponse', async (req, reply) => {
        if ((req as V1Request).merchantNo) req.log.info({ method: req.method, route: req.routeOptions.url, statusCode: reply.statusCode }, 'signed request');
      });

      const api = v1.withTypeProvider<ZodTypeProvider>();
      const merchantOf = (req: FastifyRequest) => (req as V1Request).merchantNo!;
      /** run a money-moving call once per Idempotency-Key (when given), its effect in the key's transaction */
      const once = async <T>(req: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T> => {
        const key = req.headers[IDEMPOTENCY_HEADER];
        if (key === undefined) return deps.db.transaction((t) => fn(t as unknown as Tx));
        if (typeof key !== 'string' || !isValidKey(key)) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'code.idempotencyKeyRequired' });
        const hash = requestHash(req.method, req.url.split('?')[0]!, { body: req.body ?? null });
        return (await withIdempotency(deps.db, { scope: `v1:${merchantOf(req)}`, key, hash }, fn, deps.now())).data;
      };
      const change = (source: 'api' | 'sandbox' = 'api') => ({ now: deps.now(), source });
      /** a capture or void the merchant's server asked for: audited with its address */
      const byApi = (req: FastifyRequest) => ({
        ...change(),
        actor: { userId: null, ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512) },
      });
      const response = { 200: envelope(paymentResult) };

      api.post(
        '/payments',
        {
          schema: {
            summary: 'Create a payment (card: decided at once; local method: pending until paid)',
            tags,
            headers: signedHeaders,
            body: createPaymentBody,
            response,
          },
        },
        async (req) => success(req.lang, await once(req, (tx) => createPayment(tx, merchantOf(req), req.body, change(), o.screen))),
      );
      api.get(
        '/payments/:transactionId',
        { schema: { summary: 'Query a transaction by its ID', tags, headers: signedHeaders, params: transactionIdParams, response } },
        async (req) => success(req.lang, toPaymentResult(await getPayment(deps.db, [merchantOf(req)], { transactionId: req.params.transactionId }))),
      );
      api.get(
        '/payments',
        { schema: { summary: "Query a payment by the merchant's order ID", tags, headers: signedHeaders, querystring: orderQuery, response } },
        async (req) => success(req.lang, toPaymentResult(await getPayment(deps.db, [merchantOf(req)], { merchantOrderId: req.query.merchantOrderId }))),
      );
      api.post(
        '/payments/:transactionId/capture',
        {
          schema: {
            summary: 'Capture an authorization (whole or partial amount)',
            tags,
            headers: signedHeaders,
            params: transactionIdParams,
            body: captureBody.optional(),
            response,
          },
        },
        async (req) =>
          success(
            req.lang,
            await once(req, (tx) => capturePayment(tx, [merchantOf(req)], { transactionId: req.params.transactionId, amount: req.body?.amount }, byApi(req))),
          ),
      );
      api.post(
        '/payments/:transactionId/void',
        { schema: { summary: 'Void an authorization that was not captured', tags, headers: signedHeaders, params: transactionIdParams, response } },
        async (req) => success(req.lang, await once(req, (tx) => voidPayment(tx, [merchantOf(req)], { transactionId: req.params.transactionId }, byApi(req)))),
      );
      api.post(
        '/payments/:transactionId/refunds',
        {
          schema: {
            summary:
              'Refund a captured payment, fully or partly (not above the refundable amount); above the review threshold it waits for the provider (status pending, refundStatus pending_review)',
            tags,
            headers: signedHeaders,
            params: transactionIdParams,
            body: refundBody.optional(),
            response: { 200: envelope(apiRefundResult) },
          },
        },
        async (req) =>
          success(
            req.lang,
            await once(req, (tx) =>
              o.refund(tx, {
                merchantNo: merchantOf(req),
                transactionId: req.params.transactionId,
                ...req.body,
                ip: req.ip,
                userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
              }),
            ),
          ),
      );
      api.post(
        '/sandbox/payments/:transactionId/scenario',
        {
          schema: {
            summary: 'Sandbox: the customer pays, fails or lets a pending local payment expire',
            tags,
            headers: signedHeaders,
            params: transactionIdParams,
            body: sandboxScenarioBody,
            response,
          },
        },
        async (req) =>
          success(
            req.lang,
            await once(req, (tx) =>
              resolveLocalPayment(tx, [merchantOf(req)], { transactionId: req.params.transactionId, outcome: req.body.outcome }, change('sandbox')),
            ),
          ),
      );
      for (const e of o.sandbox)
        api.post(
          `/sandbox/payments/:transactionId/${e.name}`,
          {
            schema: {
              summary: `Sandbox: ${e.summary}`,
              tags,
              headers: signedHeaders,
              params: transactionIdParams,
              body: e.body,
              response: { 200: envelope(e.result) },
            },
          },
          async (req) => {
            if (!deps.config.SANDBOX) throw new AppError(Codes.SANDBOX_DISABLED);
            const q = { ...(req.body as object), merchantNo: merchantOf(req), transactionId: req.params.transactionId };
            return success(req.lang, await once(req, (tx) => e.run(tx, q)));
          },
        );
      const clientOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512) });
      for (const extend of o.extensions ?? []) extend(v1, { merchantOf, once, clientOf, signedHeaders });
    },
    { prefix: '/v1' },
  );
}
