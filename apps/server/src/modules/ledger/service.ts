import { Codes } from '@crossbill/contracts/codes';
import { isCurrency } from '@crossbill/contracts/money';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { deferredState, type Deferred } from '../../platform/db/before-commit.ts';
import { MERCHANT_BUCKETS, PROVIDER_BUCKETS, type Bucket } from './schema.ts';
import * as store from './store.ts';
import type { AccountKey, AccountRow, EntryRow } from './store.ts';
import { ledgerPostings } from '../../platform/metrics/metrics.ts';

export type { AccountKey, AccountRow, EntryRow } from './store.ts';
/** The invariant check (`npm run ledger:verify`), for other modules' money tests. */
export { verifyLedger } from './verify.ts';
/** An account's statement lines with running balances, and its balance as of an instant. */
export { balanceAt, referenceCounts, referenceTotals, statement, statementRows, type StatementLine } from './statement.ts';

/**
 * The ledger core (DESIGN.md section 4): double-entry journal entries over per-owner, per-currency,
 * per-bucket accounts. Other modules move money only through `post` and `reverse`, inside the
 * transaction that writes their business row.
 */

/**
 * Merchant buckets never go below zero (available above all; frozen, to-be-settled and margin too),
 * except `owed`, which is a debt: at or below zero (its own CHECK).
 */
export const mayGoNegative = (k: Pick<AccountKey, 'merchantNo' | 'bucket'>) => k.merchantNo === null || k.bucket === 'owed';

/** The entry kind that takes back what a merchant owes from funds reaching its available balance. */
export const OWED_RECOVERED = 'ledger.owed_recovered';

function checkKey(k: AccountKey): void {
  if (!isCurrency(k.currency)) throw new Error(`ledger: unsupported currency ${k.currency}`);
  const buckets: readonly Bucket[] = k.merchantNo === null ? PROVIDER_BUCKETS : MERCHANT_BUCKETS;
  if (!buckets.includes(k.bucket)) throw new Error(`ledger: bucket ${k.bucket} is not a ${k.merchantNo === null ? 'provider' : 'merchant'} bucket`);
}

/**
 * The account of (owner, currency, bucket), created on first use; safe to call concurrently. It reads
 * first and inserts only when missing: an insert attempt on an existing account would spend an id of
 * the sequence and wait for the row's writers outside the ledger's lock order.
 */
export async function ensureAccount(db: Executor, k: AccountKey): Promise<AccountRow> {
  checkKey(k);
  return (await store.selectAccount(db, k)) ?? store.upsertAccount(db, { ...k, noNegative: !mayGoNegative(k) });
}

/** The account of (owner, currency, bucket) when it exists (read-only callers). */
export function findAccount(db: Executor, k: AccountKey): Promise<AccountRow | null> {
  return store.selectAccount(db, k);
}

export interface PostingInput {
  /** an account id, or the key of an account (created when missing) */
  account: number | AccountKey;
  /** signed minor units: positive credits the account's balance, negative debits it */
  amount: bigint;
  /** when given, must equal the account's currency */
  currency?: string;
}

/**
 * The postings of a payout's life (disbursements, transfers): freeze the merchant's debit on request;
 * then either release it back, or dispatch it (out of frozen: the fee to fee income, the rest to
 * payouts in transit, through the FX position when the payee is paid in another currency); settle
 * moves it from in transit to the external bank when the rail confirms.
 */
