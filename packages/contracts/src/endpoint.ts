import type { z } from 'zod';

/**
 * One API call, declared once (DESIGN.md section 3): the server's `route()` registers it, the web's
 * `call()` / `endpointQuery()` send it, OpenAPI is generated from it. Neither side writes the path,
 * the schemas or the response type again. Endpoints live in `endpoints/<domain>.ts`, one file per
 * domain, so that a page's bundle carries only its own domain's schemas.
 */

/**
 * What the caller needs (the server enforces it; see apps/server/src/platform/http/route.ts):
 * a resource code of packages/contracts resources.ts, or `public` (no login), `self` (a signed-in
 * person's own things), `operator` (any operator of the current merchant: the shell).
 */
export type EndpointPermission = 'public' | 'self' | 'operator' | (string & {});

export type PathFamilyName = '/blocMer' | '/proxyMer';

export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** below /api, e.g. `/refund/list`; path parameters as `:name` */
  path: string;
  permission: EndpointPermission;
  /** with a code: a signed-in person without a merchant may call it for their own application */
  applicant?: true;
  /** still allowed when the password has expired (the password change itself) */
  allowExpiredPassword?: true;
  /** still allowed while the merchant requires two-factor sign-in the person has not set up (the enrolment) */
  allowTwoFactorSetup?: true;
  /** also served under /api/blocMer and/or /api/proxyMer, read across members (spec 7) */
  families?: readonly PathFamilyName[];
  query?: Q;
  body?: B;
  params?: P;
  /** schema of `data` in the envelope; absent for raw answers (files) */
  response?: R;
  /** money-moving POST: needs an `Idempotency-Key` header (DESIGN.md section 3) */
  idempotent?: true;
  summary: string;
  tags: readonly string[];
}

export type AnyEndpoint = Endpoint<any, any, any, any>;

/** Declares an endpoint, keeping its exact schema types for both sides. */
export function defineEndpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(e: Endpoint<Q, B, P, R>): Endpoint<Q, B, P, R> {
  return e;
}

type In<S> = NonNullable<S> extends z.ZodType ? z.input<NonNullable<S>> : never;
type Out<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : never;
/** Whether the endpoint declares this part (an absent optional property reads as undefined). */
type Has<S> = [NonNullable<S>] extends [never] ? false : NonNullable<S> extends z.ZodType ? true : false;
/** A query travels as text: numbers and booleans are sent as such and parsed by the server's schema. */
type QueryIn<S> = { [K in keyof In<S>]: In<S>[K] | string | number | boolean | null };

/** What a caller sends: only the parts the endpoint declares, typed by their schemas. */
export type EndpointInput<E extends AnyEndpoint> = (Has<E['query']> extends true ? { query: QueryIn<E['query']> } : { query?: never }) &
  (Has<E['body']> extends true ? { body: In<E['body']> } : { body?: never }) &
  (Has<E['params']> extends true ? { params: In<E['params']> } : { params?: never });

/** What the envelope's `data` holds; a raw answer (file) is a Blob. */
export type EndpointData<E extends AnyEndpoint> = Has<E['response']> extends true ? Out<E['response']> : Blob;

/** The path with its `:name` parameters filled in (encoded). */
export function pathOf(e: Pick<AnyEndpoint, 'path'>, params?: Record<string, unknown>): string {
  return e.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || v === '') throw new Error(`${e.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });
}

/**
 * The query key of an endpoint's answer: its first tag (the domain, so that a mutation can refresh
 * everything of a domain at once with `[tag]`), its path, then the input.
 */
export function endpointKey(e: Pick<AnyEndpoint, 'path' | 'tags'>, input?: unknown): readonly unknown[] {
  return input === undefined ? [e.tags[0], e.path] : [e.tags[0], e.path, input];
}
