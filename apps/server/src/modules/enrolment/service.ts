import crypto from 'node:crypto';
import { businessDate } from '@crossbill/contracts/business-time';
import { Codes } from '@crossbill/contracts/codes';
import type { EnrolmentSaveInput, RdrAlertFacts, RdrDecision, RdrRules } from '@crossbill/contracts/enrolment';
import { LIVE_STATUSES, isEditable, nextStatus, type EnrolmentAction, type EnrolmentKind, type EnrolmentStatus } from '@crossbill/contracts/enrolment-states';
import { isCurrency, toMinor } from '@crossbill/contracts/money';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as store from './store.ts';
import type { EnrolmentRow } from './store.ts';

export type { EnrolmentRow } from './store.ts';

/**
 * The enrolment lifecycle (spec 4), driven by the one transition table of contracts
 * enrolment-states.ts: the merchant creates (initiated), submits (pending enrolment) and requests the
 * close (initiated close → pending disenrolment); the provider advances the rest (ops desk, or the
 * sandbox after a delay) or fails the activation. Every move locks the row, re-reads its state
 * under the lock, writes the timeline event and the audit entry in the same transaction; a move the
 * table does not have answers ENROLMENT_STATE (409) naming the state.
 */

/** Who acts: an operator of the portal, or the provider's side. */
export type EnrolmentActor =
  { kind: 'operator'; userId: number; name: string | null; ip?: string; userAgent?: string } | { kind: 'provider' | 'ops' | 'sandbox' | 'job' };

const actorText = (a: EnrolmentActor) => (a.kind === 'operator' ? `operator:${a.userId}` : a.kind);

export const stateError = (status: EnrolmentStatus) => new AppError(Codes.ENROLMENT_STATE, { params: { status: { key: `enrolment.status.${status}` } } });

const newEnrolmentId = (now: Date) => `EN${businessDate(now).replace(/-/g, '')}${crypto.randomInt(0, 1e12).toString().padStart(12, '0')}`;

/** The timeline event and the audit entry of a change, in its transaction. */
export async function recordEvent(
  tx: Tx,
  row: Pick<EnrolmentRow, 'enrolmentId' | 'merchantNo'>,
  e: { kind: 'created' | 'updated' | 'transition' | 'malfunction'; fromStatus?: EnrolmentStatus; toStatus?: EnrolmentStatus; note?: string | null },
  actor: EnrolmentActor,
  now: Date,
): Promise<void> {
  await store.insertEvent(tx, {
    enrolmentId: row.enrolmentId,
    merchantNo: row.merchantNo,
    kind: e.kind,
    fromStatus: e.fromStatus ?? null,
    toStatus: e.toStatus ?? null,
    actor: actorText(actor),
    actorName: actor.kind === 'operator' ? actor.name : null,
    note: e.note ?? null,
    createdAt: now,
  });
  await audit(tx, {
    userId: actor.kind === 'operator' ? actor.userId : null,
    merchantNo: row.merchantNo,
    action: `enrolment.${e.kind}`,
    target: row.enrolmentId,
    summary: { from: e.fromStatus ?? null, to: e.toStatus ?? null, note: e.note ?? null, actor: actorText(actor) },
    ip: actor.kind === 'operator' ? actor.ip : undefined,
    userAgent: actor.kind === 'operator' ? actor.userAgent : actor.kind,
  });
}

async function lockEnrolment(tx: Tx, q: { enrolmentId: string; scope: string[] | null; kind?: EnrolmentKind }): Promise<EnrolmentRow> {
  const row = await store.selectEnrolment(tx, { ...q, lock: true });
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return row;
}

/** One step of the table from the row's state (locked by the caller). */
async function move(tx: Tx, row: EnrolmentRow, action: EnrolmentAction, actor: EnrolmentActor, now: Date, note?: string | null): Promise<EnrolmentRow> {
  const to = nextStatus(row.status, action);
  if (!to) throw stateError(row.status);
  const patch: Partial<store.NewEnrolment> = { status: to, statusChangedAt: now, updatedAt: now };
  // the quiet period of spec 9 starts when the enrolment is live (alerts bump it later)
  if (to === 'enrolled') patch.lastActivityAt = now;
  const after = await store.updateEnrolment(tx, row.id, patch);
  await recordEvent(tx, row, { kind: 'transition', fromStatus: row.status, toStatus: to, note }, actor, now);
  return after;
}

export interface SaveInput {
  merchantNo: string;
  kind: EnrolmentKind;
  input: EnrolmentSaveInput;
  actor: EnrolmentActor;
  now: Date;
}

/**
 * Create an enrolment (initiated) or change one of the merchant's while its state allows it; with
 * `submit`, also send it: initiated (or activation failed) → pending enrolment.
 */
