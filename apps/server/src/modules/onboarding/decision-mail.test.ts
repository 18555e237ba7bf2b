import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '@crossbill/contracts/constants';
import { MerchantStatus } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, newUser, signIn, useTestServer } from '../../../test/fixtures.ts';
import { PNG, postFiles, uploadPng, validApplication } from '../../../test/onboarding-data.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { runOps } from '../../cli/ops.ts';
import { autoReview, reviewApplication } from './service.ts';
import { autoDecideFace, decideFace } from './face.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const s = useTestServer({ SMTP_URL: sink.url, PUBLIC_URL: 'https://portal.test' });

const mailsTo = (email: string) => sink.mails.filter((m) => m.to.includes(email));

/** A person who submitted a network application, signed in, in the given language. */
async function applied(language: Language) {
  const u = await newUser(s, { language });
  const { cookie } = await signIn(s, u.email);
  const file = await uploadPng(s, cookie);
  const res = await s.api('POST', '/merLogin/improveInformation', { cookie, body: { mode: 'apply', application: validApplication(file, 'Heron Goods Ltd') } });
  expect(res.body.respCode).toBe('20000');
  return { ...u, cookie, orderNo: res.body.data.orderNo as string };
}

describe('application decision mails', () => {
  it('a rejection is mailed once, in the applicant’s language, with the comment and a link to the application', async () => {
    const a = await applied('zh-cn');
    // a refused decision changes nothing and mails nothing
    await expect(reviewApplication(s.deps, { orderNo: a.orderNo, decision: 'reject', comment: ' ', reviewer: 'test', now: s.clock.now })).rejects.toMatchObject(
      {
        messageKey: 'validation.required',
      },
    );
    expect(mailsTo(a.email)).toHaveLength(0);

    await reviewApplication(s.deps, { orderNo: a.orderNo, decision: 'reject', comment: '营业执照照片不清晰', reviewer: 'test', now: s.clock.now });
    const [mail, ...more] = mailsTo(a.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`您的 Crossbill 申请 ${a.orderNo} 未通过审核`);
    expect(mail!.text).toContain('营业执照照片不清晰');
    expect(mail!.text).toContain('Heron Goods Ltd');
    expect(mail!.text).toContain('https://portal.test/user/networkApplication');

    // deciding it again is refused, and mails nothing more
    await expect(
      reviewApplication(s.deps, { orderNo: a.orderNo, decision: 'reject', comment: 'again', reviewer: 'test', now: s.clock.now }),
    ).rejects.toMatchObject({
      messageKey: 'onboarding.noApplication',
    });
    expect(mailsTo(a.email)).toHaveLength(1);
  });

  it('taking into review mails nothing; a suspension asks for more information; an approval by ops is mailed in English', async () => {
    const a = await applied('en');
    const env = { database: s.deps.database, config: s.deps.config, out: () => {}, err: () => {} };
    expect(await runOps(['onboarding', 'process', '--order', a.orderNo], env)).toBe(0);
    expect(mailsTo(a.email)).toHaveLength(0);

    expect(await runOps(['onboarding', 'suspend', '--order', a.orderNo, '--comment', 'Please add the proof of address of the director.'], env)).toBe(0);
    const suspended = await sink.waitFor(a.email, /More information is needed/);
    expect(suspended.subject).toBe(`More information is needed for your Crossbill application ${a.orderNo}`);
    expect(suspended.text).toContain('Please add the proof of address of the director.');
    expect(suspended.text).toContain('https://portal.test/user/networkApplication');

    expect(await runOps(['onboarding', 'approve', '--order', a.orderNo], env)).toBe(0);
    const approved = await sink.waitFor(a.email, /approved/);
    expect(approved.subject).toBe(`Your Crossbill application ${a.orderNo} is approved`);
    expect(approved.text).toContain('https://portal.test/user/networkApplication');
    expect(mailsTo(a.email)).toHaveLength(2);
  });

  it('the sandbox reviewer mails its approval once, however often its job runs', async () => {
    const a = await applied('zh-cn');
    expect(await autoReview(s.deps, a.orderNo, s.clock.now)).toBe(true);
    expect(await autoReview(s.deps, a.orderNo, s.clock.now)).toBe(false);
    const mails = mailsTo(a.email);
    expect(mails.map((m) => m.subject)).toEqual([`您的 Crossbill 申请 ${a.orderNo} 已通过审核`]);
  });
});

describe('face decision mails', () => {
  async function inReview(language: Language) {
    const m = await newMerchant(s, { status: MerchantStatus.ONBOARDING, businessType: '0', businessTypes: '', merchantType: 5, name: 'Egret Payouts Ltd' });
    const op = await newOperator(s, { merchant: m, language });
    const started = await s.api('POST', '/merchant/face/start', { cookie: op.cookie, body: { personKey: 'p1', ownerName: 'Wang Fang' } });
    const token = started.body.data.link.split('/face/')[1];
    const sent = await postFiles(s, `/face/submit?token=${token}`, { selfie: { name: 's.png', body: PNG }, idPhoto: { name: 'i.png', body: PNG } });
    expect(sent.body.data.status).toBe('pending');
    return { ...op, id: started.body.data.id as number };
  }

  it('a rejection is mailed once to the operator who asked for the link, in their language, with the reason and the face page', async () => {
    const op = await inReview('zh-cn');
    const reason = '自拍照与证件照片不是同一人';
    await decideFace(s.deps, { id: op.id, decision: 'rejected', reason, reviewer: 'test', now: s.clock.now });
    const [mail, ...more] = mailsTo(op.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Wang Fang 的人脸认证未通过');
    expect(mail!.text).toContain(reason);
    expect(mail!.text).toContain('Egret Payouts Ltd');
    expect(mail!.text).toContain('https://portal.test/supplement/jumio');
    // the status bar and the face page read the same reason
    const info = (await s.api('GET', '/merLogin/getUserInformation', { cookie: op.cookie })).body.data;
    expect(info.faceAuth).toMatchObject({ faceAuthFlag: 'rejected', rejectReason: reason });
    const list = (await s.api('GET', '/merchant/face/list', { cookie: op.cookie })).body.data;
    expect(list.checks[0]).toMatchObject({ status: 'rejected', reason });

    await expect(decideFace(s.deps, { id: op.id, decision: 'approved', reviewer: 'test', now: s.clock.now })).rejects.toMatchObject({
      messageKey: 'onboarding.noApplication',
    });
    expect(await autoDecideFace(s.deps, op.id, s.clock.now)).toBe(false);
    expect(mailsTo(op.email)).toHaveLength(1);
  });

  it('an approval is mailed in English to an English-speaking operator', async () => {
    const op = await inReview('en');
    expect(await autoDecideFace(s.deps, op.id, s.clock.now)).toBe(true);
    const mail = await sink.waitFor(op.email);
    expect(mail.subject).toBe('Face authentication of Wang Fang is approved');
    expect(mail.text).toContain('https://portal.test/supplement/jumio');
    expect(mailsTo(op.email)).toHaveLength(1);
  });
});
