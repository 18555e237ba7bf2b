import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { escapeCell } from '../../platform/files/xlsx.ts';
import { exportAmount, exportTime, keysetRows, writeXlsx } from './exports.ts';

describe('export pipeline pieces', () => {
  it('escapes what a spreadsheet would run as a formula', () => {
    expect(escapeCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(escapeCell('+1')).toBe(`'+1`);
    expect(escapeCell('-2')).toBe(`'-2`);
    expect(escapeCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(escapeCell('plain')).toBe('plain');
    // only = + - @ at the start: other text is kept as it is
    expect(escapeCell('\tindented')).toBe('\tindented');
    expect(escapeCell('a-b')).toBe('a-b');
    expect(escapeCell(-2)).toBe(-2); // numbers are data, not formulas
    expect(escapeCell(null)).toBeNull();
  });

  it('reads keyset pages until a short page', async () => {
    const data = Array.from({ length: 7 }, (_, i) => i + 1);
    const calls: Array<number | null> = [];
    const rows = keysetRows<number, number>(
      async (after, limit) => {
        calls.push(after);
        return data.filter((d) => after === null || d > after).slice(0, limit);
      },
      (r) => r,
      3,
    );
    const got: number[] = [];
    for await (const r of rows) got.push(r);
    expect(got).toEqual(data);
    expect(calls).toEqual([null, 3, 6]);
  });

  it('writes an xlsx with translated headers and escaped cells', async () => {
    async function* rows() {
      yield { a: 'x', b: 1 };
      yield { a: '=1+1', b: 2 };
    }
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => out.once('end', resolve));
    const n = await writeXlsx(
      {
        sheetName: 'export.signInActivity.sheet',
        columns: [
          { header: 'export.signInActivity.email', value: (r: { a: string; b: number }) => r.a },
          { header: 'export.signInActivity.ip', value: (r: { a: string; b: number }) => r.b },
        ],
        rows: rows(),
      },
      'zh-cn',
      out,
    );
    await ended;
    const body = Buffer.concat(chunks);
    expect(n).toBe(2);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as never);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('登录记录');
    expect(ws.getRow(1).values).toEqual([undefined, '邮箱', 'IP 地址']);
    expect(ws.getRow(2).values).toEqual([undefined, 'x', 1]);
    expect(ws.getRow(3).getCell(1).value).toBe(`'=1+1`);
  });

  it('writes amounts as numbers in their currency decimals and times as date cells (read back with exceljs)', async () => {
    type R = { text: string; minor: bigint; currency: string; at: Date };
    async function* rows(): AsyncIterable<R> {
      yield { text: '-refund', minor: -2450250n, currency: 'USD', at: new Date('2026-11-22T09:14:23Z') };
      yield { text: 'plain-text', minor: 1500n, currency: 'JPY', at: new Date('2026-01-01T00:00:00Z') };
    }
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => out.once('end', resolve));
    await writeXlsx(
      {
        sheetName: 'export.signInActivity.sheet',
        columns: [
          { header: 'export.signInActivity.email', value: (r: R) => r.text },
          { header: 'export.signInActivity.ip', value: (r: R) => exportAmount(r.minor, r.currency) },
          { header: 'export.signInActivity.time', value: (r: R) => exportTime(r.at) },
        ],
        rows: rows(),
      },
      'en',
      out,
    );
    await ended;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as never);
    const ws = wb.worksheets[0]!;
    const usd = ws.getRow(2);
    expect(usd.getCell(1).value).toBe(`'-refund`);
    expect(usd.getCell(2).value).toBe(-24502.5);
    expect(usd.getCell(2).numFmt).toBe('#,##0.00');
    // a real date cell holding the Beijing wall time (UTC+8)
    expect(usd.getCell(3).value).toEqual(new Date('2026-11-22T17:14:23Z'));
    expect(usd.getCell(3).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    const jpy = ws.getRow(3);
    expect(jpy.getCell(1).value).toBe('plain-text');
    expect(jpy.getCell(2).value).toBe(1500);
    expect(jpy.getCell(2).numFmt).toBe('#,##0');
  });
});
