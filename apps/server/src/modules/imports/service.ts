import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { Codes } from '@crossbill/contracts/codes';
import type { Language } from '@crossbill/contracts/constants';
import type { ImportItem, ImportKind, ImportQuery } from '@crossbill/contracts/content';
import { IMPORT_LIMITS } from '@crossbill/contracts/file-limits';
import { refundBatchReport } from '@crossbill/contracts/endpoints/refund-batch';
import { trackingBatchReport } from '@crossbill/contracts/endpoints/tracking';
import type { Page } from '@crossbill/contracts/envelope';
import type { importFileEndpoints } from '@crossbill/contracts/endpoints/import-file';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import * as xlsx from '../../platform/files/xlsx.ts';
import { readSheet, type SheetRead } from '../../platform/files/xlsx-reader.ts';
import { FileLimitError } from '../../platform/files/zip-reader.ts';
import { PermanentJobError } from '../../platform/jobs/permanent-failure.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { attachment } from '../../platform/http/content-disposition.ts';
import { readOneFile } from '../../platform/http/multipart.ts';
import { route } from '../../platform/http/route.ts';
import type { PathFamily } from '../../platform/http/context.ts';
import { audit } from '../../platform/audit/audit.ts';
import { t } from '../../platform/i18n.ts';
import type { ServerDeps } from '../../deps.ts';
import { listBatchImports } from '../transfer/service.ts';
import type { ImportErrorData, ImportRowData } from './schema.ts';
import * as store from './store.ts';
import type { ImportBatchRow, ImportKindOfTable } from './store.ts';

export type { ImportBatchRow } from './store.ts';
export type { ImportRowData } from './schema.ts';

/** Without a range the page shows the last 30 days; a range is at most a year. */
export const DEFAULT_IMPORT_WINDOW_MS = 30 * 24 * 3600_000;
export const MAX_IMPORT_WINDOW_MS = 366 * 24 * 3600_000;

interface SourceFilter {
  scope: string[];
  status?: string;
  fileName?: string;
  from: Date;
  to: Date;
  limit: number;
}
type SourceRow = Omit<ImportItem, 'createdAt'> & { createdAt: Date };

/**
 * One source per kind of import: its newest `limit` rows in the filter and its count. The button code
 * is the permission that opens the source's own page and report (the report endpoint's); an operator
 * without it does not see that kind.
 */
const SOURCES: Record<ImportKind, { permission: string; list: (db: Executor, f: SourceFilter) => Promise<{ items: SourceRow[]; total: number }> }> = {
  'transfer-batch': { permission: 'transfer:transfer:batch', list: listBatchImports },
  'refund-batch': { permission: refundBatchReport.permission, list: (db, f) => listTableImports(db, 'refund-batch', f) },
  'tracking-batch': { permission: trackingBatchReport.permission, list: (db, f) => listTableImports(db, 'tracking-batch', f) },
};

const REPORT_PATH: Record<ImportKindOfTable, string> = { 'refund-batch': refundBatchReport.path, 'tracking-batch': trackingBatchReport.path };

async function listTableImports(db: Executor, kind: ImportKindOfTable, f: SourceFilter) {
  const { rows, total } = await store.listImportRows(db, { ...f, kind });
  const items = rows.map((b) => ({
    kind,
    id: b.id,
    reference: b.batchNo,
    merchantNo: b.merchantNo,
    fileName: b.fileName,
    status: b.status,
    progress: xlsx.progressOf(b),
    rowCount: b.rowCount,
    errorCount: Number(b.errorCount),
    createdAt: b.createdAt,
    reportUrl: Number(b.errorCount) > 0 ? `${REPORT_PATH[kind]}?id=${b.id}` : null,
  }));
  return { items, total };
}

/**
 * Every import in the scope the operator may see, newest first, across kinds. A group or proxy reads
 * its members' imports under its path family, so each report link stays under that family too.
 */
