import { parseSync, type Plugin } from 'vite';

/**
 * The web build drops the zod schemas from the endpoint declarations of packages/contracts
 * (`defineEndpoint({ query, body, params, response, ... })`). The web reads an endpoint's path,
 * method, families, tags and idempotency at run time and its schemas only as types (call.ts); the
 * server validates. Kept, every endpoint a page calls would pull its domain's schemas and zod (about
 * 25 kB gz) into that page, the login route included. Forms that validate with zod import their
 * rules themselves and still get them.
 */
export const SCHEMA_KEYS = ['query', 'body', 'params', 'response'] as const;

const ENDPOINT_FILE = /[\\/]packages[\\/]contracts[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

/** Every `defineEndpoint(...)` call's object literal, however deep (e.g. wrapped in `as const`). */
function endpointObjects(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const n of node) endpointObjects(n, found);
  if (!isNode(node)) return found;
  if (node.type === 'CallExpression' && (node.callee as Node).type === 'Identifier' && (node.callee as { name: string }).name === 'defineEndpoint') {
    let arg = (node.arguments as Node[])[0];
    while (arg && (arg.type === 'TSAsExpression' || arg.type === 'TSSatisfiesExpression' || arg.type === 'ParenthesizedExpression'))
      arg = arg.expression as Node;
    if (arg?.type === 'ObjectExpression') found.push(arg);
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') endpointObjects(value, found);
  return found;
}

const keyName = (p: Node): string | undefined => {
  const key = p.key as Node & { name?: string; value?: unknown };
  if (p.computed) return undefined;
  return key.type === 'Identifier' ? key.name : typeof key.value === 'string' ? key.value : undefined;
};

/**
 * The source with the schema properties of every endpoint blanked out: spaces over the property and
 * its comma, line breaks kept, so that every other position (and so the source map) stays the same.
 * Null when there is nothing to remove.
 */
export function stripEndpointSchemas(code: string, filename = 'endpoints.ts'): string | null {
  const { program, errors } = parseSync(filename, code, { lang: 'ts' });
  if (errors.length) throw new Error(`${filename}: ${errors[0]!.message}`);
  const cuts: [number, number][] = [];
  for (const obj of endpointObjects(program)) {
    for (const p of obj.properties as Node[]) {
      const name = p.type === 'Property' ? keyName(p) : undefined;
      if (!name || !(SCHEMA_KEYS as readonly string[]).includes(name)) continue;
      let end = p.end;
      while (end < code.length && /\s/.test(code[end]!)) end++;
      cuts.push([p.start, code[end] === ',' ? end + 1 : p.end]);
    }
  }
  if (!cuts.length) return null;
  let out = '';
  let at = 0;
  for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
    out += code.slice(at, start) + code.slice(start, end).replace(/[^\r\n]/g, ' ');
    at = end;
  }
  return out + code.slice(at);
}

export function endpointSchemas(): Plugin {
  return {
    name: 'crossbill:endpoint-schemas',
    transform: {
      filter: { id: ENDPOINT_FILE },
      handler(code, id) {
        const out = stripEndpointSchemas(code, id);
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
