import { Codes, type CodeInfo } from '@crossbill/contracts/codes';
import type { FieldError } from '@crossbill/contracts/envelope';

/**
 * The one error type services throw. It carries a code of the contracts' catalogue; the error
 * handler turns it into the envelope, in the operator's language, with the code's HTTP status.
 */
export class AppError extends Error {
  readonly info: CodeInfo;
  readonly messageKey: string;
  readonly params: Record<string, unknown>;
  readonly data: unknown;

  constructor(info: CodeInfo, opts: { messageKey?: string; params?: Record<string, unknown>; data?: unknown } = {}) {
    super(opts.messageKey ?? info.messageKey);
    this.info = info;
    this.messageKey = opts.messageKey ?? info.messageKey;
    this.params = opts.params ?? {};
    this.data = opts.data ?? null;
  }
}

/** A validation failure on named fields (code 11000); messages are keys of the `messages` namespace. */
export function fieldError(field: string, messageKey: string, params: Record<string, unknown> = {}): AppError {
  return new AppError(Codes.VALIDATION, {
    messageKey,
    params,
    data: { fieldErrors: [{ field, message: messageKey, params }] },
  });
}

export type RawFieldError = FieldError & { params?: Record<string, unknown> };

/** The code of a session whose password must change first: an administrator's, or an expired one. */
export function passwordStateError(state: 'expired' | 'initial'): AppError {
  return new AppError(state === 'initial' ? Codes.INITIAL_PASSWORD : Codes.PASSWORD_EXPIRED);
}
