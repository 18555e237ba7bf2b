import { z } from 'zod';
import { cardInput, INITIATORS, paymentResult } from './payment.ts';

export { INITIATORS, type Initiator } from './payment.ts';
import { pageQuery } from './envelope.ts';
import { amountSchema, checkAmount, isCurrency } from './money.ts';
import { int, intParam, isoDateTime, rangeOrdered, requiredText, text } from './validation.ts';

/**
 * Subscriptions (spec 1, 2, 3, 4 and 9): a merchant's customer pays a plan on a schedule with a card
 * stored as a token of the sandbox vault. Status 0 initiated (not effective yet: a future start, or a
 * first payment that failed), 1 active, 2 closed (every cycle billed, or the expire date passed),
 * 3 cancelled. Collection 1 automatic (the provider charges each cycle on time), 2 manual (the
 * merchant asks for each due cycle's charge). A change (price, quantity, frequency) credits the
 * unused part of the current paid cycle and restarts billing at cycle 1 on the change date.
 */

export const SubscriptionStatus = { INITIATED: 0, ACTIVE: 1, CLOSED: 2, CANCELLED: 3 } as const;
export const SUBSCRIPTION_STATUSES = [0, 1, 2, 3] as const;
export type SubscriptionStatusCode = (typeof SUBSCRIPTION_STATUSES)[number];

export const CollectionMethod = { AUTOMATIC: 1, MANUAL: 2 } as const;
export const COLLECTION_METHODS = [1, 2] as const;
export type CollectionMethodCode = (typeof COLLECTION_METHODS)[number];

/** Spec 9: frequency units. Month and year are calendar months, week and day calendar days (Beijing); hour and minute absolute time. */
export const FREQUENCY_UNITS = ['year', 'month', 'week', 'day', 'hour', 'minute'] as const;
export type FrequencyUnit = (typeof FREQUENCY_UNITS)[number];
/** Spec 9: 1-100 billing cycles, or none (permanent, shown as a dash). */
export const BILLING_CYCLES_MAX = 100;
export const FREQUENCY_COUNT_MAX = 365;
export const QUANTITY_MAX = 10_000;

/** Collection after a failed charge: past_due while retries remain; unpaid when the last one failed and the setting leaves it unpaid. */
export const DUNNING_STATES = ['none', 'past_due', 'unpaid'] as const;
export type DunningState = (typeof DUNNING_STATES)[number];

/** Spec 4: after the current cycle, on a given date, or at once (optionally refunding the unused part). */
export const CANCEL_MODES = ['end_of_cycle', 'on_date', 'immediately'] as const;
export type CancelMode = (typeof CANCEL_MODES)[number];

/** What the last failed retry leaves: the subscription cancelled, or kept with the cycle unpaid. */
export const AFTER_LAST_RETRY = ['cancel', 'unpaid'] as const;
export type AfterLastRetry = (typeof AFTER_LAST_RETRY)[number];

export const CYCLE_OUTCOMES = ['paid', 'failed', 'unpaid', 'credited'] as const;
export type CycleOutcome = (typeof CYCLE_OUTCOMES)[number];

/**
 * Retries after a failed charge: delays counted from the failure, in days for day-or-longer
 * frequencies, in hours for an hourly plan and in minutes for a per-minute one (the sandbox's demo).
 */
export const DEFAULT_RETRY_DELAYS = [1, 3, 5] as const;
export const RETRY_DELAYS_MAX = 10;
export const RETRY_DELAY_MAX = 60;

export const subscriptionIdSchema = z.string().regex(/^SB\d{8,24}$/, 'validation.invalid');
const contractNumber = z.string().regex(/^[\w.:-]{1,32}$/, 'subscription.contractNumberInvalid');
const currencyField = z.string({ message: 'validation.required' }).refine((c) => isCurrency(c), 'money.unknownCurrency');

export const customerInput = z.object({
  customerId: text(64).optional(),
  name: requiredText(100),
  email: z.email('validation.email').max(256),
});

