import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import type { TestServer } from './harness.ts';

/** Test helpers of the xlsx imports: a workbook of a header and rows, and its multipart upload. */
export async function xlsxOf(header: string[], rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function uploadFile(s: TestServer, url: string, cookie: string, body: Buffer, fileName = 'file.xlsx') {
  const boundary = '----cb' + crypto.randomUUID();
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await s.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'ow-source': 'merchant', 'ow-version': '1' },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as { respCode: string; respMsg: string; data: { id: number; batchNo: string; status: string } } };
}

/** The rows of an xlsx answer's first sheet, as text. */
/** A cell as a person reads it: amounts in their format's decimals (no separators), times as `YYYY-MM-DD HH:mm:ss`. */
function shown(c: ExcelJS.Cell): string {
  const v = c.value;
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 19).replace('T', ' ');
  if (typeof v === 'number' && c.numFmt) return v.toFixed(/\.(0+)/.exec(c.numFmt)?.[1]?.length ?? 0);
  return String(v);
}

export async function sheetRows(s: TestServer, url: string, cookie: string): Promise<string[][]> {
  const res = await s.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie, 'ow-source': 'merchant', 'ow-version': '1' } });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0]!.eachRow((r) => out.push(Array.from({ length: r.cellCount }, (_, i) => shown(r.getCell(i + 1)))));
  return out;
}
