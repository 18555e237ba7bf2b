import Decimal from 'decimal.js';
import { z } from 'zod';
import { checkAmount, CURRENCIES, exponent, isCurrency, MAX_RATE_DECIMALS, type Currency } from './money.ts';
import { isoDateTime, paging, serialIdParam } from './validation.ts';
import { businessInstant, businessParts, isBusinessDay, nextBusinessDay } from './business-time.ts';

/**
 * Currency exchange (spec 2 Wallet: exchange, exchange/add/amount, exchange/add/review; spec 3
 * Exchange; spec 9 cut-offs). Rates are units of the buy currency per one unit of the sell currency,
 * decimal strings with up to 8 places. The calendar rules are pure functions of an instant, in
 * Beijing time (UTC+8), so that server and web agree on cut-off and delivery date.
 */

/** A quote is honoured this long after it is given (the review page counts it down). */
export const EXCHANGE_QUOTE_TTL_MS = 30_000;
/** The spread taken from the mid rate, in basis points, unless the server is configured otherwise. */
export const DEFAULT_FX_SPREAD_BPS = 30;

export const EXCHANGE_STATUSES = ['pending', 'delivered'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];

// ---- the calendar (spec 9: same-day cut-offs in Beijing time; business days Monday to Friday)

/**
 * spec 9: USD and HKD exchanged with each other 16:00; any pair involving SGD 11:00; others 15:00.
 * Returned as the hour of the Beijing day.
 */
export function cutoffHour(sell: string, buy: string): number {
  const pair = [sell, buy].sort().join('/');
  if (pair === 'HKD/USD') return 16;
  if (sell === 'SGD' || buy === 'SGD') return 11;
  return 15;
}

/** 'HH:00' of the pair's cut-off. */
export const cutoffLabel = (sell: string, buy: string) => `${String(cutoffHour(sell, buy)).padStart(2, '0')}:00`;

export interface DeliveryPlan {
  /** 'HH:00', Beijing */
  cutoff: string;
  /** Beijing date of delivery */
  deliveryDate: string;
  /** booked before the cut-off on a business day: delivered at once */
  sameDay: boolean;
  /**
   * when the buy amount is credited: at booking for same-day, else at the pair's cut-off hour on the
   * delivery date (the moment that day's same-day exchanges of the pair are settled too)
   */
  deliverAt: Date;
}

/**
 * Booked before the cut-off on a business day → delivered the same day (at once); at or after it, or
 * on a weekend → the next business day.
 */
export function deliveryPlan(sell: string, buy: string, at: Date): DeliveryPlan {
  const hour = cutoffHour(sell, buy);
  const p = businessParts(at);
  const sameDay = isBusinessDay(p.date) && p.minutes < hour * 60;
  const deliveryDate = sameDay ? p.date : nextBusinessDay(p.date);
  return { cutoff: cutoffLabel(sell, buy), deliveryDate, sameDay, deliverAt: sameDay ? at : businessInstant(deliveryDate, hour) };
}

// ---- rates

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/**
 * Applies the spread to a mid rate: the customer receives `mid × (1 − bps/10000)` of the buy
 * currency per unit sold, rounded half-up to 8 places.
 */
export function customerRate(mid: string, spreadBps: number): string {
  return new D(mid)
    .times(new D(10_000 - spreadBps).div(10_000))
    .toDecimalPlaces(MAX_RATE_DECIMALS, D.ROUND_HALF_UP)
    .toFixed();
}

/** `amount` of the buy currency → the sell amount at `rate`, rounded half-up once (inverse of money.convert). */
export function sellForBuy(buyMinor: bigint, sell: Currency, buy: Currency, rate: string): bigint {
  const shift = exponent(sell) - exponent(buy);
  const exact = new D(buyMinor.toString()).div(rate).times(new D(10).pow(shift));
  return BigInt(exact.toDecimalPlaces(0, D.ROUND_HALF_UP).toFixed(0));
}

// ---- wire schemas

const currencyField = z.string({ message: 'validation.required' }).refine((c) => isCurrency(c), 'money.unknownCurrency');

/** GET /api/exchange/rate: the live customer rate of a pair, its cut-off and delivery date. */
export const rateQuery = z
  .object({ sellCurrency: currencyField, buyCurrency: currencyField })
  .refine((v) => v.sellCurrency !== v.buyCurrency, { path: ['buyCurrency'], message: 'exchange.sameCurrency' });
export const rateResult = z.object({
  sellCurrency: z.string(),
  buyCurrency: z.string(),
  rate: z.string(),
  midRate: z.string(),
  spreadBps: z.number().int(),
  cutoff: z.string(),
  deliveryDate: z.string(),
  sameDay: z.boolean(),
  at: z.string(),
});
export type RateResult = z.infer<typeof rateResult>;

/**
 * POST /api/exchange/quote: the pair and either the sell or the buy amount (the other is computed).
 * Sell and buy currency must differ (spec 5); amounts follow the currency's decimals.
 */
export const quoteBody = z
  .object({
    sellCurrency: currencyField,
    buyCurrency: currencyField,
    fixedSide: z.enum(['sell', 'buy']),
    amount: z.string({ message: 'validation.required' }),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.sellCurrency === v.buyCurrency) ctx.addIssue({ code: 'custom', path: ['buyCurrency'], message: 'exchange.sameCurrency' });
    const currency = v.fixedSide === 'sell' ? v.sellCurrency : v.buyCurrency;
    if (!isCurrency(currency)) return;
    if (checkAmount(ctx, ['amount'], v.amount, currency) && !/[1-9]/.test(v.amount))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'exchange.amountPositive' });
  });
export type QuoteBody = z.infer<typeof quoteBody>;

export const quote = z.object({
  quoteId: z.string(),
  sellCurrency: z.string(),
  buyCurrency: z.string(),
  fixedSide: z.enum(['sell', 'buy']),
  rate: z.string(),
  midRate: z.string(),
  spreadBps: z.number().int(),
  sellAmount: z.string(),
  buyAmount: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  cutoff: z.string(),
  deliveryDate: z.string(),
  sameDay: z.boolean(),
});
export type Quote = z.infer<typeof quote>;

/** POST /api/exchange/book (Idempotency-Key): book a quote before it expires. */
export const bookBody = z.object({ quoteId: z.string().min(1).max(64) }).strict();

export const exchange = z.object({
  id: z.number().int(),
  serialNo: z.string(),
  merchantNo: z.string(),
  sellCurrency: z.string(),
  buyCurrency: z.string(),
  rate: z.string(),
  sellAmount: z.string(),
  buyAmount: z.string(),
  status: z.enum(EXCHANGE_STATUSES),
  deliveryDate: z.string(),
  /** when the buy amount is (or was due to be) credited */
  deliverAt: z.string(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type Exchange = z.infer<typeof exchange>;

/** GET /api/exchange/list */
export const exchangeListQuery = z.object({
  ...paging(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
  /** either side of the pair */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  status: z.enum(EXCHANGE_STATUSES).optional(),
});
export type ExchangeListQuery = z.infer<typeof exchangeListQuery>;
export const exchangePage = z.object({ content: z.array(exchange), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export type ExchangePage = z.infer<typeof exchangePage>;

export const exchangeDetailQuery = z.object({ id: serialIdParam });

/** Currencies offered for exchange: every currency of the portal. */
export const EXCHANGE_CURRENCIES: readonly Currency[] = CURRENCIES;
