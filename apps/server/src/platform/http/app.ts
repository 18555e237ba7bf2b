import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyError, type FastifyRequest, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { openapiTransform, openapiTransformObject } from './openapi.ts';
import { Codes, type CodeInfo } from '@crossbill/contracts/codes';
import { APP_VERSION, CLIENT_HEADERS, CLIENT_SOURCE, DEFAULT_LANGUAGE } from '@crossbill/contracts/constants';
import { isPayoutCode } from '@crossbill/contracts/resources';
import { passwordStateError, AppError, type RawFieldError } from './errors.ts';
import { inputProblem } from './input-guard.ts';
import { fromAcceptLanguage, namedMessage, t, toLanguage } from '../i18n.ts';
import { issueMessageKey } from '@crossbill/contracts/validation-message';
import { isCrossSite } from './same-origin.ts';
import { BACKGROUND_HEADER, SESSION_COOKIE, type AuthProvider } from './context.ts';
import type { Config } from '../config.ts';
import { registerMetrics } from '../metrics/metrics.ts';
import { LOG_REDACT, safeErr } from './log-safety.ts';
import { currentTraceId } from '../tracing/tracing.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** A registered route as Fastify was given it (the whole-route permission test walks these). */
export type DeclaredRoute = Pick<RouteOptions, 'method' | 'url' | 'config'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** every route registered, in order, with its declaration (config.permission, config.family) */
    declaredRoutes: DeclaredRoute[];
  }
}

export interface HttpOptions {
  config: Pick<Config, 'LOG_LEVEL' | 'WEB_DIST' | 'TRUST_PROXY' | 'PUBLIC_URL' | 'METRICS_TOKEN'>;
  auth: AuthProvider;
  /** max JSON body; uploads have their own limits */
  bodyLimit?: number;
  logger?: boolean;
  /** where log lines go (tests read them); stdout by default */
  logStream?: { write(line: string): void };
}