export async function saveEnrolment(tx: Tx, o: SaveInput): Promise<EnrolmentRow> {
  const { enrolmentId, submit, ...fields } = o.input;
  const details = {
    merchantIdentifier: fields.merchantIdentifier,
    ethocaMerchantId: fields.ethocaMerchantId,
    integratorMemberId: fields.integratorMemberId,
    pricingTier: fields.pricingTier,
    descriptors: fields.descriptors,
    bins: 'bins' in fields ? fields.bins : [],
    caids: 'caids' in fields ? fields.caids : [],
    rules: 'rules' in fields ? fields.rules : null,
  };
  let row: EnrolmentRow;
  if (enrolmentId) {
    const before = await lockEnrolment(tx, { enrolmentId, scope: [o.merchantNo], kind: o.kind });
    if (!isEditable(before.status)) throw stateError(before.status);
    row = await store.updateEnrolment(tx, before.id, { ...details, updatedAt: o.now });
    await recordEvent(tx, row, { kind: 'updated' }, o.actor, o.now);
  } else {
    row = await store.insertEnrolment(tx, {
      ...details,
      enrolmentId: newEnrolmentId(o.now),
      merchantNo: o.merchantNo,
      kind: o.kind,
      status: 'initiated',
      statusChangedAt: o.now,
      createdAt: o.now,
      updatedAt: o.now,
    });
    await recordEvent(tx, row, { kind: 'created', toStatus: 'initiated' }, o.actor, o.now);
  }
  if (submit) row = await move(tx, row, 'submit', o.actor, o.now);
  return row;
}

/** The merchant requests the close: enrolled → initiated close → pending disenrolment (sent to the network at once). */
export async function requestClose(
  tx: Tx,
  o: { scope: string[]; kind: EnrolmentKind; enrolmentId: string; actor: EnrolmentActor; now: Date },
): Promise<EnrolmentRow> {
  const row = await lockEnrolment(tx, o);
  if (row.status !== 'enrolled') throw stateError(row.status);
  return move(tx, await move(tx, row, 'close', o.actor, o.now), 'close', o.actor, o.now);
}

/** The provider moves the enrolment one step on (ops desk, sandbox job). */
export async function advanceEnrolment(tx: Tx, o: { enrolmentId: string; actor: EnrolmentActor; now: Date; note?: string }): Promise<EnrolmentRow> {
  return move(tx, await lockEnrolment(tx, { enrolmentId: o.enrolmentId, scope: null }), 'advance', o.actor, o.now, o.note);
}

/** The network refused the activation: pending enrolment or enrolling → disenrolled (activation failed), with its reason. */
export async function failEnrolment(tx: Tx, o: { enrolmentId: string; reason: string; actor: EnrolmentActor; now: Date }): Promise<EnrolmentRow> {
  return move(tx, await lockEnrolment(tx, { enrolmentId: o.enrolmentId, scope: null }), 'fail', o.actor, o.now, o.reason);
}

/**
 * The enrolment the network delivers a merchant's alerts of this kind through (the oldest live one),
 * its quiet period restarted by the arrival (spec 9's 180 days count from the last alert or case);
 * null when the merchant has none live.
 */
export async function enrolmentForAlert(tx: Tx, o: { merchantNo: string; kind: EnrolmentKind; now: Date }): Promise<EnrolmentRow | null> {
  const live = await store.selectLive(tx, { merchantNo: o.merchantNo, kind: o.kind, statuses: LIVE_STATUSES });
  await store.touchActivity(
    tx,
    live.map((e) => e.id),
    o.now,
  );
  return live[0] ?? null;
}

/** The provider's list (ops). */
export const recentEnrolments = (db: Executor, q: { status?: EnrolmentStatus; kind?: EnrolmentKind; limit: number }) => store.selectRecent(db, q);

/**
 * An RDR alert against the enrolment's rules: accepted when one rule matches, checked in this
 * order: its amount at most the maximum set for its currency, its reason code, its card's BIN (the
 * card's first digits start with a listed BIN), its card's issuing country. Unmatched: not accepted
 * (the alert becomes a chargeback).
 */
export function decideRdr(rules: RdrRules | null, alert: RdrAlertFacts): RdrDecision {
  if (!rules) return { accepted: false };
  const max = rules.maxAmounts.find((m) => m.currency === alert.currency);
  if (max && isCurrency(alert.currency) && toMinor(alert.amount, alert.currency) <= toMinor(max.amount, alert.currency))
    return { accepted: true, rule: 'amount' };
  if (rules.reasonCodes.includes(alert.reasonCode)) return { accepted: true, rule: 'reasonCode' };
  if (rules.cardBins.some((bin) => alert.cardBin.startsWith(bin))) return { accepted: true, rule: 'cardBin' };
  if (rules.countries.includes(alert.country.toUpperCase())) return { accepted: true, rule: 'country' };
  return { accepted: false };
}
