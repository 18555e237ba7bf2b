import crypto from 'node:crypto';
import type { z } from 'zod';
import { Codes } from '@crossbill/contracts/codes';
import { BusinessType, MerchantStatus, MerchantType, splitLines } from '@crossbill/contracts/merchant';
import {
  canModify,
  fileIdsOf,
  linesOf,
  rejectComment,
  type Application,
  type ApplicationMode,
  type ApprovalRecord,
  type ReviewDecision,
  type WizardStep,
  type payoutBody,
} from '@crossbill/contracts/onboarding';
import type { ServerDeps } from '../../deps.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import * as merchant from '../merchant/service.ts';
import * as access from '../access/service.ts';
import * as upload from '../upload/service.ts';
import * as store from './store.ts';
import { mailApplicationDecision, type DecisionDeps } from './decision-mail.ts';

/**
 * The network application (spec 2, 3, 4): drafts, submission (creating the merchant account or
 * updating the one in registered/onboarding state), the provider's review and what it does to the
 * merchant (status, business lines, review records the status bar reads).
 */
export const NETWORK_AUDIT = merchant.APPLICATION_AUDIT; // '09'
export const PAYOUT_AUDIT = '10';
export const AUTO_REVIEW_JOB = 'onboarding-auto-review';

export interface Caller {
  userId: number;
  merchantNo: string | null;
  ip?: string;
  userAgent?: string;
}
const actorOf = (c: Caller) => ({ userId: c.userId, ip: c.ip, userAgent: c.userAgent });

const needMerchant = (c: Caller): string => {
  if (!c.merchantNo) throw new AppError(Codes.NO_MERCHANT);
  return c.merchantNo;
};

/** Where a draft lives: the applicant's own application, or one merchant's supplement / extra account. */
export function draftKeyOf(c: Caller, mode: ApplicationMode, businessType?: string): string {
  if (mode === 'additional') return `add:${needMerchant(c)}:${businessType ?? BusinessType.ACQUIRING}`;
  if (mode === 'payout') return `payout:${needMerchant(c)}`;
  if (mode === 'supplement') return `m:${needMerchant(c)}`;
  return c.merchantNo ? `m:${c.merchantNo}` : 'apply';
}

export async function getDraft(db: Executor, c: Caller, key: string) {
  const row = await store.draftOf(db, c.userId, key);
  return row ? { step: row.step as WizardStep, data: row.data as Record<string, unknown>, updateTime: row.updatedAt.toISOString() } : null;
}

export async function saveDraft(db: Db, c: Caller, o: { key: string; step: WizardStep; data: Record<string, unknown>; now: Date }) {
  return db.transaction(async (tx) => {
    const row = await store.upsertDraft(tx, { userId: c.userId, draftKey: o.key, step: o.step, data: o.data, now: o.now });
    await audit(tx, { ...actorOf(c), merchantNo: c.merchantNo, action: 'onboarding.draft', target: o.key, summary: { step: o.step } });
    return { step: row.step as WizardStep, data: row.data as Record<string, unknown>, updateTime: row.updatedAt.toISOString() };
  });
}

// ---- views

async function toRecord(db: Executor, a: store.ApplicationRow, userId: number): Promise<ApprovalRecord> {
  const m = await merchant.merchantRow(db, a.merchantNo);
  const records = await merchant.listedRecords(db, userId, new Date());
  return {
    orderNo: a.orderNo,
    merchantNo: a.merchantNo,
    merchantName: m?.name ?? a.legalName,
    kind: a.kind as 'network' | 'payout',
    status: a.status,
    comments: a.comments,
    submitTime: a.submittedAt.toISOString(),
    updateTime: a.updatedAt.toISOString(),
    operatorId: records.find((r) => r.merchantNo === a.merchantNo)?.userId ?? null,
  };
}

