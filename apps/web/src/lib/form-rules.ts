import type { FormRule } from 'antd';
import type { ZodType } from 'zod';
import { issueMessageKey } from '@crossbill/contracts/validation-message';
import { translate } from './i18n';

interface Issue {
  path: PropertyKey[];
  message: string;
  code?: string;
  maximum?: unknown;
  minimum?: unknown;
  origin?: string;
  /** a custom issue's interpolations (`{ max }` of money.tooManyDecimals, money.tooLarge) */
  params?: Record<string, unknown>;
}

/**
 * A contracts message key (`validation.password.length`) in the user's language; zod's own English
 * (an issue without a key) becomes the generic sentence of its kind, as on the server.
 */
export function messageText(issue: Issue, label?: string): string {
  const params: Record<string, unknown> = { ...issue.params };
  if (issue.maximum !== undefined) params.max = Number(issue.maximum);
  if (issue.minimum !== undefined) params.min = Number(issue.minimum);
  const key = issueMessageKey(issue.code, issue.message, issue.origin);
  // a missing value names its field ("Email is required."), as requiredRule and the server do
  if (key === 'validation.required' && label) return translate('messages:validation.requiredField', { field: label });
  return translate(`messages:${key}`, params);
}

/**
 * An antd form rule that checks one field with a contracts schema over the whole form, so client
 * and server use the same rules and messages (DESIGN.md section 6). Cross-field rules (confirmation
 * matches, new differs from old) land on the field their issue names. `label` is the field's name on
 * screen, for the message of a missing value.
 */
export function schemaRule(schema: ZodType, field: string, label: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(getFieldsValue(true));
      if (result.success) return;
      const issue = result.error.issues.find((i) => i.path[0] === field) as Issue | undefined;
      if (issue) throw new Error(messageText(issue, label));
    },
  });
}

/** Field errors of a validation answer (code 11000: `data.fieldErrors`) for form.setFields. */
export function fieldErrorsOf(data: unknown): Array<{ name: string[]; errors: string[] }> {
  const list = (data as { fieldErrors?: Array<{ field: string; message: string }> } | null)?.fieldErrors ?? [];
  return list.map((e) => ({ name: e.field.split('.'), errors: [e.message] }));
}

/** A required field whose message names it by its label ("Role is required." / "角色为必填项。"), as every validation message does. */
export const requiredRule = (label: string, o: { whitespace?: boolean } = {}): FormRule => ({
  required: true,
  // only when asked: any further key makes antd's validator check the value as a string (a date or a number would fail)
  ...(o.whitespace ? { whitespace: true } : {}),
  message: translate('messages:validation.requiredField', { field: label }),
});
