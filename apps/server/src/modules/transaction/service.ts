import { maskCard } from '@crossbill/contracts/card';
import { BLACKLIST_DECLINE } from '@crossbill/contracts/blacklist';
import * as risk from '../risk/service.ts';
import type { Language } from '@crossbill/contracts/constants';
import {
  TRANSACTION_COUNT_CAP,
  type TransactionDetail,
  type TransactionFilters,
  type TransactionItem,
  type TransactionPage,
} from '@crossbill/contracts/transaction';
import type { DownloadTask } from '@crossbill/contracts/shell';
import type { SheetColumn } from '@crossbill/contracts/list-columns';
import type { Executor } from '../../platform/db/client.ts';
import type { ServerDeps } from '../../deps.ts';
import * as payment from '../payment/service.ts';
import {
  createExport,
  exportAmount,
  exportFileName,
  exportLabel as label,
  exportTime,
  keysetRows,
  type CellValue,
  type ExportBuilders,
  type ExportContext,
} from '../download/service.ts';
import { filterRange } from '@crossbill/contracts/business-time';
import { countRows, selectAfter, selectPage, type ExportRow, type ListFilter, type ListRow } from './store.ts';

/** The portal side of transactions (spec 2 Transaction: query, details, view). */

export const TRANSACTION_EXPORT = 'transactions';

/** A decimal bound in minor units for each exponent (0: whole units, 2: cents). */
function bound(value: string, roundUp: boolean): Map<number, bigint> {
  const [int, frac = ''] = value.split('.');
  const cents = BigInt(int! + frac.padEnd(2, '0').slice(0, 2));
  const whole = BigInt(int!) + (roundUp && /[1-9]/.test(frac) ? 1n : 0n);
  return new Map([
    [0, whole],
    [2, cents],
  ]);
}

/** Filters → the store's terms, within the caller's scope (a group's `?member` has narrowed it already: route()). */
export function toListFilter(scope: string[], f: TransactionFilters, now: Date): ListFilter {
  const range = filterRange(f, now);
  return {
    scope,
    ...range,
    transactionId: f.transactionId || undefined,
    merchantOrderId: f.merchantOrderId || undefined,
    originalTransactionId: f.originalTransactionId || undefined,
    type: f.type,
    status: f.status,
    currency: f.currency,
    paymentMethod: f.paymentMethod,
    cardCountry: f.cardCountry,
    last4: f.last4,
    // a minimum of 1.50 JPY means at least 2 yen; a maximum of 1.50 JPY at most 1
    minMinor: f.minAmount ? bound(f.minAmount, true) : undefined,
    maxMinor: f.maxAmount ? bound(f.maxAmount, false) : undefined,
  };
}

export function toItem(r: ListRow): TransactionItem {
  return {
    transactionId: r.transactionId,
    merchantNo: r.merchantNo,
    merchantOrderId: r.merchantOrderId,
    originalTransactionId: r.originalTransactionId,
    time: r.createdAt.toISOString(),
    type: r.type,
    status: r.status,
    amount: payment.money(r.amount, r.currency),
    refundedAmount: payment.money(r.refundedAmount, r.currency),
    refundState: r.refundState,
    currency: r.currency,
    paymentMethod: r.paymentMethod,
    cardCountry: r.cardCountry,
    cardNumber: maskCard(r.cardBin, r.cardLast4),
    responseCode: r.responseCode,
    responseMessage: r.responseMessage,
    initiator: r.initiator,
    subscriptionId: r.subscriptionId,
  };
}

/**
 * A page of the filtered list with its total, counted up to `countCap` (TRANSACTION_COUNT_CAP): an
 * exact count reads every matching row, so its cost would grow with the merchant's history. Past the
 * cap the answer says so (`totalCapped`, shown as "10,000+") rather than guess.
 */
export async function listTransactions(
  db: Executor,
  scope: string[],
  q: TransactionFilters & { page: number; size: number; now: Date; countCap?: number },
): Promise<TransactionPage> {
  const f = toListFilter(scope, q, q.now);
  const cap = q.countCap ?? TRANSACTION_COUNT_CAP;
  const [rows, counted] = await Promise.all([selectPage(db, { ...f, limit: q.size, offset: (q.page - 1) * q.size }), countRows(db, f, cap)]);
  return { content: rows.map(toItem), total: Math.min(counted, cap), totalCapped: counted > cap, page: q.page, size: q.size };
}

