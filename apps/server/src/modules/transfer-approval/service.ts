import { Codes } from '@crossbill/contracts/codes';
import { fromMinor, isCurrency, type Currency } from '@crossbill/contracts/money';
import { ALL_CURRENCIES, APPROVAL_REASON_MAX, toUsdMinor, type ApprovalFlowView, type Decision, type FlowStatus } from '@crossbill/contracts/transfer-approval';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { usdMidOf, type ApprovalRates } from './rates.ts';
import type { StoredCondition } from './schema.ts';
import { eligibleApprovers } from './settings.ts';
import * as store from './store.ts';

/**
 * The approval engine (spec 4 "scheduled payout: pending approval ... ends approved or rejected",
 * spec 6 modes and flags). The transfer domain calls it:
 *
 * - `startApproval(tx, scope, subject)` when a transfer is submitted, in the transfer's transaction:
 *   `{ required: false }` (no setting, disabled, no matching condition, or an exempting one) or a new
 *   flow `{ required: true, flowId }`. The flow copies mode, flags and candidates, so later edits of
 *   the setting never change it. A step left without anyone able to approve refuses the submission
 *   (APPROVAL_NO_APPROVER) rather than creating a flow nobody can finish.
 * - `decide(db, scope, { flowId, userId, decision, reason })`: rules below; the flow's row lock makes
 *   concurrent decisions serialise (two approvers at once: one after the other, same outcome as in turn).
 * - `onApprovalFinished(subjectType, handler)`: the handler runs in the deciding transaction when a
 *   flow ends approved or rejected (not when the subject cancels it: the subject knows already).
 * - `cancel(db, { flowId, merchantNo, reason })`: a transfer cancelled by a person, or a scheduled
 *   one not approved in time; `isApproverOf` tells who may cancel a subject.
 * - `flowView` for the subject's view page, `pendingForUser` for "what can I approve now".
 *
 * Matching rule: see packages/contracts/src/transfer-approval.ts (own currency first, then "all
 * currencies" in USD; lower <= amount < upper; ranges of one currency never overlap).
 */

export interface ApprovalSubject {
  subjectType: string;
  subjectId: string;
  submitterUserId: number;
  currency: string;
  amountMinor: bigint;
}

export type StartResult = { required: false } | { required: true; flowId: number };

export interface ApprovalOutcome {
  flowId: number;
  merchantNo: string;
  subjectType: string;
  subjectId: string;
  status: Extract<FlowStatus, 'approved' | 'rejected'>;
  /** the deciding user and, for a rejection, the reason */
  userId: number;
  reason: string | null;
  at: Date;
}

export type FinishedHandler = (tx: Tx, outcome: ApprovalOutcome) => Promise<void>;

const handlers = new Map<string, FinishedHandler[]>();

/** Register what happens to a subject when its flow ends; runs inside the deciding transaction. */
export function onApprovalFinished(subjectType: string, handler: FinishedHandler): () => void {
  handlers.set(subjectType, [...(handlers.get(subjectType) ?? []), handler]);
  return () =>
    handlers.set(
      subjectType,
      (handlers.get(subjectType) ?? []).filter((h) => h !== handler),
    );
}

const inRange = (amount: bigint, c: StoredCondition) => amount >= BigInt(c.lowerMinor) && (c.upperMinor === null || amount < BigInt(c.upperMinor));

/** The condition a transfer falls under (the documented rule), with its position; null when none. */
export async function matchCondition(conditions: StoredCondition[], currency: Currency, amountMinor: bigint, rates: ApprovalRates) {
  const own = conditions.findIndex((c) => c.currency === currency && inRange(amountMinor, c));
  if (own >= 0) return { index: own, condition: conditions[own]! };
  if (!conditions.some((c) => c.currency === ALL_CURRENCIES)) return null;
  const rate = await usdMidOf(rates, currency);
  if (!rate) return null;
  const usd = toUsdMinor(amountMinor, currency, rate);
  const all = conditions.findIndex((c) => c.currency === ALL_CURRENCIES && inRange(usd, c));
  return all >= 0 ? { index: all, condition: conditions[all]! } : null;
}