export async function listImports(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  scope: string[],
  permissions: ReadonlySet<string>,
  q: ImportQuery,
  family: PathFamily = '',
): Promise<Page<ImportItem>> {
  const to = q.endTime ? new Date(q.endTime) : deps.now();
  const from = q.beginTime ? new Date(q.beginTime) : new Date(to.getTime() - DEFAULT_IMPORT_WINDOW_MS);
  if (from > to || to.getTime() - from.getTime() > MAX_IMPORT_WINDOW_MS) throw fieldError('beginTime', 'validation.invalid');
  const kinds = (Object.keys(SOURCES) as ImportKind[]).filter((k) => (!q.kind || k === q.kind) && permissions.has(SOURCES[k].permission));
  // each source gives its first page*size rows; merged by time, the page is exact
  const limit = q.page * q.size;
  const parts = await Promise.all(kinds.map((k) => SOURCES[k].list(deps.db, { scope, status: q.status, fileName: q.fileName || undefined, from, to, limit })));
  const merged = parts
    .flatMap((p) => p.items)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice((q.page - 1) * q.size, limit);
  return {
    content: merged.map((r) => ({ ...r, reportUrl: r.reportUrl && `/api${family}${r.reportUrl}`, createdAt: r.createdAt.toISOString() })),
    total: parts.reduce((n, p) => n + p.total, 0),
    page: q.page,
    size: q.size,
  };
}

/**
 * The life of an import kept in import_batches (batch refunds, tracking numbers): upload, the parse
 * job, cancel and the error report. What a row means is the kind's `ImportSpec`.
 */
export interface ImportSpec {
  kind: ImportKindOfTable;
  /** audit action prefix and message key prefix, e.g. 'refund.batch' */
  prefix: string;
  columns: readonly string[];
  maxRows: number;
  maxBytes: number;
  /**
   * Checks the rows in order; `fail` records a problem of a row; `progress` reports rows done.
   * May fill a row's `extra` (e.g. the currency it was checked in).
   */
  validate: (
    db: Executor,
    o: {
      merchantNo: string;
      rows: ImportRowData[];
      fail: (row: ImportRowData, column: string | null, key: string, params?: Record<string, unknown>) => void;
      progress: (done: number) => Promise<void>;
    },
  ) => Promise<void>;
  /** run in the transaction that ends a clean parse (tracking numbers apply their file there) */
  onSucceeded?: (tx: Tx, b: ImportBatchRow & { rows: ImportRowData[] }) => Promise<void>;
}

const headersOf = (spec: ImportSpec, lang: Language) => spec.columns.map((c) => t(lang, `${spec.prefix}.column.${c}`));

export const importTemplate = (spec: ImportSpec, lang: Language) =>
  xlsx.templateXlsx({ sheet: t(lang, `${spec.prefix}.sheet`), headers: headersOf(spec, lang) });

export async function uploadImport(
  db: Db,
  files: FileStore,
  spec: ImportSpec,
  o: { merchantNo: string; userId: number; fileName: string; body: Buffer; lang: Language; now: Date },
): Promise<ImportBatchRow> {
  const { fileId, fileName } = await xlsx.storeXlsx(db, files, { merchantNo: o.merchantNo, fileName: o.fileName, body: o.body, maxBytes: spec.maxBytes });
  const batchNo = `${spec.kind === 'refund-batch' ? 'RB' : 'TK'}${o.now.toISOString().slice(0, 10).replace(/-/g, '')}${crypto.randomInt(0, 1e9).toString().padStart(9, '0')}`;
  const row = await store.insertImport(db, {
    batchNo,
    kind: spec.kind,
    merchantNo: o.merchantNo,
    fileId,
    fileName,
    status: 'to_be_parsed',
    lang: o.lang,
    uploaderUserId: o.userId,
    createdAt: o.now,
  });
  await audit(db, { userId: o.userId, merchantNo: o.merchantNo, action: `${spec.prefix}.upload`, target: batchNo, summary: { fileName } });
  return row;
}

/**
 * The parse job: idempotent (an import no longer to be parsed or parsing is left alone). Throws
 * PermanentJobError when the file is poison or its runs never ended: the import says why.
 */