export const payoutPostings = {
  freeze: (merchantNo: string, currency: string, amount: bigint): PostingInput[] => [
    { account: { merchantNo, currency, bucket: 'available' }, amount: -amount },
    { account: { merchantNo, currency, bucket: 'frozen' }, amount },
  ],
  release: (merchantNo: string, currency: string, amount: bigint): PostingInput[] => [
    { account: { merchantNo, currency, bucket: 'frozen' }, amount: -amount },
    { account: { merchantNo, currency, bucket: 'available' }, amount },
  ],
  /** `frozen` in `currency` leaves the merchant; `paid` (in `paidCurrency`) goes on the rail */
  dispatch: (o: { merchantNo: string; currency: string; frozen: bigint; fee: bigint; paidCurrency: string; paid: bigint }): PostingInput[] => [
    { account: { merchantNo: o.merchantNo, currency: o.currency, bucket: 'frozen' }, amount: -o.frozen },
    ...(o.fee > 0n ? [{ account: { merchantNo: null, currency: o.currency, bucket: 'fee_income' as const }, amount: o.fee }] : []),
    ...(o.paidCurrency !== o.currency
      ? [
          // the provider buys the payee's currency: the rest of the debit into its position, the payout out of its position in the other
          { account: { merchantNo: null, currency: o.currency, bucket: 'fx_position' as const }, amount: o.frozen - o.fee },
          { account: { merchantNo: null, currency: o.paidCurrency, bucket: 'fx_position' as const }, amount: -o.paid },
        ]
      : []),
    { account: { merchantNo: null, currency: o.paidCurrency, bucket: 'payouts_in_transit' }, amount: o.paid },
  ],
  settle: (currency: string, amount: bigint): PostingInput[] => [
    { account: { merchantNo: null, currency, bucket: 'payouts_in_transit' }, amount: -amount },
    { account: { merchantNo: null, currency, bucket: 'external_bank' }, amount },
  ],
};

export interface PostInput {
  kind: string;
  reference: string;
  merchantNo: string | null;
  postings: PostingInput[];
  idempotencyKey?: string;
  /** the entry's time (the services' clock) */
  at: Date;
}

export interface Posted {
  entry: EntryRow;
  /** balances after the entry, by account id (a provider account's from its balance as read, unlocked) */
  balances: Map<number, bigint>;
}

/** A programming error in the caller's postings: never the user's fault, so not a response code. */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

/**
 * Write one balanced entry and move the balances, in the caller's transaction.
 * Refuses postings that do not sum to zero per currency (LedgerError); a debit that would take a
 * non-negative account below zero is `AppError(INSUFFICIENT_BALANCE)` (the CHECK constraint is the
 * backstop: its violation becomes the same error).
 */
