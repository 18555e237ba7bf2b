/**
 * The response-code catalogue (spec section 8). One table: each code's meaning, its HTTP status and
 * how the web client treats it. `silent` codes are rejected to the caller without a global toast
 * because the calling screen shows the problem itself (a form field, the login counter, ...).
 */
export type ClientBehaviour =
  | { kind: 'success' }
  | { kind: 'redirect'; to: string } // session cleared, then navigate
  | { kind: 'silent' }
  | { kind: 'toast'; messageKey?: string } // messageKey overrides respMsg (blacklist duplicate)
  | { kind: 'error' }; // server message as an error toast

export interface CodeInfo {
  code: string;
  http: number;
  /** key in the `messages` locale namespace: the default respMsg in the operator's language */
  messageKey: string;
  client: ClientBehaviour;
}

const def = (code: string, http: number, messageKey: string, client: ClientBehaviour): CodeInfo => ({
  code,
  http,
  messageKey,
  client,
});

export const Codes = {
  SUCCESS: def('20000', 200, 'code.success', { kind: 'success' }),
  // spec 8: session cleared, go to /user/login
  NOT_LOGGED_IN: def('00004|10023', 401, 'code.notLoggedIn', { kind: 'redirect', to: '/user/login' }),
  // spec 8: session cleared, go to /user/expire-password
  PASSWORD_EXPIRED: def('00005|10040', 403, 'code.passwordExpired', { kind: 'redirect', to: '/user/expire-password' }),
  // silent codes: the screen that made the call shows the problem
  // an administrator set the password (new operator, reset): the person sets their own first
  INITIAL_PASSWORD: def('00005|10041', 403, 'code.initialPassword', { kind: 'redirect', to: '/user/reset-password' }),
  VALIDATION: def('11000', 422, 'code.validation', { kind: 'silent' }),
  BAD_CREDENTIALS: def('00004|00002', 401, 'code.badCredentials', { kind: 'silent' }),
  CAPTCHA_REQUIRED: def('00004|00026', 400, 'code.captchaRequired', { kind: 'silent' }),
  ACCOUNT_LOCKED: def('00004|14000', 403, 'code.accountLocked', { kind: 'silent' }),
  VERIFY_CODE_INVALID: def('00004|14001', 400, 'code.verifyCodeInvalid', { kind: 'silent' }),
  VERIFY_CODE_EXPIRED: def('00004|14002', 400, 'code.verifyCodeExpired', { kind: 'silent' }),
  VERIFY_CODE_TOO_OFTEN: def('00004|14003', 429, 'code.verifyCodeTooOften', { kind: 'silent' }),
  NEW_DEVICE_VERIFICATION: def('00004|14004', 403, 'code.newDeviceVerification', { kind: 'silent' }),
  PASSWORD_REUSED: def('00004|14005', 422, 'code.passwordReused', { kind: 'silent' }),
  OLD_PASSWORD_WRONG: def('00004|14006', 422, 'code.oldPasswordWrong', { kind: 'silent' }),
  // registration with an e-mail that already has an account (told only after its code is verified)
  EMAIL_REGISTERED: def('00004|14007', 409, 'code.emailRegistered', { kind: 'error' }),
  // the password-reset or new-device step was too late or already used
  TICKET_EXPIRED: def('00004|14008', 400, 'code.ticketExpired', { kind: 'error' }),
  // two-factor sign-in (identity/two-factor.ts): the login's code step; a wrong or replayed code; too many
  // wrong codes; a merchant that requires it for an operator not enrolled yet (the enrolment page first)
  TWO_FACTOR_REQUIRED: def('00004|14010', 403, 'code.twoFactorRequired', { kind: 'silent' }),
  TWO_FACTOR_CODE_WRONG: def('00004|14011', 400, 'code.twoFactorCodeWrong', { kind: 'silent' }),
  TWO_FACTOR_LOCKED: def('00004|14012', 429, 'code.twoFactorLocked', { kind: 'silent' }),
  TWO_FACTOR_SETUP_REQUIRED: def('00004|14013', 403, 'code.twoFactorSetupRequired', { kind: 'redirect', to: '/user/two-factor' }),
  // a sensitive action (money movement, payee accounts, keys and secrets, roles) without a second factor in
  // the last STEP_UP_WINDOW_MS: the web asks for one (step-up dialog) and sends the call again
  STEP_UP_REQUIRED: def('00004|14014', 403, 'code.stepUpRequired', { kind: 'silent' }),
  PAYMENT_PASSWORD_WRONG: def('00019|50026', 422, 'code.paymentPasswordWrong', { kind: 'silent' }),
  PAYMENT_PASSWORD_LOCKED: def('00019|50027', 403, 'code.paymentPasswordLocked', { kind: 'error' }),
  PAYMENT_PASSWORD_NOT_SET: def('00019|50028', 422, 'code.paymentPasswordNotSet', { kind: 'error' }),
  NO_DATA: def('00010', 404, 'code.noData', { kind: 'silent' }),
  DUPLICATE_REQUEST: def('00023', 409, 'code.duplicateRequest', { kind: 'silent' }),
  IDEMPOTENCY_MISMATCH: def('00010|00023', 422, 'code.idempotencyMismatch', { kind: 'silent' }),
  // spec 8: 'Insufficient balance available' (exchange, transfer, payout): shown as an error toast
  INSUFFICIENT_BALANCE: def('00019|50001', 422, 'code.insufficientBalance', { kind: 'error' }),
  // spec 8: 'currency balance not zero so hiding is not allowed': the display settings dialog shows it
  BALANCE_NOT_ZERO: def('00019|50002', 422, 'code.balanceNotZero', { kind: 'silent' }),
  // the exchange quote's 30 seconds are over: the review page offers a new quote
  QUOTE_EXPIRED: def('00019|50003', 409, 'code.quoteExpired', { kind: 'error' }),
  // payout activation (/guide) asked by a merchant that does not need it
  PAYOUT_ALREADY_ACTIVE: def('00019|50004', 409, 'code.payoutAlreadyActive', { kind: 'error' }),
  // a sandbox scenario called while the server is not in sandbox mode
  SANDBOX_DISABLED: def('00019|50005', 403, 'code.sandboxDisabled', { kind: 'error' }),
  // a payout call (wallet, transfers, payees, exchange, disbursement, virtual accounts) by a merchant without payout
  PAYOUT_NOT_OPEN: def('00019|50006', 403, 'code.payoutNotOpen', { kind: 'error' }),
  // spec 8: a special toast instead of the server message
  BLACKLIST_TYPE_EXISTS: def('00022|00011', 409, 'code.blacklistTypeExists', {
    kind: 'toast',
    messageKey: 'code.blacklistTypeExists',
  }),
  // transfer approval (spec 4, 5, 6): the setting's confirmation and the approvers' decisions
  CONFIRM_PASSWORD_WRONG: def('00019|50030', 422, 'code.confirmPasswordWrong', { kind: 'silent' }),
  APPROVAL_NOT_SET_UP: def('00019|50031', 409, 'code.approvalNotSetUp', { kind: 'error' }),
  APPROVAL_NOT_CANDIDATE: def('00019|50032', 403, 'code.approvalNotCandidate', { kind: 'error' }),
  APPROVAL_SELF_NOT_ALLOWED: def('00019|50033', 403, 'code.approvalSelfNotAllowed', { kind: 'error' }),
  APPROVAL_MULTI_STEP_NOT_ALLOWED: def('00019|50034', 403, 'code.approvalMultiStepNotAllowed', { kind: 'error' }),
  APPROVAL_FLOW_CLOSED: def('00019|50035', 409, 'code.approvalFlowClosed', { kind: 'error' }),
  APPROVAL_ALREADY_DECIDED: def('00019|50036', 409, 'code.approvalAlreadyDecided', { kind: 'error' }),
  APPROVAL_NO_APPROVER: def('00019|50037', 422, 'code.approvalNoApprover', { kind: 'error' }),
  // spec 8: 'Only supports uploading {type} files' and 'Please select a file to upload'
  UPLOAD_TYPE_NOT_ALLOWED: def('00024|00001', 422, 'code.uploadTypeNotAllowed', { kind: 'error' }),
  UPLOAD_NO_FILE: def('00024|00002', 400, 'code.uploadNoFile', { kind: 'error' }),
  // transfers (spec 5, 8): the daily limit, and the batch's shortage message
  TRANSFER_LIMIT_EXCEEDED: def('00019|50040', 422, 'code.transferLimitExceeded', { kind: 'error' }),
  BATCH_SHORTAGE: def('00019|50041', 422, 'code.batchShortage', { kind: 'error' }),
  BATCH_NOT_OPEN: def('00019|50042', 409, 'code.batchNotOpen', { kind: 'error' }),
  // payees and what was submitted to them: edits of account details need the payment password (the
  // client asks for it on this code), a payee with open transfers stays, open transfers can be cancelled
  PAYMENT_PASSWORD_REQUIRED: def('00019|50050', 422, 'code.paymentPasswordRequired', { kind: 'silent' }),
  PAYEE_IN_USE: def('00019|50051', 409, 'code.payeeInUse', { kind: 'error' }),
  TRANSFER_NOT_CANCELLABLE: def('00019|50052', 409, 'code.transferNotCancellable', { kind: 'error' }),
  TRANSFER_CANCEL_NOT_ALLOWED: def('00019|50053', 403, 'code.transferCancelNotAllowed', { kind: 'error' }),
  // Payment API (/v1): request signing and payment rules
  SIGNATURE_INVALID: def('00030|10001', 401, 'code.signatureInvalid', { kind: 'error' }),
  TIMESTAMP_STALE: def('00030|10002', 401, 'code.timestampStale', { kind: 'error' }),
  NONCE_REPLAYED: def('00030|10003', 409, 'code.nonceReplayed', { kind: 'error' }),
  // the merchant's API keys: at most API_KEYS_LIVE_MAX live ones; a revoked, expired or already rolled key cannot be rolled or revoked again
  API_KEY_LIMIT: def('00030|10010', 409, 'code.apiKeyLimit', { kind: 'error' }),
  API_KEY_STATE: def('00030|10011', 409, 'code.apiKeyState', { kind: 'error' }),
  TRANSACTION_STATE: def('00031|20001', 409, 'code.transactionState', { kind: 'error' }),
  REFUND_EXCEEDS: def('00031|20002', 422, 'code.refundExceeds', { kind: 'error' }),
  DUPLICATE_ORDER: def('00031|20003', 409, 'code.duplicateOrder', { kind: 'error' }),
  // a batch refund file is confirmed once: a second confirmation changes nothing and says so
  BATCH_CONFIRMED: def('00031|20004', 409, 'code.batchConfirmed', { kind: 'error' }),
  // chargebacks: another operator (or the expiry job) changed the case first; the amount a chargeback may take
  CHARGEBACK_STATE: def('00031|20010', 409, 'code.chargebackState', { kind: 'error' }),
  CHARGEBACK_EXCEEDS: def('00031|20011', 422, 'code.chargebackExceeds', { kind: 'error' }),
  // pre-dispute alerts: already answered (by another operator or the auto refund), or closed by a chargeback
  ALERT_STATE: def('00031|20012', 409, 'code.alertState', { kind: 'error' }),
  // enrolments: the move is not in the state machine's table from the enrolment's state (spec 4)
  ENROLMENT_STATE: def('00022|00020', 409, 'code.enrolmentState', { kind: 'error' }),
  // spec 8 'Invalid ID parameter': a fraud notification id that is malformed, unknown or another
  // merchant's (one answer for all three); the details page shows it in place of the notification
  INVALID_ID_PARAMETER: def('00032|00001', 400, 'code.invalidIdParameter', { kind: 'silent' }),
  // a fraud notification is marked reviewed once
  FRAUD_ALREADY_REVIEWED: def('00032|00002', 409, 'code.fraudAlreadyReviewed', { kind: 'error' }),
  // Ethoca-type alerts: answered once (a second answer conflicts), and only before the due time
  ALERT_ANSWERED: def('00031|20020', 409, 'code.alertAnswered', { kind: 'error' }),
  ALERT_WINDOW_CLOSED: def('00031|20021', 409, 'code.alertWindowClosed', { kind: 'error' }),
  // RDR alerts: the network delivers them only through a live RDR enrolment, and only on Visa payments
  RDR_NOT_ENROLLED: def('00031|20030', 409, 'code.rdrNotEnrolled', { kind: 'error' }),
  RDR_VISA_ONLY: def('00031|20031', 422, 'code.rdrVisaOnly', { kind: 'error' }),
  // subscriptions: a move the status does not allow; the change's previewed credit moved on (preview again);
  // another edit came first; a contract number used twice; a manual charge with nothing due
  SUBSCRIPTION_STATE: def('00031|20040', 409, 'code.subscriptionState', { kind: 'error' }),
  PRORATION_CHANGED: def('00031|20041', 409, 'code.prorationChanged', { kind: 'error' }),
  SUBSCRIPTION_CHANGED: def('00031|20042', 409, 'code.subscriptionChanged', { kind: 'error' }),
  CONTRACT_EXISTS: def('00031|20043', 409, 'code.contractExists', { kind: 'error' }),
  SUBSCRIPTION_NOT_DUE: def('00031|20044', 409, 'code.subscriptionNotDue', { kind: 'error' }),
  SUBSCRIPTION_NOT_MANUAL: def('00031|20045', 409, 'code.subscriptionNotManual', { kind: 'error' }),
  // checkout sessions: the customer's time ran out; the session was cancelled or is closed to payment
  CHECKOUT_SESSION_EXPIRED: def('00031|20050', 409, 'code.checkoutSessionExpired', { kind: 'error' }),
  CHECKOUT_SESSION_CLOSED: def('00031|20051', 409, 'code.checkoutSessionClosed', { kind: 'error' }),
  // customs declarations: only a rejected or unsent declaration may be corrected and submitted; the customs answers a submitted one once
  DECLARATION_STATE: def('00031|20060', 409, 'code.declarationState', { kind: 'error' }),
  // developer notifications: at most WEBHOOK_ENDPOINTS_MAX endpoints; a test or resend of a channel switched off
  NOTIFY_LIMIT: def('00033|00001', 409, 'code.notifyLimit', { kind: 'error' }),
  NOTIFY_STATE: def('00033|00002', 409, 'code.notifyState', { kind: 'error' }),
  // every other code: the server message as an error toast
  BAD_REQUEST: def('00001', 400, 'code.badRequest', { kind: 'error' }),
  MISSING_HEADERS: def('00002', 400, 'code.missingHeaders', { kind: 'error' }),
  PAYLOAD_TOO_LARGE: def('00003', 413, 'code.payloadTooLarge', { kind: 'error' }),
  FORBIDDEN: def('00006', 403, 'code.forbidden', { kind: 'error' }),
  // a state-changing /api call sent by a page of another site (Origin / Sec-Fetch-Site)
  CROSS_SITE_REQUEST: def('00006|00001', 403, 'code.crossSiteRequest', { kind: 'error' }),
  NOT_FOUND: def('00007', 404, 'code.notFound', { kind: 'error' }),
  RATE_LIMITED: def('00008', 429, 'code.rateLimited', { kind: 'error' }),
  CONFLICT: def('00009', 409, 'code.conflict', { kind: 'error' }),
  MERCHANT_NOT_APPROVED: def('00011', 403, 'code.merchantNotApproved', { kind: 'error' }),
  NO_MERCHANT: def('00012', 403, 'code.noMerchant', { kind: 'error' }),
  ACCOUNT_DISABLED: def('00014', 403, 'code.accountDisabled', { kind: 'error' }),
  SERVICE_UNAVAILABLE: def('00013', 503, 'code.serviceUnavailable', { kind: 'error' }),
  INTERNAL: def('99999', 500, 'code.internal', { kind: 'error' }),
} as const satisfies Record<string, CodeInfo>;

export type CodeName = keyof typeof Codes;

const byCode = new Map<string, CodeInfo>(Object.values(Codes).map((c) => [c.code, c]));

/** Look a code up; an unknown code is treated as a plain error (toast with the server message). */
export function codeInfo(code: string): CodeInfo {
  return byCode.get(code) ?? def(code, 400, 'code.badRequest', { kind: 'error' });
}

export const SUCCESS_CODE = Codes.SUCCESS.code;
