import { describe, expect, it } from 'vitest';
import type { Tx } from '../../platform/db/client.ts';
import { newMerchant, useTestServer } from '../../../test/fixtures.ts';
import { balances, ensureAccount, findAccount, post } from './service.ts';
import { verifyLedger } from './verify.ts';

const s = useTestServer();
const clearing = { merchantNo: null, currency: 'USD', bucket: 'clearing' as const };
const clearingBalance = async () => (await findAccount(s.deps.db, clearing))?.balance ?? 0n;
const availableOf = async (merchantNo: string) => (await balances(s.deps.db, { scope: [merchantNo], currency: 'USD' }))[0]?.available ?? 0n;
/** A payment's credit: the provider's clearing account to the merchant's available balance. */
const credit = (t: Tx, merchantNo: string, amount: bigint) =>
  post(t, {
    kind: 'test.credit',
    reference: `credit-${amount}`,
    merchantNo,
    at: s.clock.now,
    postings: [
      { account: clearing, amount: -amount },
      { account: { merchantNo, currency: 'USD', bucket: 'available' }, amount },
    ],
  });

/**
 * The provider's accounts move as a transaction ends (platform/db/before-commit.ts): what it and its
 * savepoints that succeeded posted, once; nothing of a savepoint or a transaction that failed.
 */
describe("the provider's balances", () => {
  it('move once at the commit by what the transaction and its successful savepoints posted', async () => {
    const m = await newMerchant(s);
    await ensureAccount(s.deps.db, clearing);
    const before = await clearingBalance();
    await s.deps.db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      await credit(tx, m.merchantNo, 10_000n);
      // a row of a batch that fails in its savepoint takes its posting back with it
      await tx
        .transaction(async (sp) => {
          await credit(sp, m.merchantNo, 2_000n);
          throw new Error('this row fails');
        })
        .catch(() => undefined);
      await tx.transaction(async (sp) => {
        await credit(sp, m.merchantNo, 500n);
        // a savepoint within a savepoint joins its parent, which joins the transaction
        await sp.transaction((inner) => credit(inner, m.merchantNo, 250n));
      });
    });
    expect(await clearingBalance()).toBe(before - 10_750n);
    expect(await availableOf(m.merchantNo)).toBe(10_750n);
    expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
  });

  it('do not move when the transaction fails after posting', async () => {
    const m = await newMerchant(s);
    await ensureAccount(s.deps.db, clearing);
    const before = await clearingBalance();
    await expect(
      s.deps.db.transaction(async (t) => {
        await credit(t as unknown as Tx, m.merchantNo, 7_000n);
        throw new Error('the payment fails after its posting');
      }),
    ).rejects.toThrow('the payment fails');
    expect(await clearingBalance()).toBe(before);
    expect(await availableOf(m.merchantNo)).toBe(0n);
    expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
  });
});