// Reachable without the client headers: monitoring, the docs a person opens in a browser.
// brand logos: read by customers' browsers (an <img> sends no custom header); a GET that changes nothing
const HEADER_EXEMPT = [/^\/api\/(health|ready)$/, /^\/api\/docs(\/|$)/, /^\/api\/pay\/brand-logo\//];

function envelopeOf(request: FastifyRequest, info: CodeInfo, messageKey = info.messageKey, params = {}, data: unknown = null) {
  return { respCode: info.code, respMsg: t(request.lang ?? DEFAULT_LANGUAGE, messageKey, params), data };
}

export async function createHttpApp(opts: HttpOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: opts.config.LOG_LEVEL,
            redact: LOG_REDACT,
            serializers: { err: safeErr },
            // with traces on, every line of a request names its trace: a log line leads to the trace and back
            mixin: () => {
              const traceId = currentTraceId();
              return traceId ? { traceId } : {};
            },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    // unique across processes (the default counts from 1 in each): a 5xx answer names it for support
    genReqId: () => randomUUID(),
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    // request.ip (every per-client limit) and request.protocol come from X-Forwarded-* only when
    // TRUST_PROXY names the proxy that sets them; otherwise a client could pick its own address
    trustProxy: trustProxyOption(opts.config.TRUST_PROXY),
    // one line per request only when debugging; errors are logged by the error handler
    logController: new LogController({ disableRequestLogging: opts.config.LOG_LEVEL !== 'debug' && opts.config.LOG_LEVEL !== 'trace' }),
  });
  registerMetrics(app, opts.config.METRICS_TOKEN);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.decorateRequest('scope', null as unknown as string[]);

  // Every /api and /v1 route declares what it needs (route.ts); the API docs are public by nature.
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (r) => {
    if (/^\/api\/docs(\/|$)/.test(r.url)) r.config = { ...r.config, permission: 'public' };
    declared.push(r);
  });
  app.addHook('onReady', async () => {
    const missing = declared.filter((r) => /^\/(api|v1)(\/|$)/.test(r.url) && !r.config?.permission);
    if (missing.length) throw new Error(`routes without a declared permission: ${missing.map((r) => `${String(r.method)} ${r.url}`).join(', ')}`);
  });

  await app.register(cookie);
  await app.register(swagger, {
    // 3.1: schemas are JSON Schema 2020-12, zod's own target (3.0's `nullable` cannot say "an enum, or null")
    openapi: { openapi: '3.1.0', info: { title: 'Crossbill portal API', version: APP_VERSION } },
    transform: openapiTransform,
    transformObject: openapiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const path = request.url.split('?')[0]!;
    request.lang = toLanguage(String(request.headers['ow-language'] ?? '')) ?? fromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
    if (isCrossSite({ method: request.method, headers: request.headers, host: request.host, publicUrl: opts.config.PUBLIC_URL })) {
      throw new AppError(Codes.CROSS_SITE_REQUEST);
    }
    if (HEADER_EXEMPT.some((re) => re.test(path))) return;
    if (request.headers[CLIENT_HEADERS.source] !== CLIENT_SOURCE || !request.headers[CLIENT_HEADERS.version]) {
      throw new AppError(Codes.MISSING_HEADERS);
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      request.auth = await opts.auth.resolve(token, { renew: request.headers[BACKGROUND_HEADER] !== '1' });
      if (request.auth) {
        request.lang = request.auth.language;
        // every line of the request says whose it is (never the e-mail): support finds it by merchant or operator
        request.log = request.log.child({ merchantNo: request.auth.merchantNo, operatorId: request.auth.operatorId, userId: request.auth.userId });
      }
    }
  });

  // Before any route's schema: no control character anywhere in what the client sent (input-guard.ts).
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem({ query: request.query, params: request.params, body: request.body });
    if (!problem) return;
    const field = problem.field.replace(/^(query|params|body)\.?/, '');
    // the same answer as a schema's field error: the field's label and the message, the field in data
    throw new AppError(Codes.VALIDATION, { messageKey: problem.messageKey, data: { fieldErrors: [{ field, message: problem.messageKey }] } });
  });

  // Access rules every route declares (route.ts RoutePermission): login, expired password, merchant,
  // permission. Before the body is parsed and validated: a caller without the permission gets the
  // no-permission answer, never a validation error that would describe the route's schema.
  app.addHook('preParsing', async (request) => {
    const cfg = request.routeOptions.config;
    const permission = cfg.permission;
    if (!permission || permission === 'public' || permission === 'signed') return;
    const auth = request.auth;
    if (!auth) throw new AppError(Codes.NOT_LOGGED_IN);
    if (auth.passwordState !== 'ok' && !cfg.allowExpiredPassword) throw passwordStateError(auth.passwordState);
    if (auth.twoFactorSetup && !cfg.allowTwoFactorSetup) throw new AppError(Codes.TWO_FACTOR_SETUP_REQUIRED);
    if (permission === 'self') return;
    // the onboarding wizard: a person without a merchant works on their own application
    if (cfg.applicant && !auth.merchantNo) return;
    if (!auth.merchantNo) throw new AppError(Codes.NO_MERCHANT);
    if (permission !== 'operator' && !auth.permissions.has(permission)) {
      await opts.auth.denied({
        auth,
        target: `${request.method} ${request.routeOptions.url}`,
        code: permission,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      });
      throw new AppError(Codes.FORBIDDEN);
    }
    // the payout business exists only for a merchant that runs it, whatever its role holds
    if (!auth.payout && isPayoutCode(permission)) throw new AppError(Codes.PAYOUT_NOT_OPEN);
    request.scope = await opts.auth.scope(auth, cfg.family ?? '');
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // an upload over its limit is cut off: closing the connection spares reading the rest of it
    if ((error as { statusCode?: number }).statusCode === 413 || (error instanceof AppError && error.info.http === 413)) reply.header('connection', 'close');
    if (error instanceof AppError) {
      const data = translateData(request, error.data);
      const first = fieldErrorsIn(data)[0];
      return reply.status(error.info.http).send({
        respCode: error.info.code,
        // a field's refusal names the field by its label, as a schema's does
        respMsg: first ? namedMessage(request.lang, first.field, first.message) : t(request.lang, error.messageKey, error.params),
        data,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = error.validation.map((v) => {
        const field = String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replaceAll('/', '.');
        const key = issueMessageKey(v.keyword, v.message, (v.params as IssueParams | undefined)?.origin);
        return { field, message: t(request.lang, key, issueParams(v.params)) };
      });
      const first = fieldErrors[0];
      return reply.status(Codes.VALIDATION.http).send({
        respCode: Codes.VALIDATION.code,
        respMsg: first ? namedMessage(request.lang, first.field, first.message) : t(request.lang, Codes.VALIDATION.messageKey),
        data: { fieldErrors },
      });
    }
    const code = (error as FastifyError).code;
    const status = (error as FastifyError).statusCode ?? 500;
    // a body over the limit (JSON, or a multipart limit met outside the upload helper)
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return reply.status(413).send(envelopeOf(request, Codes.PAYLOAD_TOO_LARGE));
    // Fastify's and its plugins' refusals of a request (a malformed form, a media type it cannot read)
    if (code?.startsWith('FST_ERR_CTP') || status === 400 || (code?.startsWith('FST_') && status >= 400 && status < 500)) {
      return reply.status(400).send(envelopeOf(request, Codes.BAD_REQUEST));
    }
    // the database is down or restarting: a retryable 503, not a crash and not a 500 (the pool reconnects)
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: (error as { code?: string }).code }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(envelopeOf(request, Codes.SERVICE_UNAVAILABLE));
    }
    request.log.error({ err: error }, 'unhandled error');
    // what support needs to find this request's log lines (and its trace, when traces are on); nothing else
    const traceId = currentTraceId();
    return reply.status(500).send({ ...envelopeOf(request, Codes.INTERNAL), requestId: request.id, ...(traceId ? { traceId } : {}) });
  });

  const webDist = opts.config.WEB_DIST;
  const indexHtml = webDist ? path.join(webDist, 'index.html') : null;
  // the hosted payment page is its own light entry of the web build (apps/web/pay.html), not the portal
  const payHtml = webDist ? path.join(webDist, 'pay.html') : null;
  if (webDist && indexHtml && fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // hashed build assets never change; index.html must always be revalidated
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/v1/')) {
      return reply.status(404).send(envelopeOf(request, Codes.NOT_FOUND));
    }
    // history fallback for page paths only: a missing asset (/assets/x.js) is a 404, never the page
    const isPage = !/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
    if (request.method === 'GET' && isPage && request.url.startsWith('/pay/') && payHtml && fs.existsSync(payHtml)) {
      return reply.type('text/html').header('cache-control', 'no-cache').header('referrer-policy', 'no-referrer').send(fs.createReadStream(payHtml));
    }
    if (request.method === 'GET' && isPage && indexHtml && fs.existsSync(indexHtml)) {
      // history fallback: the web router decides, and shows /error/404 for unknown paths
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(indexHtml));
    }
    return reply.status(404).type('text/plain').send('Not found');
  });

  return app;
}

