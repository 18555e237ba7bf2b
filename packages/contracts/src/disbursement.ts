import { z } from 'zod';
import { pageOf } from './envelope.ts';
import { checkAmount, isCurrency, toMinor, type Currency } from './money.ts';
import { isoDateTime, paging, serialId, serialIdParam, text } from './validation.ts';

/**
 * Disbursement (spec 2 Settlement disbursement, spec 3): settlement funds paid out from the
 * merchant's available balance to one of its own bank accounts. The merchant pays the amount plus a
 * fixed fee of the currency; the amount must be at least the spec's minimum payout and exceed the fee.
 */
export const DISBURSEMENT_STATUSES = ['processing', 'succeeded', 'failed'] as const;
export type DisbursementStatus = (typeof DISBURSEMENT_STATUSES)[number];

/** Fixed fee per disbursement, in the currency's major units; a currency missing here cannot be disbursed. */
export const DISBURSEMENT_FEES: Partial<Record<Currency, string>> = {
  USD: '15.00',
  EUR: '12.00',
  GBP: '10.00',
  HKD: '100.00',
  CNY: '80.00',
  CNH: '80.00',
  SGD: '18.00',
  JPY: '1500',
  AUD: '18.00',
};
/** Spec 5: minimum payout 10.00 (in the payout currency). */
export const MIN_PAYOUT = '10';

export function disbursementFee(currency: string): bigint | null {
  if (!isCurrency(currency)) return null;
  const fee = DISBURSEMENT_FEES[currency];
  return fee === undefined ? null : toMinor(fee, currency);
}

/** 10 units of the currency, whatever its exponent. */
export const minPayout = (currency: Currency): bigint => toMinor(MIN_PAYOUT, currency);

export const disbursementApply = z
  .object({
    payeeId: serialId,
    currency: z.string().regex(/^[A-Z]{3}$/, 'validation.required'),
    amount: z.string({ message: 'validation.required' }),
    remark: text(256, { multiline: true }).optional(),
  })
  .superRefine((v, ctx) => {
    if (!isCurrency(v.currency)) return;
    if (!checkAmount(ctx, ['amount'], v.amount, v.currency)) return;
    const amount = toMinor(v.amount, v.currency);
    const fee = disbursementFee(v.currency);
    if (fee === null) return void ctx.addIssue({ code: 'custom', path: ['currency'], message: 'disbursement.currencyNotOffered' });
    if (amount < minPayout(v.currency)) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'disbursement.belowMinimum' });
    else if (amount <= fee) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'disbursement.notAboveFee' });
  });
export type DisbursementApply = z.infer<typeof disbursementApply>;

export const disbursementListQuery = z.object({
  ...paging(),
  serialNo: text(64).optional(),
  status: z.enum(DISBURSEMENT_STATUSES).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
});
export type DisbursementListQuery = z.infer<typeof disbursementListQuery>;

export const disbursement = z.object({
  id: z.number().int(),
  serialNo: z.string(),
  merchantNo: z.string(),
  status: z.enum(DISBURSEMENT_STATUSES),
  currency: z.string(),
  amount: z.string(),
  fee: z.string(),
  /** amount + fee: what left the available balance */
  total: z.string(),
  payeeId: z.number().int(),
  payeeName: z.string(),
  payeeBank: z.string().nullable(),
  payeeAccount: z.string(),
  remark: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Disbursement = z.infer<typeof disbursement>;
export const disbursementPage = pageOf(disbursement);
export type DisbursementPage = z.infer<typeof disbursementPage>;
export const disbursementIdQuery = z.object({ id: serialIdParam });

/** The sandbox bank rejects payouts to an own account whose number ends in these digits (documented test account). */
export const SANDBOX_FAILING_ACCOUNT_SUFFIX = '4040';
