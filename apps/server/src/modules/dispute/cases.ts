import { filterRange } from '@crossbill/contracts/business-time';
import { maskCard } from '@crossbill/contracts/card';
import { Codes } from '@crossbill/contracts/codes';
import type { Language } from '@crossbill/contracts/constants';
import { CHARGEBACK_RESPONSE_DAYS, INQUIRY_RESPONSE_DAYS, type RebuttalDocumentItem } from '@crossbill/contracts/dispute';
import { CASE_EVENT_KINDS, type CaseDetail, type CaseDispute, type CaseEvent, type CaseFilters, type CaseItem } from '@crossbill/contracts/dispute-case';
import { reasonName, reasonOf, type DisputeScheme } from '@crossbill/contracts/dispute-reasons';
import type { Page } from '@crossbill/contracts/envelope';
import { moneyText } from '@crossbill/contracts/refund';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as payment from '../payment/service.ts';
import * as refund from '../refund/service.ts';
import * as caseStore from './case-store.ts';
import type { CaseRow } from './case-store.ts';
import { documentItem } from './documents.ts';
import { usdIn, type DisputePricing } from './money.ts';
import * as store from './store.ts';

/**
 * The dispute case file (spec 2 transaction/dispute, dispute/detail): one case per payment with an
 * inquiry or a chargeback. The list reads the case index (dispute_cases, case-store.ts); a case's
 * detail merges its inquiries, the chargebacks' own timelines (both rounds, rebuttals with their
 * documents, decisions, penalty) and the payment's refunds into one chronological timeline. The totals add up the
 * chargeback records as they were booked in the ledger (money.ts writes them with the amounts taken).
 */
const DAY = 86_400_000;
const operatorIdOf = (actor: string): number | null => {
  const m = /^operator:(\d+)$/.exec(actor);
  return m ? Number(m[1]) : null;
};
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const reasonText = (scheme: DisputeScheme, code: string, lang: Language) => {
  const r = reasonOf(scheme, code);
  return r ? reasonName(r, lang) : code;
};

/** A chargeback or an inquiry of the case, in the one shape both take (its due date only while it is open). */
const disputeOf = (d: Omit<CaseDispute, 'reason' | 'dueAt'> & { dueAt: Date | null }, lang: Language): CaseDispute => ({
  id: d.id,
  scheme: d.scheme,
  reasonCode: d.reasonCode,
  reason: reasonText(d.scheme, d.reasonCode, lang),
  amount: d.amount,
  status: d.status,
  round: d.round,
  dueAt: iso(d.dueAt),
});

function toItem(r: CaseRow): CaseItem {
  const m = (v: bigint) => moneyText(v, r.currency);
  return {
    transactionId: r.transactionId,
    merchantNo: r.merchantNo,
    merchantOrderId: r.merchantOrderId,
    paymentMethod: r.paymentMethod,
    cardNumber: maskCard(r.cardBin, r.cardLast4),
    paymentAmount: m(r.paymentAmount),
    disputedAmount: m(r.disputed),
    currency: r.currency,
    stage: r.stage,
    outcome: r.outcome,
    nextDueAt: iso(r.nextDueAt),
    openedAt: r.openedAt.toISOString(),
    lastActivityAt: r.lastActivityAt.toISOString(),
    inquiries: r.inquiries,
    chargebacks: r.chargebacks,
  };
}

