import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { businessDate } from '@crossbill/contracts/business-time';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { sheetRows, uploadFile, xlsxOf } from '../../../test/xlsx-upload.ts';
import { zipBomb } from '../../../test/zip-bomb.ts';
import { auditLog } from '../../platform/audit/schema.ts';
import { createRole } from '../access/service.ts';
import * as imports from '../imports/service.ts';
import { cardHashKey } from './card-hash.ts';
import { blacklistImportSpec } from './import.ts';

// job workers off: each file is parsed here, when the test says
const s = useTestServer({}, { work: false });
const HEADER = ['Type', 'Value', 'Status', 'Expiry date', 'Remarks'];
const CARD = '4242424242424242';

/** An operator with a /v1 client, and the calls of lists, items and imports the tests make. */
async function setup(o: Parameters<typeof newOperator>[1] = {}) {
  const op = await newOperator(s, o);
  const c = await paymentClient(s, op.merchant.merchantNo);
  const get = (path: string, cookie = op.cookie) => s.api('GET', path, { cookie });
  const list = async (attribute: string) => {
    const r = await s.api('POST', '/risk/blacklist/add', { cookie: op.cookie, body: { name: `${attribute} list`, attribute, scope: 'all' } });
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    return r.body.data.id as number;
  };
  const spec = blacklistImportSpec(
    () => cardHashKey(s.deps.config),
    () => s.clock.now,
  );
  /** Uploads a file into a list, parses it and answers its state. */
  const upload = async (listId: number, rows: string[][], header = HEADER) => {
    const up = await uploadFile(s, `/risk/blacklist/import/upload?listId=${listId}`, op.cookie, await xlsxOf(header, rows), 'items.xlsx');
    expect(up.body.data.status, up.body.respMsg).toBe('to_be_parsed');
    await imports.parseImport(s.deps.db, s.deps.files, spec, up.body.data.id, () => s.clock.now);
    return (await get(`/risk/blacklist/import/detail?id=${up.body.data.id}`)).body.data;
  };
  const items = async (listId: number) => (await get(`/risk/blacklist/item/list?listId=${listId}&size=50`)).body.data;
  const paid = async (card: string, more: Record<string, unknown> = {}) => (await c.pay(card, more)).body.data.transactionId as string;
  return { op, c, get, list, spec, upload, items, paid };
}

const nextYear = () => `${Number(businessDate(s.clock.now).slice(0, 4)) + 1}-06-30`;
/** Every stored trace of a card number: items, the import's rows and errors, the audit log. */
async function storedText(): Promise<string> {
  const q = (sql: string) => s.deps.database.query(sql).then((r) => JSON.stringify(r.rows));
  return (await Promise.all(['select * from blacklist_items', 'select rows, errors from import_batches', 'select summary from audit_log'].map(q))).join();
}

