import crypto from 'node:crypto';
import { businessDate } from '@crossbill/contracts/business-time';
import { Codes } from '@crossbill/contracts/codes';
import { convert, fromMinor, isCurrency, toMinor, type Currency } from '@crossbill/contracts/money';
import {
  deliveryPlan,
  EXCHANGE_QUOTE_TTL_MS,
  sellForBuy,
  customerRate,
  type Exchange,
  type ExchangeListQuery,
  type ExchangePage,
  type Quote,
  type QuoteBody,
  type RateResult,
} from '@crossbill/contracts/exchange';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import * as ledger from '../ledger/service.ts';
import type { Actor } from '../access/service.ts';
import { sandboxRateSource, type RateSource } from './rates.ts';

export type { RateSource } from './rates.ts';
import * as store from './store.ts';

/** Entry kinds: the sell side leaving the balance at booking, the buy side arriving at delivery. */
export const EXCHANGE_SELL = 'exchange.sell';
export const EXCHANGE_DELIVER = 'exchange.deliver';

export interface Pricing {
  rates: RateSource;
  /** basis points taken off the mid rate */
  spreadBps: number;
}

/**
 * The deployment's one rate source: exchange quotes, the FX legs of transfers and the approval
 * rules' USD conversions all read it, so a rate shown anywhere agrees with every other.
 */
export const marketRates: RateSource = sandboxRateSource();

/** The market rates with the configured spread (routes, demo seed). */
export const sandboxPricing = (spreadBps: number): Pricing => ({ rates: marketRates, spreadBps });

/** USD per one unit of a currency at the mid rate (8 places): the approval rules' conversions. */
export function usdMid(rates: RateSource, currency: Currency, at: Date): Promise<string> {
  return currency === 'USD' ? Promise.resolve('1') : rates.mid(currency, 'USD', at);
}

function currencies(sell: string, buy: string): [Currency, Currency] {
  if (!isCurrency(sell) || !isCurrency(buy)) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'money.unknownCurrency' });
  if (sell === buy) throw new AppError(Codes.VALIDATION, { messageKey: 'exchange.sameCurrency' });
  return [sell, buy];
}

/** The live customer rate of a pair, with its cut-off and expected delivery date. */
export async function liveRate(pricing: Pricing, q: { sellCurrency: string; buyCurrency: string; now: Date }): Promise<RateResult> {
  const [sell, buy] = currencies(q.sellCurrency, q.buyCurrency);
  const midRate = await pricing.rates.mid(sell, buy, q.now);
  const plan = deliveryPlan(sell, buy, q.now);
  return {
    sellCurrency: sell,
    buyCurrency: buy,
    rate: customerRate(midRate, pricing.spreadBps),
    midRate,
    spreadBps: pricing.spreadBps,
    cutoff: plan.cutoff,
    deliveryDate: plan.deliveryDate,
    sameDay: plan.sameDay,
    at: q.now.toISOString(),
  };
}

async function availableOf(db: Executor, merchantNo: string, currency: string): Promise<bigint> {
  return (await ledger.findAccount(db, { merchantNo, currency, bucket: 'available' }))?.balance ?? 0n;
}

function toQuote(row: store.QuoteRow): Quote {
  const sell = row.sellCurrency as Currency;
  const buy = row.buyCurrency as Currency;
  const plan = deliveryPlan(sell, buy, row.createdAt);
  return {
    quoteId: row.id,
    sellCurrency: sell,
    buyCurrency: buy,
    fixedSide: row.fixedSide,
    rate: normalRate(row.rate),
    midRate: normalRate(row.midRate),
    spreadBps: row.spreadBps,
    sellAmount: fromMinor(row.sellAmount, sell),
    buyAmount: fromMinor(row.buyAmount, buy),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    cutoff: plan.cutoff,
    deliveryDate: plan.deliveryDate,
    sameDay: plan.sameDay,
  };
}

