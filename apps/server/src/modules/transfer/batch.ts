import { Codes } from '@crossbill/contracts/codes';
import { fromMinor, isCurrency, type Currency } from '@crossbill/contracts/money';
import {
  BATCH_COLUMNS,
  BATCH_MAX_BYTES,
  BATCH_MAX_ROWS,
  FEE_BEARING,
  TRANSFER_PURPOSES,
  type FeeBearing,
  type TransferBatch,
  type TransferPurpose,
} from '@crossbill/contracts/transfer';
import type { Language } from '@crossbill/contracts/constants';
import { IMPORT_LIMITS } from '@crossbill/contracts/file-limits';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import { AppError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { t, toLanguage } from '../../platform/i18n.ts';
import * as ledger from '../ledger/service.ts';
import { getPayeeForTransfer, listPayees } from '../payee/service.ts';
import type { Pricing } from '../exchange/service.ts';
import * as xlsx from '../../platform/files/xlsx.ts';
import { readSheet, type SheetRead } from '../../platform/files/xlsx-reader.ts';
import { FileLimitError } from '../../platform/files/zip-reader.ts';
import { PermanentJobError } from '../../platform/jobs/permanent-failure.ts';
import { computeAmounts } from './amounts.ts';
import { newBatchNo, submitTransfer, type Submitter } from './service.ts';
import type { BatchRowData, BatchRowErrorData } from './schema.ts';
import * as store from './store.ts';
import type { BatchRow } from './store.ts';

/**
 * Batch transfers from an xlsx of the template: upload (to be parsed) → the parse job (parsing,
 * with progress) → succeeded, or failed with a row-by-row error report → confirmed with the payment
 * password, which submits every row as a transfer in one transaction (the batch number is their
 * submissions' ledger reference). An unconfirmed batch can be cancelled.
 */
export const PARSE_JOB = 'transfer.batch.parse';

export const templateXlsx = (lang: Language): Promise<Buffer> =>
  xlsx.templateXlsx({
    sheet: t(lang, 'transfer.batch.sheet'),
    headers: BATCH_COLUMNS.map((c) => t(lang, `transfer.batch.column.${c}`)),
    help: {
      sheet: t(lang, 'transfer.batch.helpSheet'),
      rows: [
        [t(lang, 'transfer.batch.column.feeBearing'), FEE_BEARING.join(', ')],
        [t(lang, 'transfer.batch.column.purpose'), TRANSFER_PURPOSES.join(', ')],
        [t(lang, 'transfer.batch.column.payee'), t(lang, 'transfer.batch.payeeHelp')],
      ],
    },
  });

export async function uploadBatch(
  db: Db,
  files: FileStore,
  input: { merchantNo: string; userId: number; fileName: string; body: Buffer; lang: Language; now: Date },
): Promise<BatchRow> {
  const { fileId, fileName } = await xlsx.storeXlsx(db, files, {
    merchantNo: input.merchantNo,
    fileName: input.fileName,
    body: input.body,
    maxBytes: BATCH_MAX_BYTES,
  });
  const row = await store.insertBatch(db, {
    batchNo: newBatchNo(input.now),
    merchantNo: input.merchantNo,
    fileId,
    fileName,
    status: 'to_be_parsed',
    lang: input.lang,
    uploaderUserId: input.userId,
    createdAt: input.now,
  });
  await audit(db, { userId: input.userId, merchantNo: input.merchantNo, action: 'transfer.batch.upload', target: row.batchNo, summary: { fileName } });
  return row;
}

/** Payees by nickname and by id (the file may name either). */
async function payeeIndex(db: Executor, merchantNo: string): Promise<Map<string, number>> {
  const index = new Map<string, number>();
  for (let page = 1; ; page++) {
    const { content, total } = await listPayees(db, [merchantNo], 'transfer', { page, size: 100 });
    for (const p of content) {
      index.set(p.nickname.toLowerCase(), p.id);
      index.set(String(p.id), p.id);
    }
    if (page * 100 >= total) break;
  }
  return index;
}

/**
 * The parse job: idempotent (a batch no longer to be parsed or parsing is left alone). Throws
 * PermanentJobError when the file is poison or its runs never ended: the batch says why.
 */
export async function parseBatch(db: Db, files: FileStore, pricing: Pricing, id: number, now: () => Date): Promise<void> {
  const claim = await db.transaction(async (tx) => {
    const b = await store.lockBatch(tx, id);
    const at = now();
    const what = b && xlsx.parseClaim(b, at);
    if (!b || !what) return null;
    if (what === 'abort') {
      await store.updateBatch(tx, id, { status: 'failed', errors: [xlsx.readAborted(b.parseAttempts)], parsedAt: at });
      return { abort: b.parseAttempts };
    }
    await store.updateBatch(
      tx,
      id,
      what === 'start' ? { status: 'parsing', parsedCount: 0, parseAttempts: b.parseAttempts + 1, parseStartedAt: at } : { parsedCount: 0 },
    );
    return { b };
  });
  if (!claim) return;
  if ('abort' in claim) throw new PermanentJobError(`transfer batch ${id}: ${claim.abort} parse runs never ended`);
  const claimed = claim.b;
  const errors: BatchRowErrorData[] = [];
  const rows: BatchRowData[] = [];
  const finish = async (status: 'succeeded' | 'failed') => {
    await db.transaction(async (tx) => {
      const b = await store.lockBatch(tx, id);
      if (!b || b.status !== 'parsing') return; // cancelled meanwhile
      await store.updateBatch(tx, id, { status, rows, errors, rowCount: rows.length, parsedCount: rows.length, parsedAt: now() });
    });
  };
  // the transfer header is matched by width only: its wording changed over time and by language
  let sheet: SheetRead;
  try {
    sheet = await readSheet(db, files, {
      fileId: claimed.fileId,
      merchantNo: claimed.merchantNo,
      width: BATCH_COLUMNS.length,
      headerOk: (h) => h.length >= BATCH_COLUMNS.length,
      limits: IMPORT_LIMITS['transfer-batch'],
    });
  } catch (e) {
    if (!(e instanceof FileLimitError)) throw e;
    // a poison file: the batch says why, and the job fails for good (never read again)
    errors.push({ row: 0, column: null, key: e.key, params: e.params });
    await finish('failed');
    throw e;
  }
  if (!sheet.rows) {
    errors.push({ row: 0, column: null, key: sheet.problem?.key ?? 'transfer.batch.notTemplate', params: sheet.problem?.params });
    return finish('failed');
  }
  const data: BatchRowData[] = sheet.rows.map(({ row, cells: v }) => ({
    row,
    payee: v[0] ?? '',
    currency: (v[1] ?? '').toUpperCase(),
    amount: v[2] ?? '',
    feeBearing: v[3] || 'sender',
    purpose: v[4] ?? '',
    reference: v[5] ?? '',
  }));
  if (data.length === 0) errors.push({ row: 0, column: null, key: 'transfer.batch.empty' });
  if (data.length > BATCH_MAX_ROWS) errors.push({ row: 0, column: null, key: 'transfer.batch.tooManyRows', params: { max: BATCH_MAX_ROWS } });
  if (errors.length) return finish('failed');
  await store.updateBatch(db, id, { rowCount: data.length });

  const payees = await payeeIndex(db, claimed.merchantNo);
  for (const [i, row] of data.entries()) {
    const fail = (column: string | null, key: string, params?: Record<string, unknown>) => errors.push({ row: row.row, column, key, params });
    const payeeId = payees.get(row.payee.toLowerCase());
    if (!row.payee) fail('payee', 'transfer.batch.missingPayee');
    else if (payeeId === undefined) fail('payee', 'transfer.batch.unknownPayee', { payee: row.payee });
    if (!row.amount) fail('amount', 'transfer.batch.missingAmount');
    if (!isCurrency(row.currency)) fail('currency', 'money.unknownCurrency');
    if (!(FEE_BEARING as readonly string[]).includes(row.feeBearing)) fail('feeBearing', 'transfer.batch.badFeeBearing');
    if (!(TRANSFER_PURPOSES as readonly string[]).includes(row.purpose)) fail('purpose', 'transfer.batch.badPurpose');
    if (row.reference.length > 50) fail('reference', 'validation.maxLength');
    if (payeeId !== undefined && row.amount && isCurrency(row.currency) && !errors.some((e) => e.row === row.row)) {
      try {
        const payee = await getPayeeForTransfer(db, [claimed.merchantNo], payeeId);
        await computeAmounts(
          pricing,
          payee,
          { sendCurrency: row.currency, fixedSide: 'send', amount: row.amount, feeBearing: row.feeBearing as FeeBearing },
          now(),
        );
        row.payeeId = payeeId;
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const field = (e.data as { fieldErrors?: Array<{ field: string }> } | null)?.fieldErrors?.[0];
        fail(field?.field === 'sendCurrency' ? 'currency' : 'amount', e.messageKey, e.params);
      }
    }
    rows.push(row);
    if ((i + 1) % 20 === 0) await store.updateBatch(db, id, { parsedCount: i + 1 });
  }
  return finish(errors.length ? 'failed' : 'succeeded');
}

/** Per send currency: what confirming would freeze, against the available balance now. */
async function totalsOf(db: Executor, pricing: Pricing, b: BatchRow, now: Date) {
  const sums = new Map<Currency, bigint>();
  if (b.status !== 'succeeded') return [];
  for (const r of b.rows) {
    const payee = await getPayeeForTransfer(db, [b.merchantNo], r.payeeId!).catch(() => null);
    if (!payee) continue;
    const a = await computeAmounts(
      pricing,
      payee,
      { sendCurrency: r.currency, fixedSide: 'send', amount: r.amount, feeBearing: r.feeBearing as FeeBearing },
      now,
    ).catch(() => null);
    if (a) sums.set(a.send, (sums.get(a.send) ?? 0n) + a.debit);
  }
  const out = [];
  for (const [currency, debit] of sums) {
    const available = (await ledger.findAccount(db, { merchantNo: b.merchantNo, currency, bucket: 'available' }))?.balance ?? 0n;
    out.push({ currency, debit, available });
  }
  return out;
}

export async function batchView(db: Executor, pricing: Pricing, b: BatchRow, lang: Language, now: Date): Promise<TransferBatch> {
  const totals = await totalsOf(db, pricing, b, now);
  return {
    id: b.id,
    batchNo: b.batchNo,
    fileName: b.fileName,
    status: b.status,
    progress: xlsx.progressOf(b),
    rowCount: b.rowCount,
    errorCount: b.errors.length,
    totals: totals.map((x) => ({
      currency: x.currency,
      debit: fromMinor(x.debit, x.currency),
      available: fromMinor(x.available, x.currency),
      short: x.debit > x.available,
    })),
    errors: b.errors
      .slice(0, 50)
      .map((e) => ({ row: e.row, column: e.column ? t(lang, `transfer.batch.column.${e.column}`) : null, message: t(lang, e.key, e.params) })),
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
    transferCount: b.confirmedAt ? await store.countByBatch(db, b.batchNo) : 0,
    createdAt: b.createdAt.toISOString(),
  };
}

/** The error report: every row of the file with its problems (xlsx, in the uploader's language). */
export const errorReport = (b: BatchRow, lang: Language): Promise<Buffer> =>
  xlsx.errorReportXlsx({
    sheet: t(lang, 'transfer.batch.reportSheet'),
    rowHeader: t(lang, 'transfer.batch.column.row'),
    errorHeader: t(lang, 'transfer.batch.column.error'),
    headers: BATCH_COLUMNS.map((c) => t(lang, `transfer.batch.column.${c}`)),
    general: b.errors.filter((x) => x.row === 0).map((e) => t(lang, e.key, e.params)),
    rows: b.rows.map((r) => ({
      row: r.row,
      cells: [r.payee, r.currency, r.amount, r.feeBearing, r.purpose, r.reference],
      problems: b.errors.filter((e) => e.row === r.row).map((e) => t(lang, e.key, e.params)),
    })),
  });

export async function cancelBatch(db: Db, scope: string[], id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const b = await store.batchById(tx, scope, id);
    if (!b) throw new AppError(Codes.NOT_FOUND);
    const locked = (await store.lockBatch(tx, id))!;
    if (locked.confirmedAt || locked.status === 'cancelled') throw new AppError(Codes.BATCH_NOT_OPEN);
    await store.updateBatch(tx, id, { status: 'cancelled' });
    await audit(tx, { userId, merchantNo: b.merchantNo, action: 'transfer.batch.cancel', target: b.batchNo });
  });
}

