import type { FormInstance } from 'antd';
import { Codes } from '@crossbill/contracts/codes';
import { isApiError } from './api-client';
import { fieldErrorsOf } from './form-rules';
import { toast } from './toast';

const CODE_ERRORS = new Set<string>([
  Codes.VERIFY_CODE_INVALID.code,
  Codes.VERIFY_CODE_EXPIRED.code,
  Codes.VERIFY_CODE_TOO_OFTEN.code,
  Codes.TWO_FACTOR_CODE_WRONG.code,
  Codes.TWO_FACTOR_LOCKED.code,
]);

/**
 * Put a refused submit's message on the form (silent codes: the form tells): field errors of a
 * validation answer on their fields, a verification-code answer on the code field, a reused
 * password on the password field. Returns false when the error is not one of these.
 */
export function showServerErrors(form: FormInstance, e: unknown, fields: { code?: string; password?: string } = {}): boolean {
  if (!isApiError(e)) return false;
  if (e.respCode === Codes.VALIDATION.code) {
    placeFieldErrors(form, e.data);
    return true;
  }
  if (fields.code && CODE_ERRORS.has(e.respCode)) {
    form.setFields([{ name: fields.code, errors: [e.respMsg] }]);
    return true;
  }
  if (fields.password && e.respCode === Codes.PASSWORD_REUSED.code) {
    form.setFields([{ name: fields.password, errors: [e.respMsg] }]);
    return true;
  }
  return false;
}

/**
 * Put a validation answer's field errors on the form's own fields (with `prefix`, the server's
 * `payee.name` is the form's `name`). An error naming a field the form does not show is told in a
 * toast instead, so that no refusal goes unseen. Answers whether the answer had field errors.
 */
export function placeFieldErrors(form: FormInstance, data: unknown, o: { prefix?: string } = {}): boolean {
  const errors = fieldErrorsOf(data).map((f) => ({ name: o.prefix && f.name[0] === o.prefix ? f.name.slice(1) : f.name, errors: f.errors }));
  if (errors.length === 0) return false;
  // the registered names, as the form holds them (a list item's index is a number there)
  const known = new Map(form.getFieldsError().map((f) => [f.name.join('.'), f.name]));
  const placed: Array<{ name: (string | number)[]; errors: string[] }> = [];
  const elsewhere: string[] = [];
  for (const f of errors) {
    const name = known.get(f.name.join('.'));
    if (name) placed.push({ name, errors: f.errors });
    else elsewhere.push(...f.errors);
  }
  if (placed.length > 0) form.setFields(placed as never);
  if (elsewhere.length > 0) toast.error(elsewhere.join(' '));
  return true;
}
