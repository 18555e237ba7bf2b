import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { newMerchant, newOperator, newUser, PASSWORD, signIn, useTestServer } from '../../../test/fixtures.ts';
import { uploadPng, validApplication } from '../../../test/onboarding-data.ts';
import { createRole } from '../access/service.ts';
import { smsOutboxFor } from '../../platform/sms/sms.ts';
import { savePaymentPassword, verifyPaymentPassword } from './service.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const s = useTestServer({ SMTP_URL: sink.url });

const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
const PIN = '530817';

describe('payment password', () => {
  it('is set and changed with a mailed code, checked with a lock after 5 wrong entries', async () => {
    const op = await newOperator(s);
    const scope = { userId: op.user.id, merchantNo: op.merchant.merchantNo };
    expect((await s.api('GET', '/security/payment/info', { cookie: op.cookie })).body.data).toMatchObject({ isSet: false, lockedUntil: null });
    await expect(verifyPaymentPassword(s.deps.db, { ...scope, pin: '123456', now: s.clock.now })).rejects.toMatchObject({ info: { code: '00019|50028' } });

    expect((await s.api('POST', '/security/payment/sendCode', { cookie: op.cookie })).body.respCode).toBe('20000');
    const code = codeOf((await sink.waitFor(op.email, /payment password/)).text);
    const mismatch = await s.api('POST', '/security/payment/save', { cookie: op.cookie, body: { code, password: PIN, confirmPassword: '530818' } });
    expect(mismatch.body.respCode).toBe('11000');
    const notDigits = await s.api('POST', '/security/payment/save', { cookie: op.cookie, body: { code, password: '12345a', confirmPassword: '12345a' } });
    expect(notDigits.body.data.fieldErrors[0]).toEqual({ field: 'password', message: 'Please enter 6 digits' });
    expect((await s.api('POST', '/security/payment/save', { cookie: op.cookie, body: { code, password: PIN, confirmPassword: PIN } })).body.respCode).toBe(
      '20000',
    );
    // the code was used
    expect(
      (await s.api('POST', '/security/payment/save', { cookie: op.cookie, body: { code, password: '864209', confirmPassword: '864209' } })).body.respCode,
    ).toBe('00004|14001');

    const { rows } = await s.deps.database.query<{ password_hash: string }>('select password_hash from payment_passwords where user_id = $1', [op.user.id]);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    await verifyPaymentPassword(s.deps.db, { ...scope, pin: PIN, now: s.clock.now });
    for (let i = 1; i <= 4; i++) {
      await expect(verifyPaymentPassword(s.deps.db, { ...scope, pin: '000000', now: s.clock.now })).rejects.toMatchObject({
        info: { code: '00019|50026' },
        data: { remaining: 5 - i },
      });
    }
    await expect(verifyPaymentPassword(s.deps.db, { ...scope, pin: '000000', now: s.clock.now })).rejects.toMatchObject({ info: { code: '00019|50027' } });
    // locked: even the right one is refused until the lock runs out
    await expect(verifyPaymentPassword(s.deps.db, { ...scope, pin: PIN, now: s.clock.now })).rejects.toMatchObject({ info: { code: '00019|50027' } });
    expect((await s.api('GET', '/security/payment/info', { cookie: op.cookie })).body.data.lockedUntil).not.toBeNull();
    await verifyPaymentPassword(s.deps.db, { ...scope, pin: PIN, now: new Date(s.clock.now.getTime() + 31 * 60_000) });
    const audit = await s.deps.database.query<{ action: string }>('select action from audit_log where user_id = $1', [op.user.id]);
    expect(audit.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['paymentPassword.set', 'paymentPassword.failure', 'paymentPassword.locked']));
  });

  it('needs the security:payment permission', async () => {
    const merchant = await newMerchant(s);
    const role = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Viewer', resourceCodes: ['index'] });
    const op = await newOperator(s, { merchant, roleId: role.id });
    expect((await s.api('POST', '/security/payment/sendCode', { cookie: op.cookie })).body.respCode).toBe('00006');
    expect((await s.api('POST', '/merLogin/getPhoneCaptcha', { cookie: op.cookie, body: { countryCode: '86', number: '13812345678' } })).body.respCode).toBe(
      '00006',
    );
  });
});