/** The application a person without a merchant (or a merchant still onboarding) is working on. */
async function currentApplication(db: Executor, c: Caller, kind: 'network' | 'payout', forUpdate = false): Promise<store.ApplicationRow | undefined> {
  if (c.merchantNo) return store.latestOf(db, c.merchantNo, kind, forUpdate);
  const [latest] = await store.applicationsOfUser(db, c.userId);
  return latest && forUpdate ? store.applicationByOrder(db, latest.orderNo, true) : latest;
}

/** GET /merLogin/getApplication: status and data (for "modify") of the current application. */
export async function viewApplication(db: Executor, c: Caller, mode: ApplicationMode) {
  // an additional account starts from the current merchant's company data
  const a = await currentApplication(db, c, mode === 'payout' ? 'payout' : 'network');
  if (!a) return { record: null, data: null };
  return { record: mode === 'additional' ? null : await toRecord(db, a, c.userId), data: a.data as Record<string, unknown> };
}

// ---- submission

/** The files must be the caller's: theirs, their merchant's, or those of the application they modify. */
async function assertFiles(db: Executor, c: Caller, value: unknown, applicationMerchant?: string) {
  await upload.assertOwned(db, fileIdsOf(value), [...upload.scopesOf(c), ...(applicationMerchant ? [applicationMerchant] : [])]);
}

/** POST /merLogin/improveInformation */
export async function submitApplication(
  deps: ServerDeps,
  c: Caller,
  o: { mode: ApplicationMode; businessType?: string; application: Application; now: Date },
): Promise<ApprovalRecord> {
  const { db } = deps;
  const { application, now } = o;
  if (o.mode === 'payout') throw new AppError(Codes.BAD_REQUEST);
  const key = draftKeyOf(c, o.mode, o.businessType);
  const legalName = application.business.legalName;
  const row = await db.transaction(async (tx) => {
    let existing: store.ApplicationRow | undefined;
    let merchantNo: string;
    let businessType: string;
    if (o.mode === 'additional') {
      needMerchant(c);
      businessType = o.businessType ?? BusinessType.ACQUIRING;
      merchantNo = await newMerchantFor(tx, c, legalName, businessType, now);
    } else {
      existing = await currentApplication(tx, c, 'network', true);
      if (existing && !canModify(existing.status)) throw new AppError(Codes.CONFLICT, { messageKey: 'onboarding.notEditable' });
      const target = c.merchantNo ?? existing?.merchantNo ?? null;
      if (target) {
        const m = await merchant.merchantRow(tx, target, true);
        if (!m || (m.status !== MerchantStatus.REGISTERED && m.status !== MerchantStatus.ONBOARDING))
          throw new AppError(Codes.FORBIDDEN, { messageKey: 'onboarding.notApplicable' });
        merchantNo = m.merchantNo;
        businessType = m.businessType ?? BusinessType.ACQUIRING;
      } else {
        businessType = BusinessType.ACQUIRING;
        merchantNo = await newMerchantFor(tx, c, legalName, businessType, now);
      }
    }
    await assertFiles(tx, c, application, existing?.merchantNo);
    const m = (await merchant.merchantRow(tx, merchantNo, true))!;
    const pending = linesOf(businessType).filter((l) => !splitLines(m.businessTypes).includes(l));
    await merchant.applyOnboardingState(
      tx,
      merchantNo,
      {
        name: legalName,
        status: MerchantStatus.ONBOARDING,
        pendingBusinessTypes: pending.join(','),
        rejectedBusinessType: '',
        // payout accounts need their owners' face authentication (spec 6): the links are next
        ...(businessType !== BusinessType.ACQUIRING && m.faceAuthFlag !== 'approved' && !m.faceAuthFlag ? { faceAuthFlag: 'pending_scan' } : {}),
      },
      { actor: actorOf(c), action: 'merchant.onboarding.submit', now },
    );
    await upload.attachToMerchant(tx, fileIdsOf(application), upload.userScope(c.userId), merchantNo);
    const values = { legalName, data: application, status: 'waiting', comments: null, submittedAt: now, reviewedAt: null, reviewedBy: null, updatedAt: now };
    const saved = existing
      ? await store.updateApplication(tx, existing.id, values)
      : await store.insertApplication(tx, { ...values, orderNo: newOrderNo(now), kind: 'network', userId: c.userId, merchantNo, createdAt: now });
    await merchant.recordAuditIn(tx, { merchantNo, code: NETWORK_AUDIT, status: 'waiting', now });
    await store.deleteDraft(tx, c.userId, key);
    await audit(tx, {
      ...actorOf(c),
      merchantNo,
      action: 'onboarding.submit',
      target: saved.orderNo,
      summary: { mode: o.mode, businessType, resubmission: !!existing },
    });
    return saved;
  });
  await scheduleAutoReview(deps, row.orderNo, now);
  return toRecord(db, row, c.userId);
}

