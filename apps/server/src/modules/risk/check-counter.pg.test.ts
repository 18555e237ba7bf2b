import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newMerchant, useTestServer } from '../../../test/fixtures.ts';
import type { Tx } from '../../platform/db/client.ts';
import { checksSince, countAndMatch } from './store.ts';

const s = useTestServer({}, { work: false });
const count = (db: Parameters<typeof countAndMatch>[0], merchantNo: string, day: string, kind: 'card' | 'local') =>
  countAndMatch(db, { merchantNo, kind, day, probes: [{ attribute: 'ip', value: '203.0.113.7' }], now: new Date() });

/** The hit rate's denominator is bumped inside each payment's transaction: only PostgreSQL has the concurrency to show. */
describe('the blacklist check counter under concurrency (PostgreSQL)', () => {
  it('counts the checks of transactions still open side by side, none waiting for another, and sums them', async () => {
    const { merchantNo } = await newMerchant(s);
    const day = '2026-03-01';
    const OPEN = 4;
    let counted = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // each transaction counts, then stays open until all have counted: a check queued behind another's
    // counter row would time out instead
    const txs = Array.from({ length: OPEN }, () =>
      s.deps.db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        await tx.execute(sql`set local lock_timeout = '5s'`);
        await count(tx, merchantNo, day, 'card');
        counted++;
        await held;
      }),
    );
    const deadline = Date.now() + 10_000;
    while (counted < OPEN && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    release();
    await Promise.all(txs);
    expect(counted).toBe(OPEN);
    // one after another they reuse the slots the open ones made
    for (let i = 0; i < 3; i++) await count(s.deps.db, merchantNo, day, 'card');
    await count(s.deps.db, merchantNo, day, 'local');
    const sums = await checksSince(s.deps.db, [merchantNo], day);
    expect(sums.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { merchantNo, kind: 'card', n: OPEN + 3 },
      { merchantNo, kind: 'local', n: 1 },
    ]);
    const slots = await s.deps.database.query('select count(*)::int as n from blacklist_checks where merchant_no = $1 and kind = $2', [merchantNo, 'card']);
    expect((slots.rows[0] as { n: number }).n).toBeLessThanOrEqual(OPEN);
  });
});
