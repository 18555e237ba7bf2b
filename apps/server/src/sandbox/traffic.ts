import { BIN_RANGES, brandOf, TEST_CARDS } from '@crossbill/contracts/card';
import { createPaymentBody, LOCAL_METHODS, LOCAL_METHOD_CODES } from '@crossbill/contracts/payment';
import { Codes } from '@crossbill/contracts/codes';
import { fromMinor, type Currency } from '@crossbill/contracts/money';
import type { Db, Tx } from '../platform/db/client.ts';
import { AppError } from '../platform/http/errors.ts';
import { capturePayment, createPayment, resolveLocalPayment, voidPayment } from '../modules/payment/service.ts';
import { createRefund, decide, type Actor, type RefundPolicy, type RefundRow } from '../modules/refund/service.ts';

/**
 * The traffic generator: realistic payment history for a merchant, through the Payment API's service
 * functions and the one refund service (the same validations, review, ledger postings, rollups,
 * events and refund records as real calls), each step at its own backdated time. Refunds that a
 * person at the provider would finish (cash vouchers paid back by hand, reviews) are finished two
 * days later when that is before `now`. Deterministic for a seed; resumable: orders that exist are
 * skipped.
 */

export interface TrafficOptions {
  merchantNo: string;
  count: number;
  /** spread over the last `days` days */
  days: number;
  now: Date;
  /** merchant order ids are `<prefix>-<n>` */
  prefix?: string;
  seed?: number;
  /** the review threshold and rates of the server (refundPolicyOf(deps)) */
  policy: RefundPolicy;
}

export interface TrafficResult {
  created: number;
  skipped: number;
  refunds: number;
}

/** mulberry32: a small seeded PRNG (the history must be the same for the same seed) */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CARD_CURRENCIES: Currency[] = ['USD', 'USD', 'USD', 'EUR', 'EUR', 'GBP', 'HKD', 'JPY', 'SGD', 'AUD', 'CAD', 'CNY', 'MXN', 'BRL', 'KRW', 'THB'];
const DECLINE_CARDS = Object.entries(TEST_CARDS)
  .filter(([, c]) => !c.outcome.approved)
  .map(([n]) => n);
const CHALLENGE_CARDS = ['4000000000003220', '4000000000003063', '5200000000001096'];
const ACTOR: Actor = { source: 'sandbox', userId: null, name: null, userAgent: 'sandbox' };
/** how long the provider's desk takes over a refund that waits for it (manual payback, review) */
const DESK_MS = 2 * 24 * 3600_000;