const newOrderNo = (now: Date) => `AP${now.getTime()}${crypto.randomInt(1000, 10_000)}`;

/** A new merchant account in onboarding state, administered by the applicant. */
async function newMerchantFor(tx: Executor, c: Caller, name: string, businessType: string, now: Date): Promise<string> {
  // createMerchant and addOperator open their own transactions: nested, they are savepoints of this one
  const nested = tx as unknown as Db;
  const created = await merchant.createMerchant(nested, {
    name,
    merchantType: businessType === BusinessType.PAYOUT ? MerchantType.PAYOUT : MerchantType.ACQUIRING,
    businessType,
    businessTypes: '',
    isAggregate: businessType === BusinessType.AGGREGATE,
    status: MerchantStatus.ONBOARDING,
    actor: actorOf(c),
    now,
  });
  const first = (await merchant.listedRecords(tx, c.userId, now)).length === 0;
  await access.addOperator(nested, { userId: c.userId, merchantNo: created.merchantNo, roleId: created.adminRoleId, isDefault: first, actor: actorOf(c), now });
  return created.merchantNo;
}

/** supplement/payout: an approved acquiring merchant applies for the payout business. */
export async function submitPayout(deps: ServerDeps, c: Caller, o: { body: z.infer<typeof payoutBody>; now: Date }): Promise<ApprovalRecord> {
  const merchantNo = needMerchant(c);
  const row = await deps.db.transaction(async (tx) => {
    const m = await merchant.merchantRow(tx, merchantNo, true);
    if (!m || m.status !== MerchantStatus.ACTIVE) throw new AppError(Codes.FORBIDDEN, { messageKey: 'onboarding.notApplicable' });
    if (splitLines(m.businessTypes).includes('payout') || splitLines(m.pendingBusinessTypes).includes('payout'))
      throw new AppError(Codes.CONFLICT, { messageKey: 'onboarding.notEditable' });
    const network = await store.latestOf(tx, merchantNo, 'network');
    const existing = await store.latestOf(tx, merchantNo, 'payout', true);
    const values = {
      legalName: m.name,
      data: { ...o.body, company: network?.data ?? null },
      status: 'waiting',
      comments: null,
      submittedAt: o.now,
      reviewedAt: null,
      reviewedBy: null,
      updatedAt: o.now,
    };
    const saved =
      existing && canModify(existing.status)
        ? await store.updateApplication(tx, existing.id, values)
        : await store.insertApplication(tx, { ...values, orderNo: newOrderNo(o.now), kind: 'payout', userId: c.userId, merchantNo, createdAt: o.now });
    await merchant.applyOnboardingState(
      tx,
      merchantNo,
      {
        pendingBusinessTypes: [...splitLines(m.pendingBusinessTypes), 'payout'].join(','),
        rejectedBusinessType: splitLines(m.rejectedBusinessType)
          .filter((l) => l !== 'payout')
          .join(','),
        ...(m.faceAuthFlag ? {} : { faceAuthFlag: 'pending_scan' }),
      },
      { actor: actorOf(c), action: 'merchant.payout.apply', now: o.now },
    );
    await merchant.recordAuditIn(tx, { merchantNo, code: PAYOUT_AUDIT, status: 'waiting', now: o.now });
    await store.deleteDraft(tx, c.userId, draftKeyOf(c, 'payout'));
    await audit(tx, { ...actorOf(c), merchantNo, action: 'onboarding.payout.submit', target: saved.orderNo });
    return saved;
  });
  await scheduleAutoReview(deps, row.orderNo, o.now);
  return toRecord(deps.db, row, c.userId);
}

