/**
 * Every action the server writes to the audit log, by the kind of object it concerns (the team
 * audit log's "object type"). The screen and the export show an action by its label
 * (`auditLog.action.<code>` in messages, dots as underscores) and never the code itself; the server's
 * catalogue test reads every audit write in the code and fails on an action missing here.
 * Kept free of zod: the web's list reads it for its filters.
 */
export const AUDIT_ACTIONS_BY_TYPE = {
  session: ['login.success', 'login.failure', 'login.locked', 'login.disabled', 'login.newDevice', 'logout', 'merchant.switch', 'device.trust'],
  user: [
    'user.create',
    'user.enable',
    'user.disable',
    'user.language',
    'register',
    'register.quick',
    'password.change',
    'password.reset',
    'password.setInitial',
    'password.invite',
    'password.forgot.unknown',
    'password.forgot.verified',
    'paymentPassword.set',
    'paymentPassword.change',
    'paymentPassword.failure',
    'paymentPassword.locked',
    'phone.bind',
    'phone.change',
    'verification.send',
  ],
  operator: [
    'operator.add',
    'operator.edit',
    'operator.invite',
    'operator.enable',
    'operator.disable',
    'operator.role',
    'operator.default',
    'operator.preferences',
    'operator.resetPassword',
  ],
  role: ['role.create', 'role.update', 'role.delete'],
  access: ['access.denied'],
  merchant: [
    'merchant.create',
    'merchant.createWithAdmin',
    'merchant.review',
    'merchant.face.state',
    'merchant.onboarding.submit',
    'merchant.onboarding.approve',
    'merchant.onboarding.reject',
    'merchant.onboarding.cancel',
    'merchant.payout.apply',
    'merchant.payoutActivate',
    'onboarding.draft',
    'onboarding.submit',
    'onboarding.cancel',
    'onboarding.payout.submit',
    'onboarding.review.process',
    'onboarding.review.approve',
    'onboarding.review.reject',
    'onboarding.review.suspend',
    'face.start',
    'face.submit',
    'face.approved',
    'face.rejected',
    'novation.request',
    'novation.apply',
    'novation.confirm',
  ],
  application: ['application.add', 'application.edit', 'application.approve', 'application.reject'],
  apiKey: ['apiKey.create', 'apiKey.roll', 'apiKey.revoke'],
  transaction: ['transaction.capture', 'transaction.void', 'transaction.tracking', 'payment.autoCapture', 'captureSettings.save'],
  refund: ['refund.apply', 'refund.batch.confirm', 'refund.approve', 'refund.reject', 'refund.complete', 'refund.fail'],
  chargeback: [
    'chargeback.received',
    'chargeback.draftSaved',
    'chargeback.documentsAdded',
    'chargeback.supplementAdded',
    'chargeback.rebuttalSubmitted',
    'chargeback.secondRebuttalSubmitted',
    'chargeback.accepted',
    'chargeback.won',
    'chargeback.lost',
    'chargeback.expired',
    'chargeback.closed',
    'inquiry.received',
    'inquiry.answered',
    'inquiry.expired',
  ],
  alert: [
    'alert.received',
    'alert.alreadyRefunded',
    'alert.chargebackFiled',
    'alert.chargebackPrevented',
    'alert.new',
    'alert.refunded',
    'alert.processed',
    'alert.ignored',
    'alert.auto_refunded',
    'alert.chargeback',
    'ethoca.received',
    'ethoca.answered',
    'ethoca.refunded',
    'rdr.received',
  ],
  enrolment: ['enrolment.created', 'enrolment.updated', 'enrolment.transition', 'enrolment.malfunction'],
  fraud: ['fraud.received', 'fraud.reviewed', 'fraud.refund', 'fraud.blacklisted'],
  blacklist: [
    'blacklist.create',
    'blacklist.edit',
    'blacklist.delete',
    'blacklist.import',
    'blacklist.item.add',
    'blacklist.item.edit',
    'blacklist.item.delete',
    'blacklist.item.activate',
    'blacklist.item.deactivate',
  ],
  transfer: [
    'transfer.submit',
    'transfer.approved',
    'transfer.rejected',
    'transfer.cancelled',
    'transfer.failed',
    'transfer.dispatch',
    'transfer.paid',
    'transfer.batch.upload',
    'transfer.batch.confirm',
    'transfer.batch.cancel',
    'transfer.certificate.upload',
    'approval.start',
    'approval.approve',
    'approval.reject',
    'approval.cancel',
    'transferApproval.save',
    'transferApproval.enable',
    'transferApproval.disable',
  ],
  payee: [
    'payee.transfer.create',
    'payee.transfer.update',
    'payee.transfer.delete',
    'payee.settlement.create',
    'payee.settlement.update',
    'payee.settlement.delete',
    'payee.file.upload',
  ],
  disbursement: ['disbursement.request', 'disbursement.succeeded', 'disbursement.failed'],
  exchange: ['exchange.book', 'exchange.deliver'],
  wallet: ['wallet.inboundCredit', 'sandbox.inboundCredit.schedule'],
  virtualAccount: ['virtualAccount.apply', 'virtualAccount.open', 'virtualAccount.collection'],
  settlement: ['settlement.batch'],
  subscription: ['subscription.create', 'subscription.change', 'subscription.cancel', 'subscription.settings', 'subscription.cancelled', 'subscription.closed'],
  checkout: [
    'checkout.card.add',
    'checkout.card.edit',
    'checkout.card.move',
    'checkout.brand.add',
    'checkout.brand.edit',
    'checkout.brand.logoUpload',
    'checkout.session.create',
    'checkout.session.pay',
    'checkout.session.cancel',
  ],
  notify: [
    'notify.webhook.create',
    'notify.webhook.update',
    'notify.webhook.enable',
    'notify.webhook.disable',
    'notify.webhook.rotate',
    'notify.webhook.test',
    'notify.webhook.resend',
    'notify.email.save',
    'notify.email.enable',
    'notify.email.disable',
    'notify.email.test',
  ],
  sftp: ['sftp.create', 'sftp.update', 'sftp.switchOn', 'sftp.switchOff', 'sftp.test', 'sftp.resend', 'sftp.disenrolled'],
  file: ['file.upload', 'export.create', 'export.download'],
  notice: ['notice.publish'],
  auditLog: ['auditLog.retention'],
} as const satisfies Record<string, readonly string[]>;

