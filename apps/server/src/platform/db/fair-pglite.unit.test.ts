import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { FairPGlite } from './client.ts';

/**
 * How far a chain of statements gets before a callback queued on the event loop (as an arriving request's is) runs: what an HTTP
 * request waiting beside a long job (the demo history, a settlement run) experiences.
 */
async function statementsBeforeCallback(db: PGlite, total: number): Promise<number> {
  let i = 0;
  let seenAt = -1;
  setImmediate(() => (seenAt = i));
  for (; i < total; i++) await db.query('select 1');
  return seenAt === -1 ? total : seenAt;
}

describe('embedded database and the event loop', () => {
  const plain = new PGlite();
  const fair = new FairPGlite();
  afterAll(async () => {
    await plain.close();
    await fair.close();
  });

  it('lets timers and requests run between the statements of a long job', async () => {
    await Promise.all([plain.waitReady, fair.waitReady]);
    // without the turn, the chain settles as microtasks only and the callback waits for all of it
    expect(await statementsBeforeCallback(plain, 300)).toBe(300);
    expect(await statementsBeforeCallback(fair, 300)).toBeLessThanOrEqual(1);
    // a transaction still runs whole (nothing else can use the connection meanwhile)
    await fair.exec('create table t (n int)');
    await fair.transaction(async (tx) => {
      for (let n = 0; n < 5; n++) await tx.query('insert into t values ($1)', [n]);
    });
    expect((await fair.query<{ c: number }>('select count(*)::int as c from t')).rows[0]!.c).toBe(5);
  });
});
