import crypto from 'node:crypto';
import fc from 'fast-check';
import type { OpenAPIV3_1 as OpenAPIV3 } from 'openapi-types';
import { cookieFor, operations, urlOf, type Doc, type Operation } from './route-walk.ts';
import { SIGNATURE_HEADERS } from '@crossbill/contracts/payment';
import { sign } from '../src/modules/payment/signing.ts';
import type { World } from './route-world.ts';

/**
 * A schema-driven fuzz of every route of the OpenAPI document: for each operation, requests whose
 * query, path and body follow the declared shape but hold hostile values (control characters,
 * huge strings, 40-digit and spaced amounts, ids past int4, dates that do not exist, wrong types,
 * arrays for objects, deep nesting), sent as a signed-in administrator. Seeded: the same seed sends
 * the same requests. Used by the server test (a few hundred requests) and `npm run bench -- fuzz`.
 */
type Schema = OpenAPIV3.SchemaObject & { $ref?: string };

/** Routes the fuzz leaves out, and why: they end the session the rest of the run needs. */
export const FUZZ_SKIP: Record<string, string> = {
  'GET /api/merLogin/logout': 'ends the session',
  'POST /api/merLogin/switchAccount': 'may move the session to another merchant',
};

const hostileStrings = [
  '\u0000',
  'a\u0000b',
  'tab\there',
  '\u0007\u001b[31m',
  '\u007f\u0085',
  '\ud800',
  ' 12.50',
  '12.50 ',
  '9'.repeat(40),
  '9'.repeat(20),
  '99999999999999999999.99',
  '2147483648',
  '4294967296',
  '9223372036854775808',
  '-1',
  '0',
  '1e309',
  'NaN',
  '-0',
  '2026-02-30',
  '2026-02-30T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-12:00',
  '2026-13-01',
  'x'.repeat(5000),
  '',
  ' ',
  "' or 1=1 --",
  '{{max}}',
  '../../etc/passwd',
  '１２３',
  '😀'.repeat(300),
  'true',
  'null',
  '[]',
];
const hostileNumbers = [2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 2 ** 64, 1e308, -1, 0, 0.5, -0.000001, 2 ** 60];

/** What every field gets in a sweep (`sweep: true`): one of each class of the findings. */
const SWEEP: unknown[] = [2 ** 31, '2147483648', 'a\u0000b', '9'.repeat(40), ' 12.50', '2026-02-30T00:00:00Z', null, {}];

/** Nested arrays `depth` deep: [[[...]]]. */
const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

const anyHostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [[]], { a: { b: {} } }, nested(40), nested(3000), ['\u0000'], { '\u0000': 1 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

function resolve(doc: Doc, s: Schema | undefined): Schema {
  let cur = s ?? {};
  for (let i = 0; i < 5 && cur.$ref; i++) cur = (doc.components?.schemas?.[cur.$ref.split('/').pop()!] ?? {}) as Schema;
  return cur;
}

/** A plausible value of a schema: what a hostile value is put into. */
function plausible(doc: Doc, schema: Schema | undefined, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (depth > 6) return null;
  const choice = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (choice?.length) return plausible(doc, choice.find((c) => (c as Schema).type !== 'null') ?? choice[0], depth + 1);
  if (s.enum?.length) return s.enum[0];
  if ('const' in s) return (s as { const: unknown }).const;
  if (s.default !== undefined) return s.default;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return s.format === 'date-time' ? new Date().toISOString() : s.format === 'date' ? '2026-01-15' : s.format === 'email' ? 'fuzz@test.dev' : 'abc';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of s.required ?? []) out[name] = plausible(doc, s.properties?.[name] as Schema, depth + 1);
      return out;
    }
    default:
      return 'abc';
  }
}

/** Dotted paths of the leaves of a schema (object properties, an array's first item). */
function leaves(doc: Doc, schema: Schema | undefined, prefix: string[] = [], depth = 0): string[][] {
  const s = resolve(doc, schema);
  if (depth > 5) return [prefix];
  const choice = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (choice?.length) return leaves(doc, choice.find((c) => (c as Schema).type !== 'null') ?? choice[0], prefix, depth + 1);
  if (s.properties) return [prefix, ...Object.entries(s.properties).flatMap(([k, v]) => leaves(doc, v as Schema, [...prefix, k], depth + 1))];
  const items = (s as { items?: Schema }).items;
  if (items) return [prefix, ...leaves(doc, items, [...prefix, '0'], depth + 1)];
  return [prefix];
}

function setAt(root: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const base = (root !== null && typeof root === 'object' ? root : {}) as Record<string, unknown>;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(base) ? [...base] : { ...base };
  (copy as Record<string, unknown>)[path[0]!] = setAt((base as Record<string, unknown>)[path[0]!], path.slice(1), value);
  return copy;
}

export interface FuzzRequest {
  method: 'GET' | 'POST';
  url: string;
  path: string;
  body?: string;
}

