import type { Writable } from 'node:stream';
import { writeZip } from './zip-writer.ts';

/**
 * A streaming xlsx writer for exports: one sheet, a bold header row, then rows of text (inline
 * strings, no shared-string table to hold), numbers (amounts with their decimals), booleans and
 * date-times. Rows are pulled from an
 * async iterable only as fast as the file takes the compressed bytes, so memory stays flat.
 * Reading xlsx files (imports) stays with exceljs.
 */

/** A number shown with a fixed count of decimals (an amount in its currency's decimals, 0..4). */
export interface XlsxDecimal {
  number: number;
  decimals: number;
}

export type XlsxCell = string | number | boolean | Date | XlsxDecimal | null | undefined;

export interface XlsxSheet {
  /** at most 31 characters (Excel's limit); longer names are cut */
  name: string;
  header: string[];
  /** column widths in characters, by position */
  widths: number[];
  rows: AsyncIterable<XlsxCell[]>;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// style indexes in styles.xml's cellXfs; decimals d (0..4) use DECIMALS + d
const BOLD = 1;
const DATE = 2;
const DECIMALS = 3;
const MAX_DECIMALS = 4;

// characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF)
const ILLEGAL = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
// a quick test for anything that needs work (the class without `u` sees UTF-16 units, so surrogate
// pairs such as emoji take the slow path too, and survive it)
const SPECIAL = /[&<>"\r]|[^\t\n\x20-\uD7FF\uE000-\uFFFD]/;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };

/** Text safe inside an XML element or a double-quoted attribute. */
export function xmlText(s: string): string {
  if (!SPECIAL.test(s)) return s;
  return s.replace(ILLEGAL, '').replace(/[&<>"\r]/g, (c) => ENTITIES[c]!);
}

/** Column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Excel's serial day number (1900 system) of an instant, as exceljs writes it. */
const serial = (d: Date) => 25569 + d.getTime() / 86_400_000;

function cell(ref: string, v: XlsxCell, style = 0): string {
  const s = style ? ` s="${style}"` : '';
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? `<c r="${ref}"${s}><v>${v}</v></c>` : cell(ref, String(v), style);
  if (typeof v === 'boolean') return `<c r="${ref}"${s} t="b"><v>${v ? 1 : 0}</v></c>`;
  if (typeof v === 'object' && 'number' in v) {
    if (!Number.isFinite(v.number)) return '';
    const d = Math.min(Math.max(Math.trunc(v.decimals), 0), MAX_DECIMALS);
    return `<c r="${ref}" s="${DECIMALS + d}"><v>${v.number.toFixed(d)}</v></c>`;
  }
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return '';
    return `<c r="${ref}" s="${style || DATE}"><v>${serial(v)}</v></c>`;
  }
  const text = xmlText(String(v));
  if (text === '') return '';
  // leading or trailing blanks are kept only when asked for
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

/** The sheet's XML in chunks of about `chunk` characters, pulling rows as the chunks are taken. */
async function* sheetXml(sheet: XlsxSheet, chunk = 64 * 1024): AsyncIterable<string> {
  const width = Math.max(sheet.header.length, sheet.widths.length);
  const letters = Array.from({ length: width }, (_, i) => columnName(i));
  const cols = sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  let buf =
    DECL +
    `<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"/></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>` +
    `<row r="1">${sheet.header.map((h, i) => cell(`${letters[i]}1`, h, BOLD)).join('')}</row>`;
  let r = 1;
  for await (const row of sheet.rows) {
    r++;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < row.length; i++) {
      // a row wider than the header still gets letters
      const letter = letters[i] ?? (letters[i] = columnName(i));
      xml += cell(letter + r, row[i]);
    }
    buf += xml + '</row>';
    if (buf.length >= chunk) {
      yield buf;
      buf = '';
    }
  }
  yield buf + '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';
}

const font = (bold: boolean) => `<font>${bold ? '<b/>' : ''}<sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font>`;

// custom number formats: 164 date and time; 165 + d an amount with d decimals and thousands separators
const decimalFormat = (d: number) => `#,##0${d ? `.${'0'.repeat(d)}` : ''}`;
const NUM_FMTS = [
  `<numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/>`,
  ...Array.from({ length: MAX_DECIMALS + 1 }, (_, d) => `<numFmt numFmtId="${165 + d}" formatCode="${decimalFormat(d)}"/>`),
];
const DECIMAL_XFS = Array.from(
  { length: MAX_DECIMALS + 1 },
  (_, d) => `<xf numFmtId="${165 + d}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
).join('');

// 0: default; 1: bold (header); 2: date and time; 3..7: amounts with 0..4 decimals
const STYLES =
  DECL +
  `<styleSheet xmlns="${MAIN}"><numFmts count="${NUM_FMTS.length}">${NUM_FMTS.join('')}</numFmts><fonts count="2">${font(false)}${font(true)}</fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="${DECIMALS + MAX_DECIMALS + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
  `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>${DECIMAL_XFS}</cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
  `<dxfs count="0"/><tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/></styleSheet>`;

const CONTENT_TYPES =
  DECL +
  `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = DECL + `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS =
  DECL +
  `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

/** Characters Excel refuses in a sheet name. */
const SHEET_NAME_FORBIDDEN = /[\\/?*:[\]]/g;

const workbook = (name: string) =>
  DECL +
  `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView xWindow="0" yWindow="0" windowWidth="12000" windowHeight="24000"/></bookViews>` +
  `<sheets><sheet name="${xmlText(name.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, 31)) || 'Sheet1'}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Write the sheet as an xlsx into `out` and end it; returns when the last byte was handed to `out`. */
export async function writeXlsxSheet(out: Writable, sheet: XlsxSheet, o: { level?: number; now?: Date } = {}): Promise<void> {
  await writeZip(
    out,
    [
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: '_rels/.rels', data: ROOT_RELS },
      { name: 'xl/workbook.xml', data: workbook(sheet.name) },
      { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS },
      { name: 'xl/styles.xml', data: STYLES },
      { name: 'xl/worksheets/sheet1.xml', data: sheetXml(sheet) },
    ],
    o,
  );
}