export async function post(tx: Tx, input: PostInput, reversesEntryId?: number): Promise<Posted> {
  if (input.postings.length < 2) throw new LedgerError('an entry needs at least two postings');
  ledgerPostings.inc({ kind: input.kind });
  const accounts = new Map<number, AccountRow>();
  const lines: Array<{ accountId: number; amount: bigint }> = [];
  for (const p of input.postings) {
    if (typeof p.amount !== 'bigint' || p.amount === 0n) throw new LedgerError('a posting amount is a non-zero bigint');
    const id = typeof p.account === 'number' ? p.account : (await ensureAccount(tx, p.account)).id;
    lines.push({ accountId: id, amount: p.amount });
  }

  // funds reaching a merchant's available balance first pay back what it owes in that currency:
  // its owed account joins the lock set here, so that the one lock order holds for the recovery too
  const owed = await owedOfCredited(tx, input.postings, lines);
  // one lock order for every writer: ascending account id
  const ids = [...new Set([...lines.map((l) => l.accountId), ...owed.map((o) => o.owedId)])].sort((a, b) => a - b);
  // a merchant's accounts are locked, for their balance checks; the provider's are not: they may go
  // negative, and every merchant's payments post to them (their balances move as the transaction ends)
  const locked = await store.lockAccounts(tx, ids, { merchantsOnly: true });
  const provider = await store.selectAccountsById(
    tx,
    ids.filter((id) => !locked.some((a) => a.id === id)),
  );
  for (const a of [...locked, ...provider]) accounts.set(a.id, a);
  if (accounts.size !== ids.length) throw new LedgerError('a posting names an unknown account');

  const sums = new Map<string, bigint>();
  input.postings.forEach((p, i) => {
    const account = accounts.get(lines[i]!.accountId)!;
    if (p.currency !== undefined && p.currency !== account.currency)
      throw new LedgerError(`posting currency ${p.currency} differs from account ${account.id} (${account.currency})`);
    sums.set(account.currency, (sums.get(account.currency) ?? 0n) + p.amount);
  });
  for (const [currency, sum] of sums) if (sum !== 0n) throw new LedgerError(`postings of ${currency} sum to ${sum}, not zero`);

  const deltas = new Map<number, bigint>();
  for (const l of lines) deltas.set(l.accountId, (deltas.get(l.accountId) ?? 0n) + l.amount);
  const balances = new Map<number, bigint>();
  for (const id of ids) {
    const a = accounts.get(id)!;
    // an owed account is locked for the recovery below, with no line of this entry
    const after = a.balance + (deltas.get(id) ?? 0n);
    if (a.noNegative && after < 0n) throw new AppError(Codes.INSUFFICIENT_BALANCE);
    balances.set(id, after);
  }

  const entry = await store.insertEntry(tx, {
    kind: input.kind,
    reference: input.reference,
    merchantNo: input.merchantNo,
    reversesEntryId,
    idempotencyKey: input.idempotencyKey,
    createdAt: input.at,
  });
  await store.insertPostings(
    tx,
    lines.map((l) => ({ entryId: entry.id, accountId: l.accountId, amount: l.amount, currency: accounts.get(l.accountId)!.currency })),
  );
  const pending = deferredState(tx, providerBalances);
  try {
    for (const [id, delta] of deltas) {
      if (delta === 0n) continue;
      if (pending && accounts.get(id)!.merchantNo === null) pending.set(id, (pending.get(id) ?? 0n) + delta);
      else await store.addToBalance(tx, id, delta);
    }
  } catch (e) {
    if (isNoNegativeViolation(e)) throw new AppError(Codes.INSUFFICIENT_BALANCE);
    throw e;
  }
  for (const o of owed) {
    const debt = -(accounts.get(o.owedId)?.balance ?? 0n);
    const funds = balances.get(o.availableId) ?? 0n;
    const take = debt < funds ? debt : funds;
    if (take <= 0n) continue;
    await post(tx, {
      kind: OWED_RECOVERED,
      reference: String(entry.id),
      merchantNo: input.merchantNo,
      at: input.at,
      postings: [
        { account: o.availableId, amount: -take },
        { account: o.owedId, amount: take },
      ],
    });
    balances.set(o.availableId, funds - take);
    balances.set(o.owedId, take - debt);
  }
  return { entry, balances };
}

/**
 * The provider's balance moves of a transaction, made just before it commits, in ascending account id
 * (the ledger's lock order): the row of the provider's clearing account is then held for the commit
 * alone, not for the rest of each payment's transaction.
 */
const providerBalances: Deferred<Map<number, bigint>> = {
  key: 'ledger.providerBalances',
  init: () => new Map(),
  merge: (into, from) => {
    for (const [id, delta] of from) into.set(id, (into.get(id) ?? 0n) + delta);
  },
  run: async (tx, deltas) => {
    for (const id of [...deltas.keys()].sort((a, b) => a - b)) if (deltas.get(id) !== 0n) await store.addToBalance(tx, id, deltas.get(id)!);
  },
};

/** The owed accounts (with a debt) of the merchant available accounts an entry credits. */
async function owedOfCredited(tx: Tx, postings: PostingInput[], lines: Array<{ accountId: number; amount: bigint }>) {
  const out: Array<{ availableId: number; owedId: number }> = [];
  for (const [i, p] of postings.entries()) {
    if (p.amount <= 0n) continue;
    const key = typeof p.account === 'number' ? await store.selectAccountById(tx, p.account) : p.account;
    if (!key || key.merchantNo === null || key.bucket !== 'available') continue;
    const debt = await store.selectAccount(tx, { merchantNo: key.merchantNo, currency: key.currency, bucket: 'owed' });
    if (debt && debt.balance < 0n && !out.some((o) => o.owedId === debt.id)) out.push({ availableId: lines[i]!.accountId, owedId: debt.id });
  }
  return out;
}

