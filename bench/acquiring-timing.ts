// Timing tools of the acquiring benchmark (bench/acquiring.ts, bench/acquiring-disputes.ts): percentiles,
// the capture of the statements a request sends through the pg driver, and their replay on a bare pool.
import pg from 'pg';

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return +(s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0).toFixed(2);
};

export interface Captured {
  text: string;
  values?: unknown[];
  rowMode?: string;
  /** a named (prepared) statement keeps its name in the replay, so the server plans it the same way */
  name?: string;
  /** statements of one phase were in flight together; a phase starts when none was in flight */
  phase: number;
}

/**
 * Record the statements the app sends through pg.Pool while `fn` runs, with their concurrency: a
 * statement sent while another is still in flight joins its phase, otherwise it opens the next one
 * (the sign-in read, then the page and the count side by side).
 */
export async function capture(fn: () => Promise<void>): Promise<Captured[]> {
  const seen: Captured[] = [];
  const original = pg.Pool.prototype.query;
  let inFlight = 0;
  let phase = -1;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const q = args[0];
    if (inFlight === 0) phase++;
    inFlight++;
    // drizzle passes ({ text, rowMode, name? }, values)
    const { text, rowMode, name } = (typeof q === 'string' ? { text: q } : q) as Captured;
    seen.push({ text, rowMode, name, values: (args[1] as unknown[] | undefined) ?? (q as Captured).values, phase });
    const result = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    void result.then(
      () => inFlight--,
      () => inFlight--,
    );
    return result;
  } as typeof original;
  try {
    await fn();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return seen;
}

/** Run captured statements on `pool` as the app did: phase after phase, each phase's statements together. */
export async function replay(pool: pg.Pool, statements: Captured[]): Promise<void> {
  const phases = [...new Set(statements.map((s) => s.phase))];
  for (const p of phases)
    await Promise.all(
      statements.filter((s) => s.phase === p).map((s) => pool.query({ text: s.text, values: s.values, rowMode: s.rowMode, name: s.name } as pg.QueryConfig)),
    );
}

export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}
