import { filterRange } from '@crossbill/contracts/business-time';
import { maskCard } from '@crossbill/contracts/card';
import { Codes } from '@crossbill/contracts/codes';
import type { Page } from '@crossbill/contracts/envelope';
import type { EthocaDetail, EthocaEvent, EthocaFilters, EthocaItem, EthocaStatus } from '@crossbill/contracts/ethoca';
import { moneyText } from '@crossbill/contracts/refund';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as payment from '../payment/service.ts';
import * as refund from '../refund/service.ts';
import * as store from './store.ts';
import type { AlertRow } from './store.ts';

/** What the portal reads of alerts: the list's rows and one alert's view (read-only once answered). */

/** open, answered, or missed: open with its due time passed (never written: contracts ethoca.ts). */
export const statusOf = (a: Pick<AlertRow, 'status' | 'dueAt'>, now: Date): EthocaStatus =>
  a.status === 'answered' ? 'answered' : a.dueAt <= now ? 'missed' : 'open';

export function toItem(a: AlertRow, now: Date): EthocaItem {
  return {
    alertId: a.alertId,
    merchantNo: a.merchantNo,
    ethocaId: a.ethocaId,
    caseId: a.caseId,
    type: a.type,
    merchantOrderId: a.merchantOrderId,
    transactionId: a.transactionId,
    amount: moneyText(a.amount, a.currency),
    currency: a.currency,
    cardNumber: maskCard(a.cardBin, a.cardLast4),
    status: statusOf(a, now),
    outcome: a.outcome,
    refundStatus: a.refundStatus,
    receivedAt: a.receivedAt.toISOString(),
    dueAt: a.dueAt.toISOString(),
    answeredAt: a.answeredAt?.toISOString() ?? null,
  };
}

export async function listAlerts(db: Executor, scope: string[], q: EthocaFilters & { page: number; size: number; now: Date }): Promise<Page<EthocaItem>> {
  const { rows, total } = await store.selectPage(db, {
    scope,
    ...filterRange(q, q.now),
    type: q.type,
    status: q.status,
    merchantOrderId: q.merchantOrderId || undefined,
    now: q.now,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { content: rows.map((r) => toItem(r, q.now)), total, page: q.page, size: q.size };
}

export async function alertDetail(db: Executor, scope: string[], q: { alertId: string; now: Date }): Promise<EthocaDetail> {
  const a = await store.selectAlert(db, { scope, alertId: q.alertId });
  if (!a) throw new AppError(Codes.NOT_FOUND);
  const own = [a.merchantNo];
  const p = a.transactionId ? await payment.getPayment(db, own, { transactionId: a.transactionId }) : null;
  const refunds = a.transactionId ? await refund.requestsOfPayment(db, own, a.transactionId) : [];
  const status = statusOf(a, q.now);
  const timeline: EthocaEvent[] = (await store.selectEvents(db, { merchantNo: a.merchantNo, alertId: a.alertId })).map((e) => ({
    at: e.createdAt.toISOString(),
    kind: e.kind,
    actor: e.actor,
    data: e.data,
  }));
  // a missed alert's last line: derived from its due time, as its status is
  if (status === 'missed') timeline.push({ at: a.dueAt.toISOString(), kind: 'missed', actor: 'network', data: {} });
  return {
    ...toItem(a, q.now),
    descriptor: a.descriptor,
    resellerSubMerchantId: a.resellerSubMerchantId,
    transactionAmount: moneyText(a.transactionAmount, a.transactionCurrency),
    transactionCurrency: a.transactionCurrency,
    arn: a.arn,
    bin: a.bin,
    caid: a.caid,
    dba: a.dba,
    mcc: a.mcc,
    liability: a.liability,
    reasonCode: a.reasonCode,
    cardBin: a.cardBin,
    cardLast4: a.cardLast4,
    cardHash: a.cardHash,
    comment: a.comment,
    refundId: a.refundId,
    answeredBy: a.answeredBy,
    refundable: p && p.status === 'succeeded' && p.type !== 'refund' ? moneyText(payment.refundable(p), p.currency) : moneyText(0n, a.currency),
    refunds: refunds.map((r) => ({ refundId: r.refundId, amount: moneyText(r.amount, r.currency), status: r.status, at: r.appliedAt.toISOString() })),
    canAnswer: status === 'open',
    timeline,
  };
}