/**
 * Undo an entry with a new one that negates each of its postings and points at it. An entry is
 * reversed at most once (`CONFLICT` otherwise); the reversal may be refused for lack of balance
 * like any other entry.
 */
export async function reverse(tx: Tx, entryId: number, o: { at: Date; kind?: string; reference?: string }): Promise<Posted> {
  const original = await store.selectEntry(tx, entryId);
  if (!original) throw new AppError(Codes.NOT_FOUND);
  if (await store.selectEntryReversing(tx, entryId)) throw new AppError(Codes.CONFLICT);
  const postings = await store.selectPostings(tx, entryId);
  try {
    return await post(
      tx,
      {
        kind: o.kind ?? `${original.kind}.reversal`,
        reference: o.reference ?? original.reference,
        merchantNo: original.merchantNo,
        postings: postings.map((p) => ({ account: p.accountId, amount: -p.amount, currency: p.currency })),
        at: o.at,
      },
      entryId,
    );
  } catch (e) {
    // two reversals racing: the unique index on reverses_entry_id lets one through
    if (pgError(e)?.code === '23505') throw new AppError(Codes.CONFLICT);
    throw e;
  }
}

export interface MerchantBalance {
  merchantNo: string;
  currency: string;
  available: bigint;
  toBeSettled: bigint;
  frozen: bigint;
  margin: bigint;
  /** what the merchant owes the provider (zero or more): recovered from its next incoming funds */
  owed: bigint;
  /** available + to be settled + frozen + margin − owed */
  total: bigint;
}

/** A merchant's balances per currency, for the merchants in `scope` only. */
export async function balances(db: Executor, q: { scope: string[]; currency?: string }): Promise<MerchantBalance[]> {
  const rows = await store.selectMerchantAccounts(db, q);
  const out = new Map<string, MerchantBalance>();
  for (const r of rows) {
    const k = `${r.merchantNo}|${r.currency}`;
    let b = out.get(k);
    if (!b) {
      b = { merchantNo: r.merchantNo!, currency: r.currency, available: 0n, toBeSettled: 0n, frozen: 0n, margin: 0n, owed: 0n, total: 0n };
      out.set(k, b);
    }
    const bucket = r.bucket as (typeof MERCHANT_BUCKETS)[number];
    if (bucket === 'owed') b.owed -= r.balance;
    else b[({ available: 'available', to_be_settled: 'toBeSettled', frozen: 'frozen', margin: 'margin' } as const)[bucket]] += r.balance;
    b.total += r.balance;
  }
  return [...out.values()];
}

/** Row locks on accounts (ascending id, the ledger's one lock order), in the caller's transaction. */
export function lockAccounts(tx: Tx, ids: number[]): Promise<AccountRow[]> {
  return store.lockAccounts(
    tx,
    [...new Set(ids)].sort((a, b) => a - b),
  );
}

/** The entry of a kind and reference for a merchant (idempotency by business reference). */
export function entryByReference(db: Executor, q: { kind: string; reference: string; merchantNo: string }): Promise<EntryRow | null> {
  return store.selectEntryByReference(db, q);
}

/** The provider's accounts (ops tools, reconciliation). */
export function providerAccounts(db: Executor, q: { currency?: string } = {}): Promise<AccountRow[]> {
  return store.selectProviderAccounts(db, q);
}

/** The driver's error under drizzle's wrapper (node-postgres and PGlite both carry code and constraint). */
function pgError(e: unknown): { code?: string; constraint?: string; message?: string } | null {
  for (let cur = e as { cause?: unknown } | null, depth = 0; cur && depth < 5; cur = cur.cause as never, depth++) {
    if (typeof (cur as { code?: unknown }).code === 'string') return cur as never;
  }
  return null;
}

function isNoNegativeViolation(e: unknown): boolean {
  const pe = pgError(e);
  return pe?.code === '23514' && (pe.constraint === 'ledger_accounts_no_negative_ck' || /ledger_accounts_no_negative_ck/.test(pe.message ?? ''));
}