describe('blacklist import', () => {
  it('adds a clean file at once: C values (a card only as its hash, BIN and last four), M rows from the payments; the payments are then declined', async () => {
    const t = await setup();
    const viaPayment = await t.paid('4000000000003220', { customerEmail: 'm@example.com', customerIp: '198.51.100.7' });
    const cards = await t.list('card');
    const b = await t.upload(cards, [
      ['C', '4242 4242 4242 4242', 'Active', '', 'Chargeback fraud'],
      ['m', viaPayment.toLowerCase(), 'active', nextYear(), ''],
      ['C', '5555555555554444', 'Inactive', '', 'Reported, not confirmed'],
    ]);
    expect(b).toMatchObject({ status: 'succeeded', rowCount: 3, errorCount: 0, progress: 100, listId: cards });
    const page = await t.items(cards);
    expect(page.total).toBe(3);
    const byValue = Object.fromEntries(page.content.map((i: { value: string }) => [i.value, i]));
    expect(byValue['424242****4242']).toMatchObject({ type: 'C', status: 'active', expiryDate: null, remarks: 'Chargeback fraud' });
    expect(byValue['400000****3220']).toMatchObject({ type: 'M', transactionId: viaPayment, status: 'active', expiryDate: nextYear() });
    expect(byValue['555555****4444']).toMatchObject({ status: 'inactive' });
    expect((await t.get(`/risk/blacklist/detail?id=${cards}`)).body.data.itemCount).toBe(3);

    // no card number anywhere: not in the items, the import or the audit log; the uploaded file is gone
    const stored = await storedText();
    for (const pan of [CARD, '5555555555554444', '4000000000003220']) expect(stored).not.toContain(pan);
    const file = await s.deps.database.query('select f.id from stored_files f join import_batches b on b.file_id = f.id where b.id = $1', [b.id]);
    expect(file.rows).toEqual([]);
    const audits = await s.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'blacklist.import'), eq(auditLog.target, String(cards))));
    expect(audits.map((a) => a.summary)).toEqual([{ batchNo: b.batchNo, fileName: 'items.xlsx', added: 3 }]);

    // matched by hashing the payment's card: both listed cards are declined, the inactive one is not
    expect((await t.c.pay(CARD)).body.data.responseCode).toBe('B1');
    expect((await t.c.pay('4000000000003220')).body.data.responseCode).toBe('B1');
    expect((await t.c.pay('5555555555554444')).body.data.responseCode).toBe('00');

    // an M row of an e-mail list takes the payment's e-mail, of an IP list its IP
    const emails = await t.list('email');
    expect((await t.upload(emails, [['M', viaPayment, 'Active', '', '']])).status).toBe('succeeded');
    const ips = await t.list('ip');
    expect((await t.upload(ips, [['M', viaPayment, 'Active', '', '']])).status).toBe('succeeded');
    expect((await t.items(emails)).content[0]).toMatchObject({ value: 'm@example.com', type: 'M' });
    expect((await t.items(ips)).content[0]).toMatchObject({ value: '198.51.100.7', type: 'M' });
    expect((await t.c.pay('5555555555554444', { customerEmail: 'M@Example.com' })).body.data.responseCode).toBe('B1');
    expect((await t.c.pay('5555555555554444', { customerIp: '198.51.100.7' })).body.data.responseCode).toBe('B1');
  });

  it('a file with any bad row adds nothing and reports every bad row, card numbers masked, in the report too', async () => {
    const t = await setup();
    const other = await setup();
    const theirs = await other.paid(CARD);
    const cards = await t.list('card');
    const added = await s.api('POST', '/risk/blacklist/item/add', { cookie: t.op.cookie, body: { listId: cards, type: 'C', value: '5555555555554444' } });
    expect(added.body.respCode).toBe('20000');
    const b = await t.upload(cards, [
      ['C', CARD, 'Active', '', ''], // row 2: fine
      ['X', '4012888888881881', 'Active', '', ''], // 3
      ['C', '1234', 'Active', '', ''], // 4
      ['C', '4242-4242-4242-4242', 'Active', '', ''], // 5: repeats row 2
      ['C', '5555555555554444', 'Active', '', ''], // 6: already on the list
      ['C', '4000056655665556', 'Maybe', '2020-01-01', ''], // 7
      ['C', '378282246310005', 'Active', '31/12/2030', ''], // 8
      ['M', 'NOSUCHTX123', 'Active', '', ''], // 9
      ['C', '', '', '', ''], // 10 (a row with a type only is not blank)
      ['C', '6011111111111117', 'Active', '', 'x'.repeat(201)], // 11
      ['M', theirs, 'Active', '', ''], // 12: another merchant's payment
    ]);
    expect(b).toMatchObject({ status: 'failed', rowCount: 11, progress: 100 });
    const byRow = (row: number) =>
      b.errors.filter((e: { row: number }) => e.row === row).map((e: { column: string; message: string }) => `${e.column}: ${e.message}`);
    expect(byRow(2)).toEqual([]);
    expect(byRow(3)).toEqual(['Type: The type must be C (original value) or M (transaction ID)']);
    expect(byRow(4)).toEqual(['Value: Please enter a valid card number']);
    expect(byRow(5)).toEqual(['Value: This value repeats row 2']);
    expect(byRow(6)).toEqual(['Value: This value is already on the list']);
    expect(byRow(7)).toEqual(['Status: The status must be Active or Inactive', 'Expiry date: The expiry date must be today or later']);
    expect(byRow(8)).toEqual(['Expiry date: The expiry date must be plain text as YYYY-MM-DD']);
    expect(byRow(9)).toEqual(['Value: Transaction NOSUCHTX123 was not found']);
    expect(byRow(10)).toEqual(['Status: This field is required', 'Value: This field is required']);
    expect(byRow(11)).toEqual(['Remarks: At most 200 characters']);
    expect(byRow(12)).toEqual([`Value: Transaction ${theirs} was not found`]);

    // the list is as it was
    expect((await t.items(cards)).total).toBe(1);
    expect((await t.get(`/risk/blacklist/detail?id=${cards}`)).body.data.itemCount).toBe(1);
    expect((await t.c.pay(CARD)).body.data.responseCode).toBe('00');

    const report = await sheetRows(s, `/risk/blacklist/import/report?id=${b.id}`, t.op.cookie);
    expect(report[0]).toEqual(['Row', ...HEADER, 'Errors']);
    expect(report.map((r) => r[0])).toEqual(['Row', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(report[1]).toEqual(['3', 'X', '401288****1881', 'Active', '', '', 'The type must be C (original value) or M (transaction ID)']);
    expect(report[2]!.slice(0, 3)).toEqual(['4', 'C', '1234']);
    expect(report[4]![2]).toBe('555555****4444');
    const all = JSON.stringify(report) + (await storedText());
    for (const pan of [CARD, '4012888888881881', '5555555555554444', '4000056655665556', '378282246310005', '6011111111111117']) expect(all).not.toContain(pan);
  });

  it('template: the header in the operator’s language, an example of the list’s attribute in text cells, a help sheet; taken back as it is', async () => {
    const t = await setup();
    const emails = await t.list('email');
    const rows = await sheetRows(s, `/risk/blacklist/import/template?listId=${emails}`, t.op.cookie);
    expect(rows).toEqual([
      HEADER,
      ['C', 'fraud@example.com', 'Active', `${Number(businessDate(s.clock.now).slice(0, 4)) + 1}-12-31`, 'Example: replace this row with your items'],
    ]);
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/risk/blacklist/import/template?listId=${emails}`,
      headers: { cookie: t.op.cookie, 'ow-source': 'merchant', 'ow-version': '1' },
    });
    expect(res.headers['content-disposition']).toContain('blacklist-import-template.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Blacklist items', 'Instructions']);
    // typed cells stay text: a card number keeps its digits, a date its form
    expect(wb.worksheets[0]!.getCell('B5').numFmt).toBe('@');
    expect(wb.worksheets[1]!.getCell('A1').value).toBe('Type');
    // the example row goes in as it stands
    const up = await uploadFile(s, `/risk/blacklist/import/upload?listId=${emails}`, t.op.cookie, res.rawPayload, 'template.xlsx');
    await imports.parseImport(s.deps.db, s.deps.files, t.spec, up.body.data.id, () => s.clock.now);
    expect((await t.items(emails)).content.map((i: { value: string }) => i.value)).toEqual(['fraud@example.com']);

    const zh = await setup({ language: 'zh-cn' });
    const cards = await zh.list('card');
    const zhRows = await sheetRows(s, `/risk/blacklist/import/template?listId=${cards}`, zh.op.cookie);
    expect(zhRows[0]).toEqual(['类型', '值', '状态', '过期日期', '备注']);
    expect(zhRows[1]!.slice(0, 3)).toEqual(['C', '4111111111111111', 'Active']);
    // a Chinese header is the template too; its errors come in Chinese
    const b = await zh.upload(cards, [['C', '123', 'Active', '', '']], zhRows[0]);
    expect(b.errors.map((e: { column: string; message: string }) => [e.column, e.message])).toEqual([['值', '请输入有效的卡号']]);
  });

  it('refuses a file that is not an xlsx, one over 5M or an empty one with a 4xx naming the field; a file not of the template fails', async () => {
    const t = await setup();
    const ips = await t.list('ip');
    const url = `/risk/blacklist/import/upload?listId=${ips}`;
    const csv = await uploadFile(s, url, t.op.cookie, Buffer.from('C,192.0.2.1,Active\n'), 'items.csv');
    expect(csv.status).toBe(422);
    expect(csv.body).toMatchObject({ respMsg: 'Only supports uploading xlsx files', data: { fieldErrors: [{ field: 'file' }] } });
    const renamed = await uploadFile(s, url, t.op.cookie, Buffer.from('C,192.0.2.1,Active\n'), 'items.xlsx');
    expect(renamed.status).toBe(422);
    const big = await uploadFile(s, url, t.op.cookie, Buffer.concat([await xlsxOf(HEADER, []), Buffer.alloc(5 * 1024 * 1024)]), 'big.xlsx');
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ respMsg: 'The file cannot exceed 5M', data: { fieldErrors: [{ field: 'file' }] } });
    const empty = await uploadFile(s, url, t.op.cookie, Buffer.alloc(0), 'items.xlsx');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ respMsg: 'Please select a file to upload', data: { fieldErrors: [{ field: 'file' }] } });
    const noList = await uploadFile(s, '/risk/blacklist/import/upload?listId=abc', t.op.cookie, await xlsxOf(HEADER, []), 'items.xlsx');
    expect(noList.status).toBe(422);
    expect((noList.body.data as unknown as { fieldErrors: Array<{ field: string }> }).fieldErrors[0]!.field).toBe('listId');
    expect((await t.upload(ips, [['C', '192.0.2.1', 'Active']], ['Kind', 'Address', 'State'])).errors.map((e: { message: string }) => e.message)).toEqual([
      'Uploaded file does not match the template',
    ]);
    expect((await t.upload(ips, [])).errors.map((e: { message: string }) => e.message)).toEqual(['The file has no data rows']);
    expect((await t.items(ips)).total).toBe(0);
  });

  it('a zip bomb fails its import once, with the reason, and is never read again; a list deleted before the parse fails its file', async () => {
    const t = await setup();
    const phones = await t.list('phone');
    const up = await uploadFile(s, `/risk/blacklist/import/upload?listId=${phones}`, t.op.cookie, zipBomb(), 'bomb.xlsx');
    expect(up.status).toBe(200);
    await expect(imports.parseImport(s.deps.db, s.deps.files, t.spec, up.body.data.id, () => s.clock.now)).rejects.toThrow('import.file.unpackedTooLarge');
    const detail = async (id: number) => (await t.get(`/risk/blacklist/import/detail?id=${id}`)).body.data;
    expect(await detail(up.body.data.id)).toMatchObject({ status: 'failed', errors: [{ row: 0, message: 'The file is larger than 50M once unpacked' }] });
    // a later run (the sweep) finds it done and leaves it
    await imports.parseOpenImports(s.deps.db, s.deps.files, t.spec, () => s.clock.now);
    expect((await detail(up.body.data.id)).status).toBe('failed');

    const gone = await uploadFile(
      s,
      `/risk/blacklist/import/upload?listId=${phones}`,
      t.op.cookie,
      await xlsxOf(HEADER, [['C', '+8613800138000', 'Active']]),
      'x.xlsx',
    );
    expect((await s.api('POST', '/risk/blacklist/delete', { cookie: t.op.cookie, body: { id: phones } })).status).toBe(200);
    await imports.parseImport(s.deps.db, s.deps.files, t.spec, gone.body.data.id, () => s.clock.now);
    expect((await detail(gone.body.data.id)).errors.map((e: { message: string }) => e.message)).toEqual(['The blacklist no longer exists']);
  });

  it("keeps another merchant's list and imports out of reach, and asks for the import code", async () => {
    const t = await setup();
    const domains = await t.list('email_domain');
    const b = await t.upload(domains, [['C', 'spam.example', 'Active', '', '']]);
    expect(b.status).toBe('succeeded');
    const list = await t.get('/upload/list?kind=blacklist-import');
    expect(list.body.data.content[0]).toMatchObject({ kind: 'blacklist-import', reference: b.batchNo, status: 'succeeded', reportUrl: null });

    const other = await setup();
    const xlsx = await xlsxOf(HEADER, [['C', 'other.example', 'Active']]);
    expect((await other.get(`/risk/blacklist/import/template?listId=${domains}`)).status).toBe(404);
    expect((await uploadFile(s, `/risk/blacklist/import/upload?listId=${domains}`, other.op.cookie, xlsx)).status).toBe(404);
    expect((await other.get(`/risk/blacklist/import/detail?id=${b.id}`)).status).toBe(404);
    expect((await other.get(`/risk/blacklist/import/report?id=${b.id}`)).status).toBe(404);
    expect((await other.get('/upload/list?kind=blacklist-import')).body.data.total).toBe(0);

    // the list's other buttons without import: every import route refuses, and the kind is not listed
    const role = await createRole(s.deps.db, {
      merchantNo: t.op.merchant.merchantNo,
      name: 'Risk without import',
      resourceCodes: ['risk:list', 'risk:list:add', 'risk:list:edit', 'content:upload'],
    });
    const limited = await newOperator(s, { merchant: t.op.merchant, roleId: role.id });
    expect((await t.get(`/risk/blacklist/import/template?listId=${domains}`, limited.cookie)).status).toBe(403);
    expect((await uploadFile(s, `/risk/blacklist/import/upload?listId=${domains}`, limited.cookie, xlsx)).status).toBe(403);
    expect((await t.get(`/risk/blacklist/import/detail?id=${b.id}`, limited.cookie)).status).toBe(403);
    expect((await t.get(`/risk/blacklist/import/report?id=${b.id}`, limited.cookie)).status).toBe(403);
    expect((await t.get('/upload/list?kind=blacklist-import', limited.cookie)).body.data.total).toBe(0);
    expect((await t.items(domains)).total).toBe(1);
  });
});
