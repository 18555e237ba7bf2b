import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { Codes, type CodeInfo } from '@crossbill/contracts/codes';
import type { Db } from '../db/client.ts';
import type { FileStore } from './storage.ts';
import { AppError } from '../http/errors.ts';
import { fileTooLarge } from '../http/multipart.ts';

/**
 * The xlsx import engine shared by every kind of import (batch transfers, batch refunds, tracking
 * numbers): the upload check and store, the template and the row-by-row error report; reading the
 * header and data rows within limits is xlsx-reader.ts. What a row means stays with each kind.
 */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'text' in v) return String(v.text).trim();
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '').trim();
  if (typeof v === 'object' && 'richText' in v)
    return v.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if (v instanceof Date) return v.toISOString();
  return String(v).trim();
};

/**
 * Text a spreadsheet would run as a formula (OWASP CSV injection: it begins with = + - @) is written
 * as text, prefixed with a single quote. Numbers, dates and other text pass through unchanged.
 */
export function escapeCell<T>(v: T): T | string {
  return typeof v === 'string' && /^[=+\-@]/.test(v) ? `'${v}` : v;
}

/** A refusal of the uploaded file that names its field (`file`), as a refusal of its size does. */
const fileRefused = (info: CodeInfo, params: Record<string, unknown> = {}) =>
  new AppError(info, { params, data: { fieldErrors: [{ field: 'file', message: info.messageKey, params }] } });

/**
 * Checks an uploaded file is a non-empty xlsx within `maxBytes` and stores it; returns its id and a
 * safe name. The type comes from the bytes (file-type looks into the zip, within its own limits);
 * the name must say xlsx too. Its content is read later, by the parse job, within the import's limits.
 */
export async function storeXlsx(
  db: Db,
  files: FileStore,
  o: { merchantNo: string; fileName: string; body: Buffer; maxBytes: number },
): Promise<{ fileId: string; fileName: string }> {
  if (o.body.length === 0) throw fileRefused(Codes.UPLOAD_NO_FILE);
  if (o.body.length > o.maxBytes) throw fileTooLarge(o.maxBytes);
  if (!o.fileName.toLowerCase().endsWith('.xlsx') || (await fileTypeFromBuffer(o.body))?.ext !== 'xlsx')
    throw fileRefused(Codes.UPLOAD_TYPE_NOT_ALLOWED, { type: 'xlsx' });
  const fileName = o.fileName.replace(/[^\w.\- ]/g, '_').slice(-120);
  const fileId = await files.put(db, { merchantNo: o.merchantNo, fileName, contentType: XLSX_MIME, body: o.body });
  return { fileId, fileName };
}

/**
 * A template: the header, example rows to overwrite, a help sheet. `text`: every column is formatted
 * as text, so that what is typed stays as typed (a card number keeps its digits, a date its form).
 */
export async function templateXlsx(o: {
  sheet: string;
  headers: string[];
  examples?: string[][];
  text?: boolean;
  help?: { sheet: string; rows: Array<[string, string]> };
}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(o.sheet.slice(0, 31));
  ws.columns = o.headers.map((h) => ({ header: h, width: 24, ...(o.text ? { style: { numFmt: '@' } } : {}) }));
  ws.getRow(1).font = { bold: true };
  for (const r of o.examples ?? []) ws.addRow(r);
  if (o.help) {
    const help = wb.addWorksheet(o.help.sheet.slice(0, 31));
    help.columns = [{ width: 28 }, { width: 80 }];
    for (const r of o.help.rows) help.addRow(r);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A header matches when its first cells are one language's template headers (case and spaces aside). */
export const headerIs =
  (...templates: string[][]) =>
  (header: string[]) => {
    const norm = (s: string) => s.toLowerCase().replace(/\s+/g, '');
    return templates.some((tpl) => tpl.every((h, i) => norm(header[i] ?? '') === norm(h)));
  };

/**
 * The error report: a row per problem row (its number, its cells, its problems) after the file-level
 * problems; every cell escaped against formula injection.
 */
export async function errorReportXlsx(o: {
  sheet: string;
  rowHeader: string;
  errorHeader: string;
  headers: string[];
  general: string[];
  rows: Array<{ row: number; cells: string[]; problems: string[] }>;
}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(o.sheet.slice(0, 31));
  ws.columns = [{ header: o.rowHeader, width: 8 }, ...o.headers.map((h) => ({ header: h, width: 20 })), { header: o.errorHeader, width: 60 }];
  ws.getRow(1).font = { bold: true };
  for (const g of o.general) ws.addRow(['', ...o.headers.map(() => ''), escapeCell(g)]);
  for (const r of o.rows) if (r.problems.length) ws.addRow([r.row, ...r.cells.map(escapeCell), escapeCell(r.problems.join('; '))]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * Parse runs of one import (DESIGN.md section 9: a poison input is never retried into a loop). A
 * run that ends writes its outcome; one that dies with its process leaves the import `parsing`,
 * and once PARSE_STALE_MS have passed the sweep (or the job's retry) starts another. Runs are
 * counted when they start afresh; after PARSE_MAX_ATTEMPTS the next one fails the import instead
 * (`import.file.readAborted`). A run that joins one still fresh (the job and the sweep on the same
 * file) is not counted: it is not a retry.
 */
export const PARSE_MAX_ATTEMPTS = 3;
export const PARSE_STALE_MS = 10 * 60_000;

/** What a parse run may do with an import it finds: start a counted run, join a fresh one, abort it for good, or leave it. */
export function parseClaim(b: { status: string; parseAttempts: number; parseStartedAt: Date | null }, now: Date): 'start' | 'join' | 'abort' | null {
  if (b.status !== 'to_be_parsed' && b.status !== 'parsing') return null;
  if (b.status === 'parsing' && b.parseStartedAt && now.getTime() - b.parseStartedAt.getTime() < PARSE_STALE_MS) return 'join';
  return b.parseAttempts >= PARSE_MAX_ATTEMPTS ? 'abort' : 'start';
}

/** The report line of an import whose parse runs never ended. */
export const readAborted = (attempts: number) => ({ row: 0, column: null, key: 'import.file.readAborted', params: { count: attempts } });

/** 0..100: parsed rows over all rows; a finished parse of no rows is complete. */
export const progressOf = (b: { rowCount: number; parsedCount: number; status: string }) =>
  b.rowCount ? Math.round((b.parsedCount / b.rowCount) * 100) : b.status === 'succeeded' || b.status === 'failed' ? 100 : 0;
