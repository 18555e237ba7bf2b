import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { purgeIdempotencyKeys, requestHash, withIdempotency } from '../../platform/http/idempotency.ts';
import { newMerchant, useTestServer } from '../../../test/fixtures.ts';
import { balances, post } from './service.ts';
import { verifyLedger } from './verify.ts';

const s = useTestServer();
const tx = <T>(fn: (tx: Tx) => Promise<T>) => s.deps.db.transaction((t) => fn(t as unknown as Tx));

/** A money-moving call as a route would run it: the key and the ledger entry in one transaction. */
function payout(merchantNo: string, key: string, body: { amount: string }) {
  const hash = requestHash('POST', '/api/test/payout', { query: null, body });
  return withIdempotency(s.deps.db, { scope: `m:${merchantNo}`, key, hash }, async (t) => {
    const amount = BigInt(body.amount);
    const { entry } = await post(t, {
      kind: 'test.payout',
      reference: key,
      merchantNo,
      idempotencyKey: key,
      at: s.clock.now,
      postings: [
        { account: { merchantNo, currency: 'USD', bucket: 'available' }, amount: -amount },
        { account: { merchantNo: null, currency: 'USD', bucket: 'payouts_in_transit' }, amount },
      ],
    });
    return { entryId: entry.id };
  });
}
const fund = (merchantNo: string, amount: bigint) =>
  tx((t) =>
    post(t, {
      kind: 'test.fund',
      reference: 'fund',
      merchantNo,
      at: s.clock.now,
      postings: [
        { account: { merchantNo: null, currency: 'USD', bucket: 'clearing' }, amount: -amount },
        { account: { merchantNo, currency: 'USD', bucket: 'available' }, amount },
      ],
    }),
  );
const availableOf = async (merchantNo: string) => (await balances(s.deps.db, { scope: [merchantNo], currency: 'USD' }))[0]?.available ?? 0n;
const codeOf = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? e.info.code : String(e)),
  );

describe('idempotency of money-moving calls', () => {
  it('hashes the same body the same whatever its key order', () => {
    expect(requestHash('POST', '/a', { x: 1, y: { b: 2, a: 1 } })).toBe(requestHash('post', '/a', { y: { a: 1, b: 2 }, x: 1 }));
    expect(requestHash('POST', '/a', { x: 1 })).not.toBe(requestHash('POST', '/b', { x: 1 }));
    expect(requestHash('POST', '/a', { x: 1 })).not.toBe(requestHash('POST', '/a', { x: '1' }));
  });

  it('replays the first answer for the same key and body, without a second effect', async () => {
    const m = await newMerchant(s);
    await fund(m.merchantNo, 1_000n);
    const key = crypto.randomUUID();
    const first = await payout(m.merchantNo, key, { amount: '100' });
    const second = await payout(m.merchantNo, key, { amount: '100' });
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ data: first.data, replayed: true });
    expect(await availableOf(m.merchantNo)).toBe(900n);
    // another key is another call; the same key in another merchant's scope too
    await payout(m.merchantNo, crypto.randomUUID(), { amount: '100' });
    expect(await availableOf(m.merchantNo)).toBe(800n);
  });

  it('refuses the same key with another body', async () => {
    const m = await newMerchant(s);
    await fund(m.merchantNo, 1_000n);
    const key = crypto.randomUUID();
    await payout(m.merchantNo, key, { amount: '100' });
    expect(await codeOf(payout(m.merchantNo, key, { amount: '200' }))).toBe(Codes.IDEMPOTENCY_MISMATCH.code);
    expect(await availableOf(m.merchantNo)).toBe(900n);
  });

  it('does not keep a refusal: the same key then carries the corrected request, once', async () => {
    const m = await newMerchant(s);
    await fund(m.merchantNo, 100n);
    const key = crypto.randomUUID();
    expect(await codeOf(payout(m.merchantNo, key, { amount: '500' }))).toBe(Codes.INSUFFICIENT_BALANCE.code);
    // the same request again, once the money is there, goes through with the same key
    await fund(m.merchantNo, 1_000n);
    const done = await payout(m.merchantNo, key, { amount: '500' });
    expect(done.replayed).toBe(false);
    // from then on the key holds that answer: replayed for the same body, a mismatch for another
    expect(await payout(m.merchantNo, key, { amount: '500' })).toEqual({ data: done.data, replayed: true });
    expect(await codeOf(payout(m.merchantNo, key, { amount: '50' }))).toBe(Codes.IDEMPOTENCY_MISMATCH.code);
    expect(await availableOf(m.merchantNo)).toBe(600n);
    expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
  });

  it('a refused request with the key does not stop a corrected body with the same key', async () => {
    const m = await newMerchant(s);
    await fund(m.merchantNo, 100n);
    const key = crypto.randomUUID();
    expect(await codeOf(payout(m.merchantNo, key, { amount: '500' }))).toBe(Codes.INSUFFICIENT_BALANCE.code);
    expect((await payout(m.merchantNo, key, { amount: '80' })).replayed).toBe(false);
    expect(await availableOf(m.merchantNo)).toBe(20n);
  });

  it('leaves no key behind when the call fails unexpectedly', async () => {
    const key = crypto.randomUUID();
    const req = { scope: 'm:none', key, hash: 'h' };
    await expect(withIdempotency(s.deps.db, req, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withIdempotency(s.deps.db, req, async () => 'ok')).toEqual({ data: 'ok', replayed: false });
  });

  // on PostgreSQL the calls race on the unique key; on the embedded database they queue, and must agree
  it('the same key sent 20 times in parallel has exactly one effect', async () => {
    const m = await newMerchant(s);
    await fund(m.merchantNo, 10_000n);
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => payout(m.merchantNo, key, { amount: '250' })));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.data.entryId)).size).toBe(1);
    expect(await availableOf(m.merchantNo)).toBe(9_750n);
    expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
  });

  it('keeps a key at least 24 hours, then the purge job forgets it', async () => {
    const m = await newMerchant(s);
    await fund(m.merchantNo, 1000n);
    const key = crypto.randomUUID();
    const first = await payout(m.merchantNo, key, { amount: '100' });
    await purgeIdempotencyKeys(s.deps.db, new Date(Date.now() + 23 * 3600_000));
    const replay = await payout(m.merchantNo, key, { amount: '100' });
    expect(replay).toMatchObject({ replayed: true, data: first.data });
    expect(await availableOf(m.merchantNo)).toBe(900n);
    expect(await purgeIdempotencyKeys(s.deps.db, new Date(Date.now() + 25 * 3600_000))).toBeGreaterThanOrEqual(1);
    // past the retention the same key is a new request
    expect((await payout(m.merchantNo, key, { amount: '100' })).replayed).toBe(false);
    expect(await availableOf(m.merchantNo)).toBe(800n);
  });
});
