import crypto from 'node:crypto';
import { businessDate } from '@crossbill/contracts/business-time';
import { Codes } from '@crossbill/contracts/codes';
import { CHARGEBACK_RESPONSE_DAYS, type ChargebackSource, type ChargebackStatus } from '@crossbill/contracts/dispute';
import { CATEGORY_SECTIONS, DISPUTE_SCHEMES, reasonOf, type DisputeScheme, type EvidenceSection } from '@crossbill/contracts/dispute-reasons';
import { amountSchema, isCurrency, toMinor, MoneyError } from '@crossbill/contracts/money';
import { moneyText } from '@crossbill/contracts/refund';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import * as payment from '../payment/service.ts';
import { announceChargeback } from './announce.ts';
import { bookArrival, bookPenalty, bookWin, usdIn, type DisputePricing } from './money.ts';
import * as store from './store.ts';
import type { ChargebackRow, RebuttalRow } from './store.ts';

export type { ChargebackRow } from './store.ts';
export type { DisputePricing } from './money.ts';
export { pricingOf } from './money.ts';

/**
 * The chargeback lifecycle (spec 4): new → rebuttal_submitted → won | lost; lost in round 1 → a
 * second rebuttal (pre-arbitration) → won | lost with the penalty; accepted by the merchant;
 * expired when the due date passes unanswered. Every transition locks the chargeback row first
 * (`for update`) and re-reads its status under the lock, so two operators (or an operator and the
 * expiry job) racing get one winner; the other gets CHARGEBACK_STATE. Each writes a timeline event
 * and an audit entry in the same database transaction; money moves through money.ts (the ledger).
 */

/** Who acts: an operator of the portal, or the provider's side (issuer decisions, ops, jobs, sandbox). */
export type DisputeActor =
  { kind: 'operator'; userId: number; name: string | null; ip?: string; userAgent?: string } | { kind: 'issuer' | 'ops' | 'job' | 'sandbox' };

const actorText = (a: DisputeActor) => (a.kind === 'operator' ? `operator:${a.userId}` : a.kind);
const sourceOf = (a: DisputeActor): payment.Change['source'] => (a.kind === 'operator' ? 'portal' : a.kind === 'sandbox' ? 'sandbox' : 'job');
const DAY = 86_400_000;
/** Who last wrote a rebuttal (the rebuttal list's last editor); null for the provider's side. */
const editorOf = (a: DisputeActor) => (a.kind === 'operator' ? { updatedByUserId: a.userId, updatedBy: a.name } : { updatedByUserId: null, updatedBy: null });

/** A refusal naming the state the chargeback is in, in the caller's language (never the raw status). */
export const stateError = (cb: Pick<ChargebackRow, 'status'>) =>
  new AppError(Codes.CHARGEBACK_STATE, { params: { status: { key: `dispute.status.${cb.status}` } } });

/** The timeline event and the audit entry of a transition, in its transaction. */
export async function recordEvent(tx: Tx, cb: ChargebackRow, kind: string, actor: DisputeActor, now: Date, data: Record<string, unknown>): Promise<void> {
  await store.insertEvent(tx, { chargebackId: cb.chargebackId, merchantNo: cb.merchantNo, kind, actor: actorText(actor), data, createdAt: now });
  await audit(tx, {
    userId: actor.kind === 'operator' ? actor.userId : null,
    merchantNo: cb.merchantNo,
    action: `chargeback.${kind}`,
    target: cb.chargebackId,
    summary: { ...data, actor: actorText(actor) },
    ip: actor.kind === 'operator' ? actor.ip : undefined,
    userAgent: actor.kind === 'operator' ? actor.userAgent : actor.kind,
  });
}

/** CB + Beijing date + 12 random digits, like the transaction ids. */
const newChargebackId = (now: Date) => `CB${businessDate(now).replace(/-/g, '')}${crypto.randomInt(0, 1e12).toString().padStart(12, '0')}`;

function amountOf(value: string, currency: string): bigint {
  const parsed = amountSchema(currency as never).safeParse(value);
  if (!parsed.success) throw fieldError('amount', parsed.error.issues[0]!.message);
  try {
    const minor = toMinor(parsed.data, currency as never);
    if (minor <= 0n) throw fieldError('amount', 'payment.amountPositive');
    return minor;
  } catch (e) {
    if (e instanceof MoneyError) throw fieldError('amount', e.messageKey, e.params);
    throw e;
  }
}