function luhnComplete(partial: string): string {
  let sum = 0;
  for (let i = 0; i < partial.length; i++) {
    let d = partial.charCodeAt(partial.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return partial + ((10 - (sum % 10)) % 10);
}

/**
 * A refund of the history through the one refund service, at `at`. What waits for the provider (a
 * cash voucher paid back by hand, a review) is finished by the provider's desk two days later, when
 * that is before `now`; otherwise it stays waiting, as a real one would.
 */
export async function sandboxRefund(
  db: Db,
  o: { policy: RefundPolicy; merchantNo: string; transactionId: string; amount?: string; reason: string; at: Date; now: Date },
): Promise<RefundRow> {
  const made = await db.transaction((tx) =>
    createRefund(tx as unknown as Tx, o.policy, {
      scope: [o.merchantNo],
      payment: o.transactionId,
      amount: o.amount,
      reason: o.reason,
      actor: ACTOR,
      now: o.at,
    }),
  );
  let r = made.request;
  const desk = new Date(o.at.getTime() + DESK_MS);
  if (desk > o.now) return r;
  if (r.status === 'pending_review') r = await decide(db, { refundId: r.refundId, decision: 'approve', now: desk, by: 'sandbox' });
  // approved but a cash voucher, or a cash voucher from the start: paid back by hand that day
  if (r.status === 'manual_processing' || r.status === 'cannot_refund_online')
    r = await decide(db, { refundId: r.refundId, decision: 'complete', now: desk, by: 'sandbox' });
  return r;
}

export async function generateTraffic(db: Db, o: TrafficOptions): Promise<TrafficResult> {
  const rnd = prng(o.seed ?? 20260101);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const span = o.days * 24 * 3600_000;
  const prefix = o.prefix ?? 'SBX';
  // oldest first, so that follow-ups (capture, refund) happen after their payment and before now
  const times = Array.from({ length: o.count }, () => o.now.getTime() - Math.floor(rnd() * span)).sort((a, b) => a - b);
  const result: TrafficResult = { created: 0, skipped: 0, refunds: 0 };
  const run = <T>(fn: (tx: Tx) => Promise<T>) => db.transaction((t) => fn(t as unknown as Tx));
  const scope = [o.merchantNo];

  const cardNumber = (): string => {
    const r = rnd();
    if (r < 0.1) return pick(DECLINE_CARDS);
    if (r < 0.16) return pick(CHALLENGE_CARDS);
    const [from, to] = pick(BIN_RANGES);
    const bin = String(Number(from) + Math.floor(rnd() * (Number(to) - Number(from) + 1)));
    const length = brandOf(bin) === 'amex' ? 15 : 16;
    let body = bin;
    while (body.length < length - 1) body += String(Math.floor(rnd() * 10));
    return luhnComplete(body);
  };
  const amountIn = (currency: Currency): string => {
    const usd = Math.exp(Math.log(5) + rnd() * Math.log(400)); // 5 to 2000 USD, skewed low
    const rate = { JPY: 150, KRW: 1350, IDR: 16000, VND: 25000, INR: 83, THB: 36, PHP: 56, MXN: 17, BRL: 5, CNY: 7.2, HKD: 7.8 }[currency as string] ?? 1;
    const zeroDecimals = ['JPY', 'KRW', 'VND'].includes(currency);
    const v = usd * rate;
    return fromMinor(BigInt(Math.max(1, Math.round(zeroDecimals ? v : v * 100))), currency);
  };

  for (let i = 0; i < o.count; i++) {
    const at = new Date(times[i]!);
    const later = (maxMs: number) => new Date(Math.min(o.now.getTime(), at.getTime() + 60_000 + Math.floor(rnd() * maxMs)));
    const merchantOrderId = `${prefix}-${String(i + 1).padStart(6, '0')}`;
    const local = rnd() < 0.3;
    const method = local ? pick(LOCAL_METHOD_CODES) : 'card';
    const currency: Currency = local ? pick(LOCAL_METHODS[method as keyof typeof LOCAL_METHODS].currencies) : pick(CARD_CURRENCIES);
    const authorizeOnly = !local && rnd() < 0.15;
    // the request schema of the API: the generated request passes the same validation as a real one
    const body = createPaymentBody.parse({
      merchantOrderId,
      amount: amountIn(currency),
      currency,
      paymentMethod: method,
      capture: !authorizeOnly,
      card: local ? undefined : { number: cardNumber(), expiryMonth: 1 + Math.floor(rnd() * 12), expiryYear: at.getUTCFullYear() + 2, cvv: '123' },
      customerEmail: `buyer${Math.floor(rnd() * 9000) + 1000}@example.com`,
      customerIp: `${1 + Math.floor(rnd() * 220)}.${Math.floor(rnd() * 255)}.${Math.floor(rnd() * 255)}.${1 + Math.floor(rnd() * 250)}`,
      userAgent: pick([
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148',
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Safari/605.1.15',
      ]),
    });
    let p;
    try {
      p = await run((tx) => createPayment(tx, o.merchantNo, body, { now: at, source: 'sandbox' }));
    } catch (e) {
      if (e instanceof AppError && e.info.code === Codes.DUPLICATE_ORDER.code) {
        result.skipped++;
        continue;
      }
      throw e;
    }
    result.created++;
    const id = p.transactionId;
    let succeeded = p.status === 'succeeded';
    if (p.status === 'pending') {
      const r = rnd();
      const when = later(20 * 60_000);
      const outcome = r < 0.8 ? 'pay' : r < 0.9 ? 'fail' : 'expire';
      await run((tx) => resolveLocalPayment(tx, scope, { transactionId: id, outcome }, { now: when, source: 'sandbox' }));
      succeeded = outcome === 'pay';
    } else if (p.status === 'authorized') {
      const r = rnd();
      if (r < 0.8) {
        await run((tx) => capturePayment(tx, scope, { transactionId: id }, { now: later(36 * 3600_000), source: 'sandbox' }));
        succeeded = true;
      } else if (r < 0.9) await run((tx) => voidPayment(tx, scope, { transactionId: id }, { now: later(36 * 3600_000), source: 'sandbox' }));
    }
    if (succeeded && rnd() < 0.08) {
      const partial = rnd() < 0.5;
      const amount = partial ? amountIn(currency) : undefined;
      let when = later(10 * 24 * 3600_000);
      try {
        await sandboxRefund(db, {
          policy: o.policy,
          merchantNo: o.merchantNo,
          transactionId: id,
          amount,
          reason: partial ? 'Partial refund: item returned' : 'Order cancelled',
          at: when,
          now: o.now,
        });
      } catch (e) {
        // a random partial amount above the payment: refund it in full instead
        if (!(e instanceof AppError && e.info.code === Codes.REFUND_EXCEEDS.code)) throw e;
        when = later(10 * 24 * 3600_000);
        await sandboxRefund(db, { policy: o.policy, merchantNo: o.merchantNo, transactionId: id, reason: 'Order cancelled', at: when, now: o.now });
      }
      result.refunds++;
    }
  }
  return result;
}
