import { z } from 'zod';
import { CARD_BRANDS } from './card.ts';
import { isCurrency, checkAmount } from './money.ts';
import { LOCAL_METHODS, isLocalMethod, cardInput, type LocalMethod } from './payment.ts';
import { hostedLook } from './hosted-look.ts';
import { METHOD_COUNTRIES, SESSION_STATUSES } from './checkout-page.ts';

/**
 * Checkout sessions (issue 17): the merchant's server creates one over the Payment API
 * (`/v1/checkout/sessions`), sends its customer to the hosted page (`/pay/<sessionId>`), and the
 * page pays it once through the acquirer's one payment service. Card numbers reach only the pay
 * call and are never stored (DESIGN.md section 4).
 */

export const CHECKOUT_LOCALES = ['en', 'zh-cn'] as const;
export type CheckoutLocale = (typeof CHECKOUT_LOCALES)[number];

/** How long a customer has to pay a session. */
export const SESSION_TTL_MS = 30 * 60_000;
/** Pay calls one session accepts (a challenge step counts): enough for typos, too few to test cards. */
export const SESSION_PAY_ATTEMPTS = 5;

/** The local methods of the look that accept the currency (and, with a country, are used there), in the look's order. */
export function methodsFor(localMethods: readonly string[], currency: string, country?: string | null): LocalMethod[] {
  return localMethods.filter(
    (m): m is LocalMethod =>
      isLocalMethod(m) && (LOCAL_METHODS[m].currencies as readonly string[]).includes(currency) && (!country || METHOD_COUNTRIES[m].includes(country)),
  );
}

/** The countries the switch offers: those where one of the currency's methods is used, sorted. */
export function countriesFor(localMethods: readonly string[], currency: string): string[] {
  return [...new Set(methodsFor(localMethods, currency).flatMap((m) => METHOD_COUNTRIES[m]))].sort();
}

const sessionIdPattern = /^cs_[A-Za-z0-9_-]{24}$/;
export const sessionIdParams = z.object({ sessionId: z.string().regex(sessionIdPattern, 'validation.invalid') });

export const createSessionBody = z
  .object({
    amount: z.string({ message: 'validation.required' }).max(32, 'validation.maxLength'),
    currency: z.string().refine((c) => isCurrency(c), 'money.unknownCurrency'),
    merchantOrderId: z.string().regex(/^[\w.:-]{1,64}$/, 'payment.orderIdInvalid'),
    /** where the page sends the customer back (with sessionId and status); https outside the sandbox */
    returnUrl: z.url({ protocol: /^https?$/, message: 'hostedCheckout.returnUrlInvalid' }).max(2048, 'validation.maxLength'),
    customerEmail: z.email('validation.email').max(256),
    /** one of the merchant's approved websites (application/list) */
    appId: z.string().regex(/^[A-Z0-9]{3,32}$/, 'validation.invalid'),
    locale: z.enum(CHECKOUT_LOCALES).optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'validation.invalid')
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (isCurrency(b.currency) && checkAmount(ctx, ['amount'], b.amount, b.currency) && !/[1-9]/.test(b.amount))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'payment.amountPositive' });
  });
export type CreateSessionBody = z.input<typeof createSessionBody>;

/** A session as the merchant's server reads it. */
export const checkoutSession = z.object({
  sessionId: z.string(),
  /** the hosted page to send the customer to */
  url: z.string(),
  status: z.enum(SESSION_STATUSES),
  amount: z.string(),
  currency: z.string(),
  merchantOrderId: z.string(),
  appId: z.string(),
  returnUrl: z.string(),
  customerEmail: z.string(),
  locale: z.enum(CHECKOUT_LOCALES).nullable(),
  country: z.string().nullable(),
  /** the payment made on the page (a transaction of /v1/payments), once there is one */
  transactionId: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type CheckoutSession = z.infer<typeof checkoutSession>;

/** The payment's outcome as the page shows it (never the card number). */
export const pageResult = z.object({
  transactionId: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string(),
  cardNumber: z.string().nullable(),
  responseMessage: z.string().nullable(),
  /** a pending local payment: until when the customer may pay */
  payBy: z.string().nullable(),
});

/** A session as the hosted page reads it (public: only what the customer may see). */
export const pageSession = z.object({
  sessionId: z.string(),
  status: z.enum(SESSION_STATUSES),
  amount: z.string(),
  currency: z.string(),
  merchantName: z.string(),
  /** only when the brand shows it */
  merchantOrderId: z.string().nullable(),
  returnUrl: z.string(),
  locale: z.enum(CHECKOUT_LOCALES).nullable(),
  country: z.string().nullable(),
  look: hostedLook,
  /** the look's card brands (every brand takes every currency in the sandbox) */
  cardBrands: z.array(z.enum(CARD_BRANDS)),
  /** the look's local methods that accept the currency, in its order (the page filters by country) */
  localMethods: z.array(z.string()),
  /** the country switch's choices */
  countries: z.array(z.string()),
  expiresAt: z.string(),
  result: pageResult.nullable(),
});
export type PageSession = z.infer<typeof pageSession>;

export const payBody = z.object({
  /** `card`, or a local method code */
  method: z.string().max(32, 'validation.maxLength'),
  card: cardInput.optional(),
  /** the sandbox challenge's answer, on the second call of a 3-D Secure card */
  authentication: z.enum(['completed', 'failed']).optional(),
});
export type PayBody = z.input<typeof payBody>;

/** challenge: the card needs the 3-D Secure step first (nothing was paid; call again with its answer). */
export const payAnswer = z.object({ challenge: z.boolean(), session: pageSession });
export type PayAnswer = z.infer<typeof payAnswer>;

export const cancelAnswer = z.object({ returnTo: z.string() });

// ---- portal demo pages

export const demoSessionBody = z
  .object({
    amount: z.string({ message: 'validation.required' }).max(32, 'validation.maxLength'),
    currency: z.string().refine((c) => isCurrency(c), 'money.unknownCurrency'),
    appId: z.string().regex(/^[A-Z0-9]{3,32}$/, 'validation.required'),
    locale: z.enum(CHECKOUT_LOCALES),
    /** the portal page the customer comes back to (the demo page itself) */
    returnPath: z.enum(['/demo', '/cp-form-demo']),
  })
  .superRefine((b, ctx) => {
    if (isCurrency(b.currency) && checkAmount(ctx, ['amount'], b.amount, b.currency) && !/[1-9]/.test(b.amount))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'payment.amountPositive' });
  });
export const demoWebsite = z.object({ appId: z.string(), name: z.string(), url: z.string() });
export const demoWebsites = z.array(demoWebsite);
