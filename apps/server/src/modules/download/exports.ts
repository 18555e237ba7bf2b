import type { Writable } from 'node:stream';
import { FileStatus } from '@crossbill/contracts/constants';
import type { DownloadTask } from '@crossbill/contracts/shell';
import { businessDateTime, businessWallClock } from '@crossbill/contracts/business-time';
import { DEFAULT_LANGUAGE, type Language } from '@crossbill/contracts/constants';
import { toLanguage, t } from '../../platform/i18n.ts';
import type { Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { writeXlsxSheet, type XlsxDecimal } from '../../platform/files/xlsx-writer.ts';
import { exponent, isCurrency } from '@crossbill/contracts/money';
import type { ListId, SheetColumn } from '@crossbill/contracts/list-columns';
import { escapeCell, XLSX_MIME } from '../../platform/files/xlsx.ts';
import type { ServerDeps } from '../../deps.ts';
import { insertTask, markFailed, markReady, selectTask, type TaskRow } from './store.ts';

/**
 * The export pipeline of the download center. A module declares a builder per export kind; a
 * request creates a task (GI) and enqueues `download.build`; the job streams the builder's rows into
 * an xlsx streamed into the file store (never whole in memory), records it for the task's merchant and marks the task GS (or GF).
 */

export const TASK_TTL_MS = 7 * 24 * 3600_000;
/** xlsx holds 1,048,576 rows; stop well before and ask for a narrower filter */
export const MAX_EXPORT_ROWS = 1_000_000;

export type CellValue = string | number | boolean | Date | XlsxDecimal | null | undefined;

export interface ExportColumn<R> {
  /** i18n key (messages namespace) of the header */
  header: string;
  width?: number;
  value: (row: R, lang: Language) => CellValue;
}

export interface ExportSheet<R> {
  /** i18n key of the sheet's name */
  sheetName: string;
  columns: ExportColumn<R>[];
  /** rows over the task's scope, read in keyset pages (never an unbounded OFFSET) */
  rows: AsyncIterable<R>;
}

export interface ExportContext {
  db: Executor;
  /** merchant numbers the file may contain, fixed when the task was created */
  scope: string[];
  params: Record<string, unknown>;
  lang: Language;
  userId: number;
}

export type ExportBuilder<R = unknown> = (ctx: ExportContext) => ExportSheet<R>;

/**
 * The builder of each export kind. Each module declares its own (`transactionExports`, …); the
 * composition root merges them and hands them to the build job, so a worker can build every kind
 * from its first second, whether or not routes were registered in its process.
 */
export type ExportBuilders = Readonly<Record<string, ExportBuilder<any>>>;

/**
 * Read a table in keyset pages: `fetch(after)` returns the next `batch` rows after the key. The next
 * page is requested while the current one is being written, so the database and the writer work at
 * the same time; at most two pages are held.
 */
export async function* keysetRows<R, K>(fetch: (after: K | null, limit: number) => Promise<R[]>, keyOf: (row: R) => K, batch = 1000): AsyncIterable<R> {
  let next: Promise<R[]> | null = fetch(null, batch);
  while (next) {
    const rows: R[] = await next;
    next = rows.length < batch ? null : fetch(keyOf(rows[rows.length - 1]!), batch);
    // a failed prefetch is reported when it is awaited, not as an unhandled rejection meanwhile
    next?.catch(() => {});
    yield* rows;
  }
}

// Exports speak the portal's time (UTC+8, spec 9) whatever the server's zone.

/**
 * A time cell: a real date cell showing the Beijing wall time (UTC+8, spec 9). A spreadsheet date has
 * no zone, so the instant is moved by the offset before it is written.
 */
export function exportTime(d: Date): Date;
export function exportTime(d: Date | null): Date | null;
export function exportTime(d: Date | null): Date | null {
  return d ? businessWallClock(d) : null;
}

/**
 * An amount cell: a number (negative ones too) shown with its currency's decimals. Amounts stay
 * integers of minor units until here; a spreadsheet holds doubles, exact for 15 significant digits.
 */
export function exportAmount(minor: bigint | null, currency: string): XlsxDecimal | null {
  if (minor === null) return null;
  const decimals = isCurrency(currency) ? exponent(currency) : 2;
  const scale = 10n ** BigInt(decimals);
  const whole = minor / scale;
  const frac = minor % scale;
  return { number: Number(whole) + Number(frac) / Number(scale), decimals };
}

/** `<translated name>-YYYYMMDD-HHmmss.xlsx` (UTC+8): the name of an export's file. */
export const exportFileName = (lang: Language, nameKey: string, now: Date) =>
  `${t(lang, nameKey)}-${businessDateTime(now).replace(/[-:]/g, '').replace(' ', '-')}.xlsx`;

/** A translated code (a status, a type); the code itself when the catalogue has no entry for it. */
export function exportLabel(lang: Language, key: string, fallback: string): string {
  const v = t(lang, key);
  return v === key ? fallback : v;
}

export function toDownloadTask(r: TaskRow): DownloadTask {
  return {
    id: r.id,
    merchantNo: r.merchantNo,
    fileName: r.fileName,
    fileUrl: r.fileStatus === FileStatus.READY ? `/api/downloadFile/download/${r.id}` : null,
    dateTime: r.createdAt.toISOString(),
    fileStatus: r.fileStatus,
    downloadFlag: r.downloadFlag,
  };
}

interface StoredParams {
  lang: Language;
  scope: string[];
  args: Record<string, unknown>;
}

/** Create a task (GI, kept 7 days) and enqueue the job that builds its file. Audited: exports take data out. */
export async function createExport(
  deps: Pick<ServerDeps, 'db' | 'jobs' | 'now'>,
  input: {
    merchantNo: string;
    userId: number;
    kind: string;
    params: Record<string, unknown>;
    fileName: string;
    lang: Language;
    /** merchants the file may cover (a group's members); the task's merchant by default */
    scope?: string[];
    client?: { ip: string; userAgent: string };
  },
): Promise<DownloadTask> {
  const now = deps.now();
  const stored: StoredParams = { lang: input.lang, scope: input.scope ?? [input.merchantNo], args: input.params };
  const task = await deps.db.transaction(async (tx) => {
    const row = await insertTask(tx, {
      merchantNo: input.merchantNo,
      userId: input.userId,
      kind: input.kind,
      params: stored as unknown as Record<string, unknown>,
      fileName: input.fileName,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TASK_TTL_MS),
    });
    await audit(tx, {
      userId: input.userId,
      merchantNo: input.merchantNo,
      action: 'export.create',
      target: String(row.id),
      summary: { kind: input.kind, fileName: input.fileName, params: input.params, scope: stored.scope },
      ...input.client,
    });
    return row;
  });
  try {
    await deps.jobs.send('download.build', { taskId: task.id }, { singletonKey: `download.build:${task.id}` });
  } catch (e) {
    // a task nobody will build must not spin as "generating" for a week
    await markFailed(deps.db, task.id, `enqueue failed: ${(e as Error).message}`, deps.now());
    throw e;
  }
  return toDownloadTask(task);
}