export async function startApproval(tx: Tx, scope: string[], subject: ApprovalSubject & { now: Date; rates: ApprovalRates['rates'] }): Promise<StartResult> {
  const merchantNo = scope[0]!;
  if (!isCurrency(subject.currency)) throw new AppError(Codes.BAD_REQUEST);
  const setting = await store.settingOf(tx, merchantNo);
  if (!setting || setting.state !== 'enabled') return { required: false };
  const match = await matchCondition(setting.conditions, subject.currency, subject.amountMinor, { rates: subject.rates, now: subject.now });
  if (!match || !match.condition.required) return { required: false };
  const eligible = new Map((await eligibleApprovers(tx, merchantNo)).map((a) => [a.userId, a]));
  const steps = match.condition.steps.map((s) => s.approverUserIds.flatMap((id) => (eligible.has(id) ? [eligible.get(id)!] : [])));
  const stuck = steps.some((people) => !people.some((p) => setting.approveSelf || p.userId !== subject.submitterUserId));
  if (steps.length === 0 || stuck) throw new AppError(Codes.APPROVAL_NO_APPROVER);
  const flow = await store.insertFlow(tx, {
    merchantNo,
    subjectType: subject.subjectType,
    subjectId: subject.subjectId,
    submitterUserId: subject.submitterUserId,
    currency: subject.currency,
    amountMinor: subject.amountMinor,
    settingVersion: setting.version,
    condition: { ...match.condition, index: match.index },
    mode: match.condition.mode,
    approveSelf: setting.approveSelf,
    allowMultiStep: setting.allowMultiStep,
    stepCount: steps.length,
    createdAt: subject.now,
  });
  await store.insertApprovers(
    tx,
    steps.flatMap((people, i) => people.map((p) => ({ flowId: flow.id, stepNo: i + 1, userId: p.userId, name: p.name, email: p.email }))),
  );
  await audit(tx, {
    userId: subject.submitterUserId,
    merchantNo,
    action: 'approval.start',
    target: String(flow.id),
    summary: { subjectType: subject.subjectType, subjectId: subject.subjectId, condition: match.index + 1, steps: steps.map((p) => p.map((x) => x.userId)) },
  });
  return { required: true, flowId: flow.id };
}

export interface DecideInput {
  flowId: number;
  userId: number;
  decision: Decision;
  reason?: string | null;
  now: Date;
  ip?: string;
  userAgent?: string;
}

/**
 * One approver's decision on the current step. Only undecided candidates of that step; the submitter
 * only with approveSelfFlag; someone who approved an earlier step only with allowApproveMultiStepFlag.
 * any-of: one approval completes the step; all-of: every candidate's. A rejection needs a reason of
 * 1-200 characters and ends the flow; the last step approved ends it approved.
 */