/** numeric(24,8) comes back padded ("7.17840000"): the shortest form of the same rate. */
const normalRate = (r: string) => (r.includes('.') ? r.replace(/0+$/, '').replace(/\.$/, '') : r);

/**
 * A quote for the entered side (the other side computed at the customer rate, rounded half-up once
 * to the currency's exponent), stored and honoured for EXCHANGE_QUOTE_TTL_MS. The sell amount must
 * be covered by the available balance now; booking checks it again.
 */
export async function createQuote(db: Db, pricing: Pricing, input: { merchantNo: string; body: QuoteBody; now: Date }): Promise<Quote> {
  const { body, now } = input;
  const rate = await liveRate(pricing, { sellCurrency: body.sellCurrency, buyCurrency: body.buyCurrency, now });
  const [sell, buy] = currencies(body.sellCurrency, body.buyCurrency);
  const entered = toMinor(body.amount, body.fixedSide === 'sell' ? sell : buy);
  const sellAmount = body.fixedSide === 'sell' ? entered : sellForBuy(entered, sell, buy, rate.rate);
  const buyAmount = body.fixedSide === 'buy' ? entered : convert(entered, sell, buy, rate.rate);
  if (sellAmount <= 0n || buyAmount <= 0n) throw new AppError(Codes.VALIDATION, { messageKey: 'exchange.amountTooSmall' });
  if ((await availableOf(db, input.merchantNo, sell)) < sellAmount) throw new AppError(Codes.INSUFFICIENT_BALANCE);
  const row = await store.insertQuote(db, {
    id: `Q${crypto.randomBytes(12).toString('hex')}`,
    merchantNo: input.merchantNo,
    sellCurrency: sell,
    buyCurrency: buy,
    fixedSide: body.fixedSide,
    rate: rate.rate,
    midRate: rate.midRate,
    spreadBps: pricing.spreadBps,
    sellAmount,
    buyAmount,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EXCHANGE_QUOTE_TTL_MS),
  });
  return toQuote(row);
}

