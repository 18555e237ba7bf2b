import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Codes } from '@crossbill/contracts/codes';
import { useTestServer } from '../../../test/fixtures.ts';
import { parseBatch } from './batch.ts';
import { transferPricing } from './service.ts';
import { PIN, transferKit } from './test-kit.ts';
import { uploadBatch } from '@crossbill/contracts/endpoints/transfer-batch';

// no job workers: the test parses files itself, and a transfer's execution job must not race its balance checks
const s = useTestServer({}, { work: false });
const { setup, bal, expectClean } = transferKit(s);

async function xlsx(rows: string[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transfers');
  ws.addRow(['Payee nickname', 'Send currency', 'Send amount', 'Fee bearing', 'Purpose', 'Merchant reference']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(cookie: string, body: Buffer) {
  const boundary = '----cb' + crypto.randomUUID();
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="batch.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await s.app.inject({
    method: 'POST',
    url: `/api${uploadBatch.path}`,
    payload,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'ow-source': 'merchant', 'ow-version': '1' },
  });
  return JSON.parse(res.body) as { respCode: string; data: { id: number; batchNo: string; status: string } };
}

const parse = (id: number) => parseBatch(s.deps.db, s.deps.files, transferPricing(30), id, () => s.clock.now);

describe('batch transfers', () => {
  it('parses a file with errors into a row-by-row report (missing amount, below minimum, unknown payee)', async () => {
    const { cookie, nickname } = await setup();
    const up = await upload(
      cookie,
      await xlsx([
        [nickname, 'GBP', '', 'sender', 'services', 'A'],
        [nickname, 'GBP', '5.00', 'sender', 'services', 'B'],
        ['Nobody', 'GBP', '20.00', 'sender', 'services', 'C'],
      ]),
    );
    expect(up.respCode).toBe('20000');
    expect(up.data.status).toBe('to_be_parsed');
    await parse(up.data.id);
    const detail = await s.api('GET', `/transfer/batch/detail?id=${up.data.id}`, { cookie });
    expect(detail.body.data.status).toBe('failed');
    expect(detail.body.data.errors.map((e: { row: number; message: string }) => [e.row, e.message])).toEqual([
      [2, 'The amount is missing in this batch transfer row'],
      [3, 'The transfer is below the minimum payout of 10.00 GBP'],
      [4, 'Unknown payee: Nobody'],
    ]);
    const report = await s.app.inject({
      method: 'GET',
      url: `/api/transfer/batch/report?id=${up.data.id}`,
      headers: { cookie, 'ow-source': 'merchant', 'ow-version': '1' },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe(4);
  });

  it('refuses the shortage, then confirms a batch into transfers sharing one ledger reference', async () => {
    const { cookie, nickname, merchant } = await setup();
    const short = await upload(
      cookie,
      await xlsx([
        [nickname, 'GBP', '600.00', 'sender', 'services', 'S1'],
        [nickname, 'GBP', '600.00', 'sender', 'services', 'S2'],
      ]),
    );
    await parse(short.data.id);
    const refused = await s.api('POST', '/transfer/batch/confirm', {
      cookie,
      body: { id: short.data.id, paymentPassword: PIN },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(refused.body.respCode).toBe(Codes.BATCH_SHORTAGE.code);

    const ok = await upload(
      cookie,
      await xlsx([
        [nickname, 'GBP', '100.00', 'sender', 'services', 'B1'],
        [nickname, 'GBP', '50.00', 'recipient', 'salary', 'B2'],
      ]),
    );
    await parse(ok.data.id);
    const done = await s.api('POST', '/transfer/batch/confirm', {
      cookie,
      body: { id: ok.data.id, paymentPassword: PIN },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.created).toHaveLength(2);
    // each transfer of the batch holds the payee's account as it was at the confirm
    for (const t of done.body.data.created)
      expect(t.payee).toMatchObject({ name: 'Oliver Smith', sortCode: '200000', accountNumber: '55779911', account: '55779911' });
    expect(done.body.data.batch.transferCount).toBe(2);
    expect((await bal(merchant, 'GBP')).frozen).toBe(10_350n + 5_000n);
    const view = await s.api('GET', `/wallet/balance/batch/view?currency=GBP&reference=${ok.data.batchNo}`, { cookie });
    expect(view.body.data.count).toBe(2);
    await expectClean();
  });
});