/** A hop count as the function Fastify makes of one at run time (its types take no number). */
function trustProxyOption(trust: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

type IssueParams = { maximum?: unknown; minimum?: unknown; origin?: string; params?: Record<string, unknown> };

/** `{{max}}` / `{{min}}` of a bound, and the params a custom issue carries (`params: { max }`). */
function issueParams(raw: unknown): Record<string, unknown> {
  const p = (raw ?? {}) as IssueParams;
  const bound = (x: unknown) => (typeof x === 'bigint' ? x.toString() : x);
  return { max: bound(p.maximum), min: bound(p.minimum), ...(p.params ?? {}) };
}

/** Field messages carried by an AppError are keys; turn them into text in the operator's language. */
function translateData(request: FastifyRequest, data: unknown): unknown {
  if (data && typeof data === 'object' && 'fieldErrors' in data) {
    const errors = (data as { fieldErrors: RawFieldError[] }).fieldErrors;
    return { ...data, fieldErrors: errors.map((e) => ({ field: e.field, message: t(request.lang, e.message, e.params ?? {}) })) };
  }
  return data;
}

function fieldErrorsIn(data: unknown): Array<{ field: string; message: string }> {
  return data && typeof data === 'object' && 'fieldErrors' in data ? (data as { fieldErrors: Array<{ field: string; message: string }> }).fieldErrors : [];
}
