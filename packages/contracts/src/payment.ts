import { z } from 'zod';
import { normalPhone } from './blacklist.ts';
import { CURRENCIES, isCurrency, amountSchema, checkAmount, type Currency } from './money.ts';
import { CARD_BRANDS } from './card.ts';
import { requiredText, text } from './validation.ts';
import { splitInstructions } from './dividend.ts';

/**
 * The merchant's server-to-server Payment API (`/v1`, DESIGN.md section 1): payments by card or by a
 * local payment method, capture, void, refund and query; every request signed with the merchant's
 * secret key (see `canonicalString`).
 */

/** Local payment methods of the spec's markets; each accepts the currencies listed. */
export const LOCAL_METHODS = {
  alipay: { market: 'eastAsia', currencies: ['CNY', 'HKD', 'USD'] },
  wechatpay: { market: 'eastAsia', currencies: ['CNY', 'HKD'] },
  kakaopay: { market: 'eastAsia', currencies: ['KRW'] },
  konbini: { market: 'eastAsia', currencies: ['JPY'] },
  grabpay: { market: 'southeastAsia', currencies: ['SGD', 'MYR', 'PHP'] },
  paynow: { market: 'southeastAsia', currencies: ['SGD'] },
  promptpay: { market: 'southeastAsia', currencies: ['THB'] },
  gcash: { market: 'southeastAsia', currencies: ['PHP'] },
  dana: { market: 'southeastAsia', currencies: ['IDR'] },
  momo: { market: 'southeastAsia', currencies: ['VND'] },
  upi: { market: 'southeastAsia', currencies: ['INR'] },
  pix: { market: 'latinAmerica', currencies: ['BRL'] },
  boleto: { market: 'latinAmerica', currencies: ['BRL'] },
  oxxo: { market: 'latinAmerica', currencies: ['MXN'] },
  ideal: { market: 'europe', currencies: ['EUR'] },
  bancontact: { market: 'europe', currencies: ['EUR'] },
  klarna: { market: 'europe', currencies: ['EUR', 'GBP', 'SEK', 'NOK', 'DKK'] },
  interac: { market: 'northAmerica', currencies: ['CAD'] },
  payid: { market: 'oceania', currencies: ['AUD'] },
  poli: { market: 'oceania', currencies: ['NZD', 'AUD'] },
  benefitpay: { market: 'middleEast', currencies: ['AED'] },
} as const satisfies Record<string, { market: string; currencies: readonly Currency[] }>;
export type LocalMethod = keyof typeof LOCAL_METHODS;
export const LOCAL_METHOD_CODES = Object.keys(LOCAL_METHODS) as LocalMethod[];

/** The payment method of a transaction: a card brand or a local method. */
export const PAYMENT_METHODS = [...CARD_BRANDS, ...LOCAL_METHOD_CODES] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const isLocalMethod = (m: string): m is LocalMethod => Object.prototype.hasOwnProperty.call(LOCAL_METHODS, m);

/** A local payment stays pending this long unless paid (the sandbox can expire it at once). */
export const LOCAL_PAYMENT_TTL_MS = 30 * 60_000;

