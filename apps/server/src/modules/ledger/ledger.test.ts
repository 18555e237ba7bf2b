import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { newMerchant, useTestServer } from '../../../test/fixtures.ts';
import { balances, ensureAccount, LedgerError, payoutPostings, post, reverse, type PostInput } from './service.ts';
import { verifyLedger } from './verify.ts';

const s = useTestServer();
const tx = <T>(fn: (tx: Tx) => Promise<T>) => s.deps.db.transaction((t) => fn(t as unknown as Tx));
const clearing = (currency = 'USD') => ({ merchantNo: null, currency, bucket: 'clearing' as const });
const available = (merchantNo: string, currency = 'USD') => ({ merchantNo, currency, bucket: 'available' as const });

/** Credit a merchant's available balance from the provider's clearing account. */
const fund = (merchantNo: string, amount: bigint, currency = 'USD') =>
  tx((t) =>
    post(t, {
      kind: 'test.fund',
      reference: 'fund',
      merchantNo,
      at: s.clock.now,
      postings: [
        { account: clearing(currency), amount: -amount },
        { account: available(merchantNo, currency), amount },
      ],
    }),
  );
const debit = (merchantNo: string, amount: bigint, reference = 'debit') =>
  tx((t) =>
    post(t, {
      kind: 'test.debit',
      reference,
      merchantNo,
      at: s.clock.now,
      postings: [
        { account: available(merchantNo), amount: -amount },
        { account: { merchantNo: null, currency: 'USD', bucket: 'payouts_in_transit' }, amount },
      ],
    }),
  );
const codeOf = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? e.info.code : e instanceof LedgerError ? 'ledger' : String(e)),
  );
const availableOf = async (merchantNo: string, currency = 'USD') => (await balances(s.deps.db, { scope: [merchantNo], currency }))[0]?.available ?? 0n;

async function expectClean() {
  const { problems } = await verifyLedger(s.deps.db);
  expect(problems).toEqual([]);
}

