import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Codes } from '@crossbill/contracts/codes';
import { canonicalString, SIGNATURE_HEADERS, SIGNATURE_WINDOW_MS } from '@crossbill/contracts/payment';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as merchant from '../merchant/service.ts';
import { liveKeysForVerification, markKeyUsed } from './api-keys.ts';
import { insertNonce, purgeNonces } from './store.ts';

/** HMAC-SHA256 (hex) of the canonical string under the secret key: what a merchant's client sends. */
export function sign(secret: string, p: Parameters<typeof canonicalString>[0]): string {
  return crypto.createHmac('sha256', secret).update(canonicalString(p)).digest('hex');
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : '';
};

/**
 * Authenticate a /v1 request: merchant number, timestamp within the window, a nonce not seen in
 * the window, and the signature over method, path, timestamp, nonce and the raw body, checked against
 * each of the merchant's live keys (at most API_KEYS_LIVE_MAX, every one compared so that timing does
 * not tell which matched). Every failure that could help guess a key (unknown merchant, no key, a
 * revoked or expired key, wrong signature) gives the same answer. The answer names the key that
 * signed: the request's log lines carry its id, and its last-used time moves.
 */
export async function verifyRequest(
  db: Db,
  kek: Buffer,
  req: FastifyRequest & { rawBody?: string },
  now: Date,
): Promise<{ merchantNo: string; apiKeyId: number }> {
  const merchantNo = header(req, SIGNATURE_HEADERS.merchant);
  const timestamp = header(req, SIGNATURE_HEADERS.timestamp);
  const nonce = header(req, SIGNATURE_HEADERS.nonce);
  const signature = header(req, SIGNATURE_HEADERS.signature);
  if (!merchantNo || !/^\d{10,16}$/.test(timestamp) || !/^[\x21-\x7e]{8,128}$/.test(nonce) || !/^[0-9a-f]{64}$/i.test(signature))
    throw new AppError(Codes.SIGNATURE_INVALID);
  if (Math.abs(now.getTime() - Number(timestamp)) > SIGNATURE_WINDOW_MS) throw new AppError(Codes.TIMESTAMP_STALE);
  const flags = await merchant.merchantFlags(db, merchantNo);
  const keys = flags.merchantType === null ? [] : await liveKeysForVerification(db, kek, merchantNo, now);
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  const payload = { method: req.method, path: req.url, timestamp, nonce, body: req.rawBody ?? '' };
  // compare against something even without a key, so that timing does not tell a merchant exists
  if (keys.length === 0) crypto.timingSafeEqual(Buffer.from(sign('no-key', payload), 'hex'), given);
  let matched: (typeof keys)[number] | null = null;
  for (const k of keys) if (crypto.timingSafeEqual(Buffer.from(sign(k.secret, payload), 'hex'), given) && !matched) matched = k;
  if (!matched) throw new AppError(Codes.SIGNATURE_INVALID);
  // the nonce is remembered only for a well-signed request: nobody else can burn a merchant's nonces
  if (!(await insertNonce(db, { merchantNo, nonce, createdAt: now }))) throw new AppError(Codes.NONCE_REPLAYED);
  await markKeyUsed(db, matched, now);
  return { merchantNo, apiKeyId: matched.id };
}

/** Nonces older than twice the window can no longer be replayed (their timestamp is refused). */
export const purgeOldNonces = (db: Db, now: Date) => purgeNonces(db, new Date(now.getTime() - 2 * SIGNATURE_WINDOW_MS));
