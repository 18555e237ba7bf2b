import type { Language } from '@crossbill/contracts/constants';
import { isCurrency, toMinor } from '@crossbill/contracts/money';
import { moneyText, refundAmountSchema, type RefundItem } from '@crossbill/contracts/refund';
import { REFUND_BATCH_COLUMNS, REFUND_BATCH_MAX_BYTES, REFUND_BATCH_MAX_ROWS, type RefundBatch, type RefundRowResult } from '@crossbill/contracts/refund-batch';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { t } from '../../platform/i18n.ts';
import * as imports from '../imports/service.ts';
import * as payment from '../payment/service.ts';
import { Codes } from '@crossbill/contracts/codes';
import { createdItem, createRefund, type Actor, type RefundPolicy } from './service.ts';

/**
 * Batch refunds (spec 2, 6): an xlsx of the template is parsed against the real payments (in the
 * merchant's scope, refundable, the amount within what remains after earlier refunds and earlier
 * rows of the same file, no duplicate rows); the operator then confirms it, and every row goes
 * through the one refund service, createRefund (same rules, review above the threshold, ledger postings). A selection of the
 * transaction list goes through the same path without a file.
 */
/** A transaction outside the scope reads as not found; anything else is a real failure. */
const notFound = (e: unknown) => {
  if (e instanceof AppError) return null;
  throw e;
};

export const PARSE_JOB = 'refund.batch.parse';

export const REFUND_IMPORT: imports.ImportSpec = {
  kind: 'refund-batch',
  prefix: 'refund.batch',
  columns: REFUND_BATCH_COLUMNS,
  maxRows: REFUND_BATCH_MAX_ROWS,
  maxBytes: REFUND_BATCH_MAX_BYTES,
  async validate(db, { merchantNo, rows, fail, progress }) {
    const reserved = new Map<string, bigint>(); // by earlier rows of the file
    const seen = new Map<string, number>();
    for (const [i, r] of rows.entries()) {
      let bad = false;
      const no = (column: string | null, key: string, params?: Record<string, unknown>) => {
        bad = true;
        fail(r, column, key, params);
      };
      const transactionId = r.cells.transactionId!.toUpperCase();
      const { amount, reason } = r.cells as { amount: string; reason: string };
      if (!transactionId) no('transactionId', 'validation.required');
      if (!amount) no('amount', 'validation.required');
      if (!reason) no('reason', 'validation.required');
      else if (reason.length > 256) no('reason', 'validation.maxLength', { max: 256 });
      const key = `${transactionId}|${amount}|${reason}`;
      if (seen.has(key)) no(null, 'refund.batch.duplicateRow', { row: seen.get(key) });
      else seen.set(key, r.row);
      const p = transactionId ? await payment.getPayment(db, [merchantNo], { transactionId }).catch(notFound) : null;
      if (transactionId && !p) no('transactionId', 'refund.batch.notFound', { transactionId });
      else if (p && (p.type === 'refund' || p.status !== 'succeeded')) no('transactionId', 'refund.batch.notRefundable', { transactionId });
      else if (p && amount && isCurrency(p.currency)) {
        const left = payment.refundable(p) - (reserved.get(transactionId) ?? 0n);
        const parsed = refundAmountSchema(p.currency, moneyText(left > 0n ? left : 0n, p.currency)).safeParse(amount);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          no('amount', issue.message, (issue as { params?: Record<string, unknown> }).params);
        } else if (!bad) {
          reserved.set(transactionId, (reserved.get(transactionId) ?? 0n) + toMinor(parsed.data, p.currency));
          r.cells.transactionId = transactionId;
          r.extra = { currency: p.currency };
        }
      }
      await progress(i + 1);
    }
  },
};

interface StoredResult {
  transactionId: string;
  amount: string;
  refund: RefundItem | null;
  errorKey: string | null;
  errorParams?: Record<string, unknown>;
}

/**
 * Every item through createRefund, each in its own savepoint: a refused row changes nothing and
 * does not undo the others. The payments are locked first in one order and the rows applied currency
 * by currency (file order within a currency), so that two batches (or a batch and a single refund)
 * on the same payments or balances wait for each other instead of deadlocking; results keep file order.
 * Each refund takes its payment's locked row as the previous refund of the batch left it.
 */
