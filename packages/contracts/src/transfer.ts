import { z } from 'zod';
import { pageOf } from './envelope.ts';
import { checkAmount, isCurrency, toMinor, type Currency } from './money.ts';
import { TEXT_MAX, isoDate, isoDateTime, paging, serialId, serialIdParam, sixDigitsSchema, text } from './validation.ts';
import { payeeSnapshot } from './payee.ts';
import { FILE_ID_PATTERN } from './upload.ts';
import { businessDate, daysBetween, transferRunAt } from './business-time.ts';

/**
 * Transfers (spec 2 Transfer, 3, 4 scheduled payout, 5 amounts, 9 payout times): money from a wallet
 * currency to a payee, immediate or on a payment date, possibly after approval.
 *
 * Amounts: the send amount is in the wallet (send) currency; the fee is charged in that currency;
 * the received amount is in the payee's currency, converted at the live customer rate when the two
 * differ. Fee bearing (the SWIFT OUR/BEN/SHA choice):
 *   sender    – the sender pays the fee on top; the whole send amount is converted;
 *   recipient – the fee comes off the send amount before conversion;
 *   shared    – the sender pays half the fee on top (rounded up), the other half comes off.
 * Pre-deduction (frozen at submission) = send amount + the sender's part of the fee.
 */
export const TRANSFER_STATUSES = ['pending_approval', 'scheduled', 'processing', 'paid', 'rejected', 'cancelled', 'failed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
/** statuses whose money went back to the available balance (they do not count against the daily limit) */
export const RELEASED_STATUSES: readonly TransferStatus[] = ['rejected', 'cancelled', 'failed'];

export const FEE_BEARING = ['sender', 'recipient', 'shared'] as const;
export type FeeBearing = (typeof FEE_BEARING)[number];

export const TRANSFER_PURPOSES = ['goods_trade', 'services', 'salary', 'family_support', 'investment', 'loan_repayment', 'other'] as const;
export type TransferPurpose = (typeof TRANSFER_PURPOSES)[number];

/** Fee per transfer by payout method and send currency (major units); a currency missing cannot be sent that way. */
export const TRANSFER_FEES: Record<'local' | 'swift' | 'wallet' | 'cashPickup', Partial<Record<Currency, string>>> = {
  local: { USD: '5.00', EUR: '4.00', GBP: '3.50', HKD: '40.00', CNH: '35.00', CNY: '35.00', SGD: '7.00', JPY: '700', AUD: '7.00', CAD: '7.00' },
  swift: { USD: '25.00', EUR: '20.00', GBP: '18.00', HKD: '200.00', CNH: '180.00', CNY: '180.00', SGD: '35.00', JPY: '3500', AUD: '35.00', CAD: '35.00' },
  wallet: { USD: '2.00', EUR: '2.00', GBP: '1.50', HKD: '15.00', CNH: '15.00', CNY: '15.00', SGD: '3.00', JPY: '300' },
  cashPickup: { USD: '8.00', EUR: '7.00', GBP: '6.00', HKD: '60.00', CNH: '55.00', CNY: '55.00', SGD: '10.00', JPY: '1100' },
};
export type TransferMethod = keyof typeof TRANSFER_FEES;

export function transferFee(method: string, currency: string): bigint | null {
  if (!isCurrency(currency) || !(method in TRANSFER_FEES)) return null;
  const fee = TRANSFER_FEES[method as TransferMethod][currency];
  return fee === undefined ? null : toMinor(fee, currency);
}

/** Spec 5: minimum payout 10.00 (ten units of the send currency). */
export const minTransfer = (currency: Currency): bigint => toMinor('10', currency);

/** Daily transfer limits per send currency (major units), counted over the Beijing day's submitted transfers. */
export const TRANSFER_DAILY_LIMITS: Partial<Record<Currency, string>> = {
  USD: '1000000.00',
  EUR: '900000.00',
  GBP: '800000.00',
  HKD: '7800000.00',
  CNH: '7000000.00',
  CNY: '7000000.00',
  SGD: '1300000.00',
  JPY: '150000000',
  AUD: '1500000.00',
  CAD: '1300000.00',
};
export const dailyLimit = (currency: Currency): bigint | null => {
  const v = TRANSFER_DAILY_LIMITS[currency];
  return v === undefined ? null : toMinor(v, currency);
};

/** how far ahead a payment date may lie (ours) */
export const SCHEDULE_MAX_DAYS = 90;

/** Spec 5 payee-style files for the certificate: jpg, jpeg, png and pdf, up to 10M (ours). */
export const CERTIFICATE_TYPES = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const CERTIFICATE_MIME = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;

/** Batch files: xlsx up to 5M (spec 5 import limit), at most this many rows. */
export const BATCH_MAX_BYTES = 5 * 1024 * 1024;
export const BATCH_MAX_ROWS = 500;
export const BATCH_STATUSES = ['to_be_parsed', 'parsing', 'succeeded', 'failed', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
/** template columns in order; headers are translated (`transfer:batch.column.*` on the web, messages on the server) */
export const BATCH_COLUMNS = ['payee', 'currency', 'amount', 'feeBearing', 'purpose', 'reference'] as const;

export interface FeeSplit {
  fee: bigint;
  senderFee: bigint;
  recipientFee: bigint;
}
export function splitFee(fee: bigint, bearing: FeeBearing): FeeSplit {
  if (bearing === 'sender') return { fee, senderFee: fee, recipientFee: 0n };
  if (bearing === 'recipient') return { fee, senderFee: 0n, recipientFee: fee };
  const senderFee = (fee + 1n) / 2n;
  return { fee, senderFee, recipientFee: fee - senderFee };
}

/** Payment-date rule: today before 10:00 Beijing, or a later day within SCHEDULE_MAX_DAYS. Answers a message key or null. */
export function scheduleDateProblem(date: string, now: Date): string | null {
  // a day that exists: Date.parse rolls `2026-02-30` over into March
  if (!isoDate.safeParse(date).success) return 'transfer.scheduleDateInvalid';
  if (transferRunAt(date).getTime() <= now.getTime()) return 'transfer.scheduleDatePast';
  if (daysBetween(businessDate(now), date) > SCHEDULE_MAX_DAYS) return 'transfer.scheduleDateTooFar';
  return null;
}

// ---- wire schemas

const currencyField = z.string({ message: 'validation.required' }).refine((c) => !!isCurrency(c), 'money.unknownCurrency');

/** What the amount page sends for a quote, and the submission carries too. */
export const transferAmountFields = z.object({
  payeeId: serialId,
  sendCurrency: currencyField,
  /** which amount the operator typed: the one sent or the one the payee receives */
  fixedSide: z.enum(['send', 'receive']).default('send'),
  /** checked against the currency's rules below (`checkAmount`) */
  amount: z.string({ message: 'validation.required' }),
  feeBearing: z.enum(FEE_BEARING, { message: 'validation.required' }).default('sender'),
});
export function checkAmountField(v: { amount: string; sendCurrency: string }, currency: string, ctx: z.RefinementCtx) {
  if (!isCurrency(currency)) return;
  if (checkAmount(ctx, ['amount'], v.amount, currency) && toMinor(v.amount, currency) <= 0n)
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'transfer.amountPositive' });
}
export const transferQuoteBody = transferAmountFields;
export type TransferQuoteBody = z.infer<typeof transferQuoteBody>;

