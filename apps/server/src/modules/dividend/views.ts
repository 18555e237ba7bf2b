import { Codes } from '@crossbill/contracts/codes';
import { businessInstant } from '@crossbill/contracts/business-time';
import type { SplitDetail, SplitFilters, SplitItem, Splittable } from '@crossbill/contracts/dividend';
import type { Page } from '@crossbill/contracts/envelope';
import { fromMinor, type Currency } from '@crossbill/contracts/money';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { RateSource } from '../exchange/service.ts';
import { getPayment } from '../payment/service.ts';
import { feeOf, netOf, toReceiver } from './service.ts';
import * as store from './store.ts';
import type { SplitListFilter, SplitListRow } from './store.ts';

/** The reads of split settlement: the list (outgoing or incoming), a split's detail, a payment as the split form sees it. */

export function toItem(r: SplitListRow): SplitItem {
  const s = r.split;
  const c = s.currency as Currency;
  return {
    splitId: s.splitId,
    transactionId: s.transactionId,
    merchantNo: s.merchantNo,
    merchantName: r.merchantName ?? s.merchantNo,
    receiverId: s.receiverId,
    receiverName: r.receiverName,
    receiverKind: r.receiverKind,
    receiverMerchantNo: s.receiverMerchantNo,
    currency: s.currency,
    amount: fromMinor(s.amount, c),
    reversedAmount: fromMinor(s.reversedAmount, c),
    netAmount: fromMinor(s.status === 'failed' ? 0n : s.amount - s.reversedAmount, c),
    status: s.status,
    failureReason: s.failureReason,
    createdAt: s.createdAt.toISOString(),
    settledAt: s.settledAt?.toISOString() ?? null,
  };
}

/** The list's filters over the scope: days are Beijing calendar days, `to` inclusive. */
export function filterOf(scope: string[], f: SplitFilters): SplitListFilter {
  return {
    scope,
    direction: f.direction,
    status: f.status,
    receiverId: f.direction === 'outgoing' ? f.receiverId : undefined,
    transactionId: f.transactionId?.trim() || undefined,
    from: f.from ? businessInstant(f.from) : undefined,
    to: f.to ? businessInstant(f.to, 24) : undefined,
  };
}

export async function listSplits(db: Executor, scope: string[], q: SplitFilters & { page: number; size: number }): Promise<Page<SplitItem>> {
  const f = filterOf(scope, q);
  const [rows, total] = await Promise.all([store.selectSplits(db, { ...f, limit: q.size, offset: (q.page - 1) * q.size }), store.countSplits(db, f)]);
  return { content: rows.map(toItem), total, page: q.page, size: q.size };
}

/**
 * One split, for its payer or its receiver. The receiver sees its own share and history only (the
 * payer's other receivers are the payer's business); the payer sees every share of the payment.
 */
export async function splitDetail(db: Executor, scope: string[], splitId: string): Promise<SplitDetail> {
  const row = await store.selectSplitVisible(db, { scope, splitId });
  if (!row) throw new AppError(Codes.NOT_FOUND);
  const s = row.split;
  const payer = scope.includes(s.merchantNo);
  const p = await getPayment(db, [s.merchantNo], { transactionId: s.transactionId });
  const c = p.currency as Currency;
  const shares = payer ? await store.selectSharesOfPayment(db, { merchantNo: s.merchantNo, transactionId: s.transactionId }) : [row];
  const events = await store.selectEvents(db, [s.id]);
  return {
    split: toItem(row),
    payment: {
      transactionId: p.transactionId,
      currency: p.currency,
      amount: fromMinor(p.amount, c),
      captured: fromMinor(p.capturedAmount, c),
      refunded: fromMinor(p.refundedAmount, c),
      chargeback: fromMinor(p.chargebackAmount, c),
      settled: p.settledAt !== null,
    },
    shares: shares.map(toItem),
    history: events.map((e) => ({
      kind: e.kind,
      amount: fromMinor(e.amount, c),
      entryId: e.entryId,
      reference: e.reference,
      at: e.createdAt.toISOString(),
    })),
  };
}

/** A payment of the merchant as the split form needs it. */
export async function splittableOf(db: Executor, rates: RateSource, merchantNo: string, transactionId: string, now: Date): Promise<Splittable> {
  const p = await getPayment(db, [merchantNo], { transactionId });
  if (p.type === 'refund') throw new AppError(Codes.NOT_FOUND);
  const c = p.currency as Currency;
  const fee = await feeOf(rates, p, now);
  const given = (await store.selectSplitsOfPayment(db, { merchantNo, transactionId })).reduce((s, x) => s + x.amount - x.reversedAmount, 0n);
  const receivers = (await store.selectReceivers(db, merchantNo)).filter((r) => r.status === 'active').map(toReceiver);
  return {
    transactionId,
    currency: p.currency,
    amount: fromMinor(p.status === 'succeeded' ? p.capturedAmount : p.amount, c),
    net: fromMinor(netOf(p, fee), c),
    fee: fromMinor(fee, c),
    split: fromMinor(given, c),
    open: p.status === 'succeeded' && p.settledAt === null,
    receivers,
  };
}

/** Every share of one payment of the merchant, as a page (the answer of a split). */
export async function paymentShares(db: Executor, merchantNo: string, transactionId: string): Promise<Page<SplitItem>> {
  const rows = await store.selectSharesOfPayment(db, { merchantNo, transactionId });
  return { content: rows.map(toItem), total: rows.length, page: 1, size: Math.max(rows.length, 1) };
}