export async function listCases(db: Executor, scope: string[], q: CaseFilters & { page: number; size: number; now: Date }): Promise<Page<CaseItem>> {
  const { rows, total } = await caseStore.selectCasePage(db, {
    scope,
    ...filterRange(q, q.now),
    stage: q.stage,
    outcome: q.outcome,
    transactionId: q.transactionId || undefined,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { content: rows.map(toItem), total, page: q.page, size: q.size };
}

/** Chargeback event kinds as the case names them (the rest keep their name). */
const CB_KIND: Record<string, CaseEvent['kind']> = { received: 'chargebackReceived' };

/** A pre-dispute alert's step on the case timeline. */
export interface AlertStep {
  alertId: string;
  kind: string;
  actor: string;
  data: Record<string, unknown>;
  createdAt: Date;
}
/** The alert module's steps of a payment, passed in by the composition (alert reads chargebacks, so dispute never imports alert). */
export type AlertStepsOf = (db: Executor, scope: string[], transactionId: string) => Promise<AlertStep[]>;

export async function caseDetail(
  db: Executor,
  pricing: DisputePricing,
  scope: string[],
  q: { transactionId: string; now: Date; lang: Language; alertSteps?: AlertStepsOf },
): Promise<CaseDetail> {
  const c = await caseStore.selectCase(db, scope, q.transactionId);
  if (!c) throw new AppError(Codes.NOT_FOUND);
  const [p, cbs, inquiries, refunds, alertSteps] = await Promise.all([
    payment.getPayment(db, [c.merchantNo], { transactionId: c.transactionId }),
    caseStore.selectCaseChargebacks(db, c.merchantNo, c.transactionId),
    caseStore.selectCaseInquiries(db, c.merchantNo, c.transactionId),
    refund.requestsOfPayment(db, [c.merchantNo], c.transactionId),
    q.alertSteps ? q.alertSteps(db, [c.merchantNo], c.transactionId) : Promise.resolve([]),
  ]);
  const trail = await caseStore.selectCaseTrail(
    db,
    cbs.map((cb) => cb.chargebackId),
  );
  const userIds = [
    ...trail.events.map((e) => operatorIdOf(e.actor)),
    ...inquiries.map((i) => i.respondedByUserId),
    ...refunds.map((r) => r.applicantUserId),
    ...alertSteps.map((e) => operatorIdOf(e.actor)),
  ].filter((id): id is number => id != null);
  const names = await store.userNames(db, [...new Set(userIds)]);
  const m = (v: bigint) => moneyText(v, p.currency);
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const entry = (e: Partial<CaseEvent> & Pick<CaseEvent, 'at' | 'kind' | 'ref' | 'actor'>): CaseEvent => ({
    actorName: names.get(operatorIdOf(e.actor) ?? 0) ?? null,
    amount: null,
    dueAt: null,
    round: null,
    documents: [],
    note: null,
    ...e,
  });

  const timeline: CaseEvent[] = [];
  // the pre-dispute alerts first: at one instant an alert's step comes before the chargeback it records
  for (const e of alertSteps) {
    const kind = `alert${e.kind.replace(/(^|_)(\w)/g, (_m, _s, ch: string) => ch.toUpperCase())}`;
    if ((CASE_EVENT_KINDS as readonly string[]).includes(kind))
      timeline.push(entry({ at: e.createdAt.toISOString(), kind: kind as CaseEvent['kind'], ref: e.alertId, actor: e.actor, amount: text(e.data.amount) }));
  }
  for (const i of inquiries) {
    timeline.push(
      entry({ at: i.createdAt.toISOString(), kind: 'inquiryReceived', ref: i.inquiryId, actor: 'issuer', amount: m(i.amount), dueAt: i.dueAt.toISOString() }),
    );
    if (i.status === 'answered' && i.respondedAt)
      timeline.push(
        entry({
          at: i.respondedAt.toISOString(),
          kind: 'inquiryAnswered',
          ref: i.inquiryId,
          actor: i.respondedByUserId ? `operator:${i.respondedByUserId}` : 'operator',
          note: i.response,
        }),
      );
    if (i.status === 'expired')
      timeline.push(entry({ at: i.updatedAt.toISOString(), kind: 'inquiryExpired', ref: i.inquiryId, actor: 'job', dueAt: i.dueAt.toISOString() }));
  }

  const byId = new Map(cbs.map((cb) => [cb.chargebackId, cb]));
  const docsOf = (chargebackId: string, round: number, pick: (d: RebuttalDocumentItem & { at: string }) => boolean) => {
    const r = trail.rebuttals.find((x) => x.chargebackId === chargebackId && x.round === round);
    return trail.documents
      .filter((d) => r && d.rebuttalId === r.id)
      .map((d) => ({ ...documentItem(d), at: d.uploadedAt.toISOString() }))
      .filter(pick)
      .map(({ at: _at, ...d }) => d);
  };
  for (const e of trail.events) {
    const cb = byId.get(e.chargebackId)!;
    const at = e.createdAt.toISOString();
    const round = typeof e.data.round === 'number' ? e.data.round : null;
    const base = { at, ref: cb.chargebackId, actor: e.actor, round };
    switch (e.kind) {
      case 'received':
        timeline.push(
          entry({
            ...base,
            kind: 'chargebackReceived',
            round: 1,
            amount: text(e.data.amount),
            dueAt: new Date(e.createdAt.getTime() + CHARGEBACK_RESPONSE_DAYS * DAY).toISOString(),
          }),
        );
        break;
      case 'rebuttalSubmitted':
      case 'secondRebuttalSubmitted':
        timeline.push(entry({ ...base, kind: e.kind, documents: docsOf(cb.chargebackId, round ?? 1, (d) => !d.supplemental) }));
        break;
      case 'supplementAdded':
        timeline.push(
          entry({
            ...base,
            kind: e.kind,
            documents: docsOf(cb.chargebackId, round ?? 1, (d) => d.supplemental && d.at === at && d.section === e.data.section),
          }),
        );
        break;
      case 'won':
        timeline.push(entry({ ...base, kind: 'won', amount: m(cb.amount), note: text(e.data.comment) }));
        break;
      case 'lost':
        timeline.push(
          entry({
            ...base,
            kind: 'lost',
            note: text(e.data.comment),
            dueAt: round === 1 ? new Date(e.createdAt.getTime() + CHARGEBACK_RESPONSE_DAYS * DAY).toISOString() : null,
          }),
        );
        if (text(e.data.penalty)) timeline.push(entry({ ...base, kind: 'penalty', amount: text(e.data.penalty) }));
        break;
      case 'accepted':
      case 'expired':
        timeline.push(entry({ ...base, kind: e.kind, amount: m(cb.amount) }));
        break;
      default: {
        // a step the case has no name for (yet) stays on the chargeback's own page
        const kind = CB_KIND[e.kind] ?? e.kind;
        if ((CASE_EVENT_KINDS as readonly string[]).includes(kind)) timeline.push(entry({ ...base, kind: kind as CaseEvent['kind'] }));
      }
    }
  }

  for (const r of refunds) {
    const actor = r.applicantUserId ? `operator:${r.applicantUserId}` : r.source;
    const e = { ref: r.refundId, actor, amount: m(r.amount), note: r.status };
    timeline.push({ ...entry({ ...e, at: r.appliedAt.toISOString(), kind: 'refundApplied' }), actorName: names.get(r.applicantUserId ?? 0) ?? r.applicant });
    if (r.status === 'succeeded' && r.completedAt) timeline.push(entry({ ...e, actor: 'job', at: r.completedAt.toISOString(), kind: 'refundCompleted' }));
  }
  // chronological; entries of one instant keep the order above (inquiry, chargeback steps, refunds)
  timeline.sort((a, b) => a.at.localeCompare(b.at));

  const sum = (f: (cb: (typeof cbs)[number]) => bigint) => cbs.reduce((s, cb) => s + f(cb), 0n);
  const disputed = sum((cb) => cb.amount);
  const returned = sum((cb) => (cb.status === 'won' ? cb.amount : 0n));
  const fees = sum((cb) => cb.fee);
  const penalty = sum((cb) => cb.penalty);
  return {
    payment: {
      transactionId: p.transactionId,
      merchantNo: p.merchantNo,
      merchantOrderId: p.merchantOrderId,
      paymentMethod: p.paymentMethod,
      cardNumber: maskCard(p.cardBin, p.cardLast4),
      amount: m(p.amount),
      capturedAmount: m(p.capturedAmount),
      refundedAmount: m(p.refundedAmount),
      chargebackAmount: m(p.chargebackAmount),
      currency: p.currency,
      createdAt: p.createdAt.toISOString(),
    },
    stage: c.stage,
    outcome: c.outcome,
    nextDueAt: iso(c.nextDueAt),
    chargebacks: cbs.map((cb) => disputeOf({ ...cb, id: cb.chargebackId, amount: m(cb.amount), dueAt: cb.closed ? null : cb.dueAt }, q.lang)),
    inquiries: inquiries.map((i) =>
      disputeOf({ ...i, id: i.inquiryId, amount: m(i.amount), round: null, dueAt: i.status === 'open' ? i.dueAt : null }, q.lang),
    ),
    timeline,
    totals: {
      disputed: m(disputed),
      returned: m(returned),
      fees: m(fees),
      penalty: m(penalty),
      netLoss: m(disputed - returned + fees + penalty),
      refunded: m(p.refundedAmount),
    },
    penaltyUsd: pricing.penaltyUsd,
    penalty: m(await usdIn(pricing, pricing.penaltyUsd, p.currency, q.now)),
    chargebackDays: CHARGEBACK_RESPONSE_DAYS,
    inquiryDays: INQUIRY_RESPONSE_DAYS,
  };
}

/** A rebuttal document of one of the case's chargebacks (the case decides who reads it). */
export async function openCaseDocument(db: Db, files: FileStore, q: { scope: string[]; transactionId: string; documentId: number }) {
  const doc = await caseStore.selectCaseDocument(db, q);
  const file = doc ? await files.open(db, doc.fileId, [doc.merchantNo]) : null;
  if (!file) throw new AppError(Codes.NOT_FOUND);
  return file;
}