export type AuditObjectType = keyof typeof AUDIT_ACTIONS_BY_TYPE;
export const AUDIT_OBJECT_TYPES = Object.keys(AUDIT_ACTIONS_BY_TYPE) as AuditObjectType[];
export type AuditAction = (typeof AUDIT_ACTIONS_BY_TYPE)[AuditObjectType][number];
export const AUDIT_ACTIONS = Object.values(AUDIT_ACTIONS_BY_TYPE).flat() as AuditAction[];

const typeOfAction = new Map<string, AuditObjectType>(AUDIT_OBJECT_TYPES.flatMap((t) => AUDIT_ACTIONS_BY_TYPE[t].map((a) => [a, t] as const)));

/** The object type an action concerns; null for an action the catalogue does not know. */
export const auditObjectTypeOf = (action: string): AuditObjectType | null => typeOfAction.get(action) ?? null;

/** An action's label key in the messages namespace (i18next nests on dots: a code's dots become underscores). */
export const auditActionKey = (action: string) => `auditLog.action.${action.replaceAll('.', '_')}`;
export const auditObjectTypeKey = (type: string) => `auditLog.objectType.${type}`;

/**
 * How long a merchant keeps its audit log. One year by default: long enough to look back over a
 * full year of changes (annual reviews, a dispute about who changed a payee months ago), short
 * enough not to keep every sign-in forever; regulated merchants choose up to seven years.
 */
export const AUDIT_RETENTION_DAYS = [90, 180, 365, 730, 2555] as const;
export type AuditRetentionDays = (typeof AUDIT_RETENTION_DAYS)[number];
export const DEFAULT_AUDIT_RETENTION_DAYS: AuditRetentionDays = 365;
