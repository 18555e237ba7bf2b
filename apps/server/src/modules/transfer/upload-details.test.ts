// The upload details route lives in modules/imports; its batch-transfer source is tested here, beside the batch kit.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { createRole } from '../access/service.ts';
import { parseBatch } from './batch.ts';
import { transferPricing } from './service.ts';
import { transferKit } from './test-kit.ts';
import { uploadBatch } from '@crossbill/contracts/endpoints/transfer-batch';

const s = useTestServer();
const { setup } = transferKit(s);

async function xlsx(rows: string[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transfers');
  ws.addRow(['Payee nickname', 'Send currency', 'Send amount', 'Fee bearing', 'Purpose', 'Merchant reference']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(cookie: string, fileName: string, body: Buffer) {
  const boundary = '----cb' + crypto.randomUUID();
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await s.app.inject({
    method: 'POST',
    url: `/api${uploadBatch.path}`,
    payload,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'ow-source': 'merchant', 'ow-version': '1' },
  });
  return (JSON.parse(res.body) as { data: { id: number; batchNo: string } }).data;
}

const parse = (id: number) => parseBatch(s.deps.db, s.deps.files, transferPricing(30), id, () => s.clock.now);

describe('upload details: imports across kinds', () => {
  it('lists batch uploads with parse state, progress, counts and a report link; filters; scoped to the merchant; needs the page permission', async () => {
    const { cookie, nickname, merchant } = await setup();
    const bad = await upload(
      cookie,
      'bad.xlsx',
      await xlsx([
        [nickname, 'GBP', '', 'sender', 'services', 'A'],
        [nickname, 'GBP', '20.00', 'sender', 'services', 'B'],
      ]),
    );
    await parse(bad.id);
    const good = await upload(cookie, 'good.xlsx', await xlsx([[nickname, 'GBP', '20.00', 'sender', 'services', 'C']]));
    await parse(good.id);
    const waiting = await upload(cookie, 'waiting.xlsx', await xlsx([[nickname, 'GBP', '30.00', 'sender', 'services', 'D']]));
    expect((await s.api('POST', '/transfer/batch/cancel', { cookie, body: { id: waiting.id } })).status).toBe(200);

    const list = await s.api('GET', '/upload/list', { cookie });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(3);
    const byName = Object.fromEntries(list.body.data.content.map((r: { fileName: string }) => [r.fileName, r]));
    expect(byName['bad.xlsx']).toMatchObject({
      kind: 'transfer-batch',
      reference: bad.batchNo,
      merchantNo: merchant.merchantNo,
      status: 'failed',
      progress: 100,
      rowCount: 2,
      errorCount: 1,
      reportUrl: `/api/transfer/batch/report?id=${bad.id}`,
    });
    expect(byName['good.xlsx']).toMatchObject({ status: 'succeeded', progress: 100, rowCount: 1, errorCount: 0, reportUrl: null });
    expect(byName['waiting.xlsx']).toMatchObject({ reference: waiting.batchNo, status: 'cancelled' });

    const failed = await s.api('GET', '/upload/list?status=failed', { cookie });
    expect(failed.body.data.content.map((r: { fileName: string }) => r.fileName)).toEqual(['bad.xlsx']);
    const named = await s.api('GET', '/upload/list?fileName=GOOD', { cookie });
    expect(named.body.data.content.map((r: { fileName: string }) => r.fileName)).toEqual(['good.xlsx']);
    const paged = await s.api('GET', '/upload/list?page=2&size=2', { cookie });
    expect(paged.body.data).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(paged.body.data.content).toHaveLength(1);
    const old = await s.api('GET', `/upload/list?endTime=${encodeURIComponent(new Date(s.clock.now.getTime() - 3600_000).toISOString())}`, { cookie });
    expect(old.body.data.total).toBe(0);

    // another merchant sees none of them
    const other = await newOperator(s);
    const theirs = await s.api('GET', '/upload/list', { cookie: other.cookie });
    expect(theirs.body.data.content.map((r: { fileName: string }) => r.fileName)).not.toContain('bad.xlsx');

    // the page needs content:upload; the batch kind needs the batch button too
    const noPage = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'No uploads', resourceCodes: ['transfer:transfer'] });
    expect((await s.api('GET', '/upload/list', { cookie: (await newOperator(s, { merchant, roleId: noPage.id })).cookie })).status).toBe(403);
    const pageOnly = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Uploads only', resourceCodes: ['content:upload'] });
    const limited = await s.api('GET', '/upload/list', { cookie: (await newOperator(s, { merchant, roleId: pageOnly.id })).cookie });
    expect(limited.status).toBe(200);
    expect(limited.body.data.total).toBe(0);
  });
});
