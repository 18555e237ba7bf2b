import { filterRange } from '@crossbill/contracts/business-time';
import { monthInstants } from '@crossbill/contracts/chargeback-rate';
import { Codes } from '@crossbill/contracts/codes';
import type { Language } from '@crossbill/contracts/constants';
import {
  CHARGEBACK_REMINDER_DAYS,
  type ChargebackDetail,
  type ChargebackFilters,
  type ChargebackGroup,
  type ChargebackItem,
} from '@crossbill/contracts/dispute';
import { CATEGORY_SECTIONS, reasonName, reasonOf } from '@crossbill/contracts/dispute-reasons';
import type { Page } from '@crossbill/contracts/envelope';
import { moneyText } from '@crossbill/contracts/refund';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as payment from '../payment/service.ts';
import { documentItem } from './documents.ts';
import { usdIn, type DisputePricing } from './money.ts';
import { openRound } from './service.ts';
import * as store from './store.ts';
import type { ChargebackRow } from './store.ts';

/** The portal's reads of chargebacks: the list with its quick filters, and one case in full. */

const DAY = 86_400_000;

/** Spec 4 quick filters → statuses (loss: lost in any way, including accepted and expired). */
const GROUPS: Record<ChargebackGroup, Pick<store.ChargebackFilter, 'statuses' | 'closed'>> = {
  received: { statuses: ['new'] },
  in_rebuttal: { statuses: ['rebuttal_submitted'] },
  all: {},
  won: { statuses: ['won'] },
  loss: { statuses: ['lost', 'accepted', 'expired'] },
  closed: { closed: true },
};

/** The user id of a timeline actor written as `operator:<id>` (service.ts actorText); null for the others. */
const operatorIdOf = (actor: string): number | null => {
  const m = /^operator:(\d+)$/.exec(actor);
  return m ? Number(m[1]) : null;
};

export function toItem(r: ChargebackRow, lang: Language): ChargebackItem {
  const reason = reasonOf(r.scheme, r.reasonCode);
  const m = (v: bigint) => moneyText(v, r.currency);
  return {
    chargebackId: r.chargebackId,
    merchantNo: r.merchantNo,
    transactionId: r.transactionId,
    arn: r.arn,
    scheme: r.scheme,
    reasonCode: r.reasonCode,
    reason: reason ? reasonName(reason, lang) : r.reasonCode,
    category: r.category,
    amount: m(r.amount),
    currency: r.currency,
    fee: m(r.fee),
    penalty: m(r.penalty),
    round: r.round,
    status: r.status,
    rebuttalStatus: r.rebuttalStatus,
    closed: r.closed,
    dueAt: r.dueAt?.toISOString() ?? null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    outcomeComment: r.outcomeComment,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The received-time window: the period filter, narrowed to the month when one is asked (the rate report's drill-down). */
function receivedRange(q: ChargebackFilters, now: Date): { from?: Date; to?: Date } {
  const r = filterRange(q, now);
  if (!q.month) return r;
  const m = monthInstants(q.month);
  return { from: r.from && r.from > m.from ? r.from : m.from, to: r.to && r.to < m.to ? r.to : m.to };
}

export function toFilter(scope: string[], q: ChargebackFilters, now: Date): store.ChargebackFilter {
  const group = GROUPS[q.group ?? 'all'];
  return {
    scope,
    ...receivedRange(q, now),
    ...group,
    // the dashboard's links: open cases (due soon: within the reminder window), decisions of 30 days
    ...(q.due ? { closed: false } : {}),
    dueBefore: q.due === 'soon' ? new Date(now.getTime() + CHARGEBACK_REMINDER_DAYS * DAY) : undefined,
    decidedFrom: q.decided === 'last30' ? new Date(now.getTime() - 30 * DAY) : undefined,
    currency: q.currency,
    // an explicit status narrows the group further (never widens it)
    ...(q.status ? { statuses: group.statuses ? group.statuses.filter((s) => s === q.status) : [q.status] } : {}),
    category: q.category,
    scheme: q.scheme,
    chargebackId: q.chargebackId || undefined,
    transactionId: q.transactionId || undefined,
    arn: q.arn || undefined,
  };
}

export async function listChargebacks(
  db: Executor,
  scope: string[],
  q: ChargebackFilters & { page: number; size: number; now: Date; lang: Language },
): Promise<Page<ChargebackItem>> {
  const f = toFilter(scope, q, q.now);
  const [rows, total] = await Promise.all([store.selectPage(db, { ...f, limit: q.size, offset: (q.page - 1) * q.size }), store.countRows(db, f)]);
  return { content: rows.map((r) => toItem(r, q.lang)), total, page: q.page, size: q.size };
}

export async function chargebackDetail(
  db: Executor,
  pricing: DisputePricing,
  scope: string[],
  q: { chargebackId: string; now: Date; lang: Language },
): Promise<ChargebackDetail> {
  const cb = await store.selectChargeback(db, { chargebackId: q.chargebackId, scope });
  if (!cb) throw new AppError(Codes.NOT_FOUND);
  const [p, refunds, rebuttals, documents, events] = await Promise.all([
    payment.getPayment(db, [cb.merchantNo], { transactionId: cb.transactionId }),
    payment.refundsOf(db, { transactionId: cb.transactionId, scope: [cb.merchantNo] }),
    store.selectRebuttals(db, cb.chargebackId),
    store.selectDocuments(db, cb.chargebackId),
    store.selectEvents(db, cb.chargebackId),
  ]);
  const names = await store.userNames(db, [...new Set(events.map((e) => operatorIdOf(e.actor)).filter((id): id is number => id !== null))]);
  const m = (v: bigint) => moneyText(v, p.currency);
  const round = openRound(cb, q.now);
  return {
    ...toItem(cb, q.lang),
    sections: [...CATEGORY_SECTIONS[cb.category]],
    secondRebuttalPenalty: moneyText(await usdIn(pricing, pricing.penaltyUsd, cb.currency, q.now), cb.currency),
    canRebut: round === 1,
    canSecondRebut: round === 2,
    canAccept: round !== null,
    rebuttals: rebuttals.map((r) => ({
      round: r.round,
      status: r.status,
      description: r.description,
      evidence: r.evidence,
      submittedAt: r.submittedAt?.toISOString() ?? null,
      submittedBy: r.submittedBy,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      documents: documents.filter((d) => d.rebuttalId === r.id).map(documentItem),
    })),
    timeline: events.map((e) => ({
      at: e.createdAt.toISOString(),
      kind: e.kind,
      actor: e.actor,
      actorName: names.get(operatorIdOf(e.actor) ?? 0) ?? null,
      data: e.data,
    })),
    transaction: {
      transactionId: p.transactionId,
      merchantOrderId: p.merchantOrderId,
      amount: m(p.amount),
      capturedAmount: m(p.capturedAmount),
      refundedAmount: m(p.refundedAmount),
      chargebackAmount: m(p.chargebackAmount),
      currency: p.currency,
      paymentMethod: p.paymentMethod,
      createdAt: p.createdAt.toISOString(),
      threeDs: p.threeDs,
      eci: p.eci,
      ip: p.ip,
      customerEmail: p.customerEmail,
      trackingNumber: p.trackingNumber,
      trackingCarrier: p.trackingCarrier,
      refunds: refunds.map((r) => ({ refundId: r.transactionId, amount: m(r.amount), status: r.status, at: r.createdAt.toISOString() })),
    },
  };
}
