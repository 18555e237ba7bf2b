import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { amountSchema } from './money.ts';
import { datePreset } from './date-preset.ts';
import { DISPUTE_SCHEMES } from './dispute-reasons.ts';
import { isoDateTime, text } from './validation.ts';

/**
 * Pre-dispute alerts (spec 2 transaction/chargeback-alert and its detail; spec 3 Pre-dispute alert;
 * spec 4; DESIGN.md §12: a chargeback-alert is a pre-dispute alert). The issuer's network tells the
 * merchant of a dispute before it is filed; a refund now stops the chargeback.
 *
 * Services: Ethoca Alerts (Mastercard; issuer-confirmed fraud and dispute alerts) and Verifi CDRN
 * (Visa's Cardholder Dispute Resolution Network) — as the two networks describe themselves on
 * ethoca.com and verifi.com, and as acquirers list them beside RDR in their prevention offers.
 *
 * Status: new → refunded (by the merchant), processed (handled outside the portal), ignored,
 * auto_refunded (no action within the window: a full refund by the system), chargeback (closed
 * because a chargeback arrived on the payment first).
 */
export const ALERT_SERVICES = ['ethoca', 'verifi_cdrn'] as const;
export type AlertService = (typeof ALERT_SERVICES)[number];
/** Ethoca and CDRN both tell a fraud report (confirmed fraud) from a cardholder dispute. */
export const ALERT_TYPES = ['fraud', 'dispute'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const ALERT_STATUSES = ['new', 'refunded', 'processed', 'ignored', 'auto_refunded', 'chargeback'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
/** Who raised it: the sandbox's scenario call, a test card's delayed alert, the provider's desk (ops). */
export const ALERT_SOURCES = ['sandbox', 'test_card', 'ops'] as const;
export type AlertSource = (typeof ALERT_SOURCES)[number];
/** Spec 3/4: the payment's refund status and whether a chargeback was filed. */
export const ALERT_REFUND_STATUSES = ['none', 'partial', 'full'] as const;
export type AlertRefundStatus = (typeof ALERT_REFUND_STATUSES)[number];
export const ALERT_CHARGEBACK_STATUSES = ['none', 'disputed'] as const;

/** Spec 9: with no action, an automatic full refund within 24 hours of receipt. */
export const ALERT_WINDOW_HOURS = 24;
/**
 * The auto refund is due this long after receipt: an hour before the window closes, so that the
 * minute sweep (and a retry after a failed run) always lands inside the 24 hours.
 */
export const ALERT_AUTO_REFUND_HOURS = 23;
/** Sandbox: a test card's alert arrives this long after capture. */
export const SANDBOX_ALERT_DELAY_MINUTES = 2;
/** Sandbox: the chargeback that follows an alert (test card or scenario that says so) this long after it, unless refunded. */
export const SANDBOX_ALERT_CHARGEBACK_MINUTES = 120;

const idRule = z.string().regex(/^[A-Z0-9]{6,40}$/, 'validation.invalid');

const filterShape = {
  status: z.enum(ALERT_STATUSES).optional(),
  service: z.enum(ALERT_SERVICES).optional(),
  preset: datePreset.optional(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
  alertId: text(64).optional(),
  transactionId: text(64).optional(),
};
export const alertFilters = z.object(filterShape);
export type AlertFilters = z.infer<typeof alertFilters>;
/** GET /api/chargebackAlert/list */
export const alertListQuery = pageQuery.extend(filterShape);

export const alertItem = z.object({
  alertId: z.string(),
  merchantNo: z.string(),
  transactionId: z.string(),
  service: z.enum(ALERT_SERVICES),
  type: z.enum(ALERT_TYPES),
  scheme: z.enum(DISPUTE_SCHEMES),
  reasonCode: z.string(),
  amount: z.string(),
  currency: z.string(),
  source: z.enum(ALERT_SOURCES),
  status: z.enum(ALERT_STATUSES),
  refundStatus: z.enum(ALERT_REFUND_STATUSES),
  chargebackStatus: z.enum(ALERT_CHARGEBACK_STATUSES),
  chargebackId: z.string().nullable(),
  receivedAt: z.string(),
  createdAt: z.string(),
  /** when the system refunds it if nobody acts (null once handled) */
  autoRefundAt: z.string().nullable(),
});
export type AlertItem = z.infer<typeof alertItem>;

export const alertEvent = z.object({
  at: z.string(),
  kind: z.string(),
  /** operator:<id>, job, sandbox, ops */
  actor: z.string(),
  actorName: z.string().nullable(),
  amount: z.string().nullable(),
  refundId: z.string().nullable(),
  chargebackId: z.string().nullable(),
});
export type AlertEvent = z.infer<typeof alertEvent>;

export const alertDetail = alertItem.extend({
  payment: z.object({
    transactionId: z.string(),
    merchantOrderId: z.string(),
    amount: z.string(),
    capturedAmount: z.string(),
    refundedAmount: z.string(),
    refundable: z.string(),
    currency: z.string(),
    cardNumber: z.string().nullable(),
    createdAt: z.string(),
  }),
  /** the actions open now (the server decides again on each) */
  canAct: z.boolean(),
  timeline: z.array(alertEvent),
});
export type AlertDetail = z.infer<typeof alertDetail>;

export const alertIdQuery = z.object({ alertId: idRule });
export const alertIdBody = z.object({ alertId: idRule });
/** POST /api/chargebackAlert/refund: full when amount is absent */
export const alertRefundBody = z.object({ alertId: idRule, amount: amountSchema().optional() });

/** POST /v1/sandbox/payments/{id}/alert: the network sends an alert; `followChargeback`: the issuer files a chargeback later unless refunded. */
export const sandboxAlertBody = z.object({
  service: z.enum(ALERT_SERVICES).default('ethoca'),
  type: z.enum(ALERT_TYPES).default('dispute'),
  reasonCode: text(16).optional(),
  amount: amountSchema().optional(),
  followChargeback: z.boolean().default(false),
});
export const sandboxAlertResult = z.object({
  alertId: z.string(),
  status: z.enum(ALERT_STATUSES),
  amount: z.string(),
  currency: z.string(),
  chargebackScheduledAt: z.string().nullable(),
});
export type SandboxAlertInput = z.output<typeof sandboxAlertBody>;
export type SandboxAlertResult = z.output<typeof sandboxAlertResult>;
