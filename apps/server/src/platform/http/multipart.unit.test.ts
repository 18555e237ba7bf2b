import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

/** The server's source files, tests aside. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('upload reading', () => {
  it('goes through multipart.ts only, so that every upload route has a limit and its 413', () => {
    const direct = sources(SRC)
      .filter((f) => !f.endsWith(path.join('platform', 'http', 'multipart.ts')))
      .filter((f) => /\brequest\.(file|files|parts|saveRequestFiles)\s*\(/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(SRC, f));
    expect(direct).toEqual([]);
  });
});
