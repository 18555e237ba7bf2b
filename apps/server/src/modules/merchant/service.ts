import crypto from 'node:crypto';
import type { z } from 'zod';
import { Codes } from '@crossbill/contracts/codes';
import {
  BusinessLine,
  BusinessType,
  deriveAuditStatus,
  derivePayoutStatus,
  isListedInSwitcher,
  MerchantType,
  needsPayoutGuide,
  splitLines,
} from '@crossbill/contracts/merchant';
import { profilePreferences, type businessTypesInfo, type faceAuthInfo, type MerchantLoginRecord } from '@crossbill/contracts/session';
import { APPLICATION_AUDIT, type auditRecord, type merchantInfo as merchantInfoSchema } from '@crossbill/contracts/shell';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as access from '../access/service.ts';
import type { Actor } from '../access/service.ts';
import * as store from './store.ts';
import { ADMIN_ROLE_NAME } from '@crossbill/contracts/constants';

/** Merchant accounts: creation, review records, login records and the switcher (novation: novation.ts). */

// the network application's review records, for the modules that read them through this service
export { APPLICATION_AUDIT };

const SYSTEM: Actor = { userId: null };

export interface CreateMerchantInput {
  merchantNo?: string;
  name: string;
  merchantType: number;
  businessType: string | null;
  businessTypes: string;
  pendingBusinessTypes?: string;
  rejectedBusinessType?: string;
  status: number;
  isAggregate?: boolean;
  merchantLogin?: number;
  parentMerchantNo?: string | null;
  faceAuthFlag?: string | null;
  faceApproveStatus?: string | null;
  contractEntity?: string;
  novationVersion?: string | null;
  novationEntity?: string | null;
  actor?: Actor;
  /** creation and update time (the switcher's 20-day rule reads updateTime) */
  now?: Date;
}

const newMerchantNo = () => `M${crypto.randomInt(1_000_000_000, 10_000_000_000)}`;

export type CreatedMerchant = store.MerchantRow & { adminRoleId: number };

/** Create a merchant account with its administrator role: the merchant row plus the role's id. */
export async function createMerchant(db: Db, input: CreateMerchantInput): Promise<CreatedMerchant> {
  const now = input.now ?? new Date();
  const { actor, now: _now, ...fields } = input;
  return db.transaction(async (tx) => {
    let merchant: store.MerchantRow | null = null;
    // a drawn number may be taken: draw again (a given number that is taken is a conflict)
    for (let i = 0; i < 5 && !merchant; i++) {
      merchant = await store.insertMerchant(tx, { ...fields, merchantNo: input.merchantNo ?? newMerchantNo(), createdAt: now, updatedAt: now });
      if (!merchant && input.merchantNo) throw new AppError(Codes.CONFLICT);
    }
    if (!merchant) throw new AppError(Codes.CONFLICT);
    const role = await access.createRoleIn(tx, {
      merchantNo: merchant.merchantNo,
      name: ADMIN_ROLE_NAME,
      resourceCodes: [],
      isAdmin: true,
      actor,
      now,
    });
    await audit(tx, {
      ...(actor ?? SYSTEM),
      merchantNo: merchant.merchantNo,
      action: 'merchant.create',
      target: merchant.merchantNo,
      summary: { name: merchant.name, merchantType: merchant.merchantType, status: merchant.status },
    });
    return { ...merchant, adminRoleId: role.id };
  });
}

/** A review record of an application (code '09': the network application). */
export async function recordAudit(
  db: Db,
  input: { merchantNo: string; code: string; status: string; comments?: string | null; actor?: Actor; now?: Date },
): Promise<store.AuditRow> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await store.insertAudit(tx, {
      orderNo: `AO${now.getTime()}${crypto.randomInt(100_000, 1_000_000)}`,
      merchantNo: input.merchantNo,
      code: input.code,
      status: input.status,
      comments: input.comments ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, {
      ...(input.actor ?? SYSTEM),
      merchantNo: input.merchantNo,
      action: 'merchant.review',
      target: row.orderNo,
      summary: { code: input.code, status: input.status },
    });
    return row;
  });
}

// ---- login records and the switcher (spec 3, 4)

type Membership = Awaited<ReturnType<typeof store.membershipsOf>>[number];