/** Confirm a parsed batch: the shortage check first, then every row submitted in `tx`. */
export async function confirmBatch(tx: Tx, input: { scope: string[]; id: number; submitter: Submitter; pricing: Pricing; now: Date; lang: Language }) {
  const b = await store.batchById(tx, input.scope, input.id);
  if (!b) throw new AppError(Codes.NOT_FOUND);
  const locked = (await store.lockBatch(tx, input.id))!;
  if (locked.status !== 'succeeded' || locked.confirmedAt) throw new AppError(Codes.BATCH_NOT_OPEN);
  for (const x of await totalsOf(tx, input.pricing, locked, input.now))
    if (x.debit > x.available)
      throw new AppError(Codes.BATCH_SHORTAGE, {
        params: { currency: x.currency, debit: fromMinor(x.debit, x.currency), available: fromMinor(x.available, x.currency) },
      });
  const lang = toLanguage(locked.lang) ?? input.lang;
  const created = [];
  for (const r of locked.rows)
    created.push(
      await submitTransfer(tx, {
        merchantNo: locked.merchantNo,
        body: {
          payeeId: r.payeeId!,
          sendCurrency: r.currency as Currency,
          fixedSide: 'send',
          amount: r.amount,
          feeBearing: r.feeBearing as FeeBearing,
          purpose: r.purpose as TransferPurpose,
          merchantReference: r.reference || undefined,
        },
        submitter: input.submitter,
        pricing: input.pricing,
        now: input.now,
        lang,
        batchNo: locked.batchNo,
      }),
    );
  await store.updateBatch(tx, input.id, { confirmedAt: input.now });
  await audit(tx, {
    userId: input.submitter.userId,
    merchantNo: locked.merchantNo,
    action: 'transfer.batch.confirm',
    target: locked.batchNo,
    summary: { transfers: created.length },
  });
  return { batch: await batchView(tx, input.pricing, { ...locked, confirmedAt: input.now }, input.lang, input.now), created };
}

export async function parseOpenBatches(db: Db, files: FileStore, pricing: Pricing, now: () => Date): Promise<number> {
  const ids = await store.openBatchIds(db, 20, new Date(now().getTime() - xlsx.PARSE_STALE_MS));
  for (const id of ids) {
    try {
      await parseBatch(db, files, pricing, id, now);
    } catch (e) {
      // a poison file is recorded on its batch; the sweep goes on with the others
      if (!(e instanceof PermanentJobError)) throw e;
    }
  }
  return ids.length;
}
