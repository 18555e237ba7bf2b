import { z } from 'zod';
import { CURRENCIES, isCurrency } from './money.ts';
import { pageOf } from './envelope.ts';
import { GENERAL_FILE_MAX_BYTES } from './constants.ts';
import {
  accountFieldError,
  compactAccount,
  confirmFieldOf,
  countryRule,
  formatsFor,
  isValidSwift,
  LATIN_NAME,
  PAYOUT_METHODS,
  swiftCountry,
  type AccountField,
  ACCOUNT_FIELDS,
} from './payout-rules.ts';
import { paging, serialId, serialIdParam, sixDigitsSchema, text } from './validation.ts';
import { FILE_ID_PATTERN } from './upload.ts';

/**
 * Payees (spec 2 Transfer contact, Settlement payee-manage; spec 3 Payee; spec 5 rules). A payee is
 * either a transfer contact (`purpose` transfer) or one of the merchant's own settlement accounts
 * (`purpose` settlement, always category own).
 */

export const PAYEE_CATEGORIES = ['own', 'others'] as const;
export const PAYEE_ENTITY_TYPES = ['individual', 'corporate'] as const;
export const PAYEE_PURPOSES = ['transfer', 'settlement'] as const;
export type PayeePurpose = (typeof PAYEE_PURPOSES)[number];

/** Spec 5: payee files are jpg, jpeg or png; no size is given for them, so the general 50M applies. */
export const PAYEE_FILE_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const PAYEE_FILE_MIME = ['image/jpeg', 'image/png'] as const;
export const PAYEE_FILE_MAX_BYTES = GENERAL_FILE_MAX_BYTES;
export const PAYEE_FILE_MAX_COUNT = 5;
/** Spec 5: a SWIFT or bank-name search needs at least 3 characters. */
export const BANK_SEARCH_MIN = 3;

const trimmed = (max: number) => text(max);
const optionalText = (max: number) =>
  trimmed(max)
    .optional()
    .or(z.literal('').transform(() => undefined));

const accountShape = Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, optionalText(64)])) as Record<AccountField, ReturnType<typeof optionalText>>;

const payeeObject = z.object({
  category: z.enum(PAYEE_CATEGORIES, { message: 'validation.required' }),
  entityType: z.enum(PAYEE_ENTITY_TYPES, { message: 'validation.required' }),
  currency: z.string({ message: 'validation.required' }).refine(isCurrency, 'validation.required'),
  country: z.string({ message: 'validation.required' }).refine((c) => !!countryRule(c), 'validation.required'),
  method: z.enum(PAYOUT_METHODS, { message: 'validation.required' }),
  /** which of the country's formats for the method (GB local: sortCode or iban) */
  accountFormat: z.string({ message: 'validation.required' }).min(1, 'validation.required'),
  /** account holder: a person's or company's name */
  name: trimmed(256).min(1, 'validation.required'),
  /** ID number or organisation code */
  idNumber: optionalText(50),
  address: optionalText(256),
  bankName: optionalText(256),
  swift: optionalText(11),
  ...accountShape,
  nickname: trimmed(50).min(1, 'validation.required'),
  isDefault: z.boolean().default(false),
  /** ids of uploaded payee files (jpg, jpeg, png) */
  attachmentIds: z.array(z.string().regex(FILE_ID_PATTERN)).max(5, 'payee.tooManyFiles').default([]),
});

type PayeeFields = z.output<typeof payeeObject>;

/**
 * Everything the form and the server check without the database: the method exists in the country,
 * the currency fits the method, each field of the chosen format is valid (checksums included), a
 * SWIFT code where needed and of a bank in the bank country, a Latin holder name for Japan. Issues
 * carry message keys.
 */
