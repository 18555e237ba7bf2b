import { z } from 'zod';
import { pageOf } from './envelope.ts';
import { checkAmount, isCurrency } from './money.ts';
import { bigIdParam, isoDateTime, paging, serialId, serialIdParam, text } from './validation.ts';
import { datePreset } from './date-preset.ts';
import { isCountryCode } from './countries.ts';

/**
 * Virtual collection accounts (spec 2 Virtual account collection; 3 Virtual account; 9: opened in
 * about 2 hours). A merchant applies for a receiving account in a currency; the provider opens it at
 * a partner bank (number, bank, routing details) and money paid into it credits the wallet.
 */

/**
 * Currencies offered, each with the country where its account is held (the partner bank's country).
 * The account takes local transfers of that currency in that country, and SWIFT transfers.
 */
export const VA_OFFERINGS = {
  USD: ['US', 'HK'],
  EUR: ['DE'],
  GBP: ['GB'],
  HKD: ['HK'],
  SGD: ['SG'],
  JPY: ['JP'],
  CNH: ['HK'],
  AUD: ['AU'],
} as const satisfies Record<string, readonly string[]>;
export type VaCurrency = keyof typeof VA_OFFERINGS;
export const VA_CURRENCIES = Object.keys(VA_OFFERINGS) as VaCurrency[];
export const isVaCurrency = (c: string): c is VaCurrency => Object.prototype.hasOwnProperty.call(VA_OFFERINGS, c);

/** The holder: a company (with its shareholders above 25 %) or a person. */
export const VA_TYPES = ['corporate', 'individual'] as const;
export type VaType = (typeof VA_TYPES)[number];

/** applying → active once the partner bank has opened it (spec 9: about 2 hours). */
export const VA_STATUSES = ['applying', 'active'] as const;
export type VaStatus = (typeof VA_STATUSES)[number];

/** Spec 5/network application: owners of more than 25 % are named; each holds more than 25 %, so at most 3. */
export const SHAREHOLDER_MIN_PERCENT = 25;
export const MAX_SHAREHOLDERS = 3;

