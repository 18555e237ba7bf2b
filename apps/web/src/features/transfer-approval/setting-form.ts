import type { FormRule } from 'antd';
import { settingIssues, type ApprovalSettingInput, type ApprovalSettingView, type UsdRates } from '@crossbill/contracts/transfer-approval';
import { translate } from '../../lib/i18n';

/** The edit form's values: the API's setting input (missing parts while the operator types). */
export type SettingFormValues = ApprovalSettingInput;

export const emptyCondition = (): SettingFormValues['conditions'][number] => ({
  currency: null,
  lowerAmount: '',
  upperAmount: '',
  required: true,
  mode: 'any',
  steps: [{ approverUserIds: [] }],
});

/** The saved setting as form values (approvers by id). */
export function valuesOf(view: ApprovalSettingView): SettingFormValues {
  return {
    conditions: view.conditions.map((c) => ({
      currency: c.currency,
      lowerAmount: c.lowerAmount,
      upperAmount: c.upperAmount ?? '',
      required: c.required,
      mode: c.mode,
      steps: c.steps.map((s) => ({ approverUserIds: s.approvers.map((a) => a.userId) })),
    })),
    approveSelfFlag: view.approveSelfFlag,
    allowApproveMultiStepFlag: view.allowApproveMultiStepFlag,
  };
}

/** antd keeps removed list items out of getFieldsValue(true) only partly: normalise to the input shape. */
export function normalise(v: Partial<SettingFormValues>): SettingFormValues {
  return {
    conditions: (v.conditions ?? []).map((c) => ({ ...c, steps: (c?.steps ?? []).map((s) => ({ approverUserIds: s?.approverUserIds ?? [] })) })),
    approveSelfFlag: v.approveSelfFlag === true,
    allowApproveMultiStepFlag: v.allowApproveMultiStepFlag === true,
  };
}

/** A contracts message key with its parameters, in the user's language. */
export const issueText = (key: string, params?: Record<string, unknown>) => translate(`messages:${key}`, { ...params, defaultValue: key });

const samePath = (a: Array<string | number>, b: Array<string | number>) => a.length === b.length && a.every((x, i) => String(x) === String(b[i]));

/**
 * A field rule that runs the contracts' `settingIssues` over the whole form (the rules the server
 * enforces, with the same rates) and reports the issue on this field's path.
 */
export function issueRule(path: Array<string | number>, rates: UsdRates): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const issue = settingIssues(normalise(getFieldsValue(true) as Partial<SettingFormValues>), rates).find((i) => samePath(i.path, path));
      if (issue) throw new Error(issueText(issue.message, issue.params));
    },
  });
}
