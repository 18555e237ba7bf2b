import { z } from 'zod';
import { importBatchBase } from './content.ts';
import { pageQuery } from './envelope.ts';
import { amountSchema } from './money.ts';
import { isoDateTime, rangeOrdered, requiredText, text } from './validation.ts';

/**
 * Customs payment declarations (支付单报关, spec 2 Settlement: declaration). For a succeeded payment the
 * merchant asks the provider to send the payment's record to a customs office, where it is matched
 * with the order, logistics and import list of a cross-border parcel. Modelled on Alipay's
 * `alipay.acquire.customs` (customs_place, merchant_customs_code / merchant_customs_name, amount, is_split
 * with sub_out_biz_no, buyer_name / buyer_id_no; global.alipay.com/docs/ac/global/acquire_customs) and
 * WeChat Pay's customs declaration (sub_order_no, fee_type, order_fee / product_fee / transport_fee,
 * cert_type / cert_id and its cert_check_result).
 *
 * Decisions:
 * - One declaration per (payment, sub-order number): the empty sub-order number is the payment as a
 *   whole; a split payment declares each part under its own sub-order number. The declared amounts of
 *   a payment's declarations together never exceed what the payment captured (Alipay: "the declaration
 *   amount added up by multiple transactions cannot exceed the total amount").
 * - The declared currency is the payment's (CNY in practice; another currency is allowed as the
 *   payment's own). Goods, freight and tax parts are optional; when any is given they add up to the amount.
 * - States: to be submitted (saved, not sent), submitted (sent, awaiting the customs), accepted (with
 *   the customs' receipt number), rejected (with the customs' reason). A rejected or unsent one is
 *   corrected and submitted again: the same declaration, its history keeps every step.
 * - The payer's ID number (a PRC resident identity card, GB 11643: 18 characters, ISO 7064 MOD 11-2
 *   check character) is kept encrypted and only ever shown masked (1101**********1234).
 * - The merchant's customs registration (code and name) and platform code are remembered from its
 *   last declaration and prefilled into the next, as providers' consoles do.
 */

/**
 * Customs offices a declaration may go to: the General Administration's unified channel (ZONGSHU)
 * and the cross-border e-commerce pilot zones Alipay lists as supported (global.alipay.com/products/declaration:
 * General Customs, Hangzhou, Guangzhou, Zhengzhou, Henan, Shanghai, Ningbo, Shenzhen, Xi'an, Tianjin,
 * Nansha, Chongqing; HANGZHOU_ZONGSHU is Hangzhou declaring through the unified channel).
 */
export const CUSTOMS_OFFICES = [
  'ZONGSHU',
  'HANGZHOU_ZONGSHU',
  'HANGZHOU',
  'GUANGZHOU',
  'NANSHA',
  'SHENZHEN',
  'ZHENGZHOU',
  'HENAN',
  'SHANGHAI',
  'NINGBO',
  'TIANJIN',
  'CHONGQING',
  'XIAN',
] as const;
export type CustomsOffice = (typeof CUSTOMS_OFFICES)[number];

export const DECLARATION_STATUSES = ['to_be_submitted', 'submitted', 'accepted', 'rejected'] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];

/** What the history records of a declaration. */
export const DECLARATION_EVENTS = ['created', 'submitted', 'corrected', 'accepted', 'rejected'] as const;
export type DeclarationEventType = (typeof DECLARATION_EVENTS)[number];

/** The customs' identity check of the payer (WeChat's cert_check_result): same person, or not. */
export const IDENTITY_CHECKS = ['same', 'different'] as const;