function toRecord(m: Membership, base: number | null, lastAudit: string | undefined): MerchantLoginRecord {
  return {
    merchantNo: m.merchant.merchantNo,
    operatorId: m.userId,
    roleName: m.roleName,
    userId: m.operatorId,
    merchantType: m.merchant.merchantType,
    baseUserOperatorId: base,
    defaultAccount: m.isDefault,
    merchantName: m.merchant.name,
    // the network application's last review status (waiting, pass, fail, ...), null before applying
    auditStatus: lastAudit ?? null,
    status: m.merchant.status,
    updateTime: m.merchant.updatedAt.toISOString(),
    profile: { businessType: m.merchant.businessType, merchantLogin: m.merchant.merchantLogin },
    parentMerchantNo: m.merchant.parentMerchantNo,
  };
}

/** The person's enabled memberships that the switcher lists (spec 4), as login records, oldest first. */
export async function listedRecords(db: Executor, userId: number, now: Date): Promise<MerchantLoginRecord[]> {
  const all = await store.membershipsOf(db, userId);
  const base = all.find((m) => m.isDefault)?.operatorId ?? null;
  const listed = all.filter(
    (m) =>
      m.status === 1 &&
      isListedInSwitcher(
        {
          status: m.merchant.status,
          businessType: m.merchant.businessType,
          merchantLogin: m.merchant.merchantLogin,
          updateTime: m.merchant.updatedAt,
        },
        now.getTime(),
      ),
  );
  const audits = await store.lastAuditStatuses(
    db,
    listed.map((m) => m.merchant.merchantNo),
    APPLICATION_AUDIT,
  );
  return listed.map((m) => toRecord(m, base, audits.get(m.merchant.merchantNo)));
}

/** Where a login lands: the default membership when listed, else the first listed; null for none. */
export async function pickLoginRecord(db: Executor, userId: number, now: Date): Promise<MerchantLoginRecord | null> {
  const records = await listedRecords(db, userId, now);
  return records.find((r) => r.defaultAccount) ?? records[0] ?? null;
}

/** The login record a person may switch to (their own, enabled, listed), or FORBIDDEN. */
export async function switchTarget(db: Executor, userId: number, operatorId: number, now: Date): Promise<MerchantLoginRecord> {
  const record = (await listedRecords(db, userId, now)).find((r) => r.userId === operatorId);
  if (!record) throw new AppError(Codes.FORBIDDEN);
  return record;
}

/** GET /merOperator/listMerchant: the global (group) merchants in their own section (spec 2). */
export async function listMerchant(db: Executor, userId: number, now: Date) {
  const records = await listedRecords(db, userId, now);
  return {
    global: records.filter((r) => r.merchantType === MerchantType.GROUP),
    merchants: records.filter((r) => r.merchantType !== MerchantType.GROUP),
  };
}

export async function setDefaultAccount(db: Db, input: { userId: number; operatorId: number; actor: Actor; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await switchTarget(tx, input.userId, input.operatorId, input.now);
    await access.makeDefaultOperator(tx, input.userId, input.operatorId, input.now);
    await audit(tx, { ...input.actor, merchantNo: target.merchantNo, action: 'operator.default', target: String(input.operatorId) });
  });
}

// ---- session parts (getUserInformation, login, switch)

const FACE_FLAGS = ['pending', 'pending_scan', 'approved', 'rejected'] as const;
const FACE_APPROVE = ['waiting', 'fail'] as const;
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null => ((list as readonly string[]).includes(v ?? '') ? (v as T) : null);