/**
 * Stream the sheet as an xlsx into `out` (the file store's stream) and end it: rows are read as the
 * compressed file is written and never held, so memory stays flat whatever the row count. Returns
 * the number of data rows.
 */
export async function writeXlsx<R>(sheet: ExportSheet<R>, lang: Language, out: Writable): Promise<number> {
  let rows = 0;
  async function* cells() {
    for await (const row of sheet.rows) {
      if (++rows > MAX_EXPORT_ROWS) throw new Error(`more than ${MAX_EXPORT_ROWS} rows`);
      yield sheet.columns.map((c) => escapeCell(c.value(row, lang)));
    }
  }
  await writeXlsxSheet(out, {
    name: t(lang, sheet.sheetName),
    header: sheet.columns.map((c) => t(lang, c.header)),
    widths: sheet.columns.map((c) => c.width ?? 20),
    rows: cells(),
  });
  return rows;
}

/**
 * The `download.build` job. Idempotent: a task that is no longer GI (built, failed, expired) is
 * skipped, and only the run that moves it GI → GS keeps its file.
 */
export async function buildExport(deps: Pick<ServerDeps, 'db' | 'files' | 'now'>, builders: ExportBuilders, taskId: number): Promise<void> {
  const task = await selectTask(deps.db, taskId);
  if (!task || task.fileStatus !== FileStatus.GENERATING) return;
  const stored = task.params as unknown as Partial<StoredParams>;
  const lang = toLanguage(stored.lang) ?? DEFAULT_LANGUAGE;
  try {
    const builder = builders[task.kind] as ExportBuilder | undefined;
    if (!builder) throw new Error(`no export builder for kind '${task.kind}'`);
    const scope = Array.isArray(stored.scope) && stored.scope.length > 0 ? stored.scope : [task.merchantNo];
    const sheet = builder({ db: deps.db, scope, params: stored.args ?? {}, lang, userId: task.userId });
    const fileId = await deps.files.putStream(
      deps.db,
      { merchantNo: task.merchantNo, fileName: task.fileName, contentType: XLSX_MIME },
      async (out) => void (await writeXlsx(sheet, lang, out)),
    );
    if (!(await markReady(deps.db, task.id, fileId, deps.now()))) await deps.files.remove(deps.db, fileId);
  } catch (e) {
    // the merchant sees GF; the reason stays on the task for the provider (never in a response)
    await markFailed(deps.db, task.id, (e as Error).message ?? String(e), deps.now());
  }
}

/** A column maker for one list's sheet: a column's header is `export.<list>.<column>`. */
export const listColumn =
  <L extends ListId, R>(list: L) =>
  (key: SheetColumn<L>, width: number, value: (r: R) => CellValue) => ({ header: `export.${list}.${key}`, width, value });

/** What a list's export is asked with: who asks, in which language, with the list's filters. */
export interface ListExportRequest<F> {
  merchantNo: string;
  userId: number;
  lang: Language;
  filters: F;
  client?: { ip: string; userAgent: string };
}

/**
 * Queue the export of a filtered list over `scope`: the file is named by `export.<list>.fileName` and
 * appears in the download center. `params` are what the build reads (the filters unless given).
 */
export function exportList<F extends object>(
  deps: Pick<ServerDeps, 'db' | 'jobs' | 'now'>,
  scope: string[],
  q: ListExportRequest<F>,
  o: { kind: string; list: ListId; params?: Record<string, unknown> },
): Promise<DownloadTask> {
  return createExport(deps, {
    merchantNo: q.merchantNo,
    userId: q.userId,
    kind: o.kind,
    params: o.params ?? { ...(q.filters as Record<string, unknown>) },
    fileName: exportFileName(q.lang, `export.${o.list}.fileName`, deps.now()),
    lang: q.lang,
    scope,
    client: q.client,
  });
}