export async function decide(db: Db, scope: string[], input: DecideInput): Promise<{ status: FlowStatus; currentStep: number }> {
  const reason = (input.reason ?? '').trim();
  if (input.decision === 'reject' && (reason.length < 1 || reason.length > APPROVAL_REASON_MAX))
    throw fieldError('reason', reason.length < 1 ? 'validation.required' : 'approval.reasonLength');
  if (reason.length > APPROVAL_REASON_MAX) throw fieldError('reason', 'approval.reasonLength');
  return db.transaction(async (tx) => {
    const flow = await store.flowOf(tx, scope, input.flowId, true);
    if (!flow) throw new AppError(Codes.NOT_FOUND);
    if (flow.status !== 'pending') throw new AppError(Codes.APPROVAL_FLOW_CLOSED);
    const approvers = await store.approversOf(tx, flow.id);
    const step = approvers.filter((a) => a.stepNo === flow.currentStep);
    const mine = step.find((a) => a.userId === input.userId);
    if (!mine) throw new AppError(Codes.APPROVAL_NOT_CANDIDATE);
    if (mine.decision) throw new AppError(Codes.APPROVAL_ALREADY_DECIDED);
    if (input.userId === flow.submitterUserId && !flow.approveSelf) throw new AppError(Codes.APPROVAL_SELF_NOT_ALLOWED);
    const approvedBefore = approvers.some((a) => a.userId === input.userId && a.stepNo < flow.currentStep && a.decision === 'approve');
    if (approvedBefore && !flow.allowMultiStep) throw new AppError(Codes.APPROVAL_MULTI_STEP_NOT_ALLOWED);

    await store.recordDecision(
      tx,
      { flowId: flow.id, stepNo: flow.currentStep, userId: input.userId },
      { decision: input.decision, reason: reason || null, decidedAt: input.now },
    );
    let status: FlowStatus = 'pending';
    let currentStep = flow.currentStep;
    if (input.decision === 'reject') {
      status = 'rejected';
    } else {
      const approvals = step.filter((a) => a.decision === 'approve').length + 1;
      const stepDone = flow.mode === 'any' || approvals === step.length;
      if (stepDone && flow.currentStep === flow.stepCount) status = 'approved';
      else if (stepDone) currentStep += 1;
    }
    const finished = status !== 'pending';
    await store.updateFlow(tx, flow.id, { status, currentStep, ...(finished ? { finishedAt: input.now, reason: status === 'rejected' ? reason : null } : {}) });
    await audit(tx, {
      userId: input.userId,
      merchantNo: flow.merchantNo,
      action: input.decision === 'approve' ? 'approval.approve' : 'approval.reject',
      target: String(flow.id),
      summary: { subjectType: flow.subjectType, subjectId: flow.subjectId, step: flow.currentStep, reason: reason || null, before: flow.status, after: status },
      ip: input.ip,
      userAgent: input.userAgent,
    });
    if (finished) {
      const outcome: ApprovalOutcome = {
        flowId: flow.id,
        merchantNo: flow.merchantNo,
        subjectType: flow.subjectType,
        subjectId: flow.subjectId,
        status: status as ApprovalOutcome['status'],
        userId: input.userId,
        reason: reason || null,
        at: input.now,
      };
      for (const h of handlers.get(flow.subjectType) ?? []) await h(tx as Tx, outcome);
    }
    return { status, currentStep };
  });
}

/** End a pending flow without a decision (a transfer cancelled, or not approved by its date); false when it had ended. */
export async function cancel(db: Executor, o: { flowId: number; merchantNo: string; reason: string; now: Date }): Promise<boolean> {
  const run = async (tx: Executor) => {
    const flow = await store.flowOf(tx, [o.merchantNo], o.flowId, true);
    if (!flow) throw new AppError(Codes.NOT_FOUND);
    if (flow.status !== 'pending') return false;
    const reason = o.reason.trim().slice(0, APPROVAL_REASON_MAX);
    await store.updateFlow(tx, flow.id, { status: 'cancelled', reason, finishedAt: o.now });
    await audit(tx, {
      userId: null,
      merchantNo: flow.merchantNo,
      action: 'approval.cancel',
      target: String(flow.id),
      summary: { reason, before: 'pending', after: 'cancelled' },
    });
    return true;
  };
  // inside a caller's transaction already (the transfer's cancellation), else its own
  return 'rollback' in db ? run(db) : (db as Db).transaction(run);
}

/**
 * Takes a flow's row lock in the caller's transaction. Locks go flow first, then its subject (a
 * decision locks the flow, then its finished-hook locks the transfer): a caller about to lock a
 * subject and then its flow takes the flow first, so that the two orders never meet in a deadlock.
 */
export async function lockFlow(tx: Tx, merchantNo: string, flowId: number): Promise<void> {
  await store.flowOf(tx, [merchantNo], flowId, true);
}

