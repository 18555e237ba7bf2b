import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { FairPGlite } from './client.ts';

/**
 * How far a chain of statements gets before a callback queued on the event loop (as an arriving request's is) runs: what an HTTP
 * request waiting beside a long job (the demo history, a settlement run) experiences. The outcome is a count of statements, so
 * it does not depend on the machine's speed.
 */
async function statementsBeforeCallback(run: () => Promise<unknown>, total: number): Promise<number> {
  let i = 0;
  let seenAt = -1;
  setImmediate(() => (seenAt = i));
  for (; i < total; i++) await run();
  return seenAt === -1 ? total : seenAt;
}

// Opening PGlite compiles its WebAssembly (seconds on a loaded machine): one instance serves both cases, and the hooks get the
// server tests' time-outs rather than the unit default of 5 s.
const OPEN_TIMEOUT = 60_000;

describe('embedded database and the event loop', () => {
  let fair: FairPGlite;
  beforeAll(async () => {
    fair = new FairPGlite();
    await fair.waitReady;
  }, OPEN_TIMEOUT);
  afterAll(async () => {
    await fair?.close();
  }, OPEN_TIMEOUT);

  it('lets timers and requests run between the statements of a long job', { timeout: OPEN_TIMEOUT }, async () => {
    // PGlite's own query (what FairPGlite overrides): the chain settles as microtasks only and the callback waits for all of it
    const plainQuery = () => PGlite.prototype.query.call(fair, 'select 1');
    expect(await statementsBeforeCallback(plainQuery, 300)).toBe(300);
    expect(await statementsBeforeCallback(() => fair.query('select 1'), 300)).toBeLessThanOrEqual(1);
    // a transaction still runs whole (nothing else can use the connection meanwhile)
    await fair.exec('create table t (n int)');
    await fair.transaction(async (tx) => {
      for (let n = 0; n < 5; n++) await tx.query('insert into t values ($1)', [n]);
    });
    expect((await fair.query<{ c: number }>('select count(*)::int as c from t')).rows[0]!.c).toBe(5);
  });
});
