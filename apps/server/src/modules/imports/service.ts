import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { Codes } from '@crossbill/contracts/codes';
import type { Language } from '@crossbill/contracts/constants';
import { IMPORT_LIMITS } from '@crossbill/contracts/file-limits';
import type { importFileEndpoints } from '@crossbill/contracts/endpoints/import-file';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import * as xlsx from '../../platform/files/xlsx.ts';
import { readSheet, type SheetRead } from '../../platform/files/xlsx-reader.ts';
import { FileLimitError } from '../../platform/files/zip-reader.ts';
import { PermanentJobError } from '../../platform/jobs/permanent-failure.ts';
import { AppError } from '../../platform/http/errors.ts';
import { attachment } from '../../platform/http/content-disposition.ts';
import { readOneFile } from '../../platform/http/multipart.ts';
import { route } from '../../platform/http/route.ts';
import { audit } from '../../platform/audit/audit.ts';
import { t } from '../../platform/i18n.ts';
import type { ServerDeps } from '../../deps.ts';
import type { ImportErrorData, ImportRowData } from './schema.ts';
import * as store from './store.ts';
import type { ImportBatchRow, ImportKindOfTable } from './store.ts';

export type { ImportBatchRow } from './store.ts';
export type { ImportRowData } from './schema.ts';

/** the first letters of an import's number, by kind */
const BATCH_PREFIX: Record<ImportKindOfTable, string> = { 'refund-batch': 'RB', 'tracking-batch': 'TK', 'blacklist-import': 'BL', 'declaration-batch': 'DB' };

/** The object an import goes into (a blacklist), found in the caller's scope. */
export interface ImportTarget {
  id: number;
  merchantNo: string;
}

/** What a template holds beside its header: an example row, a help sheet, cells kept as text. */
export type TemplateExtras = Omit<Parameters<typeof xlsx.templateXlsx>[0], 'sheet' | 'headers'>;

/**
 * The life of an import kept in import_batches (batch refunds, tracking numbers, blacklist items):
 * upload, the parse job, cancel and the error report. What a row means is the kind's `ImportSpec`.
 */
export interface ImportSpec {
  kind: ImportKindOfTable;
  /** audit action prefix and message key prefix, e.g. 'refund.batch' */
  prefix: string;
  columns: readonly string[];
  maxRows: number;
  maxBytes: number;
  /**
   * For an import into one object: the object the template's and the upload's query name, looked
   * up in the caller's scope (not found otherwise). The upload keeps its id as `targetId`.
   */
  target?: (db: Executor, scope: string[], query: unknown) => Promise<ImportTarget>;
  /** the template's example row and help, in the caller's language (for the target, when there is one) */
  template?: (db: Executor, scope: string[], query: unknown, lang: Language) => Promise<TemplateExtras>;
  /**
   * Checks the rows in order; `fail` records a problem of a row (null: of the file); `progress`
   * reports rows done. May fill a row's `extra` (e.g. the currency it was checked in), and rewrite
   * a cell that must not be kept as read (a card number).
   */
  validate: (
    db: Executor,
    o: {
      merchantNo: string;
      targetId: number | null;
      rows: ImportRowData[];
      now: Date;
      fail: (row: ImportRowData | null, column: string | null, key: string, params?: Record<string, unknown>) => void;
      progress: (done: number) => Promise<void>;
    },
  ) => Promise<void>;
  /**
   * Run in the transaction that ends a clean parse (tracking numbers and blacklist items apply their
   * file there). Problems found only then (the target gone) are returned: the import fails with
   * them, and the spec has written nothing.
   */
  onSucceeded?: (tx: Tx, b: ImportBatchRow & { rows: ImportRowData[] }, now: Date) => Promise<ImportErrorData[] | void>;
  /** the uploaded file is deleted once parsed (it may hold card numbers: the report reads the rows) */
  removeFileOnceParsed?: boolean;
}

const headersOf = (spec: ImportSpec, lang: Language) => spec.columns.map((c) => t(lang, `${spec.prefix}.column.${c}`));

