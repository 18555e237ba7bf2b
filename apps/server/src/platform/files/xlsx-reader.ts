import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SheetLimits } from '@crossbill/contracts/file-limits';
import { sizeLabel } from '@crossbill/contracts/upload';
import type { Executor } from '../db/client.ts';
import type { FileStore } from './storage.ts';
import { cellText } from './xlsx.ts';
import { guardXlsx } from './xlsx-guard.ts';
import { FileLimitError, ZipFormatError } from './zip-reader.ts';

export interface SheetRow {
  /** the spreadsheet row number (the header is row 1) */
  row: number;
  cells: string[];
}

export interface SheetOptions {
  /** cells kept per data row */
  width: number;
  /** whether row 1 is the template's header */
  headerOk: (header: string[]) => boolean;
  limits: SheetLimits;
}

/**
 * What reading a sheet gave: its data rows, or why the file cannot be taken (`problem` null: it
 * does not match the template). A file past a zip or XML limit throws FileLimitError instead.
 */
export type SheetRead = { rows: SheetRow[] } | { rows: null; problem: { key: string; params: Record<string, unknown> } | null };
const NOT_TEMPLATE: SheetRead = { rows: null, problem: null };

/** The stored file, read up to `max` bytes: FileLimitError past that. */
async function readAll(stream: NodeJS.ReadableStream, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let n = 0;
  for await (const c of stream) {
    n += (c as Buffer).length;
    if (n > max) throw new FileLimitError('import.file.tooLarge', { size: sizeLabel(max) });
    chunks.push(Buffer.from(c as Buffer));
  }
  return Buffer.concat(chunks);
}

/**
 * The first sheet's data rows (blank rows skipped, `width` cells each), read within `limits`
 * (DESIGN.md section 9): the file is checked and cut down first (xlsx-guard.ts), then streamed row
 * by row, and reading stops one row past `maxRows` (the caller reports the count). A value past
 * `maxColumns` or a cell longer than `maxCellLength` is a problem of the file.
 */
export async function readSheet(db: Executor, files: FileStore, o: SheetOptions & { fileId: string; merchantNo: string }): Promise<SheetRead> {
  const file = await files.open(db, o.fileId, [o.merchantNo]);
  if (!file) return NOT_TEMPLATE;
  return sheetRows(await readAll(file.stream, o.limits.maxBytes), o);
}

/** readSheet on the file's bytes. */
export async function sheetRows(buf: Buffer, o: SheetOptions): Promise<SheetRead> {
  let zip: Buffer[];
  try {
    zip = await guardXlsx(buf, o.limits);
  } catch (e) {
    if (e instanceof ZipFormatError) return NOT_TEMPLATE;
    throw e;
  }
  const book = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(zip), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as AsyncIterable<AsyncIterable<ExcelJS.Row>>;
  const rows: SheetRow[] = [];
  let header: string[] | null = null;
  try {
    // the guard hands on the first tab's worksheet alone
    for await (const sheet of book) {
      for await (const r of sheet) {
        const read = rowText(r, o.limits);
        if ('problem' in read) return { rows: null, problem: read.problem };
        const values = (length: number) => Array.from({ length }, (_, i) => read.texts.get(i + 1) ?? '');
        if (r.number === 1) {
          header = values(Math.max(0, ...read.texts.keys()));
          if (!o.headerOk(header)) return NOT_TEMPLATE;
          continue;
        }
        if (!header) return NOT_TEMPLATE;
        const cells = values(o.width);
        if (cells.every((x) => x === '')) continue;
        rows.push({ row: r.number, cells });
        if (rows.length > o.limits.maxRows) break;
      }
      break;
    }
  } catch {
    return NOT_TEMPLATE;
  }
  return header ? { rows } : NOT_TEMPLATE;
}

/**
 * A row's non-empty texts by column (1-based), visiting only the cells it has: a lone cell in
 * column XFD costs one visit. A value beyond the last column allowed, or a cell too long, is the
 * row's problem.
 */
function rowText(r: ExcelJS.Row, limits: SheetLimits): { texts: Map<number, string> } | { problem: { key: string; params: Record<string, unknown> } } {
  const texts = new Map<number, string>();
  let problem: { key: string; params: Record<string, unknown> } | null = null;
  r.eachCell((cell, col) => {
    const text = cellText(cell.value);
    if (problem || text === '') return;
    if (col > limits.maxColumns) problem = { key: 'import.file.tooManyColumns', params: { row: r.number, max: limits.maxColumns } };
    else if (text.length > limits.maxCellLength) problem = { key: 'import.file.cellTooLong', params: { row: r.number, max: limits.maxCellLength } };
    else texts.set(col, text);
  });
  return problem ? { problem } : { texts };
}
