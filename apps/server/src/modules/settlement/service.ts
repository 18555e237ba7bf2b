import crypto from 'node:crypto';
import type { z } from 'zod';
import { Codes } from '@crossbill/contracts/codes';
import type { Page } from '@crossbill/contracts/envelope';
import { fromMinor, isCurrency, type Currency } from '@crossbill/contracts/money';
import {
  transactionFee,
  type BatchTransaction,
  type SettlementBatch,
  type settlementListQuery,
  type WalletSettlementDetail,
} from '@crossbill/contracts/settlement';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import * as ledger from '../ledger/service.ts';
import { publishEvent } from '../notify/service.ts';
import type { RateSource } from '../exchange/service.ts';
import * as store from './store.ts';
import { businessDate, settlementCutoff } from '@crossbill/contracts/business-time';
import type { BatchRow } from './store.ts';

/** Ledger entry kind of a batch: to-be-settled → available (net) and provider fee income (fees). */
export const SETTLEMENT_KIND = 'settlement.batch';

const batchIdOf = (merchantNo: string, currency: string, day: string) =>
  `SB${day.replace(/-/g, '')}${crypto.createHash('sha256').update(`${merchantNo}|${currency}|${day}`).digest('hex').slice(0, 10).toUpperCase()}`;

export interface RunResult {
  settlementDate: string;
  batches: BatchRow[];
  /** pairs left for a later run: a negative batch the available balance could not cover */
  held: Array<{ merchantNo: string; currency: string }>;
}

/**
 * The daily run: one batch per merchant and currency with captures completed before the cut-off of
 * `day` (default: today in Beijing). Each batch is one database transaction: the batch row, its
 * transactions marked settled and the ledger entry. Running again settles nothing twice.
 */
/** `rates`: the mid rates of the fixed fee's conversion, the server's rate source (ServerDeps.rates). */
export async function runSettlement(db: Db, q: { now: Date; day?: string; merchantNo?: string; rates: RateSource }): Promise<RunResult> {
  const settlementDate = q.day ?? businessDate(q.now);
  const cutoff = settlementCutoff(settlementDate);
  const rates = q.rates;
  const pairs = await store.selectDuePairs(db, { cutoff, merchantNo: q.merchantNo });
  const result: RunResult = { settlementDate, batches: [], held: [] };
  for (const pair of pairs) {
    if (!isCurrency(pair.currency)) continue;
    const usdRate = await rates.mid('USD', pair.currency, q.now);
    try {
      const batch = await db.transaction((tx) => settleOne(tx, { ...pair, currency: pair.currency as Currency, settlementDate, cutoff, usdRate, now: q.now }));
      if (batch) result.batches.push(batch);
    } catch (e) {
      if (e instanceof AppError && e.info === Codes.INSUFFICIENT_BALANCE) result.held.push(pair);
      else throw e;
    }
  }
  return result;
}

interface OneBatch {
  merchantNo: string;
  currency: Currency;
  settlementDate: string;
  cutoff: Date;
  usdRate: string;
  now: Date;
}

async function settleOne(tx: Tx, b: OneBatch): Promise<BatchRow | null> {
  // the day's batch exists: a second run of the day adds nothing to it
  if (await store.selectBatchOfDay(tx, b)) return null;
  const payments = await store.lockDuePayments(tx, b);
  if (payments.length === 0) return null;
  const refunds = await store.selectNettedRefunds(tx, { merchantNo: b.merchantNo, paymentIds: payments.map((p) => p.transactionId) });

  let gross = 0n;
  let fixedFee = 0n;
  let discountFee = 0n;
  for (const p of payments) {
    gross += p.capturedAmount;
    const f = transactionFee({ amount: p.capturedAmount, currency: b.currency, method: p.paymentMethod, cardCountry: p.cardCountry, usdRate: b.usdRate });
    fixedFee += f.fixed;
    discountFee += f.discount;
  }
  const refunded = refunds.reduce((s, r) => s + r.amount, 0n);
  const fees = fixedFee + discountFee;
  // chargebacks that arrived before settlement took their amount, fee (and any penalty) from
  // to-be-settled already (dispute module): the batch shows them and moves only what is left
  const chargebacks = payments.reduce((s, p) => s + p.chargebackAmount, 0n);
  const chargebackFee = payments.reduce((s, p) => s + p.chargebackFee, 0n);
  const settlement = gross - refunded - chargebacks - chargebackFee - fees;
  const batchId = batchIdOf(b.merchantNo, b.currency, b.settlementDate);

  const postings = [
    {
      account: { merchantNo: b.merchantNo, currency: b.currency, bucket: 'to_be_settled' as const },
      amount: -(gross - refunded - chargebacks - chargebackFee),
    },
    { account: { merchantNo: b.merchantNo, currency: b.currency, bucket: 'available' as const }, amount: settlement },
    { account: { merchantNo: null, currency: b.currency, bucket: 'fee_income' as const }, amount: fees },
  ].filter((p) => p.amount !== 0n);
  const entryId =
    postings.length >= 2
      ? (await ledger.post(tx, { kind: SETTLEMENT_KIND, reference: batchId, merchantNo: b.merchantNo, postings, at: b.now })).entry.id
      : null;

  const batch = await store.insertBatch(tx, {
    batchId,
    merchantNo: b.merchantNo,
    currency: b.currency,
    settlementDate: b.settlementDate,
    cutoff: b.cutoff,
    transactionCount: payments.length,
    transactionAmount: gross,
    refundCount: refunds.length,
    refundAmount: refunded,
    chargebackAmount: chargebacks,
    chargebackFee,
    fixedFee,
    discountFee,
    feeAmount: fees,
    settlementAmount: settlement,
    usdRate: b.usdRate,
    status: settlement < 0n ? 'deducted' : 'paid',
    ledgerEntryId: entryId,
    paidAt: b.now,
  });
  if (!batch) throw new AppError(Codes.CONFLICT); // a concurrent run of the same day won: roll this one back
  await store.markSettled(tx, { ids: [...payments, ...refunds].map((r) => r.id), batchId, at: b.now });
  await audit(tx, {
    userId: null,
    merchantNo: b.merchantNo,
    action: 'settlement.batch',
    target: batchId,
    summary: {
      currency: b.currency,
      settlementDate: b.settlementDate,
      transactions: payments.length,
      refunds: refunds.length,
      settlement: settlement.toString(),
      fees: fees.toString(),
    },
  });
  // a batch that nets to a deduction pays nothing out: only a paid one is announced
  if (batch.status === 'paid') await publishEvent(tx, { merchantNo: b.merchantNo, type: 'settlement.paid', data: { ...toBatch(batch) }, now: b.now });
  return batch;
}

