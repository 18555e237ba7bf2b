import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../platform/db/client.ts';
import { newMerchant, useTestServer } from '../../../test/fixtures.ts';
import { ensureAccount, findAccount, post } from './service.ts';
import { verifyLedger } from './verify.ts';

const s = useTestServer();
const clearing = { merchantNo: null, currency: 'USD', bucket: 'clearing' as const };
const available = (merchantNo: string) => ({ merchantNo, currency: 'USD', bucket: 'available' as const });
const credit = (t: Tx, merchantNo: string, amount: bigint) =>
  post(t, {
    kind: 'test.credit',
    reference: `credit-${merchantNo}-${amount}`,
    merchantNo,
    at: s.clock.now,
    postings: [
      { account: clearing, amount: -amount },
      { account: available(merchantNo), amount },
    ],
  });
/** The driver's error code under drizzle's wrapper. */
const codeOf = (e: unknown): string | undefined => {
  for (let cur = e as { cause?: unknown; code?: unknown } | undefined; cur; cur = cur.cause as never) if (typeof cur.code === 'string') return cur.code;
  return undefined;
};

/**
 * Every card payment of every merchant posts to the provider's clearing account. Its row used to be
 * locked from the posting to the end of the payment's transaction, so that all merchants' payments took
 * turns (the load benchmark's Payment API waited there). PostgreSQL only: PGlite runs one transaction at
 * a time.
 */
describe("the provider's clearing account under concurrent payments (PostgreSQL)", () => {
  it("holds no merchant's posting while another merchant's payment transaction is still open; the same merchant's still waits", async () => {
    const [a, b] = [await newMerchant(s), await newMerchant(s)];
    for (const k of [clearing, available(a.merchantNo), available(b.merchantNo)]) await ensureAccount(s.deps.db, k);
    const before = (await findAccount(s.deps.db, clearing))!.balance;

    // merchant A's payment has posted and its transaction goes on (its other writes), not yet committed
    let finish!: () => void;
    const finished = new Promise<void>((r) => (finish = r));
    let posted!: () => void;
    const postedA = new Promise<void>((r) => (posted = r));
    const paymentA = s.deps.db.transaction(async (t) => {
      await credit(t as unknown as Tx, a.merchantNo, 1_000n);
      posted();
      await finished;
    });
    await postedA;

    // a posting that would have to wait for any lock fails at once instead (lock_timeout), whatever the machine's speed
    const impatient = (merchantNo: string) =>
      s.deps.db.transaction(async (t) => {
        await t.execute(sql`set local lock_timeout = '100ms'`);
        await credit(t as unknown as Tx, merchantNo, 300n);
      });
    await expect(impatient(b.merchantNo)).resolves.toBeUndefined();
    // A's own available balance stays locked by its payment: its balance check needs it
    expect(await impatient(a.merchantNo).then(() => 'posted', codeOf)).toBe('55P03');

    finish();
    await paymentA;
    expect((await findAccount(s.deps.db, clearing))!.balance).toBe(before - 1_300n);
    expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
  });
});
