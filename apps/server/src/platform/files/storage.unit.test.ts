import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localFileStore } from './storage.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function place(dir: string, name: string, ageMs: number): string {
  const p = path.join(dir, name.slice(0, 2), name);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, 'PK');
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(p, at, at);
  return p;
}

describe('local file store: half-written files', () => {
  it('sweeps .part files last written before the cutoff and nothing else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-files-'));
    dirs.push(dir);
    const hour = 3600_000;
    const stale = place(dir, `a1${'0'.repeat(30)}.part`, 2 * hour);
    const fresh = place(dir, `a1${'1'.repeat(30)}.part`, 60_000);
    const oldFile = place(dir, `a1${'2'.repeat(30)}`, 30 * 24 * hour);
    const otherShard = place(dir, `ff${'3'.repeat(30)}.part`, 3 * hour);
    const stranger = place(dir, 'a1-notes.part', 5 * hour);

    const store = localFileStore(dir);
    expect(await store.sweepPartial(new Date(Date.now() - hour))).toBe(2);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(otherShard)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(fs.existsSync(oldFile)).toBe(true);
    expect(fs.existsSync(stranger)).toBe(true);
    expect(await store.sweepPartial(new Date(Date.now() - hour))).toBe(0);
  });

  it('has nothing to sweep before the first file is stored', async () => {
    const dir = path.join(os.tmpdir(), `crossbill-files-missing-${process.pid}-${Date.now()}`);
    expect(await localFileStore(dir).sweepPartial(new Date())).toBe(0);
  });
});
