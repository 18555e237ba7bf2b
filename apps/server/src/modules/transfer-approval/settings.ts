import { Codes } from '@crossbill/contracts/codes';
import { TRANSFER_APPROVE_CODE } from '@crossbill/contracts/resources';
import { CURRENCIES, fromMinor, type Currency } from '@crossbill/contracts/money';
import {
  ALL_CURRENCIES,
  conditionMinor,
  settingIssues,
  type ApprovalFormData,
  type ApprovalSettingInput,
  type ApprovalSettingView,
  type ApproverInfo,
} from '@crossbill/contracts/transfer-approval';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Actor } from '../access/service.ts';
import * as identity from '../identity/service.ts';
import { usdMidOf, type ApprovalRates } from './rates.ts';
import type { StoredCondition } from './schema.ts';
import * as store from './store.ts';

/** Current mid rates, USD per unit, of every portal currency that has one. */
export async function usdRates(rates: ApprovalRates): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const c of CURRENCIES) {
    const r = await usdMidOf(rates, c);
    if (r) out[c] = r;
  }
  return out;
}

/**
 * Who a setting may name as approvers: operators holding the approve button of Transfers (spec 6:
 * users with access to Transfers), the code POST /transfer/approve checks, so that no flow waits on
 * someone the server would refuse.
 */
export function eligibleApprovers(db: Executor, merchantNo: string): Promise<ApproverInfo[]> {
  return store.eligibleApprovers(db, merchantNo, TRANSFER_APPROVE_CODE);
}

/** GET formData: the approvers the edit page offers and the rates its cap check uses. */
export async function formData(db: Executor, merchantNo: string, rates: ApprovalRates): Promise<ApprovalFormData> {
  return { approvers: await eligibleApprovers(db, merchantNo), usdRates: await usdRates(rates) };
}

const amountOf = (minor: string, currency: string) => fromMinor(BigInt(minor), (currency === ALL_CURRENCIES ? 'USD' : currency) as Currency);

/** The setting and its state (spec 4: no setup, enabled, disabled), with approvers' names. */
export async function settingView(db: Executor, merchantNo: string): Promise<ApprovalSettingView> {
  const row = await store.settingOf(db, merchantNo);
  if (!row) return { state: 'none', conditions: [], approveSelfFlag: false, allowApproveMultiStepFlag: false, updatedAt: null, updatedBy: null };
  const ids = [...new Set(row.conditions.flatMap((c) => c.steps.flatMap((s) => s.approverUserIds)))];
  const people = new Map((await store.usersByIds(db, [...ids, ...(row.updatedBy ? [row.updatedBy] : [])])).map((u) => [u.userId, u]));
  return {
    state: row.state as 'enabled' | 'disabled',
    conditions: row.conditions.map((c) => ({
      currency: c.currency,
      lowerAmount: amountOf(c.lowerMinor, c.currency),
      upperAmount: c.upperMinor === null ? null : amountOf(c.upperMinor, c.currency),
      required: c.required,
      mode: c.mode,
      steps: c.steps.map((s) => ({
        approvers: s.approverUserIds.map((id) => people.get(id) ?? { userId: id, name: `#${id}`, email: '' }),
      })),
    })),
    approveSelfFlag: row.approveSelf,
    allowApproveMultiStepFlag: row.allowMultiStep,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? (people.get(row.updatedBy)?.name ?? null) : null,
  };
}

/**
 * Every rule of spec 5 with the current rates, and approvers who hold the approve code of Transfers in
 * this merchant; the first problems come back as field errors (code 11000).
 */
