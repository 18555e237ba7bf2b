import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { newMerchant, newOperator, PASSWORD, useTestServer } from '../../../test/fixtures.ts';
import { createRole } from '../access/service.ts';
import { smsOutboxFor } from '../../platform/sms/sms.ts';
import { verifyPaymentPassword } from './service.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const s = useTestServer({ SMTP_URL: sink.url });

const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

describe('payment password', () => {
  it('is set and changed with a mailed code, checked with a lock after 5 wrong entries', async () => {
    const op = await newOperator(s);
    const scope = { userId: op.user.id, merchantNo: op.merchant.merchantNo };
    expect((await s.api('GET', '/security/payment/info', { cookie: op.cookie })).body.data).toMatchObject({ isSet: false, lockedUntil: null });
    await expect(verifyPaymentPassword(s.deps.db, { ...scope, pin: '123456', now: s.clock.now })).rejects.toMatchObject({ info: { code: '00019|50028' } });

    expect((await s.api('POST', '/security/payment/sendCode', { cookie: op.cookie })).body.respCode).toBe('20000');
    const code = codeOf((await sink.waitFor(op.email, /payment password/)).text);
    const mismatch = await s.api('POST', '/security/payment/save', { cookie: op.cookie, body: { code, password: '123456', confirmPassword: '123457' } });
    expect(mismatch.body.respCode).toBe('11000');
    const notDigits = await s.api('POST', '/security/payment/save', { cookie: op.cookie, body: { code, password: '12345a', confirmPassword: '12345a' } });
    expect(notDigits.body.data.fieldErrors[0]).toEqual({ field: 'password', message: 'Please enter 6 digits' });
    expect((await s.api('POST', '/security/payment/save', { cookie: op.cookie, body: { code, password: '246810', confirmPassword: '246810' } })).body.respCode).toBe('20000');
    // the code was used
    expect((await s.api('POST', '/security/payment/save', { cookie: op.cookie, body: { code, password: '111111', confirmPassword: '111111' } })).body.respCode).toBe('00004|14001');

    const { rows } = await s.deps.database.query<{ password_hash: string }>('select password_hash from payment_passwords where user_id = $1', [op.user.id]);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    await verifyPaymentPassword(s.deps.db, { ...scope, pin: '246810', now: s.clock.now });
    for (let i = 1; i <= 4; i++) {
      await expect(verifyPaymentPassword(s.deps.db, { ...scope, pin: '000000', now: s.clock.now })).rejects.toMatchObject({
        info: { code: '00019|50026' },
        data: { remaining: 5 - i },
      });
    }
    await expect(verifyPaymentPassword(s.deps.db, { ...scope, pin: '000000', now: s.clock.now })).rejects.toMatchObject({ info: { code: '00019|50027' } });
    // locked: even the right one is refused until the lock runs out
    await expect(verifyPaymentPassword(s.deps.db, { ...scope, pin: '246810', now: s.clock.now })).rejects.toMatchObject({ info: { code: '00019|50027' } });
    expect((await s.api('GET', '/security/payment/info', { cookie: op.cookie })).body.data.lockedUntil).not.toBeNull();
    await verifyPaymentPassword(s.deps.db, { ...scope, pin: '246810', now: new Date(s.clock.now.getTime() + 31 * 60_000) });
    const audit = await s.deps.database.query<{ action: string }>('select action from audit_log where user_id = $1', [op.user.id]);
    expect(audit.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['paymentPassword.set', 'paymentPassword.failure', 'paymentPassword.locked']));
  });

  it('needs the security:payment permission', async () => {
    const merchant = await newMerchant(s);
    const role = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Viewer', resourceCodes: ['index'] });
    const op = await newOperator(s, { merchant, roleId: role.id });
    expect((await s.api('POST', '/security/payment/sendCode', { cookie: op.cookie })).body.respCode).toBe('00006');
    expect((await s.api('POST', '/merLogin/getPhoneCaptcha', { cookie: op.cookie, body: { countryCode: '86', number: '13812345678' } })).body.respCode).toBe('00006');
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
    const wrong = await s.api('POST', '/security/sms/bind', { cookie: op.cookie, body: { countryCode: '86', number, code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.body.respCode).toBe('00004|14001');
    const ok = await s.api('POST', '/security/sms/bind', { cookie: op.cookie, body: { countryCode: '86', number, code } });
    expect(ok.body.data.phone).toBe(`+86${number.slice(0, 3)}****${number.slice(-4)}`);
    expect((await s.api('GET', '/security/sms/info', { cookie: op.cookie })).body.data.verifiedAt).not.toBeNull();
  });
});
