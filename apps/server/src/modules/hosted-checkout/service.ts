import crypto from 'node:crypto';
import { brandOf, cardOutcome, luhnValid } from '@crossbill/contracts/card';
import { Codes } from '@crossbill/contracts/codes';
import {
  countriesFor,
  methodsFor,
  SESSION_PAY_ATTEMPTS,
  SESSION_TTL_MS,
  type CheckoutSession,
  type PageSession,
  type PayAnswer,
} from '@crossbill/contracts/hosted-checkout';
import type { SessionStatus } from '@crossbill/contracts/checkout-page';
import type { Currency } from '@crossbill/contracts/money';
import { isLocalMethod, type PaymentResult } from '@crossbill/contracts/payment';
import type { z } from 'zod';
import type { createSessionBody, payBody } from '@crossbill/contracts/hosted-checkout';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { audit, type Actor } from '../../platform/audit/audit.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { approvedApplication } from '../application/service.ts';
import { hostedLook } from '../checkout/service.ts';
import { merchantRow } from '../merchant/service.ts';
import { createPayment, getPayment, minorOf, money, toPaymentResult, type PaymentScreen } from '../payment/service.ts';
import * as store from './store.ts';
import type { SessionRow } from './store.ts';

export type { SessionRow } from './store.ts';

/**
 * Checkout sessions: created by the merchant's server (/v1) or the portal's demo pages, paid once on
 * the hosted page through the payment module's one payment service (the same transaction record a
 * /v1 payment makes, carrying the session's merchant order ID).
 */

/** 18 random bytes, base64url: 144 bits, not guessable; the id is all the page needs to read the session. */
const newSessionId = () => `cs_${crypto.randomBytes(18).toString('base64url')}`;

/** What a session's status is now: an open one past its time has expired; a pending one follows its payment. */
export function statusOf(s: SessionRow, payment: PaymentResult | null, now: Date): SessionStatus {
  if (s.status === 'open') return now >= s.expiresAt ? 'expired' : 'open';
  if (s.status === 'pending' && payment) {
    if (payment.status === 'succeeded') return 'paid';
    if (payment.status === 'failed' || payment.status === 'expired') return 'failed';
  }
  return s.status;
}

export interface CreateSession {
  merchantNo: string;
  body: z.output<typeof createSessionBody>;
  /** where the hosted page lives (PUBLIC_URL, platform/http/public-url.ts) */
  baseUrl: string;
  /** outside the sandbox a return URL must be https */
  sandbox: boolean;
  actor: Actor & { source: 'api' | 'portal' };
  now: Date;
}

export async function createSession(tx: Tx, o: CreateSession): Promise<CheckoutSession> {
  const b = o.body;
  if (!o.sandbox && new URL(b.returnUrl).protocol !== 'https:') throw fieldError('returnUrl', 'hostedCheckout.returnUrlHttps');
  if (!(await approvedApplication(tx, o.merchantNo, b.appId))) throw fieldError('appId', 'hostedCheckout.applicationNotApproved');
  const amount = minorOf(b.amount, b.currency, 'amount');
  const row = await store.insertSession(tx, {
    sessionId: newSessionId(),
    merchantNo: o.merchantNo,
    appId: b.appId,
    merchantOrderId: b.merchantOrderId,
    amount,
    currency: b.currency,
    returnUrl: b.returnUrl,
    customerEmail: b.customerEmail,
    locale: b.locale ?? null,
    country: b.country ?? null,
    status: 'open',
    expiresAt: new Date(o.now.getTime() + SESSION_TTL_MS),
    createdAt: o.now,
    updatedAt: o.now,
  });
  if (!row) throw new AppError(Codes.DUPLICATE_ORDER);
  await audit(tx, {
    userId: o.actor.userId,
    merchantNo: o.merchantNo,
    action: 'checkout.session.create',
    target: row.sessionId,
    summary: { amount: money(amount, b.currency), currency: b.currency, merchantOrderId: b.merchantOrderId, appId: b.appId, source: o.actor.source },
    ip: o.actor.ip,
    userAgent: o.actor.userAgent,
  });
  return sessionView(row, null, o.baseUrl, o.now);
}

