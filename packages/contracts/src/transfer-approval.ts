import { z } from 'zod';
import { convert, isCurrency, toMinor, MoneyError, type Currency } from './money.ts';
import { serialId, text } from './validation.ts';

/**
 * Transfer approval (spec 2 security/transapproval, 3, 4, 5, 6, 9): the merchant's setting (up to 5
 * conditions, each a currency and an amount range, required or not, any-of or all-of approvers per
 * step) and the approval flows a transfer starts from it.
 *
 * Matching rule (written down because conditions could otherwise overlap):
 * 1. a transfer first looks at the conditions of its own currency, by its amount in that currency;
 * 2. only when none of them holds its amount does it look at the "all currencies" conditions, by its
 *    amount converted to USD at the current mid rate;
 * 3. a range holds `lower <= amount < upper` (no upper bound: no limit);
 * 4. ranges of one currency (or of "all currencies") must not overlap, so at most one condition
 *    matches in each group and the result never depends on the order of the list;
 * 5. a matching condition marked "not required" exempts the transfer; no match: no approval.
 */

export const APPROVAL_MAX_CONDITIONS = 5;
export const APPROVAL_MAX_STEPS = 3;
export const APPROVAL_MAX_APPROVERS_PER_STEP = 20;
/** Spec 5, 9: amounts below 100,000,000 in USD (other currencies converted at the current rate). */
export const APPROVAL_AMOUNT_CAP_USD = '100000000';
/** The "all currencies, converted to USD" choice of a condition's currency. */
export const ALL_CURRENCIES = 'ALL';
/** Spec 5: a rejection reason is required, 1-200 characters. */
export const APPROVAL_REASON_MAX = 200;

export const APPROVAL_STATES = ['none', 'enabled', 'disabled'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];
export const APPROVAL_MODES = ['any', 'all'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];
export const FLOW_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];
export const DECISIONS = ['approve', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];

// ---- the setting (request bodies)

const amountText = text(20);

export const approvalStep = z.object({
  approverUserIds: z.array(serialId).max(APPROVAL_MAX_APPROVERS_PER_STEP, 'approval.tooManyApprovers'),
});

/** One condition as the form and the API carry it; missing parts are reported by `settingIssues`. */
export const approvalCondition = z.object({
  currency: z.string().max(3).nullish(),
  lowerAmount: amountText.nullish(),
  /** empty or absent: no upper bound */
  upperAmount: amountText.nullish(),
  required: z.boolean().nullish(),
  mode: z.enum(APPROVAL_MODES).nullish(),
  steps: z.array(approvalStep).max(APPROVAL_MAX_STEPS, 'approval.maxSteps'),
});
export type ApprovalConditionInput = z.infer<typeof approvalCondition>;

const settingShape = z.object({
  conditions: z.array(approvalCondition).max(APPROVAL_MAX_CONDITIONS, 'approval.maxConditions'),
  approveSelfFlag: z.boolean(),
  allowApproveMultiStepFlag: z.boolean(),
});
export type ApprovalSettingInput = z.infer<typeof settingShape>;

export interface SettingIssue {
  path: Array<string | number>;
  message: string;
  params?: Record<string, unknown>;
}

/** USD per unit of each currency; null skips the cap of currencies other than USD (no rates at hand). */
export type UsdRates = Partial<Record<string, string>> | null;

const CAP_USD_MINOR = toMinor(APPROVAL_AMOUNT_CAP_USD, 'USD');

/** Minor units of a condition amount: the "all currencies" choice counts in USD. */
export function conditionMinor(value: string, currency: string): bigint {
  return toMinor(value, currency === ALL_CURRENCIES ? 'USD' : (currency as Currency));
}

/** Amount in USD minor units (half-up), for the cap and the "all currencies" conditions. */
export function toUsdMinor(minor: bigint, currency: Currency, usdPerUnit: string): bigint {
  return currency === 'USD' ? minor : convert(minor, currency, 'USD', usdPerUnit);
}

