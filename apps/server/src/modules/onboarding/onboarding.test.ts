import { describe, expect, it } from 'vitest';
import { MerchantStatus } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, newUser, signIn, useTestServer } from '../../../test/fixtures.ts';
import { PNG, postFiles, uploadPng, validApplication } from '../../../test/onboarding-data.ts';
import { runOps } from '../../cli/ops.ts';
import { merchantRow } from '../merchant/service.ts';
import { reviewApplication } from './service.ts';

const s = useTestServer();

async function applicant() {
  const u = await newUser(s);
  const { cookie } = await signIn(s, u.email);
  return { ...u, cookie };
}

const submit = (cookie: string, application: unknown, extra: Record<string, unknown> = {}) =>
  s.api('POST', '/merLogin/improveInformation', { cookie, body: { mode: 'apply', application, ...extra } });
const fieldsOf = (res: { body: { data: any } }) => (res.body.data?.fieldErrors ?? []).map((e: { field: string }) => e.field);
const session = async (cookie: string) => (await s.api('GET', '/merLogin/getUserInformation', { cookie })).body.data;

describe('uploads', () => {
  it('takes the type from the bytes, refuses others, an empty pick and oversized files', async () => {
    const { cookie } = await applicant();
    const ok = await postFiles(s, '/upload/file?category=identity', { file: { name: 'selfie.txt', body: PNG } }, cookie);
    expect(ok.body.data).toMatchObject({ contentType: 'image/png', fileName: 'selfie.txt' });

    const fake = await postFiles(s, '/upload/file?category=document', { file: { name: 'passport.png', body: Buffer.from('%PDF-1.4 not an image') } }, cookie);
    expect(fake.body).toMatchObject({ respCode: '11000', respMsg: 'Only supports uploading JPG, PNG, JPEG files' });

    const empty = await postFiles(s, '/upload/file?category=document', { file: { name: 'a.png', body: Buffer.alloc(0) } }, cookie);
    expect(empty.body.respMsg).toBe('Please select a file to upload');

    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await postFiles(s, '/upload/file?category=identity', { file: { name: 'big.png', body: big } }, cookie);
    expect(tooBig.body.respMsg).toBe('The file cannot exceed 5M');
    const fine = await postFiles(s, '/upload/file?category=document', { file: { name: 'big.png', body: big } }, cookie);
    expect(fine.body.respCode).toBe('20000');

    // the file is this person's: another person cannot read it
    const other = await applicant();
    expect((await s.api('GET', `/upload/file/${ok.body.data.fileId}`, { cookie: other.cookie })).status).toBe(404);
    const mine = await s.api('GET', `/upload/file/${ok.body.data.fileId}`, { cookie });
    expect(mine.raw.headers['content-disposition']).toContain('attachment');
  });
});