export interface RaiseInput {
  merchantNo: string;
  transactionId: string;
  /** default: the payment's card brand */
  scheme?: DisputeScheme;
  reasonCode: string;
  /** a decimal string of the payment's currency; absent: everything still disputable */
  amount?: string;
  source: ChargebackSource;
  actor: DisputeActor;
  now: Date;
}

/**
 * The issuer raises a chargeback on a captured payment (sandbox call, test card, ops): at most what
 * the payment still holds (captured − refunded − refunds in progress − earlier chargebacks); the
 * amount and the fee leave the merchant at once.
 */
export async function raiseChargeback(tx: Tx, pricing: DisputePricing, o: RaiseInput): Promise<ChargebackRow> {
  const p = await payment.lockPayment(tx, [o.merchantNo], o.transactionId);
  if (p.type === 'refund' || p.status !== 'succeeded' || !isCurrency(p.currency)) throw new AppError(Codes.TRANSACTION_STATE, { params: { status: p.status } });
  const brand = (DISPUTE_SCHEMES as readonly string[]).includes(p.paymentMethod) ? (p.paymentMethod as DisputeScheme) : null;
  const scheme = o.scheme ?? brand ?? 'visa';
  if (brand && scheme !== brand) throw fieldError('scheme', 'dispute.schemeMismatch', { brand, scheme });
  const reason = reasonOf(scheme, o.reasonCode);
  if (!reason) throw fieldError('reasonCode', 'dispute.reasonUnknown', { code: o.reasonCode, scheme });
  const max = payment.refundable(p);
  const amount = o.amount === undefined ? max : amountOf(o.amount, p.currency);
  if (amount <= 0n || amount > max) throw new AppError(Codes.CHARGEBACK_EXCEEDS, { params: { max: moneyText(max, p.currency), currency: p.currency } });
  const fee = await usdIn(pricing, pricing.feeUsd, p.currency, o.now);
  const cb = await store.insertChargeback(tx, {
    chargebackId: newChargebackId(o.now),
    merchantNo: p.merchantNo,
    transactionId: p.transactionId,
    arn: p.arn,
    scheme,
    reasonCode: reason.code,
    category: reason.category,
    amount,
    currency: p.currency,
    cardCountry: p.cardCountry,
    fee,
    status: 'new',
    source: o.source,
    dueAt: new Date(o.now.getTime() + CHARGEBACK_RESPONSE_DAYS * DAY),
    createdAt: o.now,
    updatedAt: o.now,
  });
  // the whole amount and fee are charged: what the balances cannot cover is owed (money.ts splitOf)
  await bookArrival(tx, p, cb, sourceOf(o.actor), o.now);
  await recordEvent(tx, cb, 'received', o.actor, o.now, {
    amount: moneyText(amount, p.currency),
    fee: moneyText(fee, p.currency),
    currency: p.currency,
    scheme,
    reasonCode: reason.code,
    source: o.source,
  });
  // the monthly rollup and the case last, after the ledger's rows (store.chargebackWritten says why)
  await store.chargebackWritten(tx, null, cb);
  await announceChargeback(tx, cb, 'chargeback.created', o.now);
  return cb;
}

/** The chargeback of the scope, locked (not found: 404, also for another merchant's id). */
async function lockChargeback(tx: Tx, scope: string[] | null, chargebackId: string): Promise<ChargebackRow> {
  const cb = await store.selectChargeback(tx, { chargebackId, scope, lock: true });
  if (!cb) throw new AppError(Codes.NOT_FOUND);
  return cb;
}

/** The round a merchant may rebut now: 1 while new, 2 after a first loss (until the new due date); null otherwise. */
export function openRound(cb: Pick<ChargebackRow, 'status' | 'round' | 'closed' | 'dueAt'>, now: Date): 1 | 2 | null {
  if (cb.closed || (cb.dueAt && cb.dueAt <= now)) return null;
  if (cb.status === 'new') return 1;
  if (cb.status === 'lost' && cb.round === 1) return 2;
  return null;
}