/** The customs' reasons for a rejection (the sandbox customs gives these; see SANDBOX_CUSTOMS). */
export const REJECT_REASONS = ['PAYER_IDENTITY_MISMATCH', 'AMOUNT_MISMATCH', 'OTHER'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/**
 * The sandbox customs office: it answers a submitted declaration once `delayMs` has passed since its
 * submission. A payer name containing REJECT (any case) → rejected, PAYER_IDENTITY_MISMATCH (identity
 * check: different); a declared amount whose last two digits are 13 (e.g. 88.13) → rejected,
 * AMOUNT_MISMATCH; anything else → accepted with a customs receipt number.
 */
export const SANDBOX_CUSTOMS = { delayMs: 60_000, rejectName: 'REJECT', rejectAmountEnding: '13' } as const;

/** ISO 7064 MOD 11-2 weights and check characters of the 18-character resident identity number. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Whether `v` is a PRC resident identity number: 17 digits with a real birth date, and the check character. */
export function isResidentId(v: string): boolean {
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const y = Number(v.slice(6, 10));
  const m = Number(v.slice(10, 12));
  const d = Number(v.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return false;
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(v[i]), 0);
  return ID_CHECK[sum % 11] === v[17];
}

/** The shown form of an identity number: first four, stars, last four (1101**********1234). */
export const maskIdNumber = (v: string) => `${v.slice(0, 4)}${'*'.repeat(Math.max(v.length - 8, 0))}${v.slice(-4)}`;

export const DECLARATION_ID = /^DC\d{8,24}$/;
/** Customs registration codes are 10 characters in China (e.g. 3301960XXX); Alipay takes up to 20. */
export const customsCodeSchema = requiredText(20).regex(/^[A-Za-z0-9]+$/, 'declaration.badCustomsCode');
export const subOrderSchema = text(32).regex(/^[A-Za-z0-9_-]*$/, 'declaration.badSubOrder');
export const idNumberSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().min(1, 'validation.required').refine(isResidentId, 'declaration.badIdNumber'));
const transactionIdSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .regex(/^[A-Z0-9]{6,40}$/, 'validation.invalid');

/** The fields a merchant fills for one declaration (the form, the batch row, a correction). */
export const declarationFields = z.object({
  customsCode: z.enum(CUSTOMS_OFFICES, { message: 'validation.required' }),
  merchantCustomsCode: customsCodeSchema,
  merchantCustomsName: requiredText(256),
  platformCode: text(20)
    .regex(/^[A-Za-z0-9]*$/, 'declaration.badCustomsCode')
    .optional(),
  subOrderNo: subOrderSchema.optional(),
  amount: amountSchema(),
  goodsAmount: amountSchema().optional(),
  freightAmount: amountSchema().optional(),
  taxAmount: amountSchema().optional(),
  payerName: requiredText(64),
  payerIdNumber: idNumberSchema,
});
export type DeclarationFields = z.output<typeof declarationFields>;

/** A decimal amount in thousandths (the most decimals any currency takes), or null when it is not one. */
const thousandths = (v: unknown): bigint | null => {
  const m = typeof v === 'string' ? /^(\d{1,15})(?:\.(\d{1,3}))?$/.exec(v) : null;
  return m ? BigInt(m[1]! + (m[2] ?? '').padEnd(3, '0')) : null;
};

/**
 * The amount is positive; goods, freight and tax, when any is given, add up to it (WeChat's rule:
 * order_fee = product_fee + transport_fee). The server checks again in the payment's currency.
 */
function partsAddUp(b: { amount?: string; goodsAmount?: string; freightAmount?: string; taxAmount?: string }, ctx: z.RefinementCtx) {
  const amount = thousandths(b.amount);
  if (amount === null) return;
  if (amount === 0n) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'declaration.amountPositive' });
  const parts = [b.goodsAmount, b.freightAmount, b.taxAmount].filter((p) => p !== undefined).map(thousandths);
  if (parts.length === 0 || parts.some((p) => p === null)) return;
  if (parts.reduce((s, p) => s! + p!, 0n) !== amount) ctx.addIssue({ code: 'custom', path: ['goodsAmount'], message: 'declaration.partsMismatch' });
}

/** POST /api/declaration/add: a declaration of a payment; `submit: false` saves it unsent. */
export const declarationAddBody = declarationFields.extend({ transactionId: transactionIdSchema, submit: z.boolean().default(true) }).superRefine(partsAddUp);
export type DeclarationAddBody = z.output<typeof declarationAddBody>;