/** FX + Beijing date + 8 random digits: readable, unique by index (a clash is retried by the caller's key). */
function serialNo(now: Date): string {
  const d = businessDate(now).replaceAll('-', '');
  return `FX${d}${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * Book a quote before it expires, in the caller's transaction (the idempotency key's): the exchange
 * row and the sell entry (merchant available → provider fx_position) commit together. Same-day
 * exchanges are delivered in the same transaction; the rest wait for their delivery time.
 */
export async function book(tx: Tx, input: { merchantNo: string; quoteId: string; actor: Actor; now: Date }): Promise<Exchange> {
  const q = await store.quoteOf(tx, input.merchantNo, input.quoteId);
  if (!q) throw new AppError(Codes.NOT_FOUND);
  if (input.now.getTime() >= q.expiresAt.getTime()) throw new AppError(Codes.QUOTE_EXPIRED);
  const sell = q.sellCurrency as Currency;
  const buy = q.buyCurrency as Currency;
  const plan = deliveryPlan(sell, buy, input.now);
  const row = await store.insertExchange(tx, {
    serialNo: serialNo(input.now),
    merchantNo: input.merchantNo,
    quoteId: q.id,
    sellCurrency: sell,
    buyCurrency: buy,
    rate: q.rate,
    sellAmount: q.sellAmount,
    buyAmount: q.buyAmount,
    status: 'pending',
    deliveryDate: plan.deliveryDate,
    deliverAt: plan.deliverAt,
    createdAt: input.now,
    createdBy: input.actor.userId,
  });
  if (!row) throw new AppError(Codes.CONFLICT); // the quote was booked already
  await ledger.post(tx, {
    kind: EXCHANGE_SELL,
    reference: row.serialNo,
    merchantNo: input.merchantNo,
    at: input.now,
    postings: [
      { account: { merchantNo: input.merchantNo, currency: sell, bucket: 'available' }, amount: -q.sellAmount },
      { account: { merchantNo: null, currency: sell, bucket: 'fx_position' }, amount: q.sellAmount },
    ],
  });
  await audit(tx, {
    ...input.actor,
    merchantNo: input.merchantNo,
    action: 'exchange.book',
    target: row.serialNo,
    summary: {
      sell: `${fromMinor(q.sellAmount, sell)} ${sell}`,
      buy: `${fromMinor(q.buyAmount, buy)} ${buy}`,
      rate: normalRate(q.rate),
      deliveryDate: plan.deliveryDate,
    },
  });
  if (plan.sameDay) return toExchange((await deliverIn(tx, row.id, input.now)) ?? row);
  return toExchange(row);
}

/**
 * Credit the buy side: provider fx_position → merchant available, and mark the exchange delivered.
 * The row lock and the status check make it once only, whoever calls (job, sweep, booking).
 * Returns the delivered row, or null when there was nothing to do (unknown, delivered, not due).
 */
async function deliverIn(tx: Tx, id: number, now: Date): Promise<store.ExchangeRow | null> {
  const row = await store.lockExchange(tx, id);
  if (!row || row.status !== 'pending' || row.deliverAt.getTime() > now.getTime()) return null;
  await ledger.post(tx, {
    kind: EXCHANGE_DELIVER,
    reference: row.serialNo,
    merchantNo: row.merchantNo,
    at: now,
    postings: [
      { account: { merchantNo: null, currency: row.buyCurrency, bucket: 'fx_position' }, amount: -row.buyAmount },
      { account: { merchantNo: row.merchantNo, currency: row.buyCurrency, bucket: 'available' }, amount: row.buyAmount },
    ],
  });
  await store.markDelivered(tx, id, now);
  await audit(tx, {
    userId: null,
    merchantNo: row.merchantNo,
    action: 'exchange.deliver',
    target: row.serialNo,
    summary: { buy: `${fromMinor(row.buyAmount, row.buyCurrency as Currency)} ${row.buyCurrency}` },
  });
  return { ...row, status: 'delivered', deliveredAt: now };
}

/** Deliver one exchange if it is due (the job scheduled at its delivery time). */
export function deliver(db: Db, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => (await deliverIn(tx as Tx, id, now)) !== null);
}

/** Deliver everything due (the sweep): each in its own transaction. Returns how many were delivered. */
export async function deliverDue(db: Db, now: Date, batch = 200): Promise<number> {
  let delivered = 0;
  for (;;) {
    const ids = await store.dueExchanges(db, now, batch);
    for (const id of ids) if (await deliver(db, id, now)) delivered++;
    if (ids.length < batch) return delivered;
  }
}

/** Forget quotes that expired a day ago and were never booked. */
export const purgeQuotes = (db: Db, now: Date) => store.deleteStaleQuotes(db, new Date(now.getTime() - 24 * 3600_000));

function toExchange(r: store.ExchangeRow): Exchange {
  const sell = r.sellCurrency as Currency;
  const buy = r.buyCurrency as Currency;
  return {
    id: r.id,
    serialNo: r.serialNo,
    merchantNo: r.merchantNo,
    sellCurrency: sell,
    buyCurrency: buy,
    rate: normalRate(r.rate),
    sellAmount: fromMinor(r.sellAmount, sell),
    buyAmount: fromMinor(r.buyAmount, buy),
    status: r.status,
    deliveryDate: r.deliveryDate,
    deliverAt: r.deliverAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
  };
}

export async function list(db: Executor, scope: string[], q: ExchangeListQuery): Promise<ExchangePage> {
  const { rows, total } = await store.listExchanges(db, {
    scope,
    from: q.beginTime ? new Date(q.beginTime) : undefined,
    to: q.endTime ? new Date(q.endTime) : undefined,
    currency: q.currency,
    status: q.status,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { content: rows.map(toExchange), total, page: q.page, size: q.size };
}

export async function detail(db: Executor, scope: string[], id: number): Promise<Exchange> {
  const row = await store.exchangeOf(db, scope, id);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return toExchange(row);
}