/**
 * Every rule of spec 5 on a setting: each condition complete ('Please complete all approval condition
 * information' on the missing part), amounts valid and below 100,000,000 USD, the upper amount above
 * the lower, at least one step with approvers when approval is required, no overlapping ranges in one
 * currency, and without the multi-step flag approvers that leave every step someone of its own.
 */
export function settingIssues(s: ApprovalSettingInput, rates: UsdRates): SettingIssue[] {
  const issues: SettingIssue[] = [];
  const add = (path: Array<string | number>, message: string, params?: Record<string, unknown>) => issues.push({ path, message, params });
  if (s.conditions.length > APPROVAL_MAX_CONDITIONS) add(['conditions'], 'approval.maxConditions', { max: APPROVAL_MAX_CONDITIONS });
  const ranges: Array<{ i: number; currency: string; lower: bigint; upper: bigint | null }> = [];
  s.conditions.forEach((c, i) => {
    const at = (field: string | number, ...rest: Array<string | number>) => ['conditions', i, field, ...rest];
    const incomplete = 'approval.incomplete';
    const currency = c.currency ?? '';
    const currencyOk = currency === ALL_CURRENCIES || isCurrency(currency);
    if (!currencyOk) add(at('currency'), incomplete);
    if (c.required === null || c.required === undefined) add(at('required'), incomplete);
    if (c.required !== false && !c.mode) add(at('mode'), incomplete);
    const amount = (field: 'lowerAmount' | 'upperAmount', value: string | null | undefined): bigint | null => {
      if (value === null || value === undefined || value === '') {
        if (field === 'lowerAmount') add(at(field), incomplete);
        return null;
      }
      if (!currencyOk) return null;
      let minor: bigint;
      try {
        minor = conditionMinor(value, currency);
      } catch (e) {
        add(at(field), e instanceof MoneyError ? e.messageKey : 'validation.invalid', e instanceof MoneyError ? e.params : undefined);
        return null;
      }
      const rate = currency === ALL_CURRENCIES || currency === 'USD' ? '1' : rates?.[currency];
      if (rate) {
        const usd = toUsdMinor(minor, currency === ALL_CURRENCIES ? 'USD' : (currency as Currency), rate);
        if (usd >= CAP_USD_MINOR) add(at(field), 'approval.amountCap', { cap: '100,000,000' });
      }
      return minor;
    };
    const lower = amount('lowerAmount', c.lowerAmount);
    const upperGiven = c.upperAmount !== null && c.upperAmount !== undefined && c.upperAmount !== '';
    const upper = amount('upperAmount', c.upperAmount);
    if (lower !== null && upper !== null && upper <= lower) add(at('upperAmount'), 'approval.upperNotAbove');
    if (c.required !== false) {
      if (c.steps.length === 0) add(at('steps'), 'approval.stepRequired');
      c.steps.forEach((step, j) => {
        if (step.approverUserIds.length === 0) add(at('steps', j, 'approverUserIds'), 'approval.approverRequired');
        else if (new Set(step.approverUserIds).size !== step.approverUserIds.length) add(at('steps', j, 'approverUserIds'), 'approval.duplicateApprover');
      });
      if (!s.allowApproveMultiStepFlag && c.steps.length > 1) {
        c.steps.forEach((step, j) => {
          const elsewhere = new Set(c.steps.flatMap((o, k) => (k === j ? [] : o.approverUserIds)));
          const shared = step.approverUserIds.filter((u) => elsewhere.has(u));
          // all-of needs every approver of a step, any-of needs one who approved no other step
          const stuck = c.mode === 'all' ? shared.length > 0 : step.approverUserIds.length > 0 && shared.length === step.approverUserIds.length;
          if (stuck) add(at('steps', j, 'approverUserIds'), 'approval.approverInSeveralSteps');
        });
      }
    }
    if (currencyOk && lower !== null && (upper !== null || !upperGiven)) ranges.push({ i, currency, lower, upper });
  });
  for (let a = 0; a < ranges.length; a++) {
    for (let b = a + 1; b < ranges.length; b++) {
      const x = ranges[a]!;
      const y = ranges[b]!;
      if (x.currency !== y.currency) continue;
      const overlap = (y.upper === null || x.lower < y.upper) && (x.upper === null || y.lower < x.upper);
      if (overlap) add(['conditions', y.i, 'lowerAmount'], 'approval.overlap', { other: x.i + 1 });
    }
  }
  return issues;
}

