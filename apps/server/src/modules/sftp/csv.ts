import type { Language } from '@crossbill/contracts/constants';
import { t } from '../../platform/i18n.ts';
import { escapeCell } from '../../platform/files/xlsx.ts';
import type { CellValue, ExportSheet } from '../download/service.ts';

/**
 * The download center's export sheets (the same columns and rows as the portal's xlsx exports)
 * written as CSV (RFC 4180: comma, CRLF, quotes doubled). Amounts are decimal strings in their
 * currency's decimals, times Beijing wall time, cards BIN + last four as the sheets mask them.
 */

const ROWS_PER_CHUNK = 500;

function cellText(v: CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 19).replace('T', ' ');
  // the sheets' decimals: exact as doubles up to 15 significant digits (DESIGN.md 4's bound on amounts)
  if (typeof v === 'object') return v.number.toFixed(v.decimals);
  return String(escapeCell(v));
}

const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/**
 * The file's text in chunks: the header of the first sheet's columns, then every sheet's rows (the
 * sheets share their columns: one per currency of a statement). Rows are read as the sheets stream
 * them, so a large day is never held whole. `stats.rows` counts the data rows written.
 */
export async function* csvChunks<R>(sheets: ExportSheet<R>[], lang: Language, stats: { rows: number }): AsyncIterable<string> {
  const columns = sheets[0]!.columns;
  yield `${columns.map((c) => quote(t(lang, c.header))).join(',')}\r\n`;
  let buf: string[] = [];
  for (const sheet of sheets) {
    for await (const row of sheet.rows) {
      buf.push(`${sheet.columns.map((c) => quote(cellText(c.value(row, lang)))).join(',')}\r\n`);
      stats.rows++;
      if (buf.length >= ROWS_PER_CHUNK) {
        yield buf.join('');
        buf = [];
      }
    }
  }
  if (buf.length > 0) yield buf.join('');
}
