import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server modules form layers: module A importing anything from module B's folder means A builds
 * on B, and no chain of such imports may lead back to A. ESLint's import-x/no-cycle sees cycles of
 * files only; this sees cycles of modules (identity → access → identity through two unrelated
 * files is still a tangle).
 *
 * Left out, on purpose:
 * - imports of another module's `schema.ts`: tables reference each other for foreign keys and
 *   joins (access's operators point at merchants, merchant's store joins operators); that is the
 *   shape of the data, not a call from one module's rules into another's;
 * - test files (`*.test.ts`, and the `test-kit.ts` they share): they seed through several modules.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));
const MODULES = path.join(SRC, 'modules');

type Graph = Map<string, Map<string, string[]>>;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(full);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') && d.name !== 'test-kit.ts' ? [full] : [];
  });
}

/** Every module → the modules it imports from, with the importing files (for the failure message). */
function moduleGraph(): Graph {
  const graph: Graph = new Map();
  const modules = fs.readdirSync(MODULES, { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const m of modules) {
    const edges = new Map<string, string[]>();
    graph.set(m.name, edges);
    for (const file of sourceFiles(path.join(MODULES, m.name))) {
      // static, re-export, type-only and dynamic imports alike
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = path.relative(MODULES, path.resolve(path.dirname(file), fileName)).split(path.sep);
        if (target[0] === '..' || target.length < 2 || target[0] === m.name) continue;
        if (target.at(-1) === 'schema.ts') continue;
        const from = path.relative(SRC, file);
        const files = edges.get(target[0]!) ?? [];
        if (!files.includes(from)) edges.set(target[0]!, [...files, from]);
      }
    }
  }
  return graph;
}

/** The cycles of a graph, one per strongly connected component of more than one node (Tarjan). */
function cycles(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([k, vs]) => [k, new Map(vs.map((v) => [v, []]))]));

describe('server module dependencies', () => {
  it('finds a cycle when there is one, and none in a layered graph', () => {
    expect(cycles(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(cycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('no module reaches itself through its imports', () => {
    const graph = moduleGraph();
    // the scan reads real imports: identity is known to build on access
    expect(graph.get('identity')?.has('access')).toBe(true);
    const report = cycles(graph).map((component) =>
      component.flatMap((a) => component.filter((b) => graph.get(a)?.has(b)).map((b) => `${a} → ${b} (${graph.get(a)!.get(b)!.join(', ')})`)).join('\n'),
    );
    expect(report, 'modules importing each other (directly or in a ring)').toEqual([]);
  });

  it('access is the lower layer: it imports neither identity nor merchant', () => {
    const access = moduleGraph().get('access')!;
    expect([...access.keys()].filter((m) => m === 'identity' || m === 'merchant')).toEqual([]);
  });
});
