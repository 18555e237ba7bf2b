import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { declarationSetup, IDS } from '../../../test/declarations.ts';
import { exportedRows } from '../../../test/exports.ts';
import { useTestServer } from '../../../test/fixtures.ts';
import { sheetRows, uploadFile, xlsxOf } from '../../../test/xlsx-upload.ts';
import { encryptionKey } from '../../platform/crypto/secret-box.ts';
import * as imports from '../imports/service.ts';
import { importBatches } from '../imports/schema.ts';
import { declarationImport } from './import.ts';

// the download job builds the file in this process
const s = useTestServer({});
const HEADER = [
  'Transaction ID',
  'Sub-order number',
  'Customs office code',
  'Customs registration code',
  'Customs registration name',
  'E-commerce platform code',
  'Declared amount',
  'Goods amount',
  'Freight',
  'Tax',
  'Payer name',
  'Payer ID number',
];

describe('declaration files and export', () => {
  it('files a clean file, row by row report for a bad one (nothing filed), rows counted together against the amount', async () => {
    const t = await declarationSetup(s);
    const a = await t.pay('100.00');
    const b = await t.pay('100.00');
    const spec = declarationImport(encryptionKey(s.deps.config));
    const upload = async (rows: string[][]) => {
      const up = await uploadFile(s, '/declaration/batch/upload', t.op.cookie, await xlsxOf(HEADER, rows), 'declarations.xlsx');
      expect(up.body.respCode, up.body.respMsg).toBe('20000');
      await imports.parseImport(s.deps.db, s.deps.files, spec, up.body.data.id, () => s.clock.now);
      return (await s.api('GET', `/declaration/batch/detail?id=${up.body.data.id}`, { cookie: t.op.cookie })).body.data;
    };
    const row = (tx: string, over: Partial<Record<'sub' | 'customs' | 'amount' | 'name' | 'id', string>> = {}) => [
      tx,
      over.sub ?? '',
      over.customs ?? 'ningbo',
      '3302960XYZ',
      'Ningbo Test Co.',
      '',
      over.amount ?? '60.00',
      '',
      '',
      '',
      over.name ?? 'Wang Wu',
      over.id ?? IDS[1],
    ];

    const failed = await upload([row(a, { sub: 'S1' }), row(a, { sub: 'S2' }), row(b, { id: '123' }), row(b, { customs: 'MARS' })]);
    expect(failed).toMatchObject({ status: 'failed', rowCount: 4 });
    const errors = failed.errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message]);
    expect(errors.sort((x: [number], y: [number]) => x[0] - y[0])).toEqual([
      // the second part of payment a, counted with the first
      [3, 'Declared amount', 'The declarations of this payment would exceed its amount: at most 40.00 CNY can still be declared'],
      [4, 'Payer ID number', 'Enter a valid 18-character PRC resident ID number'],
      [5, 'Customs office code', expect.any(String)],
    ]);
    expect(failed.errorCount).toBe(3);
    expect((await s.api('GET', '/declaration/list', { cookie: t.op.cookie })).body.data.total).toBe(0);
    const report = await sheetRows(s, `/declaration/batch/report?id=${failed.id}`, t.op.cookie);
    expect(
      report
        .map((r) => r[0])
        .slice(1)
        .sort(),
    ).toEqual(['3', '4', '5']);
    // the kept rows hold no identity number
    const [kept] = await s.deps.db.select().from(importBatches).where(eq(importBatches.id, failed.id));
    expect(JSON.stringify(kept!.rows)).not.toContain(IDS[1]);

    const ok = await upload([row(a, { sub: 'S1' }), row(a, { sub: 'S2', amount: '40.00' }), row(b, { name: 'REJECT me' })]);
    expect(ok).toMatchObject({ status: 'succeeded', rowCount: 3, errorCount: 0 });
    const list = (await s.api('GET', '/declaration/list', { cookie: t.op.cookie })).body.data;
    expect(list.total).toBe(3);
    expect(list.content.every((r: { status: string; customsCode: string }) => r.status === 'submitted' && r.customsCode === 'NINGBO')).toBe(true);

    const exp = await s.api('POST', '/declaration/export', { cookie: t.op.cookie, body: { transactionId: a } });
    expect(exp.body.respCode).toBe('20000');
    const rows = await exportedRows(s, t.op.cookie, exp.body.data.id);
    expect(rows[0]!.slice(0, 6)).toEqual(['Declaration ID', 'Merchant No.', 'Transaction ID', 'Order number', 'Sub-order number', 'Customs office']);
    expect(
      rows
        .slice(1)
        .map((r) => [r[2], r[4], r[5], r[9], r[15]])
        .sort(),
    ).toEqual([
      [a, 'S1', 'Ningbo', '60.00', '1101**********1233'],
      [a, 'S2', 'Ningbo', '40.00', '1101**********1233'],
    ]);
    expect(JSON.stringify(rows)).not.toContain(IDS[1]);
  });

  it('offers a template of text cells with the customs offices on a help sheet, in the operator’s language', async () => {
    const t = await declarationSetup(s);
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/declaration/batch/template',
      headers: { cookie: t.op.cookie, 'ow-source': 'merchant', 'ow-version': '1' },
    });
    expect(res.headers['content-disposition']).toContain('declaration-template.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [sheet, help] = wb.worksheets;
    expect((sheet!.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(sheet!.getColumn(12).numFmt).toBe('@');
    const rows: unknown[][] = [];
    help!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows).toContainEqual(['HANGZHOU_ZONGSHU', 'Hangzhou (unified channel)']);
    expect(rows).toContainEqual(['NINGBO', 'Ningbo']);
  });
});
