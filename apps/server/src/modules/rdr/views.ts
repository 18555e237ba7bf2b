import { filterRange } from '@crossbill/contracts/business-time';
import { maskCard } from '@crossbill/contracts/card';
import { Codes } from '@crossbill/contracts/codes';
import { reasonName, reasonOf } from '@crossbill/contracts/dispute-reasons';
import type { Page } from '@crossbill/contracts/envelope';
import { RDR_SCHEME, type RdrDetail, type RdrEvent, type RdrFilters, type RdrItem } from '@crossbill/contracts/rdr';
import { moneyText } from '@crossbill/contracts/refund';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as store from './store.ts';
import type { RdrRow } from './store.ts';

/** What the portal reads of RDR alerts: the list's rows and one alert, with the timeline its row tells. */

export function toItem(a: RdrRow): RdrItem {
  return {
    alertId: a.alertId,
    merchantNo: a.merchantNo,
    caseNumber: a.caseNumber,
    enrolmentId: a.enrolmentId,
    transactionId: a.transactionId,
    merchantOrderId: a.merchantOrderId,
    amount: moneyText(a.amount, a.currency),
    currency: a.currency,
    reasonCode: a.reasonCode,
    cardNumber: maskCard(a.cardBin, a.cardLast4),
    outcome: a.outcome,
    rule: a.rule,
    refundId: a.refundId,
    refundStatus: a.refundStatus,
    chargebackId: a.chargebackId,
    receivedAt: a.receivedAt.toISOString(),
  };
}

export async function listRdr(db: Executor, scope: string[], q: RdrFilters & { page: number; size: number; now: Date }): Promise<Page<RdrItem>> {
  const { rows, total } = await store.selectPage(db, {
    scope,
    ...filterRange(q, q.now),
    outcome: q.outcome,
    rule: q.rule,
    merchantOrderId: q.merchantOrderId || undefined,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { content: rows.map(toItem), total, page: q.page, size: q.size };
}

/** The alert is decided as it arrives: its row is its whole history (arrival, decision, refund or chargeback). */
function timelineOf(a: RdrRow): RdrEvent[] {
  const at = a.receivedAt.toISOString();
  const step = (kind: RdrEvent['kind'], data: Record<string, string> = {}): RdrEvent => ({ kind, at, actor: a.actor, data });
  const steps = [step('received', { amount: moneyText(a.amount, a.currency), currency: a.currency, reasonCode: a.reasonCode })];
  if (a.outcome === 'accepted') steps.push(step('accepted', { rule: a.rule ?? '' }), step('refunded', { refundId: a.refundId ?? '' }));
  if (a.outcome === 'declined') steps.push(step('declined'), step('chargeback', { chargebackId: a.chargebackId ?? '' }));
  if (a.outcome === 'previously_refunded') steps.push(step('previously_refunded'));
  return steps;
}

export async function rdrDetail(db: Executor, scope: string[], q: { alertId: string; lang: 'en' | 'zh-cn' }): Promise<RdrDetail> {
  const a = await store.selectAlert(db, { scope, alertId: q.alertId });
  if (!a) throw new AppError(Codes.NOT_FOUND);
  const reason = reasonOf(RDR_SCHEME, a.reasonCode);
  return {
    ...toItem(a),
    arn: a.arn,
    descriptor: a.descriptor,
    reasonName: reason ? reasonName(reason, q.lang) : '',
    cardBin: a.cardBin,
    cardLast4: a.cardLast4,
    cardCountry: a.cardCountry,
    transactionAmount: moneyText(a.transactionAmount, a.currency),
    transactionCurrency: a.currency,
    rules: a.rules,
    timeline: timelineOf(a),
  };
}
