import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { Codes } from '@crossbill/contracts/codes';
import type { Db, Tx } from '../db/client.ts';
import { AppError } from './errors.ts';
import { idempotencyKeys } from './schema.ts';

/**
 * Idempotency of money-moving calls (DESIGN.md section 3). The key row is inserted in the same
 * transaction as the call's effect: a duplicate arriving while the first is in flight blocks on the
 * unique index until the first commits, then replays its answer (or, after IDEMPOTENCY_WAIT_MS,
 * gets DUPLICATE_REQUEST). Only a completed answer is kept (Stripe's rule): a refusal (an AppError)
 * or any other failure rolls the key back with the effect, so the same key may carry the corrected
 * request; a duplicate waiting on the refused one then runs as a first request.
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

type Stored = { ok: true; data: unknown };

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
  return crypto
    .createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${canonical(body)}`)
    .digest('hex');
}

function replay(row: { requestHash: string; responseBody: unknown }, hash: string): unknown {
  if (row.requestHash !== hash) throw new AppError(Codes.IDEMPOTENCY_MISMATCH);
  return (row.responseBody as Stored).data;
}

const lockTimeout = (e: unknown) => {
  for (let c = e as { code?: string; cause?: unknown } | undefined, i = 0; c && i < 5; c = c.cause as never, i++) if (c.code === '55P03') return true;
  return false;
};

/**
 * Run `fn` once per (scope, key): its effect and the key are committed together. Returns the first
 * answer for a repeat of the same request; IDEMPOTENCY_MISMATCH for the same key with another request.
 */
export async function withIdempotency<T>(
  db: Db,
  req: IdempotencyRequest,
  fn: (tx: Tx) => Promise<T>,
  now: Date = new Date(),
): Promise<{ data: T; replayed: boolean }> {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      await tx.execute(sql.raw(`set local lock_timeout = '${IDEMPOTENCY_WAIT_MS}ms'`));
      const inserted = await tx
        .insert(idempotencyKeys)
        .values({ scope: req.scope, key: req.key, requestHash: req.hash, responseStatus: 0, responseBody: { ok: true, data: null }, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (inserted.length === 0) {
        const [row] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.scope, req.scope), eq(idempotencyKeys.key, req.key)));
        return { data: replay(row!, req.hash) as T, replayed: true };
      }
      // a throw here (a refusal included) rolls back the effect and the key together
      const data = await fn(tx);
      const stored: Stored = { ok: true, data: data ?? null };
      await tx.update(idempotencyKeys).set({ responseStatus: 200, responseBody: stored }).where(eq(idempotencyKeys.id, inserted[0]!.id));
      return { data, replayed: false };
    });
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
