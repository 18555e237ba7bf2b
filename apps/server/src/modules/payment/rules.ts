import crypto from 'node:crypto';
import { binCountry, brandOf, cardOutcome, luhnValid, maskCard } from '@crossbill/contracts/card';
import { fromMinor, isCurrency, toMinor, MoneyError, type Currency } from '@crossbill/contracts/money';
import { LOCAL_PAYMENT_TTL_MS, type PaymentResult, type createPaymentBody } from '@crossbill/contracts/payment';
import type { z } from 'zod';
import { fieldError } from '../../platform/http/errors.ts';
import { businessDate } from '@crossbill/contracts/business-time';
import type { NewTransaction, TransactionRow } from './store.ts';

/** Pure rules of the sandbox acquirer: ids, amounts, the card decision and the new row. */

export type CreatePaymentInput = z.output<typeof createPaymentBody>;

/** T (payment) or R (refund) + Beijing date + 12 random digits: unique, sortable by day, not guessable. */
export function newTransactionId(prefix: 'T' | 'R', now: Date): string {
  const digits = crypto.randomInt(0, 1e12).toString().padStart(12, '0');
  return `${prefix}${businessDate(now).replace(/-/g, '')}${digits}`;
}

/** A decimal string of `currency` → minor units, as a field error of `field` when it is not one. */
export function minorOf(value: string, currency: string, field: string): bigint {
  if (!isCurrency(currency)) throw fieldError('currency', 'money.unknownCurrency', { currency });
  try {
    const v = toMinor(value.trim(), currency);
    if (v <= 0n) throw fieldError(field, 'payment.amountPositive');
    return v;
  } catch (e) {
    if (e instanceof MoneyError) throw fieldError(field, e.messageKey, e.params);
    throw e;
  }
}

export const money = (minor: bigint, currency: string) => (isCurrency(currency) ? fromMinor(minor, currency as Currency) : minor.toString());

const digits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(0, 10)).join('');

/** The new row of a payment request, decided by the card (or pending for a local method). */
export function decidePayment(merchantNo: string, b: CreatePaymentInput, now: Date): NewTransaction {
  const amount = minorOf(b.amount, b.currency, 'amount');
  const base: NewTransaction = {
    transactionId: newTransactionId('T', now),
    merchantNo,
    merchantOrderId: b.merchantOrderId,
    type: 'sale',
    status: 'pending',
    amount,
    currency: b.currency,
    paymentMethod: b.paymentMethod,
    ip: b.customerIp ?? null,
    userAgent: b.userAgent ?? null,
    customerEmail: b.customerEmail ?? null,
    description: b.description ?? null,
    billingAddress: b.billingAddress ?? null,
    shippingAddress: b.shippingAddress ?? null,
    channelRequestId: `CRQ${digits(16)}`,
    createdAt: now,
    updatedAt: now,
  };
  if (b.paymentMethod !== 'card') return { ...base, expiresAt: new Date(now.getTime() + LOCAL_PAYMENT_TTL_MS) };

  const card = b.card!;
  if (!luhnValid(card.number)) throw fieldError('card.number', 'payment.cardNumberInvalid');
  const brand = brandOf(card.number);
  if (!brand) throw fieldError('card.number', 'payment.brandUnknown');
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (card.expiryYear * 12 + card.expiryMonth < month) throw fieldError('card.expiryYear', 'payment.cardExpired');
  const outcome = cardOutcome(card.number);
  const bin = card.number.slice(0, 6);
  const captured = outcome.approved && b.capture;
  return {
    ...base,
    type: b.capture ? 'sale' : 'authorization',
    status: !outcome.approved ? 'failed' : captured ? 'succeeded' : 'authorized',
    capturedAmount: captured ? amount : 0n,
    paymentMethod: brand,
    cardBin: bin,
    cardLast4: card.number.slice(-4),
    cardCountry: binCountry(bin),
    eci: outcome.eci,
    threeDs: outcome.threeDs,
    responseCode: outcome.responseCode,
    responseMessage: outcome.responseMessage,
    channelResponseId: `CRS${digits(16)}`,
    arn: captured ? newArn() : null,
    completedAt: outcome.approved && !captured ? null : now,
  };
}

/** A payment the risk check declined before the scheme: failed with the check's own code, nothing held or captured. */
export function declined(row: NewTransaction, d: { code: string; message: string }, now: Date): NewTransaction {
  return {
    ...row,
    status: 'failed',
    capturedAmount: 0n,
    responseCode: d.code,
    responseMessage: d.message,
    arn: null,
    expiresAt: null,
    completedAt: now,
  };
}

/** Acquirer reference number: 23 digits, given when money moves (capture, refund). */
export const newArn = () => `7${digits(22)}`;

export function toPaymentResult(r: TransactionRow): PaymentResult {
  return {
    transactionId: r.transactionId,
    merchantOrderId: r.merchantOrderId,
    originalTransactionId: r.originalTransactionId,
    type: r.type,
    status: r.status,
    amount: money(r.amount, r.currency),
    capturedAmount: money(r.capturedAmount, r.currency),
    refundedAmount: money(r.refundedAmount, r.currency),
    refundState: r.refundState,
    currency: r.currency,
    paymentMethod: r.paymentMethod,
    cardNumber: maskCard(r.cardBin, r.cardLast4) || null,
    cardBrand: r.cardBin ? r.paymentMethod : null,
    cardCountry: r.cardBin ? r.cardCountry || null : null,
    eci: r.eci,
    responseCode: r.responseCode,
    responseMessage: r.responseMessage,
    arn: r.arn,
    expiresAt: r.status === 'pending' && r.expiresAt ? r.expiresAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