/** The applicant withdraws an application still waiting for review. */
export async function cancelApplication(db: Db, c: Caller, orderNo: string, now: Date): Promise<ApprovalRecord> {
  const row = await db.transaction(async (tx) => {
    const a = await store.applicationByOrder(tx, orderNo, true);
    const mine = a && (c.merchantNo ? a.merchantNo === c.merchantNo : a.userId === c.userId);
    if (!a || !mine) throw new AppError(Codes.NOT_FOUND);
    if (a.status !== 'waiting') throw new AppError(Codes.CONFLICT, { messageKey: 'onboarding.notEditable' });
    const m = (await merchant.merchantRow(tx, a.merchantNo, true))!;
    const lines = a.kind === 'payout' ? ['payout'] : splitLines(m.pendingBusinessTypes);
    await merchant.applyOnboardingState(
      tx,
      a.merchantNo,
      {
        pendingBusinessTypes: splitLines(m.pendingBusinessTypes)
          .filter((l) => !lines.includes(l))
          .join(','),
      },
      { actor: actorOf(c), action: 'merchant.onboarding.cancel', now },
    );
    const saved = await store.updateApplication(tx, a.id, { status: 'cancel', updatedAt: now });
    await merchant.recordAuditIn(tx, { merchantNo: a.merchantNo, code: a.kind === 'payout' ? PAYOUT_AUDIT : NETWORK_AUDIT, status: 'cancel', now });
    await audit(tx, { ...actorOf(c), merchantNo: a.merchantNo, action: 'onboarding.cancel', target: orderNo });
    return saved;
  });
  return toRecord(db, row, c.userId);
}

// ---- the provider's review

const REVIEWABLE: Record<ReviewDecision, string[]> = {
  process: ['waiting'],
  approve: ['waiting', 'processing', 'suspend'],
  reject: ['waiting', 'processing', 'suspend'],
  suspend: ['waiting', 'processing'],
};
const STATUS_OF: Record<ReviewDecision, string> = { process: 'processing', approve: 'pass', reject: 'fail', suspend: 'suspend' };

/**
 * The provider decides an application; once the decision has committed, the applicant is mailed
 * (approve; reject with its comment; suspend, with a comment when given: decision-mail.ts).
 */
