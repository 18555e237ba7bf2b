import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 as OpenAPIV3 } from 'openapi-types';
import type { World, WorldApi } from './route-world.ts';

/**
 * Helpers of the tests that walk every route of the OpenAPI document (so that a route added later
 * is walked too): the operations, a validator of each one's declared success answer, and values
 * for its required parameters.
 */
export type Doc = OpenAPIV3.Document;

export interface Operation {
  method: 'GET' | 'POST';
  /** OpenAPI path, `{id}` style */
  path: string;
  op: OpenAPIV3.OperationObject;
  parameters: OpenAPIV3.ParameterObject[];
  /** the JSON body's schema, when the operation takes one */
  body: OpenAPIV3.SchemaObject | null;
  /** the declared schema of a success answer; null for raw answers (files) */
  response: OpenAPIV3.SchemaObject | null;
}

export async function openapiDoc(api: WorldApi): Promise<Doc> {
  const res = await api('GET', '/api/docs/json');
  if (res.status !== 200) throw new Error(`/api/docs/json answered ${res.status}`);
  return JSON.parse(res.text) as Doc;
}

export function operations(doc: Doc): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post'] as const) {
      const op = item?.[method];
      if (!op) continue;
      const ok = op.responses?.['200'] as OpenAPIV3.ResponseObject | undefined;
      const body = (op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
      out.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        op,
        parameters: (op.parameters ?? []) as OpenAPIV3.ParameterObject[],
        body: body ?? null,
        response: (ok?.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined) ?? null,
      });
    }
  }
  return out;
}

/** Validates answers against the document's schemas (OpenAPI 3.1: JSON Schema 2020-12, components by `$ref`). */
export function answerValidator(doc: Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ components: doc.components ?? {} }, 'doc');
  const cache = new Map<Operation, ValidateFunction>();
  return (op: Operation, body: unknown): string[] => {
    if (!op.response) return [];
    let validate = cache.get(op);
    if (!validate) {
      const schema = JSON.parse(JSON.stringify(op.response).replaceAll('"#/components/', '"doc#/components/'));
      validate = ajv.compile(schema);
      cache.set(op, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  };
}

/** Which administrator's session a path is called with: group and proxy families have their own. */
export function cookieFor(world: World, path: string): string {
  if (path.startsWith('/api/blocMer/')) return world.cookies.group;
  if (path.startsWith('/api/proxyMer/')) return world.cookies.proxy;
  return world.cookies.merchant;
}

/** Lone surrogates → U+FFFD. */
const wellFormed = (v: string) => v.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/**
 * `{id}` → value in the path, and the query string of `query`. A lone surrogate (the fuzz sends
 * one) cannot be put in a URL: it goes as U+FFFD, as a browser's URL parser would send it.
 */
export function urlOf(path: string, pathParams: Record<string, string>, query: Record<string, string>): string {
  const p = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(String(pathParams[name] ?? ''))));
  const qs = new URLSearchParams(query).toString();
  return qs ? `${p}?${qs}` : p;
}

/**
 * Scalars of an answer by field name (`transactionId`, `batchId`, `reference`…), the first seen of
 * each: a later route's required parameter of that name takes it.
 */
export function harvest(into: Record<string, string>, value: unknown, depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    if ((typeof v === 'string' && v !== '') || typeof v === 'number') {
      if (!(k in into)) into[k] = String(v);
    } else harvest(into, v, depth + 1);
  }
}

/** Every name a request can carry: parameters (query, path, headers) and JSON body properties, nested ones too. */
export function requestFieldNames(doc: Doc): Set<string> {
  const names = new Set<string>();
  const components = (doc.components?.schemas ?? {}) as Record<string, OpenAPIV3.SchemaObject>;
  const seen = new Set<unknown>();
  const walk = (schema: unknown): void => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const s = schema as OpenAPIV3.SchemaObject & { $ref?: string; items?: unknown; additionalProperties?: unknown };
    if (s.$ref) return walk(components[s.$ref.split('/').pop()!]);
    for (const [name, sub] of Object.entries(s.properties ?? {})) {
      names.add(name);
      walk(sub);
    }
    walk(s.items);
    walk(s.additionalProperties);
    for (const sub of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(sub);
  };
  for (const op of operations(doc)) {
    for (const p of op.parameters) names.add(p.name);
    walk(op.body);
  }
  return names;
}