function payeeRules(v: PayeeFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const rule = countryRule(v.country);
  if (!rule) return;
  const formats = formatsFor(v.country, v.method);
  if (formats.length === 0) return issue('method', 'payee.invalid.method');
  if (v.method !== 'swift' && !rule.currencies.includes(v.currency as never)) issue('currency', 'payee.invalid.currency');
  if (v.method === 'cashPickup' && v.entityType !== 'individual') issue('entityType', 'payee.invalid.pickupIndividual');
  const format = formats.find((f) => f.id === v.accountFormat);
  if (!format) return issue('accountFormat', 'validation.required');
  for (const field of format.fields) {
    const error = accountFieldError(field, v[field] ?? '', { country: v.country, format });
    if (error) issue(field, error);
  }
  const bankMethod = v.method === 'local' || v.method === 'swift';
  if (bankMethod && !v.bankName) issue('bankName', 'validation.required');
  if (v.method === 'swift' && !v.swift) issue('swift', 'validation.required');
  const swift = v.swift?.toUpperCase();
  if (swift && !isValidSwift(swift)) issue('swift', 'payee.invalid.swift');
  else if (swift && swiftCountry(swift) !== v.country) issue('swift', 'payee.swiftCountryMismatch');
  if (rule.latinName && !LATIN_NAME.test(v.name)) issue('name', 'payee.latinNameRequired');
  if (v.method === 'cashPickup' && !v.idNumber) issue('idNumber', 'validation.required');
}

/** A payee's values as stored and re-checked before a payout (no confirmation field). */
export const payeeInput = payeeObject.superRefine(payeeRules);
export type PayeeInput = z.input<typeof payeeInput>;
export type PayeeValues = z.output<typeof payeeInput>;

/**
 * The add and edit forms' body: the values and the account number typed twice (spec 5, 8). The
 * confirmation must match the format's account identifier (IBAN, CLABE or account number) when
 * given; the server asks for it on every add and on an edit that changes that identifier.
 */
export const payeeSave = payeeObject.extend({ accountConfirm: optionalText(64) }).superRefine((v, ctx) => {
  payeeRules(v, ctx);
  const field = confirmFieldOf(v.country, v.method, v.accountFormat);
  if (field && v.accountConfirm !== undefined && compactAccount(v.accountConfirm) !== compactAccount(v[field] ?? ''))
    ctx.addIssue({ code: 'custom', path: ['accountConfirm'], message: 'payee.accountConfirmMismatch' });
});
export type PayeeSaveInput = z.input<typeof payeeSave>;
export type PayeeSaveValues = z.output<typeof payeeSave>;

/** The fields of a payee that say where money goes: changing one is an edit of account details (payment password). */
export const ACCOUNT_DETAIL_FIELDS = [
  'category',
  'entityType',
  'currency',
  'country',
  'method',
  'accountFormat',
  'name',
  'idNumber',
  'address',
  'bankName',
  'swift',
  ...ACCOUNT_FIELDS,
] as const;
export type AccountDetailField = (typeof ACCOUNT_DETAIL_FIELDS)[number];
type AccountDetailValues = Partial<Record<AccountDetailField, string | null | undefined>>;

/**
 * A payee's account details as they are stored: the account fields of the chosen format only,
 * without spaces and dashes (wallet ids and choices trimmed), SWIFT upper-case, bank fields only for
 * bank methods, a settlement account always `own`. The server stores this; the form compares it with
 * the payee to know whether the payment password is needed.
 */
export function accountDetailsOf(v: PayeeValues, purpose: PayeePurpose) {
  const format = formatsFor(v.country, v.method).find((f) => f.id === v.accountFormat);
  const bankMethod = v.method === 'local' || v.method === 'swift';
  const account = Object.fromEntries(
    ACCOUNT_FIELDS.map((f) => {
      const raw = format?.fields.includes(f) ? v[f] : undefined;
      if (!raw) return [f, null];
      return [f, f === 'walletId' || f === 'walletType' || f === 'pickupPartner' ? raw.trim() : compactAccount(raw)];
    }),
  ) as Record<AccountField, string | null>;
  return {
    category: purpose === 'settlement' ? ('own' as const) : v.category,
    entityType: v.entityType,
    currency: v.currency,
    country: v.country,
    method: v.method,
    accountFormat: v.accountFormat,
    name: v.name,
    idNumber: v.idNumber ?? null,
    address: v.address ?? null,
    bankName: bankMethod ? (v.bankName ?? null) : null,
    swift: bankMethod && v.swift ? v.swift.toUpperCase() : null,
    ...account,
  };
}

/** Whether two sets of account details differ (absent and null are the same). */
export const accountDetailsChanged = (before: AccountDetailValues, after: AccountDetailValues): boolean =>
  ACCOUNT_DETAIL_FIELDS.some((f) => (before[f] ?? null) !== (after[f] ?? null));

