import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '@crossbill/contracts/file-limits';
import { rezip } from '../../../test/zip-bomb.ts';
import { sheetRows, type SheetOptions } from './xlsx-reader.ts';
import { FileLimitError } from './zip-reader.ts';

const HEADER = ['Transaction ID', 'Refund amount', 'Refund reason'];
const opts: SheetOptions = { width: 3, headerOk: (h) => h[0] === HEADER[0], limits: IMPORT_LIMITS['refund-batch'] };

async function book(sheets: Array<{ name: string; rows: unknown[][] }>, edit?: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name);
    for (const r of s.rows) ws.addRow(r);
  }
  edit?.(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The refusal's key for a file past a hard limit, else what sheetRows gave. */
async function read(buf: Buffer, o: SheetOptions = opts) {
  try {
    return await sheetRows(buf, o);
  } catch (e) {
    if (e instanceof FileLimitError) return { refused: e.key, params: e.params };
    throw e;
  }
}

describe('reading a sheet within limits', () => {
  it('reads the data rows of the first tab as text, blank rows skipped, each `width` cells', async () => {
    const buf = await book([
      { name: 'Refunds', rows: [HEADER, ['T1', 12.5, 'Late'], [], ['T2', '3', null, 'extra'], ['', '', '']] },
      { name: 'Help', rows: [['x']] },
    ]);
    expect(await read(buf)).toEqual({
      rows: [
        { row: 2, cells: ['T1', '12.5', 'Late'] },
        { row: 4, cells: ['T2', '3', ''] },
      ],
    });
    expect(await read(buf, { ...opts, headerOk: () => false })).toEqual({ rows: null, problem: null });
  });

  it('takes the tab shown first even when its part is not the first', async () => {
    const buf = await book(
      [
        { name: 'Notes', rows: [['not this one']] },
        { name: 'Refunds', rows: [HEADER, ['T9', '1', 'R']] },
      ],
      (wb) => {
        // the tab order (exceljs types leave it out)
        (wb.getWorksheet('Refunds') as ExcelJS.Worksheet & { orderNo: number }).orderNo = 0;
        (wb.getWorksheet('Notes') as ExcelJS.Worksheet & { orderNo: number }).orderNo = 1;
      },
    );
    expect(await read(buf)).toEqual({ rows: [{ row: 2, cells: ['T9', '1', 'R'] }] });
    // some writers give the relationship's target from the package root
    const absolute = await rezip(buf, (name, text) =>
      name === 'xl/_rels/workbook.xml.rels' ? text.replaceAll('Target="worksheets/', 'Target="/xl/worksheets/') : text,
    );
    expect(absolute.includes('Target="/xl/worksheets/sheet2.xml"')).toBe(true);
    expect(await read(absolute)).toEqual({ rows: [{ row: 2, cells: ['T9', '1', 'R'] }] });
  });

  it('stops one row past the row limit', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => [`T${i}`, '1', 'R']);
    const r = await read(await book([{ name: 'S', rows: [HEADER, ...rows] }]), { ...opts, limits: { ...opts.limits, maxRows: 10 } });
    expect('rows' in r && r.rows).toHaveLength(11);
  });

  it('reports a value beyond the last column and a cell too long, with the row', async () => {
    const wide = Array.from({ length: 51 }, () => '');
    wide[0] = 'T1';
    wide[50] = 'far';
    expect(await read(await book([{ name: 'S', rows: [HEADER, ['T0', '1', 'R'], wide] }]))).toEqual({
      rows: null,
      problem: { key: 'import.file.tooManyColumns', params: { row: 3, max: 50 } },
    });
    expect(await read(await book([{ name: 'S', rows: [HEADER, ['T1', '1', 'x'.repeat(1001)]] }]))).toEqual({
      rows: null,
      problem: { key: 'import.file.cellTooLong', params: { row: 2, max: 1000 } },
    });
  });

  it('refuses more cells than the limit before the spreadsheet library reads any', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => [`T${i}`, '1', 'R']);
    expect(await read(await book([{ name: 'S', rows: [HEADER, ...rows] }]), { ...opts, limits: { ...opts.limits, maxCells: 250 } })).toEqual({
      refused: 'import.file.tooManyCells',
      params: { max: 250 },
    });
  });

  it('refuses more shared strings than the cell limit: the library would keep every one', async () => {
    const good = await book([{ name: 'S', rows: [HEADER, ['T1', '1', 'R']] }]);
    const many = Array.from({ length: 600 }, (_, i) => `<si><t>s${i}</t></si>`).join('');
    const bloated = await rezip(good, (name, text) => (name === 'xl/sharedStrings.xml' ? text.replace('</sst>', `${many}</sst>`) : text));
    expect(await read(bloated, { ...opts, limits: { ...opts.limits, maxCells: 500 } })).toEqual({ refused: 'import.file.tooManyCells', params: { max: 500 } });
  });

  it('reads without styles past their limit (dates then read as numbers), and refuses a workbook part past it', async () => {
    const good = await book([{ name: 'S', rows: [HEADER, ['T1', new Date(Date.UTC(2026, 0, 31)), 'R']] }]);
    const limits = { ...opts.limits, maxBookPartBytes: 8000 };
    expect(await read(good, { ...opts, limits })).toEqual({ rows: [{ row: 2, cells: ['T1', '2026-01-31T00:00:00.000Z', 'R'] }] });
    const pad = `<!--${'x'.repeat(9000)}-->`;
    const bigStyles = await rezip(good, (name, text) => (name === 'xl/styles.xml' ? text.replace('?>', `?>${pad}`) : text));
    expect(await read(bigStyles, { ...opts, limits })).toEqual({ rows: [{ row: 2, cells: ['T1', '46053', 'R'] }] });
    const bigBook = await rezip(good, (name, text) => (name === 'xl/workbook.xml' ? text.replace('?>', `?>${pad}`) : text));
    expect(await read(bigBook, { ...opts, limits })).toEqual({ refused: 'import.file.partTooLarge', params: { size: '0M' } });
  });

  it('refuses XML that declares a DOCTYPE or an ENTITY, in any part', async () => {
    const good = await book([{ name: 'S', rows: [HEADER, ['T1', '1', 'R']] }]);
    const laughs = '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>';
    const inSheet = await rezip(good, (name, text) => (name === 'xl/worksheets/sheet1.xml' ? text.replace('?>', `?>${laughs}`) : text));
    expect(await read(inSheet)).toMatchObject({ refused: 'import.file.xmlDeclarations' });
    const inTypes = await rezip(good, (name, text) => (name === '[Content_Types].xml' ? text.replace('?>', '?><!doctype x>') : text));
    expect(await read(inTypes)).toMatchObject({ refused: 'import.file.xmlDeclarations' });
  });

  it('never hands merged ranges or validations to the library: a sheet-wide merge reads at once', async () => {
    const good = await book([{ name: 'S', rows: [HEADER, ['T1', '1', 'R']] }]);
    // loaded whole, exceljs would make a cell for each of the 17 billion merged cells
    const merged = await rezip(good, (name, text) =>
      name === 'xl/worksheets/sheet1.xml'
        ? text.replace(
            '</sheetData>',
            '</sheetData><mergeCells count="1"><mergeCell ref="A3:XFD1048576"/></mergeCells><dataValidations count="1"><dataValidation type="list" sqref="A3:XFD1048576"><formula1>"a"</formula1></dataValidation></dataValidations>',
          )
        : text,
    );
    expect(await read(merged)).toEqual({ rows: [{ row: 2, cells: ['T1', '1', 'R'] }] });
  });

  it('takes a file that is not a zip for a file that does not match the template', async () => {
    expect(await read(Buffer.from('PK\x03\x04 but nothing else'))).toEqual({ rows: null, problem: null });
  });
});
