import type { SheetLimits } from '@crossbill/contracts/file-limits';
import { sizeLabel } from '@crossbill/contracts/upload';
import { FileLimitError, inspectZip, type PartVisitor } from './zip-reader.ts';
import { storedZip } from './zip-writer.ts';

/**
 * The untrusted xlsx, checked and cut down to what a sheet's values are read from (DESIGN.md
 * section 9): the zip within its limits (zip-reader.ts), no XML part declaring a DOCTYPE or an
 * ENTITY, no more cells than the limit, and only the workbook, its relations, the shared strings,
 * the styles (dates) and the first tab's worksheet handed on, as a fresh zip of stored parts.
 * Other tabs, drawings, media and comments never reach the spreadsheet library, and its streaming
 * reader takes only the cells of the worksheet (never merged ranges or validations, which its
 * whole-file reader would expand cell by cell).
 */

const RELS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';
const WORKSHEETS = /^xl\/worksheets\/[^/]+\.xml$/;
/** the one worksheet handed on, under the name exceljs's streaming reader looks for */
const SHEET = 'xl/worksheets/sheet1.xml';
const XML = /\.(xml|rels|vml)$/i;
/** without these the streaming reader parks the worksheet in a temporary file: empty ones stand in */
const EMPTY: Record<string, string> = {
  [RELS]: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  [SHARED_STRINGS]: '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
};

/**
 * `<c` as an element (a cell; not `<cols`), `<si` (a shared string: the library keeps each one) and
 * the start of any DOCTYPE or ENTITY declaration.
 */
const TOKEN = /<c[\s/>]|<si[\s/>]|<!(?:doctype|entity)/gi;
/** the longest token: `<!DOCTYPE` */
const TOKEN_MAX = 9;

/**
 * Counts cells and shared strings and refuses declarations in XML as it streams by. Tokens are
 * ASCII, so bytes are read as latin1; a token cut by a chunk's end is kept for the next chunk.
 */
function xmlScanner(limits: SheetLimits, count: { cells: number; strings: number }): PartVisitor {
  let carry = '';
  return (chunk) => {
    const text = carry + (chunk ? chunk.toString('latin1') : '');
    // a token starting this close to the end may be incomplete: it is looked at next time
    const upto = chunk ? Math.max(0, text.length - TOKEN_MAX + 1) : text.length;
    for (const m of text.matchAll(TOKEN)) {
      if (m.index >= upto) break;
      if (m[0][1] === '!') throw new FileLimitError('import.file.xmlDeclarations');
      const n = m[0][2] === 'i' || m[0][2] === 'I' ? ++count.strings : ++count.cells;
      if (n > limits.maxCells) throw new FileLimitError('import.file.tooManyCells', { max: limits.maxCells });
    }
    carry = text.slice(upto);
  };
}

/** The first tag of an XML text that passes `test`, in one pass (a tag holds no `<`; longer ones are not looked at). */
function findTag(xml: string, test: (tag: string) => boolean): string | undefined {
  for (const [tag] of xml.matchAll(/<[^<>]{1,2000}>/g)) if (test(tag)) return tag;
  return undefined;
}
const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(["'])([^"']*)\\1`).exec(tag)?.[2];

/**
 * The part of the tab shown first: the workbook's first `<sheet>`, through its relationship id.
 * Null when the workbook does not say (the lowest-numbered worksheet is taken then).
 */
function firstSheetPart(workbook: string | undefined, rels: string | undefined): string | null {
  const sheet = workbook && findTag(workbook, (t) => /^<(?:[\w.-]+:)?sheet\s/.test(t));
  const rid = sheet && attr(sheet, '[\\w.-]+:id');
  if (!rid || !rels) return null;
  const rel = findTag(rels, (t) => /^<(?:[\w.-]+:)?Relationship\s/.test(t) && attr(t, 'Id') === rid);
  const target = rel && attr(rel, 'Target');
  return target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`) : null;
}

/**
 * Check `buf` and return what a sheet reader needs as stored-zip chunks: the workbook parts, then
 * the first tab's worksheet alone. Throws FileLimitError past a limit, ZipFormatError when the
 * bytes are not a zip.
 */
export async function guardXlsx(buf: Buffer, limits: SheetLimits): Promise<Buffer[]> {
  const count = { cells: 0, strings: 0 };
  const kept = new Map<string, Buffer[]>();
  await inspectZip(buf, limits, (name) => {
    const scan = XML.test(name) ? xmlScanner(limits, count) : undefined;
    const keep = [RELS, WORKBOOK, SHARED_STRINGS, STYLES].includes(name) || WORKSHEETS.test(name) ? (kept.set(name, []), kept.get(name)!) : undefined;
    if (!scan && !keep) return undefined;
    return (chunk) => {
      scan?.(chunk);
      if (chunk && keep) keep.push(chunk);
    };
  });
  const sizeOf = (name: string) => (kept.get(name) ?? []).reduce((n, c) => n + c.length, 0);
  for (const name of [RELS, WORKBOOK]) {
    if (sizeOf(name) > limits.maxBookPartBytes) throw new FileLimitError('import.file.partTooLarge', { size: sizeLabel(limits.maxBookPartBytes) });
  }
  // bloated styles (a known spreadsheet ailment) cost only the dates: they read as numbers then
  if (sizeOf(STYLES) > limits.maxBookPartBytes) kept.delete(STYLES);
  const text = (name: string) => (kept.has(name) ? Buffer.concat(kept.get(name)!) : undefined);
  const sheetNo = (name: string) => Number(/(\d+)\.xml$/.exec(name)?.[1] ?? Infinity);
  const sheets = [...kept.keys()].filter((n) => WORKSHEETS.test(n)).sort((a, b) => sheetNo(a) - sheetNo(b));
  const wanted = firstSheetPart(text(WORKBOOK)?.toString('utf8'), text(RELS)?.toString('utf8'));
  const sheet = wanted && kept.has(wanted) ? wanted : sheets[0];
  const parts = [RELS, WORKBOOK, SHARED_STRINGS, STYLES].flatMap((name) => {
    const data = text(name) ?? (EMPTY[name] === undefined ? undefined : Buffer.from(EMPTY[name]));
    return data ? [{ name, data }] : [];
  });
  if (sheet) parts.push({ name: SHEET, data: text(sheet)! });
  return storedZip(parts);
}