/** Spec 5: English letters, numbers and spaces, with half-width punctuation for names. */
const LATIN_NAME = /^[A-Za-z0-9 .,&'()\-/]+$/;
const latinName = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .max(max, 'validation.maxLength')
    .regex(LATIN_NAME, 'virtualAccount.latinOnly');

/** A percentage above 25 and at most 100, with at most two decimals. */
export const percentageSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .regex(/^\d{1,3}(?:\.\d{1,2})?$/, { message: 'virtualAccount.percentInvalid', abort: true })
  .refine((v) => Number(v) > SHAREHOLDER_MIN_PERCENT && Number(v) <= 100, 'virtualAccount.percentRange');

export const shareholderSchema = z.object({
  name: latinName(50),
  percentage: percentageSchema,
  nationality: z.string({ message: 'validation.required' }).refine(isCountryCode, 'validation.required'),
});
export type Shareholder = z.infer<typeof shareholderSchema>;

/** POST /api/virtualAccount/apply */
export const vaApplyBody = z
  .object({
    currency: z.string({ message: 'validation.required' }).refine(isVaCurrency, 'validation.required'),
    country: z.string({ message: 'validation.required' }).min(1, 'validation.required'),
    type: z.enum(VA_TYPES, { message: 'validation.required' }),
    holderName: latinName(50),
    address: latinName(256),
    shareholders: z.array(shareholderSchema).max(MAX_SHAREHOLDERS, 'virtualAccount.tooManyShareholders').default([]),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (isVaCurrency(v.currency) && !(VA_OFFERINGS[v.currency] as readonly string[]).includes(v.country))
      ctx.addIssue({ code: 'custom', path: ['country'], message: 'virtualAccount.countryNotOffered' });
    if (v.type === 'individual' && v.shareholders.length > 0)
      ctx.addIssue({ code: 'custom', path: ['shareholders'], message: 'virtualAccount.noShareholdersForIndividual' });
    const total = v.shareholders.reduce((s, h) => s + Math.round(Number(h.percentage) * 100), 0);
    if (total > 10_000) ctx.addIssue({ code: 'custom', path: ['shareholders'], message: 'virtualAccount.percentTotal' });
  });
export type VaApplyBody = z.input<typeof vaApplyBody>;

/** One line of an account's funding details: a label key (`virtualAccount:detail.<key>`) and its value. */
export const routingLine = z.object({ key: z.string(), value: z.string() });
export type RoutingLine = z.infer<typeof routingLine>;

export const virtualAccount = z.object({
  id: z.number().int(),
  merchantNo: z.string(),
  currency: z.string(),
  country: z.string(),
  type: z.enum(VA_TYPES),
  holderName: z.string(),
  address: z.string(),
  shareholders: z.array(shareholderSchema),
  status: z.enum(VA_STATUSES),
  /** null while applying */
  accountNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  bankCountry: z.string().nullable(),
  bankAddress: z.string().nullable(),
  /** how to pay into it: local scheme details and SWIFT */
  routing: z.array(routingLine),
  appliedAt: z.string(),
  /** when it is expected to open (applying) */
  dueAt: z.string(),
  activatedAt: z.string().nullable(),
});
export type VirtualAccount = z.infer<typeof virtualAccount>;

export const vaListQuery = z.object({
  ...paging(),
  currency: z.string().max(3).optional(),
  status: z.enum(VA_STATUSES).optional(),
  /** account number or holder name, contains */
  keyword: text(50).optional(),
});
export type VaListQuery = z.infer<typeof vaListQuery>;
export const vaPage = pageOf(virtualAccount);
export const idQuery = z.object({ id: serialIdParam });
/** a collection transaction: a bigserial row */
export const collectionIdQuery = z.object({ id: bigIdParam });

/** Collection transactions: money received on a virtual account. */
export const COLLECTION_STATUSES = ['succeed', 'fail'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];
/** Why an incoming payment was returned to the payer instead of credited. */
export const COLLECTION_FAIL_REASONS = ['accountNotActive', 'currencyMismatch'] as const;
export type CollectionFailReason = (typeof COLLECTION_FAIL_REASONS)[number];

export const collectionTransaction = z.object({
  id: z.number().int(),
  /** the portal's transaction number */
  transactionNo: z.string(),
  virtualAccountId: z.number().int(),
  accountNumber: z.string(),
  payerName: z.string(),
  payerAccount: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** the payer's reference (two payments may carry the same one) */
  reference: z.string(),
  /** the bank's own id of the transfer (one id on one account books once) */
  bankTransactionId: z.string(),
  status: z.enum(COLLECTION_STATUSES),
  failReason: z.enum(COLLECTION_FAIL_REASONS).nullable(),
  time: z.string(),
});
export type CollectionTransaction = z.infer<typeof collectionTransaction>;

export const collectionListQuery = z.object({
  ...paging(),
  preset: datePreset.optional(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
  virtualAccountId: serialIdParam.optional(),
  currency: z.string().max(3).optional(),
  status: z.enum(COLLECTION_STATUSES).optional(),
});
export type CollectionListQuery = z.infer<typeof collectionListQuery>;
export const collectionPage = pageOf(collectionTransaction);

/** POST /api/sandbox/virtualAccount/credit: a bank transfer arriving (sandbox mode only). */
export const sandboxCreditBody = z
  .object({
    virtualAccountId: serialId,
    amount: z.string({ message: 'validation.required' }),
    currency: z.string().regex(/^[A-Z]{3}$/),
    payerName: latinName(50),
    payerAccount: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(50, 'validation.maxLength')
      .regex(/^[A-Za-z0-9 -]+$/, 'virtualAccount.latinOnly'),
    reference: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(50, 'validation.maxLength')
      .regex(/^[A-Za-z0-9\-_/.]+$/, 'virtualAccount.latinOnly'),
    /** the simulated bank's own id of the transfer: sending the same id again books nothing */
    bankTransactionId: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(64, 'validation.maxLength')
      .regex(/^[A-Za-z0-9\-_/.]+$/, 'virtualAccount.latinOnly'),
  })
  .strict()
  .superRefine((v, ctx) => {
    // the amount's rules (spec 5) depend on the currency: money.ts's schema of that currency
    if (!isCurrency(v.currency)) return void ctx.addIssue({ code: 'custom', path: ['currency'], message: 'money.unknownCurrency' });
    if (checkAmount(ctx, ['amount'], v.amount, v.currency) && !/[1-9]/.test(v.amount))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'virtualAccount.amountPositive' });
  });
export type SandboxCreditBody = z.infer<typeof sandboxCreditBody>;
export const sandboxCreditResult = z.object({ transaction: collectionTransaction, created: z.boolean() });