describe('weak payment passwords', () => {
  const save = (cookie: string, code: string, password: string) =>
    s.api('POST', '/security/payment/save', { cookie, body: { code, password, confirmPassword: password } });

  it('refuses repeated digits, runs and counting with the field named, in English and Chinese, without using up the code', async () => {
    const op = await newOperator(s);
    await s.api('POST', '/security/payment/sendCode', { cookie: op.cookie });
    const code = codeOf((await sink.waitFor(op.email, /payment password/)).text);
    for (const weak of ['111111', '123456', '654321', '246802', '246810']) {
      const res = await save(op.cookie, code, weak);
      expect(res.body.respCode, weak).toBe('11000');
      expect(res.body.data.fieldErrors[0], weak).toEqual({
        field: 'password',
        message: 'The payment password must not be one digit repeated, a run of digits (123456, 654321, 246802) or counting (246810, 102030)',
      });
    }
    await s.api('POST', '/merLogin/switchLanguage', { cookie: op.cookie, body: { language: 'zh-cn' } });
    const zh = await save(op.cookie, code, '135791');
    expect(zh.body.data.fieldErrors[0].message).toBe(
      '支付密码不能是同一数字重复、连续或等差的数字（如 123456、654321、246802）或顺序计数（如 246810、102030）',
    );
    expect((await save(op.cookie, code, PIN)).body.respCode).toBe('20000');
  });

  it("refuses the person's bound phone digits and the birth dates and phone of their merchant's application", async () => {
    const op = await newOperator(s);
    const number = '13912785046';
    await s.api('POST', '/merLogin/getPhoneCaptcha', { cookie: op.cookie, body: { countryCode: '86', number } });
    const [sms] = await smsOutboxFor(s.deps.db, `+86${number}`);
    expect((await s.api('POST', '/security/sms/bind', { cookie: op.cookie, body: { countryCode: '86', number, code: codeOf(sms!.body) } })).body.respCode).toBe(
      '20000',
    );
    await s.api('POST', '/security/payment/sendCode', { cookie: op.cookie });
    const code = codeOf((await sink.waitFor(op.email, /payment password/)).text);
    const phone = await save(op.cookie, code, '127850');
    expect(phone.body.data.fieldErrors[0]).toEqual({
      field: 'password',
      message: 'The payment password must not contain six consecutive digits of your phone number',
    });

    // an applicant's merchant: the people of its application were born on 1980-04-02 (fixture)
    const u = await newUser(s);
    const { cookie } = await signIn(s, u.email);
    const file = await uploadPng(s, cookie);
    const submitted = await s.api('POST', '/merLogin/improveInformation', { cookie, body: { mode: 'apply', application: validApplication(file) } });
    const scope = { userId: u.user.id, merchantNo: submitted.body.data.merchantNo as string };
    const client = { ip: '127.0.0.1', userAgent: 'test' };
    for (const [pin, message] of [
      ['800402', 'validation.paymentPassword.birthDate'],
      ['020480', 'validation.paymentPassword.birthDate'],
      ['040280', 'validation.paymentPassword.birthDate'],
      ['794600', 'validation.paymentPassword.phone'], // the company phone +44 20 7946 0000
    ]) {
      await expect(savePaymentPassword(s.deps.db, { ...scope, code: '000000', password: pin!, client, now: s.clock.now }), pin).rejects.toMatchObject({
        data: { fieldErrors: [{ field: 'password', message }] },
      });
    }
  });
});

describe('phone binding', () => {
  it('binds a phone with the code the SMS provider sent', async () => {
    const op = await newOperator(s, { password: PASSWORD });
    const number = String(13_000_000_000 + Math.floor(Math.random() * 999_999_999));
    const bad = await s.api('POST', '/merLogin/getPhoneCaptcha', { cookie: op.cookie, body: { countryCode: '86', number: '12-34' } });
    expect(bad.body.data.fieldErrors[0]).toMatchObject({ field: 'number' });
    expect((await s.api('POST', '/merLogin/getPhoneCaptcha', { cookie: op.cookie, body: { countryCode: '86', number } })).body.respCode).toBe('20000');
    const [sms] = await smsOutboxFor(s.deps.db, `+86${number}`);
    const code = codeOf(sms!.body);
    const wrong = await s.api('POST', '/security/sms/bind', {
      cookie: op.cookie,
      body: { countryCode: '86', number, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.respCode).toBe('00004|14001');
    const ok = await s.api('POST', '/security/sms/bind', { cookie: op.cookie, body: { countryCode: '86', number, code } });
    expect(ok.body.data.phone).toBe(`+86${number.slice(0, 3)}****${number.slice(-4)}`);
    expect((await s.api('GET', '/security/sms/info', { cookie: op.cookie })).body.data.verifiedAt).not.toBeNull();
  });
});