export interface DraftInput {
  scope: string[];
  chargebackId: string;
  description: string;
  evidence: Partial<Record<EvidenceSection, string>>;
  actor: DisputeActor;
  now: Date;
}

function checkSections(cb: ChargebackRow, evidence: Partial<Record<EvidenceSection, string>>) {
  const asked = CATEGORY_SECTIONS[cb.category];
  for (const k of Object.keys(evidence))
    if (!(asked as readonly string[]).includes(k)) throw fieldError(`evidence.${k}`, 'dispute.sectionNotAsked', { section: k });
}

/** The open round's rebuttal (created as a draft when missing), for the draft, the documents and the submission. */
export async function draftOf(tx: Tx, cb: ChargebackRow, round: 1 | 2, now: Date): Promise<RebuttalRow> {
  return (
    (await store.selectRebuttal(tx, { chargebackId: cb.chargebackId, round })) ??
    store.insertRebuttal(tx, { chargebackId: cb.chargebackId, merchantNo: cb.merchantNo, round, status: 'draft', evidence: {}, createdAt: now, updatedAt: now })
  );
}

/** Save the open round's draft (resumable); nothing is sent to the issuer. */
export async function saveDraft(tx: Tx, o: DraftInput): Promise<ChargebackRow> {
  const cb = await lockChargeback(tx, o.scope, o.chargebackId);
  const round = openRound(cb, o.now);
  if (!round) throw stateError(cb);
  checkSections(cb, o.evidence);
  const r = await draftOf(tx, cb, round, o.now);
  await store.updateRebuttal(tx, r.id, { description: o.description, evidence: o.evidence, ...editorOf(o.actor), updatedAt: o.now });
  const after = await store.updateChargeback(tx, cb.id, { rebuttalStatus: 'draft', updatedAt: o.now });
  await recordEvent(tx, cb, 'draftSaved', o.actor, o.now, { round });
  return after;
}

/**
 * Submit the open round's rebuttal: round 1 while new; round 2 (`second`) after a first loss, with the
 * penalty acknowledged. The caller's endpoint decides which (they take different permission codes).
 */
export async function submitRebuttal(
  tx: Tx,
  pricing: DisputePricing,
  o: DraftInput & { second: boolean; acknowledgePenalty?: boolean },
): Promise<ChargebackRow> {
  const cb = await lockChargeback(tx, o.scope, o.chargebackId);
  const round = openRound(cb, o.now);
  if (!round || (round === 2) !== o.second) throw stateError(cb);
  checkSections(cb, o.evidence);
  if (round === 2 && !o.acknowledgePenalty) {
    const penalty = await usdIn(pricing, pricing.penaltyUsd, cb.currency, o.now);
    throw fieldError('acknowledgePenalty', 'dispute.penaltyNotAcknowledged', { penalty: moneyText(penalty, cb.currency), currency: cb.currency });
  }
  const r = await draftOf(tx, cb, round, o.now);
  const description = o.description || r.description;
  if (!description.trim()) throw fieldError('description', 'dispute.descriptionRequired');
  const evidence = Object.keys(o.evidence).length > 0 ? o.evidence : r.evidence;
  await store.updateRebuttal(tx, r.id, {
    status: 'submitted',
    description,
    evidence,
    submittedAt: o.now,
    submittedByUserId: o.actor.kind === 'operator' ? o.actor.userId : null,
    submittedBy: o.actor.kind === 'operator' ? o.actor.name : o.actor.kind,
    ...editorOf(o.actor),
    updatedAt: o.now,
  });
  const after = await store.updateChargeback(tx, cb.id, {
    status: 'rebuttal_submitted',
    round,
    rebuttalStatus: 'submitted',
    dueAt: null,
    remindedAt: null,
    updatedAt: o.now,
  });
  await recordEvent(tx, cb, round === 1 ? 'rebuttalSubmitted' : 'secondRebuttalSubmitted', o.actor, o.now, { round, sections: Object.keys(evidence) });
  return after;
}