const planShape = {
  /** a decimal string of `currency`: the price of one unit per cycle */
  price: z.string({ message: 'validation.required' }),
  quantity: int(1, QUANTITY_MAX),
  frequencyUnit: z.enum(FREQUENCY_UNITS, { message: 'validation.invalid' }),
  frequencyCount: int(1, FREQUENCY_COUNT_MAX),
};

const positivePrice = (b: { price?: string; currency?: string }, ctx: z.RefinementCtx) => {
  if (b.price === undefined || !b.currency || !isCurrency(b.currency)) return;
  if (checkAmount(ctx, ['price'], b.price, b.currency) && !/[1-9]/.test(b.price))
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'payment.amountPositive' });
};

/** POST /v1/subscriptions: the plan, the customer and the card of the first (customer-initiated) payment. */
export const createSubscriptionBody = z
  .object({
    contractNumber,
    customer: customerInput,
    productName: requiredText(128),
    currency: currencyField,
    ...planShape,
    /** 1-100; absent or null: permanent */
    billingCycles: int(1, BILLING_CYCLES_MAX).nullable().optional(),
    /** when billing starts (default now); a future start verifies the card now and charges cycle 1 then */
    startDate: isoDateTime.optional(),
    /** no charge at or after this instant; the subscription closes then */
    expireDate: isoDateTime.optional(),
    collectionMethod: z.union([z.literal(1), z.literal(2)], { message: 'validation.invalid' }).default(1),
    card: cardInput,
    customerIp: z.union([z.ipv4(), z.ipv6()], { message: 'validation.invalid' }).optional(),
  })
  .superRefine((b, ctx) => {
    positivePrice(b, ctx);
    rangeOrdered<{ startDate?: string; expireDate?: string }>('startDate', 'expireDate')(b, ctx);
  });
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBody>;
export type CreateSubscriptionInput = z.output<typeof createSubscriptionBody>;

/** A change of the plan: any of price, quantity, frequency (unit and count together). */
export const changeShape = {
  price: amountSchema().optional(),
  quantity: planShape.quantity.optional(),
  frequencyUnit: planShape.frequencyUnit.optional(),
  frequencyCount: planShape.frequencyCount.optional(),
};
const changeChecks = (b: { price?: string; quantity?: number; frequencyUnit?: string; frequencyCount?: number }, ctx: z.RefinementCtx) => {
  if (b.price === undefined && b.quantity === undefined && b.frequencyUnit === undefined && b.frequencyCount === undefined)
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'subscription.changeEmpty' });
};
export const changePreviewBody = z.object(changeShape).superRefine(changeChecks);
export type ChangePreviewInput = z.output<typeof changePreviewBody>;
/** The change itself: the credit the preview showed; refused (409) when it no longer matches. */
/**
 * What a confirmed change carries from its preview: the credit shown (`prorationAmount`) and the
 * instant it was computed for (`prorationDate`, the preview's `effectiveAt`). With the date the change
 * is prorated as of that instant, so the amounts are the ones the merchant saw however long they took
 * to confirm (as Stripe's proration_date); it may be at most PRORATION_DATE_MAX_AGE_MS old and within
 * the current cycle (a cycle billed since is a 409: preview again). Without it: as of now.
 */
export const PRORATION_DATE_MAX_AGE_MS = 60 * 60 * 1000;
const confirmShape = { prorationAmount: amountSchema(), prorationDate: isoDateTime.optional() };
export const changeBody = z.object({ ...changeShape, ...confirmShape }).superRefine(changeChecks);
export type ChangeInput = z.output<typeof changeBody>;

export const cancelBody = z
  .object({
    /** absent: the merchant's default cancellation mode (settings) */
    mode: z.enum(CANCEL_MODES, { message: 'validation.invalid' }).optional(),
    /** on_date: when it ends */
    cancelDate: isoDateTime.optional(),
    /** immediately: refund the unused part of the current paid cycle */
    refund: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (b.mode === 'on_date' && !b.cancelDate) ctx.addIssue({ code: 'custom', path: ['cancelDate'], message: 'validation.required' });
  });
export type CancelInput = z.output<typeof cancelBody>;

