import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { createRole } from '../access/service.ts';
import { bankDirectory } from '@crossbill/contracts/bank-directory';
import { getPayeeForTransfer, syncBankDirectory } from './service.ts';
import { givePaymentPassword } from '../../sandbox/payment-pin.ts';
import { gbPayee } from './test-kit.ts';

const s = useTestServer();
/** a payment password for the edits of account details */
const PIN = '802417';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function upload(cookie: string, fileName: string, body: Buffer, base = '/transfer/contact') {
  const boundary = '----cb' + crypto.randomUUID();
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return s.app.inject({
    method: 'POST',
    url: `/api${base}/file/upload`,
    payload,
    headers: { 'ow-source': 'merchant', 'ow-version': '1.9.12-2', cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('payees (transfer contacts)', () => {
  it('adds a GB payee by IBAN (stored compact, masked in lists), finds it by filters, edits and deletes it, with audit entries', async () => {
    const { cookie, merchant, user } = await newOperator(s);
    await givePaymentPassword(s.deps.db, { userId: user.id, merchantNo: merchant.merchantNo, pin: PIN, now: s.clock.now });
    const added = await s.api('POST', '/transfer/contact/add', { cookie, body: gbPayee({ nickname: 'Oliver GBP' }) });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      iban: 'GB82WEST12345698765432',
      accountMask: '•••• 5432',
      category: 'others',
      purpose: 'transfer',
      sortCode: null,
    });

    const list = await s.api('GET', '/transfer/contact/list?name=oliver&currency=GBP&country=GB&category=others', { cookie });
    expect(list.body.data.total).toBe(1);
    expect((await s.api('GET', '/transfer/contact/list?country=DE', { cookie })).body.data.total).toBe(0);

    const id = added.body.data.id as number;
    const edited = await s.api('POST', '/transfer/contact/update', {
      cookie,
      body: {
        id,
        payee: gbPayee({ nickname: 'Oliver GBP', accountFormat: 'sortCode', sortCode: '20-00-00', accountNumber: '55779911', iban: undefined }),
        paymentPassword: PIN,
      },
    });
    expect(edited.body.data).toMatchObject({ sortCode: '200000', accountNumber: '55779911', iban: null });

    expect((await s.api('POST', '/transfer/contact/delete', { cookie, body: { id } })).status).toBe(200);
    expect((await s.api('GET', `/transfer/contact/detail?id=${id}`, { cookie })).status).toBe(404);
    expect((await s.api('POST', '/transfer/contact/delete', { cookie, body: { id } })).status).toBe(404);

    const { rows } = await s.deps.database.query<{ action: string }>('select action from audit_log where merchant_no = $1 and action like $2 order by id', [
      merchant.merchantNo,
      'payee.%',
    ]);
    expect(rows.map((r) => r.action)).toEqual(['payee.transfer.create', 'payee.transfer.update', 'payee.transfer.delete']);
  });

  it('refuses a wrong IBAN with the translated field message in both languages', async () => {
    const { cookie } = await newOperator(s);
    const bad = gbPayee({ iban: 'GB82WEST12345698765431' });
    const en = await s.api('POST', '/transfer/contact/add', { cookie, body: bad });
    expect(en.status).toBe(422);
    expect(en.body.respCode).toBe(Codes.VALIDATION.code);
    expect(en.body.data.fieldErrors).toEqual([{ field: 'iban', message: 'Please enter a valid IBAN' }]);
    const zhOperator = await newOperator(s, { language: 'zh-cn' });
    const zh = await s.api('POST', '/transfer/contact/add', { cookie: zhOperator.cookie, body: bad });
    expect(zh.body.data.fieldErrors).toEqual([{ field: 'iban', message: '请输入有效的 IBAN' }]);
  });

  it('keeps nicknames unique per merchant (any case), but another merchant may reuse one', async () => {
    const { cookie } = await newOperator(s);
    const other = await newOperator(s);
    expect((await s.api('POST', '/transfer/contact/add', { cookie, body: gbPayee({ nickname: 'Supplier A' }) })).status).toBe(200);
    const dup = await s.api('POST', '/transfer/contact/add', { cookie, body: gbPayee({ nickname: 'supplier a' }) });
    expect(dup.status).toBe(422);
    expect(dup.body.data.fieldErrors).toEqual([{ field: 'nickname', message: 'This nickname is already used by another payee' }]);
    expect((await s.api('POST', '/transfer/contact/add', { cookie: other.cookie, body: gbPayee({ nickname: 'Supplier A' }) })).status).toBe(200);
  });

  it('keeps one default payee per currency: a new default takes the flag over', async () => {
    const { cookie } = await newOperator(s);
    const a = await s.api('POST', '/transfer/contact/add', { cookie, body: gbPayee({ isDefault: true }) });
    const b = await s.api('POST', '/transfer/contact/add', { cookie, body: gbPayee({ isDefault: true }) });
    const eur = await s.api('POST', '/transfer/contact/add', {
      cookie,
      body: gbPayee({ country: 'DE', currency: 'EUR', iban: 'DE89370400440532013000', bankName: 'Commerzbank AG', swift: 'COBADEFF', isDefault: true }),
    });
    const list = (await s.api('GET', '/transfer/contact/list', { cookie })).body.data.content as Array<{ id: number; isDefault: boolean }>;
    const flag = (id: number) => list.find((p) => p.id === id)!.isDefault;
    expect([flag(a.body.data.id), flag(b.body.data.id), flag(eur.body.data.id)]).toEqual([false, true, true]);
  });

  it('needs a Latin holder name for Japan and the legal name for an own company account', async () => {
    const { cookie, merchant } = await newOperator(s);
    const jp = gbPayee({
      country: 'JP',
      currency: 'JPY',
      accountFormat: 'zengin',
      bankCode: '0001',
      branchCode: '001',
      accountNumber: '1234567',
      bankName: 'Mizuho Bank Ltd',
      swift: 'MHCBJPJT',
      iban: undefined,
    });
    const kana = await s.api('POST', '/transfer/contact/add', { cookie, body: { ...jp, name: 'ヤマダ タロウ' } });
    expect(kana.body.data.fieldErrors).toEqual([{ field: 'name', message: 'Payouts to Japan need the name in Latin letters' }]);
    expect((await s.api('POST', '/transfer/contact/add', { cookie, body: { ...jp, name: 'Yamada Taro' } })).status).toBe(200);

    const own = gbPayee({ category: 'own', entityType: 'corporate', name: 'Someone Else Ltd' });
    const wrong = await s.api('POST', '/transfer/contact/add', { cookie, body: own });
    expect(wrong.body.data.fieldErrors[0]).toEqual({ field: 'name', message: `The account holder must be the company's legal name (${merchant.name})` });
    expect((await s.api('POST', '/transfer/contact/add', { cookie, body: { ...own, name: merchant.name.toUpperCase() } })).status).toBe(200);
  });

  it('checks an Indonesian company holder name against the (sandbox) bank registry', async () => {
    const { cookie } = await newOperator(s);
    const id = gbPayee({
      country: 'ID',
      currency: 'IDR',
      entityType: 'corporate',
      accountFormat: 'idBank',
      bankCode: '014',
      accountNumber: '1234567890',
      bankName: 'PT Bank Central Asia Tbk',
      swift: 'CENAIDJA',
      iban: undefined,
    });
    const mismatch = await s.api('POST', '/transfer/contact/add', { cookie, body: { ...id, name: 'PT Lain Sekali' } });
    expect(mismatch.body.data.fieldErrors).toEqual([{ field: 'name', message: 'The holder name does not match the name registered at the bank' }]);
    const unknown = await s.api('POST', '/transfer/contact/add', {
      cookie,
      body: { ...id, accountNumber: '1111111111', accountConfirm: '1111111111', name: 'PT Maju Jaya Sentosa' },
    });
    expect(unknown.body.data.fieldErrors).toEqual([{ field: 'accountNumber', message: 'The bank has no account with this number' }]);
    expect((await s.api('POST', '/transfer/contact/add', { cookie, body: { ...id, name: 'PT. Maju Jaya Sentosa' } })).status).toBe(200);
  });

  it('searches banks by name or SWIFT from 3 characters, within a country', async () => {
    const { cookie } = await newOperator(s);
    const short = await s.api('GET', '/transfer/contact/bank/search?keyword=ba', { cookie });
    expect(short.status).toBe(422);
    expect(short.body.respMsg).toBe('Keyword: Please enter at least 3 characters to search by bank name or SWIFT');
    const byName = await s.api('GET', '/transfer/contact/bank/search?keyword=barclays&country=GB', { cookie });
    expect(byName.body.data).toEqual([{ swift: 'BARCGB22', name: 'Barclays Bank UK PLC', country: 'GB', bankCode: null }]);
    const bySwift = await s.api('GET', '/transfer/contact/bank/search?keyword=CHASUS', { cookie });
    expect(bySwift.body.data.map((b: { swift: string }) => b.swift)).toEqual(['CHASUS33']);
    expect(bySwift.body.data[0].bankCode).toBe('021000021');
  });

  it('loads the bank directory idempotently: real SWIFT codes of every supported country', async () => {
    const records = bankDirectory();
    expect(records.length).toBeGreaterThanOrEqual(150);
    for (const b of records) {
      expect(b.swift, b.name).toMatch(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/);
      expect(b.swift.slice(4, 6), b.name).toBe(b.country);
    }
    expect(new Set(records.map((b) => b.swift)).size).toBe(records.length);
    await syncBankDirectory(s.deps.db);
    const { rows } = await s.deps.database.query<{ n: number }>('select count(*)::int as n from banks');
    expect(rows[0]!.n).toBe(records.length);
  });

  it('takes jpg/jpeg/png files judged by their bytes, attaches them and serves them only in scope', async () => {
    const { cookie } = await newOperator(s);
    const other = await newOperator(s);
    const fake = await upload(cookie, 'scan.png', Buffer.from('%PDF-1.4 not an image'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().respMsg).toBe('Only supports uploading jpg, jpeg, png files');
    const renamed = await upload(cookie, 'scan.pdf', PNG);
    expect(renamed.statusCode).toBe(422);
    const empty = await upload(cookie, 'scan.png', Buffer.alloc(0));
    expect(empty.json().respMsg).toBe('Please select a file to upload');

    const ok = await upload(cookie, 'statement.png', PNG);
    expect(ok.statusCode).toBe(200);
    const fileId = ok.json().data.id as string;
    const added = await s.api('POST', '/transfer/contact/add', { cookie, body: gbPayee({ attachmentIds: [fileId] }) });
    expect(added.body.data.attachments).toEqual([{ id: fileId, fileName: 'statement.png', size: PNG.length }]);
    const mine = await s.api('GET', `/transfer/contact/file/download?id=${fileId}`, { cookie });
    expect(mine.status).toBe(200);
    expect(mine.raw.headers['content-disposition']).toBe('attachment; filename="statement.png"');
    expect((await s.api('GET', `/transfer/contact/file/download?id=${fileId}`, { cookie: other.cookie })).status).toBe(404);
    // another merchant cannot attach this merchant's file
    const stolen = await s.api('POST', '/transfer/contact/add', { cookie: other.cookie, body: gbPayee({ attachmentIds: [fileId] }) });
    expect(stolen.status).toBe(422);
  });

  it('checks the permission codes on every route; settlement accounts are a separate list', async () => {
    const merchant = await newMerchant(s);
    const role = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Viewer', resourceCodes: ['transfer:contact'] });
    const viewer = await newOperator(s, { merchant, roleId: role.id });
    expect((await s.api('GET', '/transfer/contact/list', { cookie: viewer.cookie })).status).toBe(200);
    expect((await s.api('POST', '/transfer/contact/add', { cookie: viewer.cookie, body: gbPayee() })).status).toBe(403);
    expect((await s.api('GET', '/settlement/payee/list', { cookie: viewer.cookie })).status).toBe(403);

    const admin = await newOperator(s, { merchant });
    await s.api('POST', '/transfer/contact/add', { cookie: admin.cookie, body: gbPayee() });
    const own = await s.api('POST', '/settlement/payee/add', { cookie: admin.cookie, body: gbPayee({ category: 'others' }) });
    expect(own.body.data.category).toBe('own');
    expect((await s.api('GET', '/settlement/payee/list', { cookie: admin.cookie })).body.data.total).toBe(1);
    expect((await s.api('GET', '/transfer/contact/list', { cookie: admin.cookie })).body.data.total).toBe(1);
    // a settlement account is not a transfer payee
    await expect(getPayeeForTransfer(s.deps.db, [merchant.merchantNo], own.body.data.id)).rejects.toMatchObject({ info: Codes.NOT_FOUND });
  });

  it('gives a transfer the validated payee with its payout currency, country and method', async () => {
    const { cookie, merchant } = await newOperator(s);
    const added = await s.api('POST', '/transfer/contact/add', { cookie, body: gbPayee() });
    const payout = await getPayeeForTransfer(s.deps.db, [merchant.merchantNo], added.body.data.id);
    expect(payout).toMatchObject({ currency: 'GBP', country: 'GB', method: 'local', account: 'GB82WEST12345698765432' });
    await expect(getPayeeForTransfer(s.deps.db, ['M-OTHER'], added.body.data.id)).rejects.toMatchObject({ info: Codes.NOT_FOUND });
  });
});