export const transferQuote = z.object({
  payeeId: z.number().int(),
  sendCurrency: z.string(),
  receiveCurrency: z.string(),
  /** units of the receive currency per unit sent (customer rate); "1" when the currencies agree */
  rate: z.string(),
  sendAmount: z.string(),
  receiveAmount: z.string(),
  fee: z.string(),
  senderFee: z.string(),
  recipientFee: z.string(),
  /** what leaves the available balance at submission */
  debitAmount: z.string(),
  feeBearing: z.enum(FEE_BEARING),
  available: z.string(),
  /** the debit is more than the available balance: submitting would be refused (INSUFFICIENT_BALANCE) */
  insufficient: z.boolean(),
  /** what the daily limit still allows in the send currency today */
  limitLeft: z.string().nullable(),
});
export type TransferQuote = z.infer<typeof transferQuote>;

export const transferSubmitBody = transferAmountFields
  .extend({
    purpose: z.enum(TRANSFER_PURPOSES, { message: 'validation.required' }),
    merchantReference: text(50).optional(),
    certificateFileId: z.string().regex(FILE_ID_PATTERN).optional(),
    /** Beijing date (YYYY-MM-DD); absent for an immediate transfer */
    scheduledDate: isoDate.optional(),
    paymentPassword: sixDigitsSchema,
  })
  .superRefine((v, ctx) => checkAmountField(v, v.sendCurrency, ctx));
