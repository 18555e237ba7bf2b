import type { Db, Tx } from './client.ts';

/**
 * Work a transaction does last, just before it commits. A row every transaction writes (the
 * provider's clearing account, which each card payment of every merchant posts to) is locked from
 * its UPDATE until the commit: written mid-transaction, every other writer waits for the rest of
 * that transaction too. Written last, the wait is the commit alone.
 *
 * State is kept per transaction under a `Deferred`'s key: a savepoint's state joins its parent's when
 * the savepoint's work succeeds and is dropped with it when it fails; the outermost transaction runs
 * each `run` after its callback returned, inside it (a failure there rolls the whole back).
 */
export interface Deferred<S> {
  key: string;
  init(): S;
  merge(into: S, from: S): void;
  run(tx: Tx, state: S): Promise<void>;
}

type Slots = Map<string, { d: Deferred<unknown>; state: unknown }>;
const slots = new WeakMap<object, Slots>();

/** The transaction's state for `d` (made on first use), or null when `tx` was not opened by a managed database. */
export function deferredState<S>(tx: Tx, d: Deferred<S>): S | null {
  const mine = slots.get(tx);
  if (!mine) return null;
  let slot = mine.get(d.key);
  if (!slot) mine.set(d.key, (slot = { d: d as Deferred<unknown>, state: d.init() }));
  return slot.state as S;
}

function join(into: Slots, from: Slots) {
  for (const [key, slot] of from) {
    const there = into.get(key);
    if (there) slot.d.merge(there.state, slot.state);
    else into.set(key, slot);
  }
}

type Begin = (callback: (tx: Tx) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/** Runs `callback` in `tx`, whose savepoints' state joins its own; `done` takes its state when the callback succeeded. */
async function managed<T>(tx: Tx, callback: (tx: Tx) => Promise<T>, done: (mine: Slots) => Promise<void> | void): Promise<T> {
  slots.set(tx, new Map());
  const savepoint = (tx.transaction as Begin).bind(tx);
  (tx as { transaction: Begin }).transaction = (inner) => savepoint((sp) => managed(sp, inner, (theirs) => join(slots.get(tx)!, theirs)));
  const result = await callback(tx);
  await done(slots.get(tx)!);
  return result;
}

/** Makes every transaction of `db` run its deferred work before it commits (the database's opener calls this once). */
export function runDeferredBeforeCommit(db: Db): Db {
  const begin = (db.transaction as Begin).bind(db);
  (db as { transaction: Begin }).transaction = (callback, config) =>
    begin(
      (tx) =>
        managed(tx, callback, async (mine) => {
          for (const { d, state } of mine.values()) await d.run(tx, state);
        }),
      config,
    );
  return db;
}