describe('ledger core', () => {
  it('creates accounts idempotently; merchant buckets may not go negative, provider accounts may', async () => {
    const m = await newMerchant(s);
    const [a, b] = await Promise.all([ensureAccount(s.deps.db, available(m.merchantNo)), ensureAccount(s.deps.db, available(m.merchantNo))]);
    expect(a.id).toBe(b.id);
    expect(a.noNegative).toBe(true);
    expect((await ensureAccount(s.deps.db, clearing())).noNegative).toBe(false);
    await expect(ensureAccount(s.deps.db, { merchantNo: null, currency: 'USD', bucket: 'available' })).rejects.toThrow(/bucket/);
    await expect(ensureAccount(s.deps.db, { merchantNo: m.merchantNo, currency: 'XXX', bucket: 'available' })).rejects.toThrow(/currency/);
  });

  it('finds an existing account without spending an id of the sequence', async () => {
    const m = await newMerchant(s);
    const first = await ensureAccount(s.deps.db, available(m.merchantNo, 'EUR'));
    for (let i = 0; i < 5; i++) expect((await ensureAccount(s.deps.db, available(m.merchantNo, 'EUR'))).id).toBe(first.id);
    const next = await ensureAccount(s.deps.db, available(m.merchantNo, 'GBP'));
    expect(next.id).toBe(first.id + 1);
  });

  it('refuses postings that do not balance per currency, and currency mismatches', async () => {
    const m = await newMerchant(s);
    const base: PostInput = { kind: 'test', reference: 'r', merchantNo: m.merchantNo, at: s.clock.now, postings: [] };
    expect(
      await codeOf(
        tx((t) =>
          post(t, {
            ...base,
            postings: [
              { account: clearing(), amount: -100n },
              { account: available(m.merchantNo), amount: 99n },
            ],
          }),
        ),
      ),
    ).toBe('ledger');
    // balanced in total but not per currency
    expect(
      await codeOf(
        tx((t) =>
          post(t, {
            ...base,
            postings: [
              { account: clearing('USD'), amount: -100n },
              { account: available(m.merchantNo, 'EUR'), amount: 100n },
            ],
          }),
        ),
      ),
    ).toBe('ledger');
    expect(
      await codeOf(
        tx((t) =>
          post(t, {
            ...base,
            postings: [
              { account: clearing(), amount: 0n },
              { account: available(m.merchantNo), amount: 0n },
            ],
          }),
        ),
      ),
    ).toBe('ledger');
    expect(
      await codeOf(
        tx((t) =>
          post(t, {
            ...base,
            postings: [
              { account: clearing(), amount: -1n, currency: 'EUR' },
              { account: available(m.merchantNo), amount: 1n },
            ],
          }),
        ),
      ),
    ).toBe('ledger');
    expect(await availableOf(m.merchantNo)).toBe(0n);
    await expectClean();
  });

  it('posts a balanced multi-currency entry (an exchange) and moves the balances', async () => {
    const m = await newMerchant(s);
    await fund(m.merchantNo, 10_000n);
    await tx((t) =>
      post(t, {
        kind: 'test.exchange',
        reference: 'fx-1',
        merchantNo: m.merchantNo,
        at: s.clock.now,
        postings: [
          { account: available(m.merchantNo, 'USD'), amount: -1_000n },
          { account: { merchantNo: null, currency: 'USD', bucket: 'fx_position' }, amount: 1_000n },
          { account: { merchantNo: null, currency: 'JPY', bucket: 'fx_position' }, amount: -1_505n },
          { account: available(m.merchantNo, 'JPY'), amount: 1_505n },
        ],
      }),
    );
    const rows = await balances(s.deps.db, { scope: [m.merchantNo] });
    expect(rows.map((r) => [r.currency, r.available, r.total])).toEqual([
      ['JPY', 1_505n, 1_505n],
      ['USD', 9_000n, 9_000n],
    ]);
    expect(await balances(s.deps.db, { scope: [] })).toEqual([]);
    await expectClean();
  });

  it('books a payout with the shared postings: freeze, dispatch through the FX position, settle; the merchant ends down by the debit', async () => {
    const m = await newMerchant(s);
    await fund(m.merchantNo, 100_00n);
    const book = (kind: string, postings: PostInput['postings']) =>
      tx((t) => post(t, { kind, reference: `P-${kind}`, merchantNo: m.merchantNo, at: s.clock.now, postings }));
    await book('payout.freeze', payoutPostings.freeze(m.merchantNo, 'USD', 30_00n));
    // 30.00 USD leaves: 1.00 fee, 29.00 bought as 22.50 EUR for the payee
    await book(
      'payout.dispatch',
      payoutPostings.dispatch({ merchantNo: m.merchantNo, currency: 'USD', frozen: 30_00n, fee: 1_00n, paidCurrency: 'EUR', paid: 22_50n }),
    );
    await book('payout.settle', payoutPostings.settle('EUR', 22_50n));
    const usd = (await balances(s.deps.db, { scope: [m.merchantNo], currency: 'USD' }))[0]!;
    expect([usd.available, usd.frozen]).toEqual([70_00n, 0n]);
    await book('payout.freeze2', payoutPostings.freeze(m.merchantNo, 'USD', 5_00n));
    await book('payout.release', payoutPostings.release(m.merchantNo, 'USD', 5_00n));
    const after = (await balances(s.deps.db, { scope: [m.merchantNo], currency: 'USD' }))[0]!;
    expect([after.available, after.frozen]).toEqual([70_00n, 0n]);
    await expectClean();
  });

  it('never lets available go negative: refused in code, and by the CHECK constraint even without the code', async () => {
    const m = await newMerchant(s);
    await fund(m.merchantNo, 500n);
    expect(await codeOf(debit(m.merchantNo, 501n))).toBe(Codes.INSUFFICIENT_BALANCE.code);
    expect(await availableOf(m.merchantNo)).toBe(500n);
    await debit(m.merchantNo, 500n);
    expect(await availableOf(m.merchantNo)).toBe(0n);
    const account = await ensureAccount(s.deps.db, available(m.merchantNo));
    await expect(s.deps.db.execute(sql`update ledger_accounts set balance = balance - 1 where id = ${account.id}`)).rejects.toThrow();
    await expectClean();
  });

  it('reverses an entry with a new, linked entry that restores the balances, once', async () => {
    const m = await newMerchant(s);
    await fund(m.merchantNo, 2_000n);
    const { entry } = await debit(m.merchantNo, 750n);
    expect(await availableOf(m.merchantNo)).toBe(1_250n);
    const { entry: rev } = await tx((t) => reverse(t, entry.id, { at: s.clock.now }));
    expect(rev.reversesEntryId).toBe(entry.id);
    expect(rev.kind).toBe('test.debit.reversal');
    expect(await availableOf(m.merchantNo)).toBe(2_000n);
    expect(await codeOf(tx((t) => reverse(t, entry.id, { at: s.clock.now })))).toBe(Codes.CONFLICT.code);
    expect(await codeOf(tx((t) => reverse(t, 99_999_999, { at: s.clock.now })))).toBe(Codes.NOT_FOUND.code);
    await expectClean();
  });

  it('keeps entries and postings append-only', async () => {
    const m = await newMerchant(s);
    const { entry } = await fund(m.merchantNo, 100n);
    await expect(s.deps.db.execute(sql`update ledger_entries set reference = 'x' where id = ${entry.id}`)).rejects.toThrow();
    await expect(s.deps.db.execute(sql`delete from ledger_postings where entry_id = ${entry.id}`)).rejects.toThrow();
    await expectClean();
  });

  it('verifyLedger finds a stored balance that differs from its postings', async () => {
    const m = await newMerchant(s);
    await fund(m.merchantNo, 300n);
    const account = await ensureAccount(s.deps.db, available(m.merchantNo));
    await s.deps.db.execute(sql`update ledger_accounts set balance = balance + 7 where id = ${account.id}`);
    const { problems } = await verifyLedger(s.deps.db);
    expect(problems).toEqual([{ check: 'balance-mismatch', accountId: account.id, stored: '307', postings: '300' }]);
    await s.deps.db.execute(sql`update ledger_accounts set balance = balance - 7 where id = ${account.id}`);
    await expectClean();
  });

  // on PostgreSQL the calls race on row locks; on the embedded database they queue, and must agree
  it('100 parallel debits: exactly the ones that fit succeed, never a negative balance', async () => {
    const m = await newMerchant(s);
    await fund(m.merchantNo, 10_000n);
    // 100 debits of 1.50: 66 fit in 100.00 (99.00), the other 34 are refused
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => codeOf(debit(m.merchantNo, 150n, `par-${i}`))));
    expect(results.filter((r) => r === null)).toHaveLength(66);
    expect(results.filter((r) => r === Codes.INSUFFICIENT_BALANCE.code)).toHaveLength(34);
    expect(await availableOf(m.merchantNo)).toBe(100n);
    await expectClean();
  });
});
