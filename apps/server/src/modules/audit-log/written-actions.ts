import fs from 'node:fs';
import path from 'node:path';

/**
 * The audit actions the server's code writes, read from its source: every dotted string on a line
 * naming `action` (`action: 'role.create'`, `action: ok ? 'a.b' : 'c.d'`), and every such string
 * passed to a module's own audit helper (a function taking `action: string`). A template literal
 * (`refund.${decision}`) is returned as a pattern. Used by the catalogue test (no raw code on screen).
 */
const DOTTED = /(['`])([a-z][A-Za-z]*(?:\.(?:[A-Za-z]+|\$\{[^}]+\}))+)\1/g;
const HELPER = /(?:const|function)\s+(\w+)\s*=?\s*(?:async\s*)?\([^)]*\baction: string/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const dotted = (text: string) => [...text.matchAll(DOTTED)].map((m) => m[2]!);

export function writtenActions(root: string): { literals: Set<string>; patterns: Map<string, string> } {
  const literals = new Set<string>();
  const patterns = new Map<string, string>();
  const add = (s: string, where: string) => (s.includes('${') ? patterns.set(s, where) : literals.add(s));
  const files = sourceFiles(root).map((file) => ({ where: path.relative(root, file), src: fs.readFileSync(file, 'utf8') }));
  // helpers anywhere (a module's own audit trail, called from its other files too)
  const helpers = new Set(files.flatMap((f) => (/\baudit(?:Denial)?\(/.test(f.src) ? [...f.src.matchAll(HELPER)].map((m) => m[1]!) : [])));
  const calls = new RegExp(`\\b(?:${[...helpers].join('|') || '$^'})\\(([^;]*)`, 'g');
  for (const { where, src } of files) {
    if (/\baudit(?:Denial)?\(/.test(src)) {
      for (const line of src.split('\n')) if (/\baction\b\s*[:?=]/.test(line)) for (const s of dotted(line)) add(s, where);
    }
    for (const m of src.matchAll(calls)) {
      // a definition (typed parameters), not a call
      if (/\baction: string/.test(m[1]!)) continue;
      for (const s of dotted(m[1]!)) add(s, where);
    }
  }
  return { literals, patterns };
}

/** A template literal's pattern as a regular expression over action codes. */
export const patternOf = (template: string) => new RegExp(`^${template.replace(/\./g, '\\.').replace(/\$\{[^}]+\}/g, '[A-Za-z]+')}$`);
