import type { AlertDetail, AlertFilters, AlertItem, AlertRefundStatus } from '@crossbill/contracts/alert';
import { filterRange } from '@crossbill/contracts/business-time';
import { maskCard } from '@crossbill/contracts/card';
import { Codes } from '@crossbill/contracts/codes';
import type { Page } from '@crossbill/contracts/envelope';
import { moneyText } from '@crossbill/contracts/refund';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as payment from '../payment/service.ts';
import * as store from './store.ts';
import type { AlertRow, PaymentFacts } from './store.ts';

const operatorIdOf = (actor: string): number | null => {
  const m = /^operator:(\d+)$/.exec(actor);
  return m ? Number(m[1]) : null;
};

/** Spec 3/4 refund status, from what the payment's completed refunds returned. */
export function refundStatusOf(f: Pick<PaymentFacts, 'capturedAmount' | 'refundedAmount'>): AlertRefundStatus {
  if (f.refundedAmount <= 0n) return 'none';
  return f.refundedAmount >= f.capturedAmount ? 'full' : 'partial';
}

export function toItem(a: AlertRow, f: PaymentFacts | undefined): AlertItem {
  const facts = f ?? { capturedAmount: 0n, refundedAmount: 0n, chargebackId: null };
  return {
    alertId: a.alertId,
    merchantNo: a.merchantNo,
    transactionId: a.transactionId,
    service: a.service,
    type: a.type,
    scheme: a.scheme,
    reasonCode: a.reasonCode,
    amount: moneyText(a.amount, a.currency),
    currency: a.currency,
    source: a.source,
    status: a.status,
    refundStatus: refundStatusOf(facts),
    chargebackStatus: facts.chargebackId ? 'disputed' : 'none',
    chargebackId: facts.chargebackId,
    receivedAt: a.receivedAt.toISOString(),
    createdAt: a.createdAt.toISOString(),
    autoRefundAt: a.status === 'new' ? (a.autoRefundAt?.toISOString() ?? null) : null,
  };
}

/** One alert as the actions answer it (facts read after the change, in the same transaction). */
export async function itemOf(db: Executor, a: AlertRow): Promise<AlertItem> {
  return toItem(a, (await store.paymentFacts(db, [a])).get(`${a.merchantNo}/${a.transactionId}`));
}

export async function listAlerts(db: Executor, scope: string[], q: AlertFilters & { page: number; size: number; now: Date }): Promise<Page<AlertItem>> {
  const f: store.AlertFilter = {
    scope,
    ...filterRange(q, q.now),
    status: q.status,
    service: q.service,
    alertId: q.alertId || undefined,
    transactionId: q.transactionId || undefined,
  };
  const [rows, total] = await Promise.all([store.selectPage(db, { ...f, limit: q.size, offset: (q.page - 1) * q.size }), store.countRows(db, f)]);
  const facts = await store.paymentFacts(db, rows);
  return { content: rows.map((a) => toItem(a, facts.get(`${a.merchantNo}/${a.transactionId}`))), total, page: q.page, size: q.size };
}

export async function alertDetail(db: Executor, scope: string[], q: { alertId: string }): Promise<AlertDetail> {
  const a = await store.selectAlert(db, { alertId: q.alertId, scope });
  if (!a) throw new AppError(Codes.NOT_FOUND);
  const [p, events, item] = await Promise.all([
    payment.getPayment(db, [a.merchantNo], { transactionId: a.transactionId }),
    store.selectEvents(db, [a.alertId]),
    itemOf(db, a),
  ]);
  const names = await store.userNames(db, [...new Set(events.map((e) => operatorIdOf(e.actor)).filter((id): id is number => id != null))]);
  const m = (v: bigint) => moneyText(v, p.currency);
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    ...item,
    payment: {
      transactionId: p.transactionId,
      merchantOrderId: p.merchantOrderId,
      amount: m(p.amount),
      capturedAmount: m(p.capturedAmount),
      refundedAmount: m(p.refundedAmount),
      refundable: m(p.status === 'succeeded' ? payment.refundable(p) : 0n),
      currency: p.currency,
      cardNumber: maskCard(p.cardBin, p.cardLast4) || null,
      createdAt: p.createdAt.toISOString(),
    },
    canAct: a.status === 'new' && item.chargebackStatus === 'none',
    timeline: events.map((e) => ({
      at: e.createdAt.toISOString(),
      kind: e.kind,
      actor: e.actor,
      actorName: names.get(operatorIdOf(e.actor) ?? 0) ?? null,
      amount: str(e.data.amount),
      refundId: str(e.data.refundId),
      chargebackId: str(e.data.chargebackId),
    })),
  };
}