async function paymentOf(db: Executor, s: SessionRow): Promise<PaymentResult | null> {
  return s.transactionId ? toPaymentResult(await getPayment(db, [s.merchantNo], { transactionId: s.transactionId })) : null;
}

function sessionView(s: SessionRow, payment: PaymentResult | null, baseUrl: string, now: Date): CheckoutSession {
  return {
    sessionId: s.sessionId,
    url: `${baseUrl}/pay/${s.sessionId}`,
    status: statusOf(s, payment, now),
    amount: money(s.amount, s.currency),
    currency: s.currency,
    merchantOrderId: s.merchantOrderId,
    appId: s.appId,
    returnUrl: s.returnUrl,
    customerEmail: s.customerEmail,
    locale: s.locale,
    country: s.country,
    transactionId: s.transactionId,
    expiresAt: s.expiresAt.toISOString(),
    createdAt: s.createdAt.toISOString(),
  };
}

/** A session of the merchant's (the merchant's server reads it: /v1). */
export async function getSession(db: Executor, scope: string[], sessionId: string, o: { baseUrl: string; now: Date }): Promise<CheckoutSession> {
  const s = await store.selectSession(db, { sessionId, scope });
  if (!s) throw new AppError(Codes.NOT_FOUND);
  return sessionView(s, await paymentOf(db, s), o.baseUrl, o.now);
}

async function pageView(db: Executor, s: SessionRow, now: Date): Promise<PageSession> {
  const look = await hostedLook(db, { merchantNo: s.merchantNo, appId: s.appId });
  const merchant = await merchantRow(db, s.merchantNo);
  const payment = await paymentOf(db, s);
  return {
    sessionId: s.sessionId,
    status: statusOf(s, payment, now),
    amount: money(s.amount, s.currency),
    currency: s.currency,
    merchantName: look.brand?.name || merchant?.name || s.merchantNo,
    merchantOrderId: look.brand?.showMerchantOrderId ? s.merchantOrderId : null,
    returnUrl: s.returnUrl,
    locale: s.locale,
    country: s.country,
    look,
    cardBrands: look.cardBrands,
    localMethods: methodsFor(look.localMethods, s.currency),
    countries: look.brand?.switchCountry ? countriesFor(look.localMethods, s.currency) : [],
    expiresAt: s.expiresAt.toISOString(),
    result: payment && {
      transactionId: payment.transactionId,
      paymentStatus: payment.status,
      paymentMethod: payment.paymentMethod,
      cardNumber: payment.cardNumber,
      responseMessage: payment.responseMessage,
      payBy: payment.expiresAt,
    },
  };
}

/** The hosted page's read of a session (public: the id is the secret). */
export async function pageSession(db: Executor, sessionId: string, now: Date): Promise<PageSession> {
  const s = await store.selectSession(db, { sessionId });
  if (!s) throw new AppError(Codes.NOT_FOUND);
  return pageView(db, s, now);
}

export interface Pay {
  sessionId: string;
  body: z.output<typeof payBody>;
  /** the risk check every payment passes (blacklists), as for /v1 */
  screen: PaymentScreen;
  ip: string;
  userAgent: string;
  now: Date;
}

/** The sandbox challenge's "Fail authentication": the issuer declines as a failed 3-D Secure (ECI 07). */
const AUTH_FAILED = { code: 'R1', message: 'Cardholder authentication failed' };

/**
 * Pay a session once. A session already paid (or pending, or failed) answers its payment; an
 * expired or cancelled one refuses. A 3-D Secure test card answers `challenge` first, with nothing
 * paid; the page calls again with the challenge's answer. Calls are counted per session
 * (SESSION_PAY_ATTEMPTS) before anything else, in their own statement.
 */