/** sale: authorised and captured at once; authorization: captured (or voided) later; refund: money back. */
export const TRANSACTION_TYPES = ['sale', 'authorization', 'refund'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * Transaction states. pending: a local payment awaiting the customer (or a refund in progress);
 * authorized: held, awaiting capture or void; succeeded: captured / paid / refunded; failed:
 * declined or refused; voided: an authorization released; expired: a local payment never paid.
 */
export const TRANSACTION_STATUSES = ['pending', 'authorized', 'succeeded', 'failed', 'voided', 'expired'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Who started a transaction: the cardholder (checkout, first payment) or the merchant against a stored card. */
export const INITIATORS = ['customer', 'merchant'] as const;
export type Initiator = (typeof INITIATORS)[number];

/** A payment's refund state (spec 4: not refunded, partial, full). */
export const REFUND_STATES = ['none', 'partial', 'full'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

// ---- request schemas (messages are keys of the messages namespace) ----

const required = (max: number) => requiredText(max);

export const address = z.object({
  line1: required(256),
  line2: text(256).optional(),
  city: required(50),
  state: text(50).optional(),
  postalCode: text(20).optional(),
  country: z.string().regex(/^[A-Z]{2}$/, 'validation.invalid'),
});
export type Address = z.infer<typeof address>;

export const cardInput = z.object({
  number: z.string().regex(/^\d{12,19}$/, 'payment.cardNumberInvalid'),
  expiryMonth: z.coerce
    .number({ message: 'payment.expiryInvalid' })
    .int('payment.expiryInvalid')
    .min(1, 'payment.expiryInvalid')
    .max(12, 'payment.expiryInvalid'),
  expiryYear: z.coerce.number().int().min(2000, 'payment.expiryInvalid').max(2100, 'payment.expiryInvalid'),
  cvv: z.string().regex(/^\d{3,4}$/, 'payment.cvvInvalid'),
  holderName: text(100).optional(),
});

const currencyField = z.string().refine((c) => isCurrency(c), 'money.unknownCurrency');

export const createPaymentBody = z
  .object({
    merchantOrderId: z.string().regex(/^[\w.:-]{1,64}$/, 'payment.orderIdInvalid'),
    amount: z.string({ message: 'validation.required' }),
    currency: currencyField,
    /** `card` with `card`, or a local method code */
    paymentMethod: z.string().refine((m) => m === 'card' || isLocalMethod(m), 'payment.methodUnsupported'),
    /** card only: false holds the money (authorization) for a later capture */
    capture: z.boolean().default(true),
    card: cardInput.optional(),
    description: text(256, { multiline: true }).optional(),
    customerEmail: z.email('validation.email').max(256).optional(),
    customerIp: z.union([z.ipv4(), z.ipv6()], { message: 'validation.invalid' }).optional(),
    /** international form (+ country code); checked against phone blacklists, not kept */
    customerPhone: z
      .string()
      .max(32, 'validation.maxLength')
      .refine((v) => normalPhone(v) !== null, 'validation.phone')
      .optional(),
    userAgent: text(512).optional(),
    billingAddress: address.optional(),
    shippingAddress: address.optional(),
    /** split settlement: shares of this payment for the merchant's receivers (contracts dividend.ts) */
    splits: splitInstructions.optional(),
  })
  .superRefine((b, ctx) => {
    if (isCurrency(b.currency)) {
      if (checkAmount(ctx, ['amount'], b.amount, b.currency) && !/[1-9]/.test(b.amount))
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'payment.amountPositive' });
    }
    if (b.paymentMethod === 'card' && !b.card) ctx.addIssue({ code: 'custom', path: ['card'], message: 'validation.required' });
    if (b.paymentMethod !== 'card' && b.card) ctx.addIssue({ code: 'custom', path: ['card'], message: 'payment.cardNotExpected' });
    if (isLocalMethod(b.paymentMethod)) {
      if (!(LOCAL_METHODS[b.paymentMethod].currencies as readonly string[]).includes(b.currency))
        ctx.addIssue({ code: 'custom', path: ['currency'], message: 'payment.currencyNotAccepted' });
      if (b.capture === false) ctx.addIssue({ code: 'custom', path: ['capture'], message: 'payment.captureLocal' });
    }
  });
export type CreatePaymentBody = z.input<typeof createPaymentBody>;

/** capture: the whole authorization unless `amount` (at most the authorized amount) */
export const captureBody = z.object({ amount: amountSchema().optional() });
export const refundBody = z.object({
  amount: amountSchema().optional(),
  reason: text(256).optional(),
  /** the merchant's reference of the refund (unique per merchant when given) */
  merchantRefundId: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'payment.orderIdInvalid')
    .optional(),
});
export const transactionIdParams = z.object({ transactionId: z.string().regex(/^[A-Z0-9]{6,40}$/, 'validation.invalid') });
export const sandboxScenarioBody = z.object({ outcome: z.enum(['pay', 'fail', 'expire']) });

// ---- responses ----

export const paymentResult = z.object({
  transactionId: z.string(),
  merchantOrderId: z.string(),
  originalTransactionId: z.string().nullable(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.string(),
  capturedAmount: z.string(),
  refundedAmount: z.string(),
  refundState: z.enum(REFUND_STATES),
  currency: z.string(),
  paymentMethod: z.string(),
  cardNumber: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardCountry: z.string().nullable(),
  eci: z.string().nullable(),
  responseCode: z.string().nullable(),
  responseMessage: z.string().nullable(),
  arn: z.string().nullable(),
  /** a pending local payment: until when the customer may pay */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResult>;

// ---- request signing ----

export const SIGNATURE_HEADERS = {
  merchant: 'x-merchant-no',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  signature: 'x-signature',
} as const;
/** A request whose timestamp is further than this from the server's clock is refused. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/**
 * The string the merchant signs with HMAC-SHA256 (hex) under its secret key: method, path with
 * query, timestamp (Unix milliseconds), nonce and the raw body, one per line.
 */
export function canonicalString(p: { method: string; path: string; timestamp: string; nonce: string; body: string }): string {
  return [p.method.toUpperCase(), p.path, p.timestamp, p.nonce, p.body].join('\n');
}

export const SUPPORTED_CURRENCIES = CURRENCIES;

/**
 * The message key of a transaction's response code (`responseCode.51`, a local method's
 * `responseCode.local.05`): the stored message is the channel's English, shown in the operator's
 * language by its code. Null for a code without a key (the stored message is all there is).
 */
export function responseMessageKey(code: string | null, method: string): string | null {
  if (!code || !/^[A-Z0-9]{2}$/.test(code)) return null;
  return isLocalMethod(method) ? `responseCode.local.${code}` : `responseCode.${code}`;
}
