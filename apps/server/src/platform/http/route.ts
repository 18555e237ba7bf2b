import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import { Codes } from '@crossbill/contracts/codes';
import { flattenResources } from '@crossbill/contracts/resources';
import { envelope } from '@crossbill/contracts/envelope';
import type { AnyEndpoint } from '@crossbill/contracts/endpoint';
import type { Language } from '@crossbill/contracts/constants';
import { AppError } from './errors.ts';
import { t } from '../i18n.ts';
import type { AuthContext, PathFamily } from './context.ts';
import type { Db, Tx } from '../db/client.ts';
import type { Actor } from '../audit/audit.ts';
import { familyQuery, narrowToMember } from './family-member.ts';
import { IDEMPOTENCY_HEADER, isValidKey, requestHash, withIdempotency } from './idempotency.ts';

/**
 * What a route needs (DESIGN.md 3, 5). Every route declares it: `route()` does not compile without
 * `permission`, refuses a code the resource tree does not know, and the server refuses to start with
 * an /api or /v1 route that has none (app.ts). A resource code, or one of the reserved words:
 *
 * - a resource code (packages/contracts resources.ts, e.g. `'transfer:transfer:approve'`): the
 *   operator's role in the current merchant must hold it. Every merchant-scoped business read or
 *   write has one.
 * - `'public'`: no login (sign-in, registration, password reset, the owner's face page, health). A
 *   session, when there is one, is still read.
 * - `'self'`: a signed-in person's own things, with or without a merchant: the session, their
 *   password, language and merchant list, the shell every operator needs (menus).
 * - `'operator'`: self inside a merchant: any operator of the current merchant, whatever the role,
 *   for the shell of that merchant (its name and status bar, notices, the operator's own exports and
 *   preferences). Never for a merchant's business data.
 * - `'signed'` (never given to route()): the Payment API under /v1, signed with the merchant's key
 *   (modules/payment), outside the portal's roles.
 *
 * `applicant: true` (with a code) is the onboarding wizard's rule, which serves two people: a
 * signed-in person without a merchant works on their own application (self); an operator inside a
 * merchant reaches that merchant's application, owners and documents, so needs the code
 * (ONBOARDING_CODE) like any business route.
 *
 * The check runs before the body is read and validated, so a caller without the permission learns
 * nothing of the route's schema; refusals of money and identity codes are audited (auditClassOf).
 */
export type RoutePermission = 'public' | 'self' | 'operator' | (string & {});
export const RESERVED_PERMISSIONS: ReadonlySet<string> = new Set(['public', 'self', 'operator', 'signed']);
const KNOWN_CODES: ReadonlySet<string> = new Set(flattenResources().map((r) => r.code));

export interface RouteContext<Q, B, P> {
  query: Q;
  body: B;
  params: P;
  /** present unless the route is public */
  auth: AuthContext;
  /** the merchant numbers this call may read (operator and code routes) */
  scope: string[];
  family: PathFamily;
  lang: Language;
  ip: string;
  userAgent: string;
  /** the caller as audit entries and records name them (like `auth`, absent on public routes) */
  actor: Actor & { userId: number; name: string; ip: string; userAgent: string };
  /**
   * Work that must follow the change, never precede it (queue a job for a row the handler wrote):
   * runs once the handler's transaction has committed and before the answer is sent. A failure is
   * logged, not answered: the sweeps carry what was not queued.
   */
  afterCommit(fn: () => Promise<unknown> | unknown): void;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * Idempotent routes only: the transaction that holds the Idempotency-Key; the handler writes its
   * effect in it (pass it to the service), so that key and effect commit together.
   */
  tx: Tx | null;
}

/** The type a schema gives a handler (what zod parsed), or undefined when the route declares none. */
type Parsed<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

/**
 * A route's declaration: an endpoint object of packages/contracts (`endpoints/<domain>.ts`, see
 * endpoint.ts: method, path, permission, families, schemas, idempotency), so that the web's typed
 * client and OpenAPI read the very same object; never written in place.
 */
export type RouteSpec = AnyEndpoint;

export type ContextOf<E extends RouteSpec> = RouteContext<Parsed<E['query']>, Parsed<E['body']>, Parsed<E['params']>>;
/** What the handler returns: the envelope's `data` (its schema's input), or anything for a raw reply. */
export type ResultOf<E extends RouteSpec> = [NonNullable<E['response']>] extends [never]
  ? unknown
  : NonNullable<E['response']> extends z.ZodType
    ? z.input<NonNullable<E['response']>>
    : unknown;