export async function reviewApplication(
  deps: DecisionDeps,
  o: { orderNo: string; decision: ReviewDecision; comment?: string | null; reviewer: string; now: Date },
): Promise<store.ApplicationRow> {
  let comment = o.comment?.trim() || null;
  if (o.decision === 'reject' || (o.decision === 'suspend' && comment)) {
    const parsed = rejectComment.safeParse(o.comment ?? '');
    if (!parsed.success) throw fieldError('comment', parsed.error.issues[0]!.message, { max: 200 });
    comment = parsed.data;
  }
  const commented = o.decision === 'reject' || o.decision === 'suspend';
  const saved = await deps.db.transaction(async (tx) => {
    const a = await store.applicationByOrder(tx, o.orderNo, true);
    if (!a) throw new AppError(Codes.NOT_FOUND);
    if (!REVIEWABLE[o.decision].includes(a.status)) throw new AppError(Codes.CONFLICT, { messageKey: 'onboarding.noApplication' });
    const m = (await merchant.merchantRow(tx, a.merchantNo, true))!;
    const lines = a.kind === 'payout' ? ['payout'] : splitLines(m.pendingBusinessTypes);
    const held = splitLines(m.businessTypes);
    const pendingLeft = splitLines(m.pendingBusinessTypes)
      .filter((l) => !lines.includes(l))
      .join(',');
    const status = STATUS_OF[o.decision];
    const actor = { userId: null, ip: 'ops', userAgent: o.reviewer };
    if (o.decision === 'approve') {
      const all = [...new Set([...held, ...lines])];
      const both = all.includes('acquiring') && all.includes('payout');
      await merchant.applyOnboardingState(
        tx,
        a.merchantNo,
        {
          status: MerchantStatus.ACTIVE,
          businessTypes: all.join(','),
          pendingBusinessTypes: pendingLeft,
          rejectedBusinessType: '',
          ...(both ? { isAggregate: true, businessType: BusinessType.AGGREGATE } : {}),
        },
        { actor, action: 'merchant.onboarding.approve', now: o.now },
      );
    } else if (o.decision === 'reject') {
      await merchant.applyOnboardingState(
        tx,
        a.merchantNo,
        { pendingBusinessTypes: pendingLeft, rejectedBusinessType: [...new Set([...splitLines(m.rejectedBusinessType), ...lines])].join(',') },
        { actor, action: 'merchant.onboarding.reject', now: o.now },
      );
    }
    const saved = await store.updateApplication(tx, a.id, {
      status,
      comments: commented ? comment : a.comments,
      reviewedAt: o.now,
      reviewedBy: o.reviewer,
      updatedAt: o.now,
      // a decision but taking into review owes its mail from the moment it commits
      ...(o.decision !== 'process' ? { decisionMailedAt: null } : {}),
    });
    await merchant.recordAuditIn(tx, {
      merchantNo: a.merchantNo,
      code: a.kind === 'payout' ? PAYOUT_AUDIT : NETWORK_AUDIT,
      status,
      comments: commented ? comment : null,
      now: o.now,
    });
    await audit(tx, {
      ...actor,
      merchantNo: a.merchantNo,
      action: `onboarding.review.${o.decision}`,
      target: a.orderNo,
      summary: { before: a.status, after: status, comment, reviewer: o.reviewer },
    });
    return saved;
  });
  await mailApplicationDecision(deps, saved.orderNo, o.now);
  return saved;
}

/** The review queue: applications waiting, in review or suspended (or all statuses given). */
export function reviewQueue(db: Executor, statuses: string[] = ['waiting', 'processing', 'suspend']) {
  return store.applicationsIn(db, statuses);
}

// ---- sandbox auto-review

async function scheduleAutoReview(deps: ServerDeps, orderNo: string, now: Date) {
  const delay = deps.config.ONBOARDING_AUTO_REVIEW_MS;
  if (delay === undefined) return;
  await deps.jobs.send(AUTO_REVIEW_JOB, { orderNo }, { singletonKey: `${orderNo}:${now.getTime()}`, startAfter: new Date(now.getTime() + delay) });
}

/** The sandbox reviewer: a waiting or processing application passes. Running twice changes nothing. */
export async function autoReview(deps: DecisionDeps, orderNo: string, now: Date): Promise<boolean> {
  const a = await store.applicationByOrder(deps.db, orderNo);
  if (!a) return false;
  if (!['waiting', 'processing'].includes(a.status)) {
    // a retry after the decision committed but before its mail went: the mail is still owed (sent once)
    await mailApplicationDecision(deps, orderNo, now);
    return false;
  }
  await reviewApplication(deps, { orderNo, decision: 'approve', reviewer: 'sandbox-auto-review', now });
  return true;
}

/**
 * What a merchant's latest network application says that a person could be guessed by: the birth
 * dates of its people (directors, owners, representatives) and the company's phone. The payment
 * password rule refuses them (contracts/payment-password.ts).
 */
export async function guessableDataOf(db: Executor, merchantNo: string): Promise<{ birthDates: string[]; phones: string[] }> {
  const a = await store.latestOf(db, merchantNo, 'network');
  const data = (a?.data ?? {}) as { persons?: Array<{ dateOfBirth?: unknown }>; business?: { phone?: unknown } };
  const birthDates = (Array.isArray(data.persons) ? data.persons : []).map((p) => p?.dateOfBirth).filter((d): d is string => typeof d === 'string');
  const phones = typeof data.business?.phone === 'string' ? [data.business.phone] : [];
  return { birthDates, phones };
}