// ---- reads ----

export function toBatch(r: BatchRow): SettlementBatch {
  const c = r.currency as Currency;
  return {
    batchId: r.batchId,
    merchantNo: r.merchantNo,
    settlementDate: r.settlementDate,
    currency: r.currency,
    transactionCount: r.transactionCount,
    transactionAmount: fromMinor(r.transactionAmount, c),
    refundCount: r.refundCount,
    refundAmount: fromMinor(r.refundAmount, c),
    chargebackAmount: fromMinor(r.chargebackAmount, c),
    chargebackFee: fromMinor(r.chargebackFee, c),
    fixedFee: fromMinor(r.fixedFee, c),
    discountFee: fromMinor(r.discountFee, c),
    feeAmount: fromMinor(r.feeAmount, c),
    settlementAmount: fromMinor(r.settlementAmount, c),
    usdRate: r.usdRate,
    status: r.status,
    paidAt: r.paidAt.toISOString(),
  };
}

export async function listBatches(db: Executor, scope: string[], q: z.output<typeof settlementListQuery>): Promise<Page<SettlementBatch>> {
  const { page, size } = q;
  const f = { scope, from: q.from, to: q.to, currency: q.currency, status: q.status };
  const [rows, total] = await Promise.all([store.selectBatches(db, { ...f, limit: size, offset: (page - 1) * size }), store.countBatches(db, f)]);
  return { content: rows.map(toBatch), total, page, size };
}

export async function batchOf(db: Executor, scope: string[], batchId: string): Promise<BatchRow> {
  const row = await store.selectBatch(db, { scope, batchId });
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return row;
}

/** The transactions of a batch, with each payment's fee at the batch's rate (the same computation as the run). */
export async function batchTransactions(db: Executor, scope: string[], q: { batchId: string; page: number; size: number }): Promise<Page<BatchTransaction>> {
  const b = await batchOf(db, scope, q.batchId);
  const c = b.currency as Currency;
  const key = { merchantNo: b.merchantNo, batchId: b.batchId };
  const [rows, total] = await Promise.all([
    store.selectBatchTransactions(db, { ...key, limit: q.size, offset: (q.page - 1) * q.size }),
    store.countBatchTransactions(db, key),
  ]);
  return {
    content: rows.map((r) => {
      const fee =
        r.type === 'refund'
          ? null
          : transactionFee({ amount: r.capturedAmount, currency: c, method: r.paymentMethod, cardCountry: r.cardCountry, usdRate: b.usdRate });
      return {
        transactionId: r.transactionId,
        merchantOrderId: r.merchantOrderId,
        type: r.type,
        paymentMethod: r.paymentMethod,
        cardCountry: r.cardCountry,
        completedAt: r.completedAt?.toISOString() ?? null,
        currency: r.currency,
        amount: fromMinor(r.type === 'refund' ? -r.amount : r.capturedAmount, c),
        ratePercent: fee?.ratePercent ?? null,
        fee: fromMinor(fee?.fee ?? 0n, c),
      };
    }),
    total,
    page: q.page,
    size: q.size,
  };
}

/** The wallet's view of a batch: what the entry moved between the buckets. */
export async function walletDetail(db: Executor, scope: string[], batchId: string): Promise<WalletSettlementDetail> {
  const b = await batchOf(db, scope, batchId);
  const c = b.currency as Currency;
  const lines = [
    { bucket: 'to_be_settled', owner: 'merchant' as const, amount: -(b.transactionAmount - b.refundAmount - b.chargebackAmount - b.chargebackFee) },
    { bucket: 'available', owner: 'merchant' as const, amount: b.settlementAmount },
    { bucket: 'fee_income', owner: 'provider' as const, amount: b.feeAmount },
  ].filter((l) => l.amount !== 0n);
  return { batch: toBatch(b), entryId: b.ledgerEntryId, postings: lines.map((l) => ({ ...l, currency: b.currency, amount: fromMinor(l.amount, c) })) };
}