export async function transactionDetail(db: Executor, scope: string[], transactionId: string): Promise<TransactionDetail> {
  const r = await payment.getPayment(db, scope, { transactionId });
  const [refunds, events, blacklistHit] = await Promise.all([
    payment.refundsOf(db, { transactionId, scope }),
    payment.eventsOf(db, transactionId),
    r.responseCode === BLACKLIST_DECLINE.code ? risk.hitOf(db, scope, transactionId) : null,
  ]);
  return {
    blacklistHit,
    ...toItem(r),
    capturedAmount: payment.money(r.capturedAmount, r.currency),
    arn: r.arn,
    eci: r.eci,
    threeDs: r.threeDs,
    cardBrand: r.cardBin ? r.paymentMethod : null,
    ip: r.ip,
    userAgent: r.userAgent,
    customerEmail: r.customerEmail,
    description: r.description ?? r.reason,
    billingAddress: r.billingAddress ?? null,
    shippingAddress: r.shippingAddress ?? null,
    trackingNumber: r.trackingNumber,
    trackingCarrier: r.trackingCarrier,
    channelRequestId: r.channelRequestId,
    channelResponseId: r.channelResponseId,
    settlementBatchId: r.settlementBatchId,
    settledAt: r.settledAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    refunds: refunds.map(toItem),
    timeline: events.map((e) => ({
      id: e.id,
      time: e.createdAt.toISOString(),
      kind: e.kind,
      status: e.status,
      amount: e.amount === null ? null : payment.money(e.amount, r.currency),
      note: e.note,
    })),
  };
}

// ---- export to the download center ----

function transactionSheet(ctx: ExportContext) {
  const { now, ...filters } = ctx.params as TransactionFilters & { now: string };
  const f = toListFilter(ctx.scope, filters, new Date(now));
  const h = (k: string) => `export.transactions.${k}`;
  const col = (k: SheetColumn<'transactions'>, width: number, value: (r: ExportRow) => CellValue) => ({ header: h(k), width, value });
  return {
    sheetName: h('sheet'),
    columns: [
      col('transactionId', 24, (r) => r.transactionId),
      col('merchantNo', 16, (r) => r.merchantNo),
      col('merchantOrderId', 24, (r) => r.merchantOrderId),
      col('originalTransactionId', 24, (r) => r.originalTransactionId),
      col('time', 20, (r) => exportTime(r.createdAt)),
      col('type', 14, (r) => label(ctx.lang, `transactionType.${r.type}`, r.type)),
      col('status', 14, (r) => label(ctx.lang, `transactionStatus.${r.status}`, r.status)),
      col('amount', 14, (r) => exportAmount(r.amount, r.currency)),
      col('currency', 10, (r) => r.currency),
      col('refundedAmount', 14, (r) => exportAmount(r.refundedAmount, r.currency)),
      col('paymentMethod', 14, (r) => label(ctx.lang, `paymentMethod.${r.paymentMethod}`, r.paymentMethod)),
      col('cardNumber', 20, (r) => maskCard(r.cardBin, r.cardLast4)),
      col('cardCountry', 10, (r) => r.cardCountry),
      col('responseCode', 10, (r) => r.responseCode),
      col('responseMessage', 28, (r) => payment.responseText(ctx.lang, r)),
    ],
    rows: keysetRows(
      (after: { createdAt: Date; id: number } | null, limit) => selectAfter(ctx.db, { ...f, after, limit }),
      (r) => ({ createdAt: r.createdAt, id: r.id }),
    ),
  };
}

export const transactionExports: ExportBuilders = { [TRANSACTION_EXPORT]: transactionSheet };

/** Queue the export of the filtered list; the file (xlsx) appears in the download center. */
export async function exportTransactions(
  deps: Pick<ServerDeps, 'db' | 'jobs' | 'now'>,
  scope: string[],
  q: { merchantNo: string; userId: number; lang: Language; filters: TransactionFilters; client?: { ip: string; userAgent: string } },
): Promise<DownloadTask> {
  const now = deps.now();
  toListFilter(scope, q.filters, now); // refuse a member outside the scope now, not as a failed file
  return createExport(deps, {
    merchantNo: q.merchantNo,
    userId: q.userId,
    kind: TRANSACTION_EXPORT,
    // the preset is resolved against the time of the request, not of the build
    params: { ...q.filters, now: now.toISOString() },
    fileName: exportFileName(q.lang, 'export.transactions.fileName', now),
    lang: q.lang,
    scope,
    client: q.client,
  });
}

/** The global search's lookup of transactions (modules/search): by exact id or prefix, within the scope, read off indexes. */
export { searchTransactions } from './store.ts';
