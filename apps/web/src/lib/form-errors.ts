import type { FormInstance } from 'antd';
import { Codes } from '@crossbill/contracts/codes';
import { isApiError } from './api-client';
import { fieldErrorsOf } from './form-rules';

const CODE_ERRORS = new Set<string>([Codes.VERIFY_CODE_INVALID.code, Codes.VERIFY_CODE_EXPIRED.code, Codes.VERIFY_CODE_TOO_OFTEN.code]);

/**
 * Put a refused submit's message on the form (silent codes: the form tells): field errors of a
 * validation answer on their fields, a verification-code answer on the code field, a reused
 * password on the password field. Returns false when the error is not one of these.
 */
export function showServerErrors(form: FormInstance, e: unknown, fields: { code?: string; password?: string } = {}): boolean {
  if (!isApiError(e)) return false;
  if (e.respCode === Codes.VALIDATION.code) {
    form.setFields(fieldErrorsOf(e.data) as never);
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