export async function checkSetting(db: Executor, merchantNo: string, input: ApprovalSettingInput, rates: ApprovalRates): Promise<void> {
  const issues = settingIssues(input, await usdRates(rates));
  const eligible = new Set((await eligibleApprovers(db, merchantNo)).map((a) => a.userId));
  input.conditions.forEach((c, i) => {
    if (c.required === false) return;
    c.steps.forEach((s, j) => {
      if (s.approverUserIds.some((id) => !eligible.has(id)))
        issues.push({ path: ['conditions', i, 'steps', j, 'approverUserIds'], message: 'approval.approverNotEligible' });
    });
  });
  if (issues.length === 0) return;
  const first = issues[0]!;
  throw new AppError(Codes.VALIDATION, {
    messageKey: first.message,
    params: first.params,
    data: { fieldErrors: issues.map((x) => ({ field: x.path.join('.'), message: x.message, params: x.params })) },
  });
}

function toStored(input: ApprovalSettingInput): StoredCondition[] {
  return input.conditions.map((c) => {
    const currency = c.currency!;
    return {
      currency,
      lowerMinor: conditionMinor(c.lowerAmount!, currency).toString(),
      upperMinor: c.upperAmount ? conditionMinor(c.upperAmount, currency).toString() : null,
      required: c.required === true,
      mode: c.mode ?? 'any',
      // an exempting condition needs no approvers
      steps: c.required ? c.steps.map((s) => ({ approverUserIds: s.approverUserIds })) : [],
    };
  });
}

/**
 * Confirm a setting (transapproval/confirm): the operator re-enters the login password (the payment
 * password does not exist yet), the setting replaces the old one and the state becomes enabled
 * ("setup complete", spec 4). Audited with before and after.
 */
export async function saveSetting(
  db: Db,
  o: { merchantNo: string; setting: ApprovalSettingInput; password: string; actor: Actor & { userId: number }; now: Date; rates: ApprovalRates['rates'] },
): Promise<ApprovalSettingView> {
  if (!(await identity.verifyLoginPassword(db, o.actor.userId, o.password))) throw new AppError(Codes.CONFIRM_PASSWORD_WRONG);
  await checkSetting(db, o.merchantNo, o.setting, { rates: o.rates, now: o.now });
  await db.transaction(async (tx) => {
    const before = await store.settingOf(tx, o.merchantNo, true);
    const conditions = toStored(o.setting);
    await store.upsertSetting(tx, {
      merchantNo: o.merchantNo,
      state: 'enabled',
      approveSelf: o.setting.approveSelfFlag,
      allowMultiStep: o.setting.allowApproveMultiStepFlag,
      conditions,
      updatedBy: o.actor.userId,
      updatedAt: o.now,
    });
    await audit(tx, {
      ...o.actor,
      merchantNo: o.merchantNo,
      action: 'transferApproval.save',
      target: o.merchantNo,
      summary: {
        before: before ? { state: before.state, approveSelf: before.approveSelf, allowMultiStep: before.allowMultiStep, conditions: before.conditions } : null,
        after: { state: 'enabled', approveSelf: o.setting.approveSelfFlag, allowMultiStep: o.setting.allowApproveMultiStepFlag, conditions },
      },
    });
  });
  return settingView(db, o.merchantNo);
}

/** Enable or disable a setting that exists (spec 4); without one: APPROVAL_NOT_SET_UP. */
export async function setSettingState(db: Db, o: { merchantNo: string; state: 'enabled' | 'disabled'; actor: Actor; now: Date }): Promise<ApprovalSettingView> {
  await db.transaction(async (tx) => {
    const row = await store.settingOf(tx, o.merchantNo, true);
    if (!row) throw new AppError(Codes.APPROVAL_NOT_SET_UP);
    if (row.state === o.state) return;
    await store.setState(tx, o.merchantNo, o.state, o.actor.userId, o.now);
    await audit(tx, {
      ...o.actor,
      merchantNo: o.merchantNo,
      action: o.state === 'enabled' ? 'transferApproval.enable' : 'transferApproval.disable',
      target: o.merchantNo,
      summary: { before: row.state, after: o.state },
    });
  });
  return settingView(db, o.merchantNo);
}