/** What the session info says about the current merchant (spec 3, 4). */
export async function merchantSessionParts(db: Executor, o: { userId: number; merchantNo: string | null; operatorId: number | null; now: Date }) {
  const m = o.merchantNo ? await store.merchantOf(db, o.merchantNo) : undefined;
  const types = {
    businessTypes: m?.businessTypes ?? '',
    pendingBusinessTypes: m?.pendingBusinessTypes ?? '',
    rejectedBusinessType: m?.rejectedBusinessType ?? '',
  };
  const last = m ? await store.lastAudit(db, m.merchantNo, APPLICATION_AUDIT) : undefined;
  const novationOpen = m?.novationVersion ? !(await store.confirmationOf(db, m.merchantNo, m.novationVersion)) : false;
  let loginRecord: MerchantLoginRecord | null = null;
  if (m && o.operatorId !== null) {
    const all = await store.membershipsOf(db, o.userId);
    const mine = all.find((x) => x.operatorId === o.operatorId);
    if (mine) loginRecord = toRecord(mine, all.find((x) => x.isDefault)?.operatorId ?? null, last?.status);
  }
  const businessTypes: z.infer<typeof businessTypesInfo> = {
    merchantNo: m?.merchantNo ?? null,
    merchantName: m?.name ?? null,
    ...types,
    showNovationPopup: novationOpen,
  };
  const faceAuth: z.infer<typeof faceAuthInfo> = {
    faceAuthFlag: oneOf(FACE_FLAGS, m?.faceAuthFlag ?? null),
    approveStatus: oneOf(FACE_APPROVE, m?.faceApproveStatus ?? null),
    rejectReason: m?.faceAuthFlag === 'rejected' ? (m.faceRejectReason ?? null) : null,
    required: m?.businessType === '0',
  };
  return {
    merchant: {
      merchantNo: m?.merchantNo ?? null,
      merchantName: m?.name ?? null,
      merchantType: m?.merchantType ?? null,
      businessType: m?.businessType ?? null,
      merchantStatus: m?.status ?? null,
      auditStatus: m ? deriveAuditStatus(m.status, last?.status) : 0,
      payoutStatus: derivePayoutStatus(types),
      isAggregateMerchant: m?.isAggregate ?? false,
    },
    businessTypesInfo: businessTypes,
    faceAuth,
    loginRecord,
  };
}

/** Merchant type and aggregate flag of the current merchant (menus, scope). */
export async function merchantFlags(db: Executor, merchantNo: string) {
  const m = await store.merchantOf(db, merchantNo);
  return { merchantType: m?.merchantType ?? null, isAggregate: m?.isAggregate ?? false };
}

/** The merchants a group (or proxy-path) merchant reads: itself and its members. */
export async function familyOf(db: Executor, merchantNo: string): Promise<string[]> {
  const members = await store.membersOf(db, merchantNo);
  return [merchantNo, ...members.map((m) => m.merchantNo)];
}

// ---- the merchant's own pages

export async function updateProfile(db: Db, input: { operatorId: number; merchantNo: string; patch: Record<string, unknown>; actor: Actor; now: Date }) {
  return db.transaction(async (tx) => {
    const { before, after } = await access.mergePreferences(tx, input.operatorId, input.patch, input.now);
    await audit(tx, {
      ...input.actor,
      merchantNo: input.merchantNo,
      action: 'operator.preferences',
      target: String(input.operatorId),
      summary: { changed: Object.keys(input.patch), before: Object.keys(before) },
    });
    return knownPreferences(after);
  });
}

/** The operator's preferences as the profile answers them (only the keys the contract knows). */
export const preferencesOf = async (db: Executor, operatorId: number) => knownPreferences(await access.preferencesOf(db, operatorId));

function knownPreferences(p: Record<string, unknown>): z.infer<typeof profilePreferences> {
  const parsed = profilePreferences.safeParse({
    displayCurrencies: p.displayCurrencies,
    tableColumns: p.tableColumns,
    theme: p.theme,
    carryDateRange: p.carryDateRange,
  });
  // a stored value the contract no longer accepts (a renamed list or column) reads as not chosen
  return parsed.success ? parsed.data : {};
}

/** The operator's display currencies (wallet, home balances); null when never set: show every currency. */
export async function displayCurrenciesOf(db: Executor, operatorId: number): Promise<string[] | null> {
  const value = (await access.preferencesOf(db, operatorId)).displayCurrencies;
  return Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : null;
}

const notFound = () => new AppError(Codes.NOT_FOUND);

export async function lastAuditRecord(db: Executor, merchantNo: string, code: string): Promise<z.infer<typeof auditRecord> | null> {
  const m = await store.merchantOf(db, merchantNo);
  if (!m) throw notFound();
  const a = await store.lastAudit(db, merchantNo, code);
  if (!a) return null;
  return {
    orderNo: a.orderNo,
    merchantNo: a.merchantNo,
    merchantName: m.name,
    status: a.status,
    comments: a.comments,
    createTime: a.createdAt.toISOString(),
    updateTime: a.updatedAt.toISOString(),
  };
}