describe('network application', () => {
  it('keeps the draft on the server and gives it back on return', async () => {
    const { cookie } = await applicant();
    expect((await s.api('GET', '/merLogin/cache/improveInformation?mode=apply', { cookie })).body.data).toBeNull();
    const saved = await s.api('POST', '/merLogin/cache/improveInformation', {
      cookie,
      body: { mode: 'apply', step: 'business', data: { companyType: 'llp' } },
    });
    expect(saved.body.respCode).toBe('20000');
    const back = await s.api('GET', '/merLogin/cache/improveInformation?mode=apply', { cookie });
    expect(back.body.data).toMatchObject({ step: 'business', data: { companyType: 'llp' } });
  });

  it('enforces the field rules on the server', async () => {
    const { cookie } = await applicant();
    const file = await uploadPng(s, cookie);
    const app = validApplication(file);
    const p1 = app.persons[0]!;
    const bad = {
      ...app,
      persons: [
        { ...p1, positions: ['director'], shareholding: '30' },
        ...Array.from({ length: 5 }, (_, i) => ({ ...p1, key: `d${i}`, positions: ['director'], shareholding: '' })),
      ],
      bank: { ...app.bank, holderName: 'Someone Else Ltd', accountNumber: '12345678', accountNumberConfirm: '87654321' },
    };
    const res = await submit(cookie, bad);
    expect(res.body.respCode).toBe('11000');
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining([
        'application.persons.0.positions',
        'application.persons',
        'application.bank.holderName',
        'application.bank.accountNumber',
        'application.bank.accountNumberConfirm',
      ]),
    );
    const msgs = res.body.data.fieldErrors.map((e: { message: string }) => e.message);
    expect(msgs).toEqual(
      expect.arrayContaining([
        'The two entered bank accounts do not match',
        'At most 5 directors',
        'Add at least one beneficial owner',
        'UK accounts need a valid IBAN (GB…)',
      ]),
    );
  });

  it('refuses files that are not the applicant’s', async () => {
    const a = await applicant();
    const b = await applicant();
    const file = await uploadPng(s, a.cookie);
    const res = await submit(b.cookie, validApplication(file));
    expect(res.body.respMsg).toBe('Please select a file to upload');
  });

  it('submit → reject with comments → modify and resubmit → approve; the merchant becomes active', async () => {
    const u = await applicant();
    const file = await uploadPng(s, u.cookie);
    const first = await submit(u.cookie, validApplication(file));
    expect(first.body.data).toMatchObject({ status: 'waiting', merchantName: 'Nimbus Trading Ltd', operatorId: null });
    const { orderNo, merchantNo } = first.body.data;
    expect((await merchantRow(s.deps.db, merchantNo))!.status).toBe(MerchantStatus.ONBOARDING);
    // still without a merchant in the session: the application page shows the status
    expect((await s.api('GET', '/merLogin/getApplication?mode=apply', { cookie: u.cookie })).body.data.record.status).toBe('waiting');
    expect((await submit(u.cookie, validApplication(file))).body.respMsg).toBe('This application is under review and cannot be changed now.');

    const out: string[] = [];
    await runOps(['onboarding', 'list'], { database: s.deps.database, config: s.deps.config, out: (l) => out.push(l) });
    expect(out.join('\n')).toContain(orderNo);
    expect(
      await runOps(['onboarding', 'reject', '--order', orderNo], { database: s.deps.database, config: s.deps.config, out: () => {}, err: () => {} }),
    ).not.toBe(0);
    await runOps(['onboarding', 'reject', '--order', orderNo, '--comment', 'Proof of address is older than 3 months'], {
      database: s.deps.database,
      config: s.deps.config,
      out: () => {},
    });
    const rejected = (await s.api('GET', '/merLogin/getApplication?mode=apply', { cookie: u.cookie })).body.data;
    expect(rejected.record).toMatchObject({ status: 'fail', comments: 'Proof of address is older than 3 months' });
    expect(rejected.data.business.legalName).toBe('Nimbus Trading Ltd');

    const again = await submit(u.cookie, { ...validApplication(file, 'Nimbus Trading Limited') });
    expect(again.body.data).toMatchObject({ orderNo, merchantNo, status: 'waiting', merchantName: 'Nimbus Trading Limited' });

    await reviewApplication(s.deps, { orderNo, decision: 'approve', reviewer: 'test', now: s.clock.now });
    const m = (await merchantRow(s.deps.db, merchantNo))!;
    expect(m).toMatchObject({ status: MerchantStatus.ACTIVE, businessTypes: 'acquiring', pendingBusinessTypes: '' });
    const view = (await s.api('GET', '/merLogin/getApplication?mode=apply', { cookie: u.cookie })).body.data.record;
    expect(view.status).toBe('pass');
    // the approved account can be entered; the status bar has nothing to say
    const sw = await s.api('POST', '/merLogin/switchAccount', { cookie: u.cookie, body: { userId: view.operatorId } });
    expect(sw.body.data.userInfo).toMatchObject({ merchantNo, auditStatus: 0, merchantStatus: MerchantStatus.ACTIVE });
    // and its administrator gets the menu of the portal
    const cookie = sw.setCookie ?? u.cookie;
    const menu = (await s.api('GET', '/merLogin/listMenus', { cookie })).body.data as Array<{ menuUrl: string | null; childrenNode: unknown[] }>;
    expect(menu.map((n) => n.menuUrl)).toContain('/index');
  });

  it('a merchant in onboarding state supplements its application; the status bar reads reviewing, then rejected', async () => {
    const { cookie, merchant } = await newOperator(s);
    // an active merchant has nothing to supplement
    const file = await uploadPng(s, cookie);
    expect(
      (await s.api('POST', '/merLogin/improveInformation', { cookie, body: { mode: 'supplement', application: validApplication(file) } })).body.respMsg,
    ).toBe('This merchant account cannot apply from here.');
    const onboarding = await newOperator(s, {
      merchant: await newMerchant(s, { status: MerchantStatus.ONBOARDING, businessType: '0', businessTypes: '', merchantType: 5 }),
    });
    expect((await session(onboarding.cookie)).userInfo.auditStatus).toBe(1);
    const f2 = await uploadPng(s, onboarding.cookie);
    const sub = await s.api('POST', '/merLogin/improveInformation', {
      cookie: onboarding.cookie,
      body: { mode: 'supplement', application: validApplication(f2) },
    });
    expect(sub.body.data.merchantNo).toBe(onboarding.merchant.merchantNo);
    const info = await session(onboarding.cookie);
    expect(info.userInfo.auditStatus).toBe(2);
    expect(info.faceAuth.faceAuthFlag).toBe('pending_scan');
    await reviewApplication(s.deps, { orderNo: sub.body.data.orderNo, decision: 'reject', comment: 'Unclear ID photo', reviewer: 'test', now: s.clock.now });
    expect((await session(onboarding.cookie)).userInfo.auditStatus).toBe(3);
    const last = await s.api('GET', '/merchant/account/getMerchantAuditLastRecord', { cookie: onboarding.cookie });
    expect(last.body.data).toMatchObject({ status: 'fail', comments: 'Unclear ID photo' });
    expect(merchant.merchantNo).not.toBe(onboarding.merchant.merchantNo);
  });

  it('supplement type=1 registers an additional merchant account that appears in the switcher', async () => {
    const op = await newOperator(s);
    const file = await uploadPng(s, op.cookie);
    const res = await s.api('POST', '/merLogin/improveInformation', {
      cookie: op.cookie,
      body: { mode: 'additional', businessType: '0', application: validApplication(file, 'Nimbus Payouts Ltd') },
    });
    expect(res.body.data).toMatchObject({ status: 'waiting', merchantName: 'Nimbus Payouts Ltd' });
    expect(res.body.data.merchantNo).not.toBe(op.merchant.merchantNo);
    const list = (await s.api('GET', '/merOperator/listMerchant', { cookie: op.cookie })).body.data.merchants.map(
      (m: { merchantName: string }) => m.merchantName,
    );
    expect(list).toContain('Nimbus Payouts Ltd');
  });

  it('the applicant may withdraw a waiting application; the bank search needs 3 characters', async () => {
    const u = await applicant();
    const file = await uploadPng(s, u.cookie);
    const sub = await submit(u.cookie, validApplication(file));
    const cancelled = await s.api('POST', '/merLogin/cancelApplication', { cookie: u.cookie, body: { orderNo: sub.body.data.orderNo } });
    expect(cancelled.body.data.status).toBe('cancel');
    expect((await s.api('GET', '/onboarding/bank/search?keyword=BU', { cookie: u.cookie })).body.respCode).toBe('11000');
    const found = await s.api('GET', '/onboarding/bank/search?keyword=barc', { cookie: u.cookie });
    expect(found.body.data[0]).toMatchObject({ swift: 'BARCGB22' });
  });
});