export const importTemplate = (spec: ImportSpec, lang: Language, extras: TemplateExtras = {}) =>
  xlsx.templateXlsx({ sheet: t(lang, `${spec.prefix}.sheet`), headers: headersOf(spec, lang), ...extras });

export async function uploadImport(
  db: Db,
  files: FileStore,
  spec: ImportSpec,
  o: { merchantNo: string; targetId?: number | null; userId: number; fileName: string; body: Buffer; lang: Language; now: Date },
): Promise<ImportBatchRow> {
  const { fileId, fileName } = await xlsx.storeXlsx(db, files, { merchantNo: o.merchantNo, fileName: o.fileName, body: o.body, maxBytes: spec.maxBytes });
  const batchNo = `${BATCH_PREFIX[spec.kind]}${o.now.toISOString().slice(0, 10).replace(/-/g, '')}${crypto.randomInt(0, 1e9).toString().padStart(9, '0')}`;
  const row = await store.insertImport(db, {
    batchNo,
    kind: spec.kind,
    merchantNo: o.merchantNo,
    targetId: o.targetId ?? null,
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
    await db.transaction(async (tx) => {
      const b = await store.lockImport(tx, spec.kind, id);
      if (!b || b.status !== 'parsing') return; // cancelled meanwhile
      if (!errors.length && spec.onSucceeded) errors.push(...((await spec.onSucceeded(tx, { ...b, rows }, now())) ?? []));
      const status = errors.length ? 'failed' : 'succeeded';
      await store.updateImport(tx, id, { status, rows, errors, rowCount: rows.length, parsedCount: rows.length, parsedAt: now() });
    });
    if (spec.removeFileOnceParsed) await files.remove(db, claimed.fileId);
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
    targetId: claimed.targetId,
    rows,
    now: now(),
    fail: (row, column, key, params) => errors.push({ row: row?.row ?? 0, column, key, params }),
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

/** What every kind's view of an import shows of it (contracts importBatchBase). */
export const importBaseView = (spec: ImportSpec, b: ImportBatchRow, lang: Language) => ({
  id: b.id,
  batchNo: b.batchNo,
  fileName: b.fileName,
  status: b.status,
  progress: progressOf(b),
  rowCount: b.rowCount,
  errorCount: b.errors.length,
  errors: errorsView(spec, b, lang),
  createdAt: b.createdAt.toISOString(),
});

/**
 * The four routes of an xlsx import (contracts importFileEndpoints), alike for every kind: the
 * template, the upload (its parse job queued once the upload committed), the file's state, its
 * error report. Here rather than in a routes file: other modules reach imports only through this file.
 */
export function registerImportFileRoutes<S extends z.ZodType, T extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  deps: ServerDeps,
  endpoints: ReturnType<typeof importFileEndpoints<S, T>>,
  o: { spec: ImportSpec; parseJob: string; view: (b: ImportBatchRow, lang: Language) => z.input<S> },
): void {
  const { db } = deps;
  const { spec } = o;
  const xlsxReply = (reply: FastifyReply, name: string, body: Buffer) =>
    reply
      .header('content-type', xlsx.XLSX_MIME)
      .header('content-disposition', attachment(`${name}.xlsx`))
      .send(body);

  route(app, endpoints.template, async (ctx) => {
    const extras = spec.template ? await spec.template(db, ctx.scope, ctx.query, ctx.lang) : {};
    return xlsxReply(ctx.reply, t(ctx.lang, `${spec.prefix}.templateName`), await importTemplate(spec, ctx.lang, extras));
  });

  route(app, endpoints.upload, async (ctx) => {
    // the object first: another merchant's is not found, whatever the file
    const target = spec.target ? await spec.target(db, ctx.scope, ctx.query) : null;
    const { fileName, body } = await readOneFile(ctx.request, { maxBytes: IMPORT_LIMITS[spec.kind].maxBytes });
    const row = await uploadImport(db, deps.files, spec, {
      merchantNo: target?.merchantNo ?? ctx.scope[0]!,
      targetId: target?.id ?? null,
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