/** The merchant accepts the chargeback: the loss stands (its money already left), the case closes. */
export async function acceptChargeback(tx: Tx, o: { scope: string[]; chargebackId: string; actor: DisputeActor; now: Date }): Promise<ChargebackRow> {
  const cb = await lockChargeback(tx, o.scope, o.chargebackId);
  if (!openRound(cb, o.now)) throw stateError(cb);
  const after = await store.updateChargeback(tx, cb.id, { status: 'accepted', closed: true, dueAt: null, decidedAt: o.now, updatedAt: o.now });
  await recordEvent(tx, cb, 'accepted', o.actor, o.now, { amount: moneyText(cb.amount, cb.currency), currency: cb.currency });
  return after;
}

/**
 * The issuer's decision on the submitted rebuttal (ops desk, or the sandbox issuer by itself): won
 * returns the amount; lost in round 1 opens the second-rebuttal window; lost in round 2 charges the
 * penalty and closes the case.
 */
export async function decideRebuttal(
  tx: Tx,
  pricing: DisputePricing,
  o: { chargebackId: string; outcome: 'won' | 'lost'; comment?: string; actor: DisputeActor; now: Date },
): Promise<ChargebackRow> {
  const cb = await lockChargeback(tx, null, o.chargebackId);
  if (cb.status !== 'rebuttal_submitted') throw stateError(cb);
  const p = await payment.lockPayment(tx, [cb.merchantNo], cb.transactionId);
  const r = (await store.selectRebuttal(tx, { chargebackId: cb.chargebackId, round: cb.round }))!;
  await store.updateRebuttal(tx, r.id, { status: o.outcome, decidedAt: o.now, updatedAt: o.now });
  const base = { decidedAt: o.now, outcomeComment: o.comment ?? null, rebuttalStatus: o.outcome, updatedAt: o.now } as const;
  let patch: Partial<store.NewChargeback>;
  let penalty = 0n;
  if (o.outcome === 'won') {
    await bookWin(tx, p, cb, sourceOf(o.actor), o.now);
    patch = { ...base, status: 'won', closed: true };
  } else if (cb.round === 1) {
    patch = { ...base, status: 'lost', dueAt: new Date(o.now.getTime() + CHARGEBACK_RESPONSE_DAYS * DAY), remindedAt: null };
  } else {
    penalty = await bookPenalty(tx, p, cb, await usdIn(pricing, pricing.penaltyUsd, cb.currency, o.now), sourceOf(o.actor), o.now);
    patch = { ...base, status: 'lost', closed: true, penalty };
  }
  const after = await store.updateChargeback(tx, cb.id, patch);
  await recordEvent(tx, cb, o.outcome === 'won' ? 'won' : 'lost', o.actor, o.now, {
    round: cb.round,
    comment: o.comment ?? null,
    ...(penalty > 0n ? { penalty: moneyText(penalty, cb.currency), currency: cb.currency } : {}),
  });
  await announceChargeback(tx, after, o.outcome === 'won' ? 'chargeback.won' : 'chargeback.lost', o.now);
  return after;
}

/**
 * The due date passed (expiry job): a new chargeback without a rebuttal is lost (expired); a first
 * loss whose second-rebuttal window ran out is closed. Re-checked under the lock: a rebuttal that
 * won the race leaves nothing to expire (false).
 */
export async function expireOne(tx: Tx, o: { chargebackId: string; now: Date }): Promise<boolean> {
  const cb = await lockChargeback(tx, null, o.chargebackId);
  if (cb.closed || !cb.dueAt || cb.dueAt > o.now || !(['new', 'lost'] as ChargebackStatus[]).includes(cb.status)) return false;
  const status: ChargebackStatus = cb.status === 'new' ? 'expired' : 'lost';
  const after = await store.updateChargeback(tx, cb.id, { status, closed: true, decidedAt: cb.decidedAt ?? o.now, updatedAt: o.now });
  await announceChargeback(tx, after, 'chargeback.lost', o.now);
  await recordEvent(tx, cb, cb.status === 'new' ? 'expired' : 'closed', { kind: 'job' }, o.now, { dueAt: cb.dueAt.toISOString() });
  return true;
}

/** The provider's list (ops): the latest chargebacks of every merchant. */
export const recentChargebacks = (db: Executor, q: { status?: string; limit: number }) => store.selectRecent(db, q);

/** The global search's lookup of chargebacks (modules/search): by exact id or prefix, within the scope, read off indexes. */
export { searchChargebacks } from './store.ts';
