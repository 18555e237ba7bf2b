import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { amountSchema, fromMinor, isCurrency, toMinor, type Currency } from './money.ts';
import { paymentResult } from './payment.ts';
import { datePreset } from './date-preset.ts';
import { isoDateTime, requiredText, text } from './validation.ts';

/**
 * Refunds in the portal (spec 2 Transaction: refund, refund/details; spec 3 Refund; spec 4 refund
 * and review states). A refund is a transaction row of type 'refund' (payment module) plus its
 * request record here: status, review, applicant and times.
 */

/**
 * Spec 4 refund states. pending_review: above the review threshold, waiting for the provider;
 * review_rejected: declined in review (nothing moved, the reservation released); in_progress:
 * sent to the channel; cannot_refund_online: the method has no online refund (cash vouchers), the
 * provider takes it over; manual_processing: approved and being paid back by hand; succeeded /
 * failed: final.
 */
export const REFUND_STATUSES = [
  'pending_review',
  'review_rejected',
  'in_progress',
  'cannot_refund_online',
  'manual_processing',
  'succeeded',
  'failed',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** Spec 4 review states ('none' when no review was needed). */
export const REVIEW_STATUSES = ['none', 'to_be_reviewed', 'approved', 'declined', 'approved_refunded'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REFUND_TYPES = ['full', 'partial'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

/**
 * Where a refund came in: the portal's refund form, a batch (file or list selection), the merchant's
 * Payment API (/v1) or the sandbox's traffic generator. Every one goes through the same refund
 * service: same rules, review, postings and lists.
 */
export const REFUND_SOURCES = ['portal', 'batch', 'api', 'sandbox', 'alert'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

/** Local methods whose channel cannot pay money back online (cash vouchers). */
export const OFFLINE_REFUND_METHODS = ['konbini', 'boleto', 'oxxo'] as const;

/** Refunds above this (USD, other currencies converted) wait for the provider's review; config overrides. */
export const DEFAULT_REFUND_REVIEW_USD = '5000.00';
/** Spec 9: refunds reach the cardholder in 5-10 business days. */
export const REFUND_ARRIVAL_DAYS = '5-10';

/**
 * The refund form's amount in `currency` (spec 5): numeric, at least 0.01, at most two decimals
 * (whole numbers for JPY and the like), not above `max` (the payment's refundable amount after
 * earlier and pending refunds).
 */
export function refundAmountSchema(currency: Currency, max: string) {
  return amountSchema(currency).superRefine((v, ctx) => {
    let minor: bigint;
    try {
      minor = toMinor(v, currency);
    } catch {
      return; // amountSchema said why
    }
    if (minor <= 0n) ctx.addIssue({ code: 'custom', message: 'refund.amountPositive' });
    else if (minor > toMinor(max, currency)) ctx.addIssue({ code: 'custom', message: 'refund.exceeds', params: { max, currency } });
  });
}

/** POST /api/refund/apply (Idempotency-Key): the amount is checked against the payment on the server. */
export const refundApplyBody = z.object({
  transactionId: z.string().regex(/^[A-Z0-9]{6,40}$/, 'validation.invalid'),
  amount: amountSchema(),
  reason: requiredText(256, { multiline: true }),
});
export type RefundApplyBody = z.infer<typeof refundApplyBody>;

const filterShape = {
  preset: datePreset.optional(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
  refundId: text(64).optional(),
  transactionId: text(64).optional(),
  status: z.enum(REFUND_STATUSES).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'validation.invalid')
    .optional(),
};
export const refundFilters = z.object(filterShape);
export type RefundFilters = z.infer<typeof refundFilters>;
/** GET /api/refund/list */
export const refundListQuery = pageQuery.extend(filterShape);

export const refundItem = z.object({
  refundId: z.string(),
  transactionId: z.string(),
  merchantNo: z.string(),
  merchantOrderId: z.string(),
  type: z.enum(REFUND_TYPES),
  status: z.enum(REFUND_STATUSES),
  reviewStatus: z.enum(REVIEW_STATUSES),
  amount: z.string(),
  currency: z.string(),
  reason: z.string(),
  arn: z.string().nullable(),
  batchNo: z.string().nullable(),
  source: z.enum(REFUND_SOURCES),
  appliedAt: z.string(),
  auditedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type RefundItem = z.infer<typeof refundItem>;

export const refundDetail = refundItem.extend({
  applicant: z.string().nullable(),
  reviewComment: z.string().nullable(),
  paymentMethod: z.string(),
  cardNumber: z.string(),
  original: z.object({
    transactionId: z.string(),
    amount: z.string(),
    capturedAmount: z.string(),
    refundedAmount: z.string(),
    refundable: z.string(),
    status: z.string(),
    time: z.string(),
  }),
});
export type RefundDetail = z.infer<typeof refundDetail>;
export const refundIdQuery = z.object({ refundId: z.string().regex(/^[A-Z0-9]{6,40}$/, 'validation.invalid') });

/**
 * The Payment API's refund answer (POST /v1/payments/{id}/refunds): the refund transaction in the
 * API's usual shape, and where the refund stands in the portal's terms. `status` 'pending' with
 * `refundStatus` 'pending_review' (`reviewStatus` 'to_be_reviewed') waits for the provider's review
 * above the threshold; 'pending' with 'cannot_refund_online' is paid back by hand (cash vouchers);
 * 'succeeded' is refunded. GET /v1/payments/{refundId} then follows the transaction to its end.
 */
export const apiRefundResult = paymentResult.extend({ refundStatus: z.enum(REFUND_STATUSES), reviewStatus: z.enum(REVIEW_STATUSES) });
export type ApiRefundResult = z.infer<typeof apiRefundResult>;

/** What the refund form needs: the refundable amount (earlier and pending refunds deducted). */
export const refundableInfo = z.object({
  transactionId: z.string(),
  currency: z.string(),
  captured: z.string(),
  refunded: z.string(),
  pending: z.string(),
  refundable: z.string(),
});
export type RefundableInfo = z.infer<typeof refundableInfo>;

/** A minor amount as its decimal string (unknown currency: the integer). */
export const moneyText = (minor: bigint, currency: string) => (isCurrency(currency) ? fromMinor(minor, currency) : minor.toString());