/**
 * The setting body of the API: its shape only. Every rule of `settingIssues` is checked by the
 * server with the current rates (and the approvers' permissions), answering field errors with their
 * parameters; the form runs the same function.
 */
export const approvalSettingBody = settingShape;

/** POST /api/transApproval/save: the setting, confirmed with the operator's login password. */
export const approvalSaveBody = z.object({
  setting: approvalSettingBody,
  password: z.string().min(1, 'validation.required').max(64, 'validation.maxLength'),
});

/** POST /api/transApproval/state */
export const approvalStateBody = z.object({ state: z.enum(['enabled', 'disabled']) });

/** A rejection (or approval) reason: required for a rejection, 1-200 characters (spec 5). */
export const rejectReasonSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(APPROVAL_REASON_MAX, 'approval.reasonLength');

// ---- answers

export const approverInfo = z.object({ userId: z.number().int(), name: z.string(), email: z.string() });
export type ApproverInfo = z.infer<typeof approverInfo>;

export const approvalConditionView = z.object({
  currency: z.string(),
  lowerAmount: z.string(),
  upperAmount: z.string().nullable(),
  required: z.boolean(),
  mode: z.enum(APPROVAL_MODES),
  steps: z.array(z.object({ approvers: z.array(approverInfo) })),
});
export type ApprovalConditionView = z.infer<typeof approvalConditionView>;

/** GET /api/transApproval/setting */
export const approvalSettingView = z.object({
  state: z.enum(APPROVAL_STATES),
  conditions: z.array(approvalConditionView),
  approveSelfFlag: z.boolean(),
  allowApproveMultiStepFlag: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ApprovalSettingView = z.infer<typeof approvalSettingView>;

/** GET /api/transApproval/formData: who may approve (Transfers permission) and the rates of the cap. */
export const approvalFormData = z.object({
  approvers: z.array(approverInfo),
  usdRates: z.record(z.string(), z.string()),
});
export type ApprovalFormData = z.infer<typeof approvalFormData>;

export const flowApproverView = approverInfo.extend({
  decision: z.enum(DECISIONS).nullable(),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

/** GET /api/approveTask/getApproveTaskByAssociationId: one flow as the transfer view shows it. */
export const approvalFlowView = z.object({
  flowId: z.number().int(),
  subjectType: z.string(),
  subjectId: z.string(),
  status: z.enum(FLOW_STATUSES),
  mode: z.enum(APPROVAL_MODES),
  currentStep: z.number().int(),
  stepCount: z.number().int(),
  currency: z.string(),
  amount: z.string(),
  submitter: approverInfo,
  reason: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  steps: z.array(
    z.object({
      stepNo: z.number().int(),
      status: z.enum(['waiting', 'pending', 'approved', 'rejected', 'cancelled']),
      completedAt: z.string().nullable(),
      approvers: z.array(flowApproverView),
    }),
  ),
});
export type ApprovalFlowView = z.infer<typeof approvalFlowView>;

export const flowQuery = z.object({ associationId: z.string().min(1).max(64), subjectType: z.string().max(32).default('transfer') });

/** GET /api/transApproval/pending/count: what the operator can approve now. */
export const pendingCount = z.object({ total: z.number().int(), bySubjectType: z.record(z.string(), z.number().int()) });