export const payeeUpdate = z.object({ id: serialId, payee: payeeSave, paymentPassword: sixDigitsSchema.optional() });
export const payeeIdQuery = z.object({ id: serialIdParam });
export const payeeIdBody = z.object({ id: serialId });

export const payeeListQuery = z.object({
  ...paging(),
  name: text(256).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  category: z.enum(PAYEE_CATEGORIES).optional(),
  entityType: z.enum(PAYEE_ENTITY_TYPES).optional(),
});
export type PayeeListQuery = z.infer<typeof payeeListQuery>;

export const payeeAttachment = z.object({ id: z.string(), fileName: z.string(), size: z.number().int() });
export type PayeeAttachment = z.infer<typeof payeeAttachment>;

const accountOut = Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, z.string().nullable()])) as Record<AccountField, z.ZodNullable<z.ZodString>>;

export const payee = z.object({
  id: z.number().int(),
  merchantNo: z.string(),
  purpose: z.enum(PAYEE_PURPOSES),
  category: z.enum(PAYEE_CATEGORIES),
  entityType: z.enum(PAYEE_ENTITY_TYPES),
  currency: z.string(),
  country: z.string(),
  method: z.enum(PAYOUT_METHODS),
  accountFormat: z.string(),
  name: z.string(),
  idNumber: z.string().nullable(),
  address: z.string().nullable(),
  bankName: z.string().nullable(),
  swift: z.string().nullable(),
  ...accountOut,
  nickname: z.string(),
  isDefault: z.boolean(),
  /** the account identifier as lists show it: last four only */
  accountMask: z.string(),
  attachments: z.array(payeeAttachment),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payee = z.infer<typeof payee>;
export const payeePage = pageOf(payee);
export type PayeePage = z.infer<typeof payeePage>;

/**
 * The payee's account as a transfer took it at submission: everything the payout rail uses. The
 * transfer pays this, its view and its approvers show this, and later edits of the payee change
 * nothing in it (DESIGN.md section 4: what is approved is what is paid).
 */
export const payeeSnapshot = z.object({
  id: z.number().int(),
  nickname: z.string(),
  name: z.string(),
  category: z.enum(PAYEE_CATEGORIES),
  entityType: z.enum(PAYEE_ENTITY_TYPES),
  currency: z.string(),
  country: z.string(),
  method: z.enum(PAYOUT_METHODS),
  accountFormat: z.string(),
  idNumber: z.string().nullable(),
  address: z.string().nullable(),
  bankName: z.string().nullable(),
  swift: z.string().nullable(),
  ...accountOut,
  /** the account identifier the money goes to (IBAN, account number, CLABE, wallet id, pickup partner) */
  account: z.string(),
});
export type PayeeSnapshot = z.infer<typeof payeeSnapshot>;

/** The snapshot of a payee's account (the same keys `payeeSnapshot` lists, nothing else). */
export function snapshotOf(p: Payee): PayeeSnapshot {
  return {
    id: p.id,
    nickname: p.nickname,
    name: p.name,
    category: p.category,
    entityType: p.entityType,
    currency: p.currency,
    country: p.country,
    method: p.method,
    accountFormat: p.accountFormat,
    idNumber: p.idNumber,
    address: p.address,
    bankName: p.bankName,
    swift: p.swift,
    ...(Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, p[f] ?? null])) as Record<AccountField, string | null>),
    account: accountIdentifier(p),
  };
}

export const bankSearchQuery = z.object({
  keyword: text(64),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});
export const bank = z.object({ name: z.string(), swift: z.string(), country: z.string(), bankCode: z.string().nullable() });
export type Bank = z.infer<typeof bank>;
export const bankList = z.array(bank);

export const payeeCurrencies = CURRENCIES;

/** The account identifier a payee is paid on (for masks and the sandbox bank). */
export function accountIdentifier(p: Partial<Record<AccountField, string | null | undefined>>): string {
  return p.iban || p.clabe || p.accountNumber || p.walletId || p.pickupPartner || '';
}

export const maskAccount = (value: string): string => (value.length <= 4 ? value : `•••• ${value.slice(-4)}`);