export interface RouteExtras<E extends RouteSpec> {
  /**
   * Runs before the idempotency transaction opens (idempotent routes): checks that keep their own
   * effects whatever the answer, e.g. a payment password's failure count.
   */
  precheck?: (ctx: ContextOf<E>) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** RoutePermission, or 'signed' for the Payment API */
    permission?: string;
    applicant?: boolean;
    allowExpiredPassword?: boolean;
    allowTwoFactorSetup?: boolean;
    family?: PathFamily;
  }
  interface FastifyInstance {
    idempotencyDb?: Db;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    lang: Language;
    scope: string[];
  }
}

export function success<T>(lang: Language, data: T) {
  return { respCode: Codes.SUCCESS.code, respMsg: t(lang, Codes.SUCCESS.messageKey), data };
}

/** Register one thin route: parse (zod), check access (platform hook), call the handler, wrap the envelope. */
export function route<const E extends RouteSpec>(
  app: FastifyInstance,
  def: E & RouteExtras<E>,
  handler: (ctx: ContextOf<E>) => Promise<ResultOf<E> | void>,
): void {
  const path = def.path;
  const families: PathFamily[] = ['', ...(def.families ?? [])];
  const reserved = RESERVED_PERMISSIONS.has(def.permission);
  if (def.permission === 'signed' || (!reserved && !KNOWN_CODES.has(def.permission)) || (def.applicant && reserved)) {
    throw new Error(
      `${path}: permission '${def.permission}' is not a resource code or one of public, self, operator${def.applicant ? ' (applicant needs a code)' : ''}`,
    );
  }
  if (def.idempotent && (!app.idempotencyDb || !def.response))
    throw new Error(`${path}: an idempotent route needs registerIdempotency() and a response schema`);
  for (const family of families) {
    app.withTypeProvider<ZodTypeProvider>().route({
      method: def.method,
      url: `/api${family}${path}`,
      config: {
        permission: def.permission,
        applicant: def.applicant,
        allowExpiredPassword: def.allowExpiredPassword,
        allowTwoFactorSetup: def.allowTwoFactorSetup,
        family,
      },
      // only the parts a route declares (an empty body key on a GET makes Fastify warn)
      schema: Object.fromEntries(
        Object.entries({
          summary: def.summary,
          tags: def.tags,
          querystring: family ? familyQuery(def.query) : def.query,
          body: def.body,
          params: def.params,
          response: def.response ? { 200: envelope(def.response) } : undefined,
        }).filter(([, v]) => v !== undefined),
      ),
      handler: async (request, reply) => {
        const after: Array<() => Promise<unknown> | unknown> = [];
        const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 512);
        const { scope, query } = family ? narrowToMember(request.scope, request.query) : { scope: request.scope, query: request.query };
        const ctx = {
          query: query as Parsed<E['query']>,
          body: request.body as Parsed<E['body']>,
          params: request.params as Parsed<E['params']>,
          auth: request.auth as AuthContext,
          scope,
          family,
          lang: request.lang,
          ip: request.ip,
          userAgent,
          actor: { userId: request.auth?.userId as number, name: request.auth?.email as string, ip: request.ip, userAgent },
          afterCommit: (fn: () => Promise<unknown> | unknown) => void after.push(fn),
          request,
          reply,
          tx: null as Tx | null,
        };
        let result: ResultOf<E> | void;
        if (def.idempotent) {
          const key = request.headers[IDEMPOTENCY_HEADER];
          if (typeof key !== 'string' || !isValidKey(key)) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'code.idempotencyKeyRequired' });
          const scope = request.auth?.merchantNo ? `m:${request.auth.merchantNo}` : `u:${request.auth?.userId ?? 'public'}`;
          if (def.precheck) await def.precheck(ctx);
          const hash = requestHash(def.method, `/api${family}${path}`, { query: request.query ?? null, body: request.body ?? null });
          result = (await withIdempotency(app.idempotencyDb!, { scope, key, hash }, (tx) => handler({ ...ctx, tx }))).data;
        } else {
          result = await handler(ctx);
        }
        for (const fn of after) {
          try {
            await fn();
          } catch (err) {
            request.log.warn({ err }, 'work after the commit failed; its sweep carries it');
          }
        }
        if (reply.sent) return reply;
        if (!def.response) {
          if (result === undefined) return reply;
          return result;
        }
        return success(request.lang, result ?? null);
      },
    });
  }
}

/** Lets idempotent routes open their transactions (composition root, before the routes). */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorate('idempotencyDb', db);
}

/** The handler's guard for a missing row inside the caller's scope. */
export function notFound(): AppError {
  return new AppError(Codes.NOT_FOUND);
}