export async function parseImport(db: Db, files: FileStore, spec: ImportSpec, id: number, now: () => Date): Promise<void> {
  const claim = await db.transaction(async (tx) => {
    const b = await store.lockImport(tx, spec.kind, id);
    const at = now();
    const what = b && xlsx.parseClaim(b, at);
    if (!b || !what) return null;
    if (what === 'abort') {
      await store.updateImport(tx, id, { status: 'failed', errors: [xlsx.readAborted(b.parseAttempts)], parsedAt: at });
      return { abort: b.parseAttempts };
    }
    await store.updateImport(
      tx,
      id,
      what === 'start' ? { status: 'parsing', parsedCount: 0, parseAttempts: b.parseAttempts + 1, parseStartedAt: at } : { parsedCount: 0 },
    );
    return { b };
  });
  if (!claim) return;
  if ('abort' in claim) throw new PermanentJobError(`import ${id}: ${claim.abort} parse runs never ended`);
  const claimed = claim.b;
  const errors: ImportErrorData[] = [];
  let rows: ImportRowData[] = [];
  const finish = async () => {
    const status = errors.length ? 'failed' : 'succeeded';
    await db.transaction(async (tx) => {
      const b = await store.lockImport(tx, spec.kind, id);
      if (!b || b.status !== 'parsing') return; // cancelled meanwhile
      if (status === 'succeeded' && spec.onSucceeded) await spec.onSucceeded(tx, { ...b, rows });
      await store.updateImport(tx, id, { status, rows, errors, rowCount: rows.length, parsedCount: rows.length, parsedAt: now() });
    });
  };
  // the template's header in either language
  let sheet: SheetRead;
  try {
    const limits = { ...IMPORT_LIMITS[spec.kind], maxRows: spec.maxRows, maxBytes: spec.maxBytes };
    sheet = await readSheet(db, files, {
      fileId: claimed.fileId,
      merchantNo: claimed.merchantNo,
      width: spec.columns.length,
      headerOk: xlsx.headerIs(headersOf(spec, 'en'), headersOf(spec, 'zh-cn')),
      limits,
    });
  } catch (e) {
    if (!(e instanceof FileLimitError)) throw e;
    // a poison file: the import says why, and the job fails for good (never read again)
    errors.push({ row: 0, column: null, key: e.key, params: e.params });
    await finish();
    throw e;
  }
  if (!sheet.rows) {
    errors.push({ row: 0, column: null, key: sheet.problem?.key ?? 'import.notTemplate', params: sheet.problem?.params });
    return finish();
  }
  rows = sheet.rows.map((r) => ({ row: r.row, cells: Object.fromEntries(spec.columns.map((c, i) => [c, r.cells[i] ?? ''])) }));
  if (rows.length === 0) errors.push({ row: 0, column: null, key: 'import.empty' });
  if (rows.length > spec.maxRows) errors.push({ row: 0, column: null, key: 'import.tooManyRows', params: { max: spec.maxRows } });
  if (errors.length) {
    if (rows.length > spec.maxRows) rows = [];
    return finish();
  }
  await store.updateImport(db, id, { rowCount: rows.length });
  await spec.validate(db, {
    merchantNo: claimed.merchantNo,
    rows,
    fail: (row, column, key, params) => errors.push({ row: row.row, column, key, params }),
    progress: async (done) => {
      if (done % 20 === 0) await store.updateImport(db, id, { parsedCount: done });
    },
  });
  return finish();
}

export async function parseOpenImports(db: Db, files: FileStore, spec: ImportSpec, now: () => Date): Promise<number> {
  const ids = await store.openImportIds(db, spec.kind, 20, new Date(now().getTime() - xlsx.PARSE_STALE_MS));
  for (const id of ids) {
    try {
      await parseImport(db, files, spec, id, now);
    } catch (e) {
      // a poison file is recorded on its import; the sweep goes on with the others
      if (!(e instanceof PermanentJobError)) throw e;
    }
  }
  return ids.length;
}

export async function importOf(db: Executor, spec: ImportSpec, scope: string[], id: number): Promise<ImportBatchRow> {
  const b = await store.importById(db, spec.kind, scope, id);
  if (!b) throw new AppError(Codes.NOT_FOUND);
  return b;
}

/** Cancel before confirmation (a finished tracking file is already applied and cannot be cancelled). */
export async function cancelImport(db: Db, spec: ImportSpec, scope: string[], id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const b = await importOf(tx, spec, scope, id);
    const locked = (await store.lockImport(tx, spec.kind, id))!;
    const applied = spec.onSucceeded && locked.status === 'succeeded';
    if (locked.confirmedAt || locked.status === 'cancelled' || applied) throw new AppError(Codes.BATCH_NOT_OPEN);
    await store.updateImport(tx, id, { status: 'cancelled' });
    await audit(tx, { userId, merchantNo: b.merchantNo, action: `${spec.prefix}.cancel`, target: b.batchNo });
  });
}