const filterShape = {
  status: intParam(0, 3).optional(),
  collectionMethod: intParam(1, 2).optional(),
  customer: text(100).optional(),
  productName: text(128).optional(),
  contractNumber: text(32).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'money.unknownCurrency')
    .optional(),
  nextBillingFrom: isoDateTime.optional(),
  nextBillingTo: isoDateTime.optional(),
};
export const subscriptionFilters = z.object(filterShape);
export type SubscriptionFilters = z.output<typeof subscriptionFilters>;
/** POST /api/subscription/export: the list's filters */
export const subscriptionExportBody = subscriptionFilters.superRefine(rangeOrdered('nextBillingFrom', 'nextBillingTo'));
/** GET /api/subscription/list and GET /v1/subscriptions */
export const subscriptionListQuery = pageQuery.extend(filterShape).superRefine(rangeOrdered('nextBillingFrom', 'nextBillingTo'));

export const subscriptionItem = z.object({
  subscriptionId: z.string(),
  merchantNo: z.string(),
  contractNumber: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  productName: z.string(),
  price: z.string(),
  quantity: z.number().int(),
  /** price × quantity: what a cycle charges */
  amount: z.string(),
  currency: z.string(),
  frequencyUnit: z.enum(FREQUENCY_UNITS),
  frequencyCount: z.number().int(),
  /** null: permanent */
  billingCycles: z.number().int().nullable(),
  collectionMethod: z.number().int(),
  status: z.number().int(),
  dunning: z.enum(DUNNING_STATES),
  /** BIN + **** + last four; null without a stored card (a first payment that failed) */
  cardNumber: z.string().nullable(),
  startDate: z.string(),
  expireDate: z.string().nullable(),
  /** plan number: 1, then one more at each change */
  planNo: z.number().int(),
  /** cycles billed in the current plan */
  currentCycle: z.number().int(),
  nextBillingAt: z.string().nullable(),
  /** the credit of the last change (null: never changed) */
  prorationAmount: z.string().nullable(),
  retryCount: z.number().int(),
  nextRetryAt: z.string().nullable(),
  cancelMode: z.enum(CANCEL_MODES).nullable(),
  cancelAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type SubscriptionItem = z.infer<typeof subscriptionItem>;

export const subscriptionCycle = z.object({
  planNo: z.number().int(),
  cycleNo: z.number().int(),
  dueAt: z.string(),
  amount: z.string(),
  outcome: z.enum(CYCLE_OUTCOMES),
  attempts: z.number().int(),
  /** the last attempt's transaction (null: nothing to charge, the change's credit covered it) */
  transactionId: z.string().nullable(),
  responseCode: z.string().nullable(),
  responseMessage: z.string().nullable(),
  billedAt: z.string(),
});

export const subscriptionCharge = z.object({
  transactionId: z.string(),
  planNo: z.number().int().nullable(),
  cycleNo: z.number().int().nullable(),
  initiator: z.enum(INITIATORS),
  type: z.string(),
  status: z.string(),
  amount: z.string(),
  responseCode: z.string().nullable(),
  createdAt: z.string(),
});

export const subscriptionChange = z.object({
  changedAt: z.string(),
  planNo: z.number().int(),
  before: z.object({ price: z.string(), quantity: z.number().int(), frequencyUnit: z.enum(FREQUENCY_UNITS), frequencyCount: z.number().int() }),
  after: z.object({ price: z.string(), quantity: z.number().int(), frequencyUnit: z.enum(FREQUENCY_UNITS), frequencyCount: z.number().int() }),
  credit: z.string(),
  charged: z.string(),
  refunded: z.string(),
  refundId: z.string().nullable(),
});

export const SUBSCRIPTION_EVENT_KINDS = [
  'created',
  'activated',
  'charged',
  'declined',
  'retried',
  'changed',
  'cancel_scheduled',
  'cancelled',
  'closed',
] as const;
export const subscriptionEvent = z.object({
  kind: z.enum(SUBSCRIPTION_EVENT_KINDS),
  at: z.string(),
  data: z.record(z.string(), z.string()),
});

export const subscriptionDetail = subscriptionItem.extend({
  cardBin: z.string().nullable(),
  cardLast4: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardCountry: z.string().nullable(),
  /** the first (customer-initiated) payment */
  firstTransactionId: z.string().nullable(),
  cycles: z.array(subscriptionCycle),
  /** every transaction of the subscription: first payment, each cycle's attempts, refunds */
  charges: z.array(subscriptionCharge),
  changes: z.array(subscriptionChange),
  timeline: z.array(subscriptionEvent),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetail>;

export const subscriptionIdQuery = z.object({ subscriptionId: subscriptionIdSchema });
export const subscriptionIdParams = subscriptionIdQuery;

export const prorationPreview = z.object({
  subscriptionId: z.string(),
  currency: z.string(),
  /** the instant the preview was computed for: the change restarts billing at cycle 1 then */
  effectiveAt: z.string(),
  /** what the current cycle charged and the unused part credited (half-up, once) */
  cycleCharged: z.string(),
  credit: z.string(),
  /** the new plan's cycle amount */
  newAmount: z.string(),
  /** charged now for the new cycle 1: new amount − credit, at least 0 */
  chargeNow: z.string(),
  /** refunded now when the credit exceeds the new amount */
  refundNow: z.string(),
  nextBillingAt: z.string(),
});
export type ProrationPreview = z.infer<typeof prorationPreview>;

// ---- settings

export const subscriptionSettings = z.object({
  retryDelays: z
    .array(int(1, RETRY_DELAY_MAX))
    .min(1, 'validation.minItems')
    .max(RETRY_DELAYS_MAX, 'validation.maxItems')
    .refine((a) => a.every((v, i) => i === 0 || v > a[i - 1]!), 'subscription.retryOrder'),
  afterLastRetry: z.enum(AFTER_LAST_RETRY, { message: 'validation.invalid' }),
  emailUpcoming: z.boolean(),
  emailFailed: z.boolean(),
  emailCancelled: z.boolean(),
  defaultCancelMode: z.enum(CANCEL_MODES, { message: 'validation.invalid' }),
});
export type SubscriptionSettings = z.infer<typeof subscriptionSettings>;
/**
 * The upcoming-charge mail goes this long before each automatic charge: 3 days for month and year
 * plans, 1 day for week and day plans; none for hour and minute plans (a charge every few minutes
 * leaves nothing to announce).
 */
export const UPCOMING_MAIL_LEAD_MS: Record<FrequencyUnit, number | null> = {
  year: 3 * 86_400_000,
  month: 3 * 86_400_000,
  week: 86_400_000,
  day: 86_400_000,
  hour: null,
  minute: null,
};

export const DEFAULT_SUBSCRIPTION_SETTINGS: SubscriptionSettings = {
  retryDelays: [...DEFAULT_RETRY_DELAYS],
  afterLastRetry: 'cancel',
  emailUpcoming: true,
  emailFailed: true,
  emailCancelled: true,
  defaultCancelMode: 'end_of_cycle',
};

/** POST /api/subscription/change: the subscription and the change (the version read guards against another operator's edit). */
export const portalChangeBody = z
  .object({ subscriptionId: subscriptionIdSchema, version: int(1, 2_147_483_647), ...changeShape, ...confirmShape })
  .superRefine(changeChecks);
export const portalPreviewBody = z.object({ subscriptionId: subscriptionIdSchema, ...changeShape }).superRefine(changeChecks);
export const portalCancelBody = z
  .object({
    subscriptionId: subscriptionIdSchema,
    mode: z.enum(CANCEL_MODES, { message: 'validation.invalid' }).optional(),
    cancelDate: isoDateTime.optional(),
    refund: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (b.mode === 'on_date' && !b.cancelDate) ctx.addIssue({ code: 'custom', path: ['cancelDate'], message: 'validation.required' });
  });
/** POST /v1/subscriptions/{id}/charge (manual collection): charges the due cycle; nothing to send. */
export const chargeBody = z.object({}).optional();

/** The Payment API's answer to create and charge: the subscription and the payment made (null: nothing to charge, a change's credit covered it). */
export const subscriptionResult = z.object({ subscription: subscriptionItem, payment: paymentResult.nullable() });
export type SubscriptionResult = z.infer<typeof subscriptionResult>;