/** Whether a person is one of a flow's approvers (at any step, decided or not): they may cancel its subject. */
export async function isApproverOf(db: Executor, scope: string[], flowId: number, userId: number): Promise<boolean> {
  const flow = await store.flowOf(db, scope, flowId);
  if (!flow) return false;
  return (await store.approversOf(db, flow.id)).some((a) => a.userId === userId);
}

const money = (minor: bigint, currency: string) => (isCurrency(currency) ? fromMinor(minor, currency) : minor.toString());
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The newest flow of a subject: steps, candidates, decisions, reasons and times; null when it had none. */
export async function flowView(db: Executor, scope: string[], subjectType: string, subjectId: string): Promise<ApprovalFlowView | null> {
  const flow = await store.latestFlowOf(db, scope, subjectType, subjectId);
  if (!flow) return null;
  const approvers = await store.approversOf(db, flow.id);
  const [submitter] = await store.usersByIds(db, [flow.submitterUserId]);
  const steps = Array.from({ length: flow.stepCount }, (_, i) => {
    const stepNo = i + 1;
    const people = approvers.filter((a) => a.stepNo === stepNo);
    const decided = people.filter((a) => a.decidedAt).map((a) => a.decidedAt!.getTime());
    const rejected = people.some((a) => a.decision === 'reject');
    const status = rejected
      ? ('rejected' as const)
      : stepNo < flow.currentStep || flow.status === 'approved'
        ? ('approved' as const)
        : stepNo > flow.currentStep
          ? flow.status === 'pending'
            ? ('waiting' as const)
            : ('cancelled' as const)
          : flow.status === 'pending'
            ? ('pending' as const)
            : ('cancelled' as const);
    return {
      stepNo,
      status,
      completedAt: status === 'approved' || status === 'rejected' ? iso(new Date(Math.max(...decided))) : null,
      approvers: people.map((a) => ({
        userId: a.userId,
        name: a.name,
        email: a.email,
        decision: a.decision as Decision | null,
        reason: a.reason,
        decidedAt: iso(a.decidedAt),
      })),
    };
  });
  return {
    flowId: flow.id,
    subjectType: flow.subjectType,
    subjectId: flow.subjectId,
    status: flow.status as FlowStatus,
    mode: flow.mode as 'any' | 'all',
    currentStep: flow.currentStep,
    stepCount: flow.stepCount,
    currency: flow.currency,
    amount: money(flow.amountMinor, flow.currency),
    submitter: submitter ?? { userId: flow.submitterUserId, name: `#${flow.submitterUserId}`, email: '' },
    reason: flow.reason,
    createdAt: flow.createdAt.toISOString(),
    finishedAt: iso(flow.finishedAt),
    steps,
  };
}

export interface PendingItem {
  flowId: number;
  subjectType: string;
  subjectId: string;
  currency: string;
  amount: string;
  stepNo: number;
  submitterUserId: number;
  createdAt: string;
}

/** Flows the user can decide now: an undecided candidate of the current step, allowed by both flags. */
export async function pendingForUser(db: Executor, scope: string[], userId: number): Promise<PendingItem[]> {
  const rows = (await store.pendingCandidacies(db, scope, userId)).map((r) => r.flow);
  const approved = await store.approvedStepsOf(
    db,
    rows.filter((f) => !f.allowMultiStep).map((f) => f.id),
    userId,
  );
  return rows
    .filter((f) => f.approveSelf || f.submitterUserId !== userId)
    .filter((f) => f.allowMultiStep || !approved.some((a) => a.flowId === f.id && a.stepNo < f.currentStep))
    .map((f) => ({
      flowId: f.id,
      subjectType: f.subjectType,
      subjectId: f.subjectId,
      currency: f.currency,
      amount: money(f.amountMinor, f.currency),
      stepNo: f.currentStep,
      submitterUserId: f.submitterUserId,
      createdAt: f.createdAt.toISOString(),
    }));
}