/** Locks an import for confirmation: it must be parsed cleanly and not confirmed yet. */
export async function lockForConfirm(tx: Tx, spec: ImportSpec, scope: string[], id: number): Promise<ImportBatchRow> {
  await importOf(tx, spec, scope, id);
  const locked = (await store.lockImport(tx, spec.kind, id))!;
  // a second confirmation (another click, another tab) finds the first one's mark and says so
  if (locked.confirmedAt) throw new AppError(Codes.BATCH_CONFIRMED);
  if (locked.status !== 'succeeded') throw new AppError(Codes.BATCH_NOT_OPEN);
  return locked;
}

export const markConfirmed = (tx: Tx, id: number, results: Array<Record<string, unknown>>, now: Date) =>
  store.updateImport(tx, id, { confirmedAt: now, results });

export function errorsView(spec: ImportSpec, b: ImportBatchRow, lang: Language) {
  return b.errors
    .slice(0, 50)
    .map((e) => ({ row: e.row, column: e.column ? t(lang, `${spec.prefix}.column.${e.column}`) : null, message: t(lang, e.key, e.params) }));
}

export const errorReport = (spec: ImportSpec, b: ImportBatchRow, lang: Language): Promise<Buffer> =>
  xlsx.errorReportXlsx({
    sheet: t(lang, 'import.reportSheet'),
    rowHeader: t(lang, 'import.column.row'),
    errorHeader: t(lang, 'import.column.error'),
    headers: headersOf(spec, lang),
    general: b.errors.filter((x) => x.row === 0).map((e) => t(lang, e.key, e.params)),
    rows: b.rows.map((r) => ({
      row: r.row,
      cells: spec.columns.map((c) => r.cells[c] ?? ''),
      problems: b.errors.filter((e) => e.row === r.row).map((e) => t(lang, e.key, e.params)),
    })),
  });

export const progressOf = xlsx.progressOf;

/**
 * The four routes of an xlsx import (contracts importFileEndpoints), alike for every kind: the
 * template, the upload (its parse job queued once the upload committed), the file's state, its
 * error report. Here rather than in a routes file: other modules reach imports only through this file.
 */
export function registerImportFileRoutes<S extends z.ZodType>(
  app: FastifyInstance,
  deps: ServerDeps,
  endpoints: ReturnType<typeof importFileEndpoints<S>>,
  o: { spec: ImportSpec; parseJob: string; view: (b: ImportBatchRow, lang: Language) => z.input<S> },
): void {
  const { db } = deps;
  const { spec } = o;
  const xlsxReply = (reply: FastifyReply, name: string, body: Buffer) =>
    reply
      .header('content-type', xlsx.XLSX_MIME)
      .header('content-disposition', attachment(`${name}.xlsx`))
      .send(body);

  route(app, endpoints.template, async (ctx) => xlsxReply(ctx.reply, t(ctx.lang, `${spec.prefix}.templateName`), await importTemplate(spec, ctx.lang)));

  route(app, endpoints.upload, async (ctx) => {
    const { fileName, body } = await readOneFile(ctx.request, { maxBytes: IMPORT_LIMITS[spec.kind].maxBytes });
    const row = await uploadImport(db, deps.files, spec, {
      merchantNo: ctx.scope[0]!,
      userId: ctx.auth.userId,
      fileName,
      body,
      lang: ctx.lang,
      now: deps.now(),
    });
    ctx.afterCommit(() => deps.jobs.send(o.parseJob, { id: row.id }, { singletonKey: row.batchNo }));
    return o.view(row, ctx.lang);
  });

  route(app, endpoints.detail, async (ctx) => o.view(await importOf(db, spec, ctx.scope, ctx.query.id), ctx.lang));

  route(app, endpoints.report, async (ctx) => {
    const b = await importOf(db, spec, ctx.scope, ctx.query.id);
    return xlsxReply(ctx.reply, `${t(ctx.lang, `${spec.prefix}.reportName`)}-${b.batchNo}`, await errorReport(spec, b, ctx.lang));
  });
}