export async function refundEach(
  tx: Tx,
  policy: RefundPolicy,
  o: { scope: string[]; items: Array<{ transactionId: string; amount: string; reason: string }>; actor: Actor; now: Date; batchNo?: string },
): Promise<StoredResult[]> {
  const payments = await payment.lockPayments(
    tx,
    o.scope,
    o.items.map((i) => i.transactionId),
  );
  const currency = (i: number) => payments.get(o.items[i]!.transactionId)?.currency ?? '';
  const order = o.items.map((_, i) => i).sort((a, b) => currency(a).localeCompare(currency(b)) || a - b);
  const out: StoredResult[] = new Array(o.items.length);
  for (const i of order) {
    const item = o.items[i]!;
    try {
      const locked = payments.get(item.transactionId);
      if (!locked) throw new AppError(Codes.NOT_FOUND);
      const made = await tx.transaction((sp) =>
        createRefund(sp, policy, { scope: o.scope, payment: locked, amount: item.amount, reason: item.reason, actor: o.actor, now: o.now, batchNo: o.batchNo }),
      );
      payments.set(item.transactionId, made.payment);
      out[i] = { transactionId: item.transactionId, amount: item.amount, refund: createdItem(made), errorKey: null };
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      out[i] = { transactionId: item.transactionId, amount: item.amount, refund: null, errorKey: e.messageKey, errorParams: e.params };
    }
  }
  return out;
}

export const resultView = (r: StoredResult, lang: Language): RefundRowResult => ({
  transactionId: r.transactionId,
  amount: r.amount,
  refund: r.refund,
  error: r.errorKey ? t(lang, r.errorKey, r.errorParams) : null,
});

export function refundBatchView(b: imports.ImportBatchRow, lang: Language): RefundBatch {
  const sums = new Map<string, { minor: bigint; count: number }>();
  const rows = b.status === 'succeeded' ? b.rows : [];
  for (const r of rows) {
    const c = r.extra?.currency;
    if (!c || !isCurrency(c)) continue;
    const s = sums.get(c) ?? { minor: 0n, count: 0 };
    sums.set(c, { minor: s.minor + toMinor(r.cells.amount!, c), count: s.count + 1 });
  }
  return {
    ...imports.importBaseView(REFUND_IMPORT, b, lang),
    rows: rows.map((r) => ({
      row: r.row,
      transactionId: r.cells.transactionId!,
      amount: r.cells.amount!,
      currency: r.extra?.currency ?? '',
      reason: r.cells.reason!,
    })),
    totals: [...sums].map(([currency, s]) => ({ currency, amount: moneyText(s.minor, currency), count: s.count })),
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
    results: (b.results as unknown as StoredResult[]).map((r) => resultView(r, lang)),
  };
}

/**
 * Confirm a parsed file in `tx` (the idempotency key's transaction): the batch row is locked and
 * marked confirmed in the same transaction, so a second click finds it confirmed and refunds nothing.
 */
export async function confirmRefundBatch(
  tx: Tx,
  policy: RefundPolicy,
  o: { scope: string[]; id: number; actor: Actor; now: Date; lang: Language },
): Promise<RefundBatch> {
  const b = await imports.lockForConfirm(tx, REFUND_IMPORT, o.scope, o.id);
  const items = b.rows.map((r) => ({ transactionId: r.cells.transactionId!, amount: r.cells.amount!, reason: r.cells.reason! }));
  const results = await refundEach(tx, policy, { scope: [b.merchantNo], items, actor: o.actor, now: o.now, batchNo: b.batchNo });
  await imports.markConfirmed(tx, b.id, results as unknown as Array<Record<string, unknown>>, o.now);
  const refunded = results.filter((r) => r.refund).length;
  await audit(tx, {
    userId: o.actor.userId,
    merchantNo: b.merchantNo,
    action: 'refund.batch.confirm',
    target: b.batchNo,
    summary: { rows: results.length, refunded },
    ip: o.actor.ip,
    userAgent: o.actor.userAgent,
  });
  return refundBatchView({ ...b, confirmedAt: o.now, results: results as unknown as Array<Record<string, unknown>> }, o.lang);
}

/** A selection of the transaction list: each item refunded through the same rules, one reason for all. */
export async function refundSelection(
  tx: Tx,
  policy: RefundPolicy,
  o: { scope: string[]; items: Array<{ transactionId: string; amount: string }>; reason: string; actor: Actor; now: Date; lang: Language },
): Promise<RefundRowResult[]> {
  const results = await refundEach(tx, policy, { scope: o.scope, items: o.items.map((i) => ({ ...i, reason: o.reason })), actor: o.actor, now: o.now });
  return results.map((r) => resultView(r, o.lang));
}
