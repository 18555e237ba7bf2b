import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { Codes, codeInfo } from '@crossbill/contracts/codes';
import type { Db, Tx } from '../db/client.ts';
import { AppError } from './errors.ts';
import { idempotencyKeys } from './schema.ts';

/**
 * Idempotency of money-moving calls (DESIGN.md section 3). The key row is inserted in the same
 * transaction as the call's effect: a duplicate arriving while the first is in flight blocks on the
 * unique index until the first commits, then replays its answer (or, after IDEMPOTENCY_WAIT_MS,
 * gets DUPLICATE_REQUEST). If the first fails with an AppError, that answer is stored too, so that
 * a retry with the same key sees the same refusal; any other failure leaves no key behind.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
export const IDEMPOTENCY_WAIT_MS = 10_000;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyRequest {
  /** whose key: e.g. `m:<merchantNo>` */
  scope: string;
  key: string;
  /** requestHash(method, path, body) */
  hash: string;
}

type Stored = { ok: true; data: unknown } | { ok: false; code: string; messageKey: string; params: Record<string, unknown>; data: unknown };

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** JSON with object keys sorted, so that the same body hashes the same whatever its key order. */
function canonical(v: unknown): string {
  if (v === undefined) return 'null';
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  return `{${Object.keys(v as object)
    .sort()
    .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
    .join(',')}}`;
}

export function requestHash(method: string, path: string, body: unknown): string {
  return crypto.createHash('sha256').update(`${method.toUpperCase()} ${path}\n${canonical(body)}`).digest('hex');
}

function replay(row: { requestHash: string; responseBody: unknown }, hash: string): unknown {
  if (row.requestHash !== hash) throw new AppError(Codes.IDEMPOTENCY_MISMATCH);
  const s = row.responseBody as Stored;
  if (s.ok) return s.data;
  throw new AppError(codeInfo(s.code), { messageKey: s.messageKey, params: s.params, data: s.data });
}

const lockTimeout = (e: unknown) => {
  for (let c = e as { code?: string; cause?: unknown } | undefined, i = 0; c && i < 5; c = c.cause as never, i++) if (c.code === '55P03') return true;
  return false;
};

/**
 * Run `fn` once per (scope, key): its effect and the key are committed together. Returns the first
 * answer for a repeat of the same request; IDEMPOTENCY_MISMATCH for the same key with another request.
 */
export async function withIdempotency<T>(db: Db, req: IdempotencyRequest, fn: (tx: Tx) => Promise<T>, now: Date = new Date()): Promise<{ data: T; replayed: boolean }> {
  let failure: AppError | null = null;
  try {
    const out = await db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      await tx.execute(sql.raw(`set local lock_timeout = '${IDEMPOTENCY_WAIT_MS}ms'`));
      const inserted = await tx
        .insert(idempotencyKeys)
        .values({ scope: req.scope, key: req.key, requestHash: req.hash, responseStatus: 0, responseBody: { ok: true, data: null }, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (inserted.length === 0) {
        const [row] = await tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, req.scope), eq(idempotencyKeys.key, req.key)));
        return { data: replay(row!, req.hash) as T, replayed: true };
      }
      // the effect in a savepoint: an AppError undoes it and is remembered as the answer
      try {
        const data = await tx.transaction((inner) => fn(inner as unknown as Tx));
        await tx
          .update(idempotencyKeys)
          .set({ responseStatus: 200, responseBody: { ok: true, data: data ?? null } })
          .where(eq(idempotencyKeys.id, inserted[0]!.id));
        return { data, replayed: false };
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        failure = e;
        const body: Stored = { ok: false, code: e.info.code, messageKey: e.messageKey, params: e.params, data: e.data };
        await tx.update(idempotencyKeys).set({ responseStatus: e.info.http, responseBody: body }).where(eq(idempotencyKeys.id, inserted[0]!.id));
        return null;
      }
    });
    if (out === null) throw failure!;
    return out;
  } catch (e) {
    if (lockTimeout(e)) throw new AppError(Codes.DUPLICATE_REQUEST);
    throw e;
  }
}

/** Forget keys older than the retention (a maintenance job's work); returns how many went. */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}
