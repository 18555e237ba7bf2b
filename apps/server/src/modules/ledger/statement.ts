import type { Db, Executor } from '../../platform/db/client.ts';
import * as store from './store.ts';
import type { AccountRow } from './store.ts';

/**
 * Reading an account's movements: its statement with the running balance after each line (a page, or
 * every line for exports), a batch's totals, and its balance as of an instant. Read from the stored
 * balance back over the postings.
 */

export interface StatementLine {
  id: number;
  at: Date;
  kind: string;
  reference: string;
  amount: bigint;
  /** the account's balance after this posting */
  balanceAfter: bigint;
}

/**
 * One account's statement, newest first, filtered by time and kind, with the running balance after
 * each line (from the stored balance back over the postings: two index range scans on (account, id)).
 */
export async function statement(
  db: Executor,
  q: { account: AccountRow; from?: Date; to?: Date; kind?: string; reference?: string; limit: number; offset: number },
): Promise<{ lines: StatementLine[]; total: number }> {
  const filter = { accountId: q.account.id, from: q.from, to: q.to, kind: q.kind, reference: q.reference };
  // one statement after another: callers read it in a transaction (one connection) for a consistent page
  const rows = await store.selectStatement(db, { ...filter, limit: q.limit, offset: q.offset });
  const total = await store.countStatement(db, filter);
  if (rows.length === 0) return { lines: [], total };
  const top = { at: rows[0]!.createdAt, id: rows[0]!.id };
  const bottom = { at: rows[rows.length - 1]!.createdAt, id: rows[rows.length - 1]!.id };
  const newer = await store.sumPostingsAfter(db, q.account.id, top);
  const between = await store.selectPostingAmounts(db, q.account.id, bottom, top);
  const after = new Map<number, bigint>();
  let running = q.account.balance - newer;
  for (const p of between) {
    after.set(p.id, running);
    running -= p.amount;
  }
  return {
    lines: rows.map((r) => ({ id: r.id, at: r.createdAt, kind: r.kind, reference: r.reference, amount: r.amount, balanceAfter: after.get(r.id)! })),
    total,
  };
}

/** Count, credits and debits of one reference's postings on an account (a batch's totals). */
export function referenceTotals(db: Executor, q: { account: AccountRow; reference: string }) {
  return store.sumStatement(db, { accountId: q.account.id, reference: q.reference });
}

/** Lines of an account sharing each reference: more than one marks a batch (settlement, batch transfer). */
export function referenceCounts(db: Executor, q: { account: AccountRow; references: string[] }): Promise<Map<string, number>> {
  return store.countByReference(db, q.account.id, [...new Set(q.references)]);
}

/**
 * Every statement line under a filter, newest first, with the running balance, read in keyset
 * batches (constant memory, for exports). It walks all postings between the newest and oldest
 * matching ones, so that each line's balance is exact, and yields the matching ones.
 */
export async function* statementRows(
  db: Db,
  q: { merchantNo: string; currency: string; from?: Date; to?: Date; kind?: string; reference?: string; batch?: number },
): AsyncIterable<StatementLine> {
  const start = await db.transaction(
    async (tx) => {
      const account = await store.selectAccount(tx, { merchantNo: q.merchantNo, currency: q.currency, bucket: 'available' });
      if (!account) return null;
      const bounds = await store.statementBounds(tx, { accountId: account.id, from: q.from, to: q.to, kind: q.kind, reference: q.reference });
      if (!bounds) return null;
      // the balance after the newest line, read in the same snapshot as the stored balance
      return { account, bounds, running: account.balance - (await store.sumPostingsAfter(tx, account.id, bounds.top)) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!start) return;
  const { account, bounds } = start;
  let running = start.running;
  // the first batch starts at the newest line itself: `below` is exclusive, so one step past it
  let below = { at: bounds.top.at, id: bounds.top.id + 1 };
  const match = (r: { kind: string; reference: string; createdAt: Date }) =>
    (!q.from || r.createdAt >= q.from) && (!q.to || r.createdAt < q.to) && (!q.kind || r.kind === q.kind) && (!q.reference || r.reference === q.reference);
  for (;;) {
    const rows = await store.selectPostingsBelow(db, { accountId: account.id, bottom: bounds.bottom, below, limit: q.batch ?? 1000 });
    for (const r of rows) {
      if (match(r)) yield { id: r.id, at: r.createdAt, kind: r.kind, reference: r.reference, amount: r.amount, balanceAfter: running };
      running -= r.amount;
    }
    if (rows.length < (q.batch ?? 1000)) return;
    below = { at: rows[rows.length - 1]!.createdAt, id: rows[rows.length - 1]!.id };
  }
}

/** An account's balance as of an instant: the stored balance less the entries dated at or after it. */
export async function balanceAt(db: Executor, account: AccountRow, at: Date): Promise<bigint> {
  return account.balance - (await store.sumPostingsSince(db, account.id, at));
}
