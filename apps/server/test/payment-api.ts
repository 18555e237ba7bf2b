import crypto from 'node:crypto';
import { SIGNATURE_HEADERS } from '@crossbill/contracts/payment';
import { sign } from '../src/modules/payment/signing.ts';
import { liveSecretOf } from '../src/modules/payment/service.ts';
import type { TestServer } from './harness.ts';

/** A signed /v1 client of one merchant, for server tests (what a merchant's integration does). */
export async function paymentClient(s: TestServer, merchantNo: string) {
  const secretKey = await liveSecretOf(s.deps, merchantNo, s.deps.now());
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    o: { idempotencyKey?: string; timestamp?: number; nonce?: string; secret?: string; signature?: string } = {},
  ) => {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(o.timestamp ?? s.deps.now().getTime());
    const nonce = o.nonce ?? crypto.randomUUID();
    const url = `/v1${path}`;
    const headers: Record<string, string> = {
      [SIGNATURE_HEADERS.merchant]: merchantNo,
      [SIGNATURE_HEADERS.timestamp]: timestamp,
      [SIGNATURE_HEADERS.nonce]: nonce,
      [SIGNATURE_HEADERS.signature]: o.signature ?? sign(o.secret ?? secretKey, { method, path: url, timestamp, nonce, body: raw }),
    };
    if (raw) headers['content-type'] = 'application/json';
    if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey;
    const res = await s.app.inject({ method, url, headers, payload: raw || undefined });
    return { status: res.statusCode, body: res.json() as { respCode: string; respMsg: string; data: any } };
  };
  let n = 0;
  const order = () => `ORD-${crypto.randomUUID().slice(0, 8)}-${++n}`;
  return {
    secretKey,
    call,
    /** a card payment with defaults; `over` replaces fields */
    pay: (card: string, over: Record<string, unknown> = {}) =>
      call('POST', '/payments', {
        merchantOrderId: order(),
        amount: '100.00',
        currency: 'USD',
        paymentMethod: 'card',
        card: { number: card, expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 3, cvv: '123' },
        ...over,
      }),
    local: (method: string, currency: string, amount = '50.00') =>
      call('POST', '/payments', { merchantOrderId: order(), amount, currency, paymentMethod: method }),
    order,
  };
}