export async function paySession(db: Db, p: Pay): Promise<PayAnswer> {
  const first = await store.selectSession(db, { sessionId: p.sessionId });
  if (!first) throw new AppError(Codes.NOT_FOUND);
  if (first.status === 'open') {
    if ((await store.countAttempt(db, p.sessionId, p.now)) > SESSION_PAY_ATTEMPTS) throw new AppError(Codes.RATE_LIMITED);
  }
  return db.transaction(async (tx) => {
    const s = (await store.selectSession(tx, { sessionId: p.sessionId, lock: true }))!;
    if (s.status === 'cancelled') throw new AppError(Codes.CHECKOUT_SESSION_CLOSED);
    // paid, failed or pending: the first call's answer, nothing paid twice
    if (s.status !== 'open') return { challenge: false, session: await pageView(tx, s, p.now) };
    if (p.now >= s.expiresAt) throw new AppError(Codes.CHECKOUT_SESSION_EXPIRED);
    const look = await hostedLook(tx, { merchantNo: s.merchantNo, appId: s.appId });
    const b = p.body;
    let authFailed = false;
    if (b.method === 'card') {
      if (!b.card) throw fieldError('card', 'validation.required');
      if (!luhnValid(b.card.number)) throw fieldError('card.number', 'payment.cardNumberInvalid');
      const brand = brandOf(b.card.number);
      if (!brand || !look.cardBrands.includes(brand)) throw fieldError('card.number', 'payment.brandUnknown');
      const challenge = cardOutcome(b.card.number).threeDs;
      if ((challenge === 'passed' || challenge === 'failed') && !b.authentication) return { challenge: true, session: await pageView(tx, s, p.now) };
      authFailed = b.authentication === 'failed';
    } else {
      if (b.card) throw fieldError('card', 'payment.cardNotExpected');
      if (!isLocalMethod(b.method) || !look.localMethods.includes(b.method)) throw fieldError('method', 'payment.methodUnsupported');
      if (!methodsFor([b.method], s.currency).length) throw fieldError('method', 'payment.currencyNotAccepted');
    }
    const screen: PaymentScreen = async (t, q) => {
      const r = await p.screen(t, q);
      return authFailed && !r.decline ? { ...r, decline: AUTH_FAILED } : r;
    };
    const payment = await createPayment(
      tx,
      s.merchantNo,
      {
        merchantOrderId: s.merchantOrderId,
        amount: money(s.amount, s.currency),
        currency: s.currency as Currency,
        paymentMethod: b.method,
        capture: true,
        card: b.card,
        customerEmail: s.customerEmail,
        customerIp: p.ip,
        userAgent: p.userAgent,
      },
      { now: p.now, source: 'api' },
      screen,
    );
    const status = payment.status === 'pending' ? 'pending' : payment.status === 'succeeded' ? 'paid' : 'failed';
    const after = await store.updateSession(tx, s.id, { status, transactionId: payment.transactionId, updatedAt: p.now });
    await audit(tx, {
      userId: null,
      merchantNo: s.merchantNo,
      action: 'checkout.session.pay',
      target: s.sessionId,
      summary: { transactionId: payment.transactionId, status, paymentMethod: payment.paymentMethod },
      ip: p.ip,
      userAgent: p.userAgent,
    });
    return { challenge: false, session: await pageView(tx, after, p.now) };
  });
}

/** The page's cancel link (when the brand allows it): an open session becomes cancelled; the answer is where to send the customer. */
export async function cancelSession(db: Db, o: { sessionId: string; ip: string; userAgent: string; now: Date }): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const s = await store.selectSession(tx, { sessionId: o.sessionId, lock: true });
    if (!s) throw new AppError(Codes.NOT_FOUND);
    if (s.status === 'cancelled') return s;
    const look = await hostedLook(tx, { merchantNo: s.merchantNo, appId: s.appId });
    if (!look.brand?.allowCancel) throw new AppError(Codes.FORBIDDEN);
    if (s.status !== 'open' || o.now >= s.expiresAt) throw new AppError(Codes.CHECKOUT_SESSION_CLOSED);
    const after = await store.updateSession(tx, s.id, { status: 'cancelled', updatedAt: o.now });
    await audit(tx, { userId: null, merchantNo: s.merchantNo, action: 'checkout.session.cancel', target: s.sessionId, ip: o.ip, userAgent: o.userAgent });
    return after;
  });
}
