import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { amountSchema } from './money.ts';
import { datePreset } from './date-preset.ts';
import { REFUND_STATES } from './payment.ts';
import { isoDate, isoDateTime, requiredText, text } from './validation.ts';

/** What of a reported payment can be blacklisted from its notification (payments keep no phone). */
export const FRAUD_BLACKLIST_ATTRIBUTES = ['card', 'email', 'ip'] as const;
export type FraudBlacklistAttribute = (typeof FRAUD_BLACKLIST_ATTRIBUTES)[number];

/**
 * Fraud notifications (spec 2 Risk: fraud-notification, details/{serviceId}; spec 3 Fraud
 * notification): the issuer reports a payment as fraud to the scheme (Visa TC40, Mastercard SAFE).
 * Such a report is not a chargeback and moves no money; the merchant may refund the payment to head
 * a chargeback off, and marks the report reviewed.
 *
 * Fraud type codes as the schemes publish them:
 * - Visa TC40: https://checkoutdocs.readme.io/docs/fraud-codes (0–6, 9, A, B)
 * - Mastercard SAFE: https://developer.mastercard.com/fld-fraud-submission/documentation/parameters/annexure-1/
 *   (00–06, 51, 55, 56, 57)
 * Our ids prefix the scheme's code (`tc40_6`, `safe_06`) so that one list holds both.
 */
export const FRAUD_TYPES = [
  'tc40_0',
  'tc40_1',
  'tc40_2',
  'tc40_3',
  'tc40_4',
  'tc40_5',
  'tc40_6',
  'tc40_9',
  'tc40_A',
  'tc40_B',
  'safe_00',
  'safe_01',
  'safe_02',
  'safe_03',
  'safe_04',
  'safe_05',
  'safe_06',
  'safe_51',
  'safe_55',
  'safe_56',
  'safe_57',
] as const;
export type FraudType = (typeof FRAUD_TYPES)[number];

/**
 * Test cards (approved) whose payments the sandbox issuer reports as fraud SANDBOX_FRAUD_DELAY_MINUTES
 * after capture (the minute sweep `fraud.sweep`), once per payment: a Visa TC40 and a Mastercard SAFE
 * report of card-absent fraud.
 */
export const FRAUD_TEST_CARDS: ReadonlyArray<{ number: string; fraudType: FraudType }> = [
  { number: '4000000000003048', fraudType: 'tc40_6' },
  { number: '5200000000003043', fraudType: 'safe_06' },
];
export const SANDBOX_FRAUD_DELAY_MINUTES = 5;

/** The report's network: TC40 types come from Visa, SAFE types from Mastercard. */
export const fraudScheme = (t: FraudType): 'visa' | 'mastercard' => (t.startsWith('tc40_') ? 'visa' : 'mastercard');

/** The scheme's own code of a type (`tc40_6` → `6`, `safe_06` → `06`). */
export const fraudCode = (t: FraudType): string => t.slice(t.indexOf('_') + 1);

/** The notification ID: FN + Beijing date + 12 digits (as chargebacks are CB…). */
export const FRAUD_ID_PATTERN = /^FN\d{20}$/;

export const CHARGEBACK_STATES = ['disputed', 'none'] as const;
export type FraudChargebackStatus = (typeof CHARGEBACK_STATES)[number];

const filterShape = {
  fraudType: z.enum(FRAUD_TYPES).optional(),
  preset: datePreset.optional(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
  reviewed: z.enum(['yes', 'no']).optional(),
  transactionId: text(64).optional(),
};
export const fraudFilters = z.object(filterShape);
export type FraudFilters = z.infer<typeof fraudFilters>;
/** GET /api/risk/fraud-notification/list */
export const fraudListQuery = pageQuery.extend(filterShape);

/**
 * GET /api/risk/fraud-notification/details: the id is checked by the service, not here, so that a
 * malformed one answers the same 'Invalid ID parameter' as an unknown or another merchant's.
 */
export const fraudIdQuery = z.object({ serviceId: text(64) });

export const fraudItem = z.object({
  notificationId: z.string(),
  merchantNo: z.string(),
  notifiedAt: z.string(),
  receivedAt: z.string(),
  fraudType: z.enum(FRAUD_TYPES),
  scheme: z.enum(['visa', 'mastercard']),
  transactionId: z.string(),
  amount: z.string(),
  currency: z.string(),
  paymentMethod: z.string(),
  chargebackStatus: z.enum(CHARGEBACK_STATES),
  chargebackId: z.string().nullable(),
  refundType: z.enum(REFUND_STATES),
  refundId: z.string().nullable(),
  reviewed: z.boolean(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type FraudItem = z.infer<typeof fraudItem>;

export const fraudDetail = fraudItem.extend({
  /** BIN****last4: never more of the card */
  card: z.string(),
  customerEmail: z.string().nullable(),
  ip: z.string().nullable(),
  merchantOrderId: z.string(),
  /** what may still be refunded (decimal of the payment's currency) */
  refundable: z.string(),
  canRefund: z.boolean(),
  canReview: z.boolean(),
  /**
   * What of the payment a blacklist can stop (card, e-mail, IP: those the payment has), each with
   * the merchant's list of that attribute (null: none yet, made by the blacklisting) and whether the
   * value is on it already.
   */
  blacklist: z.array(
    z.object({
      attribute: z.enum(FRAUD_BLACKLIST_ATTRIBUTES),
      display: z.string(),
      listId: z.number().nullable(),
      listName: z.string().nullable(),
      listed: z.boolean(),
    }),
  ),
});
export type FraudDetail = z.infer<typeof fraudDetail>;

/**
 * POST /api/risk/fraud-notification/blacklist: the reported payment's card, e-mail and IP (those
 * chosen) added to the merchant's list of each attribute in one step, as M items of the payment; a
 * list the merchant does not have yet is made (all payments, active). A value already listed stays
 * as it is.
 */
export const fraudBlacklistBody = z.object({
  serviceId: text(64),
  attributes: z
    .array(z.enum(FRAUD_BLACKLIST_ATTRIBUTES))
    .min(1, 'fraud.blacklistPick')
    .max(FRAUD_BLACKLIST_ATTRIBUTES.length, 'fraud.blacklistPick')
    .refine((a) => new Set(a).size === a.length, 'fraud.blacklistPick'),
  /** YYYY-MM-DD, the last day the items match; none = long-term valid */
  expiryDate: isoDate.nullable().optional(),
  remarks: text(200).optional(),
});
export type FraudBlacklistBody = z.infer<typeof fraudBlacklistBody>;

/** POST /api/risk/fraud-notification/refund: full when `full`, else `amount` of the payment's currency. */
export const fraudRefundBody = z.object({
  serviceId: text(64),
  full: z.boolean(),
  amount: amountSchema().optional(),
  reason: requiredText(256, { multiline: true }),
});
export type FraudRefundBody = z.infer<typeof fraudRefundBody>;

export const fraudReviewBody = z.object({ serviceId: text(64) });

/** The sandbox issuer's fraud report on a payment (POST /v1/sandbox/payments/{id}/fraud). */
export const sandboxFraudBody = z.object({
  fraudType: z.enum(FRAUD_TYPES).optional(),
  /** when the issuer reported it (default: now); never in the future */
  notifiedAt: isoDateTime.optional(),
});
export type SandboxFraudInput = z.output<typeof sandboxFraudBody>;
export const sandboxFraudResult = z.object({ notificationId: z.string(), fraudType: z.enum(FRAUD_TYPES), transactionId: z.string() });
export type SandboxFraudResult = z.infer<typeof sandboxFraudResult>;