/** POST /api/declaration/resubmit: a rejected (or unsent) declaration corrected and sent. */
export const declarationResubmitBody = declarationFields
  .omit({ subOrderNo: true })
  .extend({ declarationId: z.string().regex(DECLARATION_ID, 'validation.invalid') });
export type DeclarationResubmitBody = z.output<typeof declarationResubmitBody>;

const filterShape = {
  status: z.enum(DECLARATION_STATUSES, { message: 'validation.invalid' }).optional(),
  customsCode: z.enum(CUSTOMS_OFFICES, { message: 'validation.invalid' }).optional(),
  transactionId: text(40).optional(),
  merchantOrderId: text(64).optional(),
  createdFrom: isoDateTime.optional(),
  createdTo: isoDateTime.optional(),
};
export const declarationFilters = z.object(filterShape).superRefine(rangeOrdered('createdFrom', 'createdTo'));
export type DeclarationFilters = z.output<typeof declarationFilters>;
export const declarationListQuery = pageQuery.extend(filterShape).superRefine(rangeOrdered('createdFrom', 'createdTo'));
export const declarationIdQuery = z.object({ declarationId: z.string().regex(DECLARATION_ID, 'validation.invalid') });

export const declarationItem = z.object({
  declarationId: z.string(),
  merchantNo: z.string(),
  transactionId: z.string(),
  merchantOrderId: z.string(),
  subOrderNo: z.string(),
  customsCode: z.enum(CUSTOMS_OFFICES),
  merchantCustomsCode: z.string(),
  merchantCustomsName: z.string(),
  platformCode: z.string().nullable(),
  amount: z.string(),
  goodsAmount: z.string().nullable(),
  freightAmount: z.string().nullable(),
  taxAmount: z.string().nullable(),
  currency: z.string(),
  payerName: z.string(),
  /** masked; the number itself is never sent */
  payerIdMasked: z.string(),
  status: z.enum(DECLARATION_STATUSES),
  customsReceiptNo: z.string().nullable(),
  identityCheck: z.enum(IDENTITY_CHECKS).nullable(),
  rejectCode: z.enum(REJECT_REASONS).nullable(),
  rejectMessage: z.string().nullable(),
  submitCount: z.number().int(),
  submittedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DeclarationItem = z.infer<typeof declarationItem>;
export const declarationPage = z.object({ content: z.array(declarationItem), total: z.number().int(), page: z.number().int(), size: z.number().int() });

export const declarationEvent = z.object({
  type: z.enum(DECLARATION_EVENTS),
  at: z.string(),
  /** the operator's e-mail, or null for the customs / the system */
  by: z.string().nullable(),
  rejectCode: z.enum(REJECT_REASONS).nullable(),
  message: z.string().nullable(),
  customsReceiptNo: z.string().nullable(),
});
export const declarationDetail = declarationItem.extend({
  paymentAmount: z.string(),
  /** what the payment's other declarations already declare */
  declaredElsewhere: z.string(),
  history: z.array(declarationEvent),
});
export type DeclarationDetail = z.infer<typeof declarationDetail>;

/** The merchant's customs registration, remembered from its last declaration (null: none yet). */
export const declarationProfile = z
  .object({ customsCode: z.enum(CUSTOMS_OFFICES), merchantCustomsCode: z.string(), merchantCustomsName: z.string(), platformCode: z.string().nullable() })
  .nullable();

/** What one declaration is filed with, in the form's order; a batch file's row has the same columns. */
export const DECLARATION_FIELDS = [
  'transactionId',
  'subOrderNo',
  'customsCode',
  'merchantCustomsCode',
  'merchantCustomsName',
  'platformCode',
  'amount',
  'goodsAmount',
  'freightAmount',
  'taxAmount',
  'payerName',
  'payerIdNumber',
] as const;
export const DECLARATION_BATCH_COLUMNS = DECLARATION_FIELDS;
export const DECLARATION_BATCH_MAX_ROWS = 1000;
export const DECLARATION_BATCH_MAX_BYTES = 5 * 1024 * 1024;
export const declarationBatch = importBatchBase;
export type DeclarationBatch = z.infer<typeof declarationBatch>;