describe('face authentication', () => {
  it('link and QR (pending_scan) → photos on the phone (pending) → rejected → new link → approved', async () => {
    const m = await newMerchant(s, { status: MerchantStatus.ONBOARDING, businessType: '0', businessTypes: '', merchantType: 5 });
    const op = await newOperator(s, { merchant: m });
    const started = await s.api('POST', '/merchant/face/start', { cookie: op.cookie, body: { personKey: 'p1', ownerName: 'Alice Moor' } });
    expect(started.body.data).toMatchObject({ status: 'pending_scan' });
    expect(started.body.data.qrSvg).toMatch(/^<svg/);
    const token = started.body.data.link.split('/face/')[1];
    expect((await session(op.cookie)).faceAuth.faceAuthFlag).toBe('pending_scan');
    expect((await s.api('GET', '/merchant/face/list', { cookie: op.cookie })).body.data.companyState).toBe('incomplete');

    const page = await s.api('GET', `/face/session?token=${token}`);
    expect(page.body.data).toMatchObject({ ownerName: 'Alice Moor', status: 'pending_scan' });
    const notImage = await postFiles(s, `/face/submit?token=${token}`, {
      selfie: { name: 's.png', body: Buffer.from('hello') },
      idPhoto: { name: 'i.png', body: PNG },
    });
    expect(notImage.body.respMsg).toBe('Only supports uploading JPG, PNG, BMP, JPEG files');
    const sent = await postFiles(s, `/face/submit?token=${token}`, { selfie: { name: 's.png', body: PNG }, idPhoto: { name: 'i.png', body: PNG } });
    expect(sent.body.data.status).toBe('pending');
    expect((await s.api('GET', '/merchant/face/list', { cookie: op.cookie })).body.data.companyState).toBe('in_review');
    expect((await session(op.cookie)).faceAuth).toMatchObject({ faceAuthFlag: 'pending', approveStatus: 'waiting' });

    const id = started.body.data.id;
    await runOps(['face', 'reject', '--id', String(id), '--reason', 'The ID photo is blurred'], {
      database: s.deps.database,
      config: s.deps.config,
      out: () => {},
    });
    expect((await s.api('GET', '/merchant/face/list', { cookie: op.cookie })).body.data.companyState).toBe('rejected');
    expect((await session(op.cookie)).faceAuth).toMatchObject({ faceAuthFlag: 'rejected', approveStatus: 'fail', rejectReason: 'The ID photo is blurred' });

    const again = await s.api('POST', '/merchant/face/start', { cookie: op.cookie, body: { personKey: 'p1', ownerName: 'Alice Moor' } });
    const token2 = again.body.data.link.split('/face/')[1];
    await postFiles(s, `/face/submit?token=${token2}`, { selfie: { name: 's.png', body: PNG }, idPhoto: { name: 'i.png', body: PNG } });
    const out: string[] = [];
    await runOps(['face', 'approve', '--id', String(again.body.data.id)], { database: s.deps.database, config: s.deps.config, out: (l) => out.push(l) });
    expect(out[0]).toContain('approved');
    expect((await session(op.cookie)).faceAuth).toMatchObject({ faceAuthFlag: 'approved', approveStatus: null, rejectReason: null });
    // a used link cannot send photos again
    const reuse = await postFiles(s, `/face/submit?token=${token2}`, { selfie: { name: 's.png', body: PNG }, idPhoto: { name: 'i.png', body: PNG } });
    expect(reuse.body.respMsg).toBe('The photos were already submitted.');
  });
});