export async function merchantInfo(db: Executor, merchantNo: string): Promise<z.infer<typeof merchantInfoSchema>> {
  const m = await store.merchantOf(db, merchantNo);
  if (!m) throw notFound();
  const last = await store.lastAudit(db, merchantNo, APPLICATION_AUDIT);
  const members = m.merchantType === MerchantType.GROUP || m.merchantType === MerchantType.PROXY ? await store.membersOf(db, merchantNo) : [];
  return {
    merchantNo: m.merchantNo,
    merchantName: m.name,
    merchantType: m.merchantType,
    businessType: m.businessType,
    businessTypes: m.businessTypes,
    status: m.status,
    auditStatus: deriveAuditStatus(m.status, last?.status),
    contractEntity: m.contractEntity,
    createTime: m.createdAt.toISOString(),
    members,
  };
}

// ---- onboarding (the network application, payout supplement and face authentication move these)

export type MerchantRow = store.MerchantRow;

/** The merchant row, for the onboarding module's rules (status, business lines, face state). */
export function merchantRow(db: Executor, merchantNo: string, forUpdate = false): Promise<store.MerchantRow | undefined> {
  return store.merchantOf(db, merchantNo, forUpdate);
}

export interface OnboardingPatch {
  name?: string;
  status?: number;
  businessTypes?: string;
  pendingBusinessTypes?: string;
  rejectedBusinessType?: string;
  faceAuthFlag?: string | null;
  faceApproveStatus?: string | null;
  faceRejectReason?: string | null;
  businessType?: string | null;
  isAggregate?: boolean;
}

/** Change a merchant's onboarding state inside the caller's transaction, with its audit entry. */
export async function applyOnboardingState(
  tx: Executor,
  merchantNo: string,
  patch: OnboardingPatch,
  o: { actor?: Actor; action: string; now: Date },
): Promise<void> {
  // updated_at dates status changes (the switcher's closed-account rule reads it): only then
  await store.updateMerchant(tx, merchantNo, { ...patch, ...(patch.status !== undefined ? { updatedAt: o.now } : {}) });
  await audit(tx, { ...(o.actor ?? SYSTEM), merchantNo, action: o.action, target: merchantNo, summary: { ...patch } });
}

/** A review record inside the caller's transaction (recordAudit opens its own). */
export async function recordAuditIn(
  tx: Executor,
  input: { merchantNo: string; code: string; status: string; comments?: string | null; now: Date },
): Promise<store.AuditRow> {
  return store.insertAudit(tx, {
    orderNo: `AO${input.now.getTime()}${crypto.randomInt(100_000, 1_000_000)}`,
    merchantNo: input.merchantNo,
    code: input.code,
    status: input.status,
    comments: input.comments ?? null,
    createdAt: input.now,
    updatedAt: input.now,
  });
}

/**
 * Payout activation (/guide), in the caller's transaction: only an aggregate merchant the guard
 * sends to the guide (only acquiring, no payout pending or rejected) may activate; it then holds
 * acquiring and payout, and its business type is '2' (aggregate: a payout type, spec 6).
 * PAYOUT_ALREADY_ACTIVE otherwise. The merchant row is locked, so two clicks activate once.
 */
export async function activatePayoutLine(tx: Executor, input: { merchantNo: string; actor: Actor; now: Date }): Promise<{ businessTypes: string }> {
  const m = await store.merchantOf(tx, input.merchantNo, true);
  if (!m) throw notFound();
  if (!needsPayoutGuide(m.isAggregate, m)) throw new AppError(Codes.PAYOUT_ALREADY_ACTIVE);
  const businessTypes = [...splitLines(m.businessTypes), BusinessLine.PAYOUT].join(',');
  await store.updateMerchant(tx, input.merchantNo, { businessTypes, businessType: BusinessType.AGGREGATE, updatedAt: input.now });
  await audit(tx, {
    ...input.actor,
    merchantNo: input.merchantNo,
    action: 'merchant.payoutActivate',
    target: input.merchantNo,
    summary: { before: { businessTypes: m.businessTypes, businessType: m.businessType }, after: { businessTypes, businessType: BusinessType.AGGREGATE } },
  });
  return { businessTypes };
}