/**
 * `count` hostile requests of one operation, drawn from `seed`; with `sweep`, before them, every
 * field (parameter or body leaf) with each value of SWEEP in turn (not for the group and proxy
 * paths: they run their base route's handler and schemas).
 */
export function requestsOf(doc: Doc, op: Operation, count: number, seed: number, sweep = false): FuzzRequest[] {
  const params = op.parameters.filter((p) => p.in === 'query' || p.in === 'path');
  const bodyLeaves = op.body ? leaves(doc, op.body as Schema) : [];
  const targets = [...params.map((p) => ({ kind: p.in as 'query' | 'path', name: p.name })), ...bodyLeaves.map((l) => ({ kind: 'body' as const, path: l }))];
  const arb = fc.record({
    target: targets.length ? fc.integer({ min: 0, max: targets.length - 1 }) : fc.constant(-1),
    value: anyHostile,
    second: fc.option(fc.record({ target: fc.nat(), value: anyHostile }), { nil: undefined }),
    rawBody: fc.option(
      fc.constantFrom('{', '[]', '"x"', '0', 'null', '{"a":' + '['.repeat(5000), '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'),
      { freq: 8, nil: undefined },
    ),
  });
  const family = /^\/api\/(blocMer|proxyMer)\//.test(op.path);
  const swept = sweep && !family ? targets.flatMap((_, target) => SWEEP.map((value) => ({ target, value, second: undefined, rawBody: undefined }))) : [];
  return [...swept, ...fc.sample(arb, { seed, numRuns: count })].map((c) => {
    const path: Record<string, string> = {};
    const query: Record<string, string> = {};
    for (const p of params) {
      const v = plausible(doc, (p as { schema?: Schema }).schema);
      if (p.required || p.in === 'path') (p.in === 'path' ? path : query)[p.name] = String(v ?? '1');
    }
    let body: unknown = op.body ? plausible(doc, op.body as Schema) : undefined;
    for (const hit of [
      { target: c.target, value: c.value },
      ...(c.second ? [{ target: c.second.target % Math.max(targets.length, 1), value: c.second.value }] : []),
    ]) {
      const t = targets[hit.target];
      if (!t) continue;
      if (t.kind === 'body') body = setAt(body, t.path, hit.value);
      else (t.kind === 'path' ? path : query)[t.name] = typeof hit.value === 'string' ? hit.value : (JSON.stringify(hit.value) ?? '');
    }
    const url = urlOf(op.path, path, query);
    const raw = c.rawBody ?? (body === undefined ? (op.method === 'POST' ? JSON.stringify(c.value) : undefined) : JSON.stringify(body));
    return { method: op.method, url, path: op.path, body: raw };
  });
}

export interface FuzzResult {
  requests: number;
  /** answers by HTTP status class */
  byClass: Record<string, number>;
  /** every 5xx: the request and the answer */
  failures: Array<{ request: FuzzRequest; status: number; respMsg: string }>;
  operations: number;
}

/** A /v1 request signed as the merchant's integration signs it: the fuzz reaches the schemas behind the signature. */
function v1Headers(world: World, req: FuzzRequest): Record<string, string> {
  const timestamp = String(world.now().getTime());
  const nonce = crypto.randomUUID();
  return {
    [SIGNATURE_HEADERS.merchant]: world.merchantNo,
    [SIGNATURE_HEADERS.timestamp]: timestamp,
    [SIGNATURE_HEADERS.nonce]: nonce,
    [SIGNATURE_HEADERS.signature]: sign(world.secretKey, { method: req.method, path: req.url, timestamp, nonce, body: req.body ?? '' }),
  };
}

/** Fuzz every operation of `doc` (less `skip`) with `perOperation` random requests each (and the sweep). */
export async function fuzz(
  doc: Doc,
  world: World,
  o: { perOperation: number; seed: number; sweep?: boolean; skip?: Record<string, string> },
): Promise<FuzzResult> {
  const skip = { ...FUZZ_SKIP, ...o.skip };
  const ops = operations(doc).filter((op) => !op.path.startsWith('/api/docs') && !skip[`${op.method} ${op.path}`]);
  const result: FuzzResult = { requests: 0, byClass: {}, failures: [], operations: ops.length };
  let i = 0;
  for (const op of ops) {
    for (const req of requestsOf(doc, op, o.perOperation, o.seed + i++, o.sweep)) {
      const headers: Record<string, string> = { 'idempotency-key': crypto.randomUUID() };
      if (req.url.startsWith('/v1/')) Object.assign(headers, v1Headers(world, req));
      const res = await world.api(req.method, req.url, { cookie: cookieFor(world, req.path), rawBody: req.body, headers });
      result.requests++;
      const cls = `${Math.floor(res.status / 100)}xx`;
      result.byClass[cls] = (result.byClass[cls] ?? 0) + 1;
      if (res.status >= 500) result.failures.push({ request: { ...req, body: req.body?.slice(0, 300) }, status: res.status, respMsg: res.body.respMsg });
    }
  }
  return result;
}