export type TransferSubmitBody = z.infer<typeof transferSubmitBody>;

export const transfer = z.object({
  id: z.number().int(),
  serialNo: z.string(),
  merchantNo: z.string(),
  batchNo: z.string().nullable(),
  merchantReference: z.string().nullable(),
  status: z.enum(TRANSFER_STATUSES),
  payeeId: z.number().int(),
  payeeName: z.string(),
  payeeNickname: z.string(),
  payeeBank: z.string().nullable(),
  payeeAccount: z.string(),
  payeeCountry: z.string(),
  /** the payee's account as submitted: what approvers approve and what is paid */
  payee: payeeSnapshot,
  method: z.string(),
  sendCurrency: z.string(),
  sendAmount: z.string(),
  receiveCurrency: z.string(),
  receiveAmount: z.string(),
  rate: z.string(),
  fee: z.string(),
  senderFee: z.string(),
  recipientFee: z.string(),
  debitAmount: z.string(),
  feeBearing: z.enum(FEE_BEARING),
  purpose: z.enum(TRANSFER_PURPOSES),
  certificate: z.object({ id: z.string(), fileName: z.string() }).nullable(),
  scheduledDate: z.string().nullable(),
  approvalFlowId: z.number().int().nullable(),
  submitter: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Transfer = z.infer<typeof transfer>;
/** GET /transfer/detail: the transfer, and whether the viewer may cancel it now (its submitter or an approver of its flow) */
export const transferDetail = transfer.extend({ canCancel: z.boolean() });
export type TransferDetail = z.infer<typeof transferDetail>;
/** statuses a transfer can be cancelled in: its money is still frozen and nothing went to the rail */
export const CANCELLABLE_STATUSES: readonly TransferStatus[] = ['pending_approval', 'scheduled'];
export const transferPage = pageOf(transfer);
export type TransferPage = z.infer<typeof transferPage>;

export const transferListQuery = z.object({
  ...paging(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
  status: z.enum(TRANSFER_STATUSES).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  payee: text(256).optional(),
  /** serial number, merchant reference or batch number */
  reference: text(64).optional(),
});
export type TransferListQuery = z.infer<typeof transferListQuery>;
export const transferIdQuery = z.object({ id: serialIdParam });

export const transferCancelBody = z.object({ id: serialId });

export const transferDecisionBody = z.object({
  id: serialId,
  decision: z.enum(['approve', 'reject']),
  reason: text(TEXT_MAX.description, { multiline: true }).optional(),
});

export const availableLimit = z.object({
  currency: z.string(),
  limit: z.string(),
  used: z.string(),
  left: z.string(),
});
export const availableLimitList = z.object({ date: z.string(), content: z.array(availableLimit) });
export type AvailableLimitList = z.infer<typeof availableLimitList>;

export const certificateFile = z.object({ id: z.string(), fileName: z.string(), size: z.number().int() });

// ---- batch

export const batchRowError = z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() });
export const transferBatch = z.object({
  id: z.number().int(),
  batchNo: z.string(),
  fileName: z.string(),
  status: z.enum(BATCH_STATUSES),
  /** parsed rows / all rows */
  progress: z.number().int(),
  rowCount: z.number().int(),
  errorCount: z.number().int(),
  /** per send currency: the batch's pre-deduction and the available balance now */
  totals: z.array(z.object({ currency: z.string(), debit: z.string(), available: z.string(), short: z.boolean() })),
  errors: z.array(batchRowError),
  confirmedAt: z.string().nullable(),
  transferCount: z.number().int(),
  createdAt: z.string(),
});
export type TransferBatch = z.infer<typeof transferBatch>;
export const transferBatchPage = pageOf(transferBatch);
export const batchConfirmBody = z.object({ id: serialId, paymentPassword: sixDigitsSchema });
export const batchIdBody = z.object({ id: serialId });
/** what a confirmation answers: the batch and the transfers it created */
export const batchConfirmResult = z.object({ batch: transferBatch, created: z.array(transfer) });
