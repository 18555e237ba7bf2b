import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { newOperatorUser, PASSWORD, randomIp, uniqueEmail, useTestServer } from '../../../test/fixtures.ts';
import { trustDeviceFor } from './devices.ts';
import { setInitialPassword } from './service.ts';
import type { TestServer } from '../../../test/harness.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const s = useTestServer({ SMTP_URL: sink.url, LOGIN_NEW_DEVICE_CHECK: 'true', PASSWORD_MAX_AGE_DAYS: '90' });

const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
const deviceCookieOf = (res: { raw: { cookies: Array<{ name: string; value: string }> } }) => {
  const c = res.raw.cookies.find((x) => x.name === 'cb_device');
  return c ? `cb_device=${c.value}` : undefined;
};

async function mailedCode(srv: TestServer, email: string, subject?: RegExp) {
  return codeOf((await sink.waitFor(email, subject)).text);
}

async function registerNew(srv: TestServer, o: { email?: string; ip?: string } = {}) {
  const email = o.email ?? uniqueEmail('reg');
  const headers = { 'x-forwarded-for': o.ip ?? randomIp() };
  expect((await srv.api('POST', '/merLogin/getEmailCaptcha', { body: { email }, headers })).body.respCode).toBe('20000');
  const code = await mailedCode(srv, email, /registration/);
  const res = await srv.api('POST', '/merLogin/registerMerchant', {
    body: { businessType: '1', email, code, password: PASSWORD, confirmPassword: PASSWORD, agree: true },
    headers,
  });
  return { email, code, res, device: deviceCookieOf(res) };
}

describe('registration', () => {
  it('creates the person and a registered merchant they administer; the registering device logs in directly', async () => {
    const { email, res, device } = await registerNew(s);
    expect(res.body.respCode).toBe('20000');
    expect(device).toBeDefined();
    const login = await s.api('POST', '/merLogin/doLogin', { body: { email, password: PASSWORD }, headers: { cookie: device! } });
    expect(login.body.respCode).toBe('20000');
    const info = login.body.data;
    expect(info.loginRecord).toMatchObject({
      merchantNo: res.body.data.merchantNo,
      status: 2,
      roleName: 'Administrator',
      profile: { businessType: '1', merchantLogin: 0 },
    });
    const { rows } = await s.deps.database.query<{ action: string }>(`select action from audit_log where target = $1 order by id`, [email]);
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['verification.send', 'user.create', 'register']));
  });

  it('refuses a wrong code, a missing agreement, weak passwords, and a registered e-mail', async () => {
    const email = uniqueEmail('reg');
    await s.api('POST', '/merLogin/getEmailCaptcha', { body: { email }, headers: { 'x-forwarded-for': randomIp() } });
    const code = await mailedCode(s, email);
    const base = { businessType: '0', email, code, password: PASSWORD, confirmPassword: PASSWORD, agree: true };
    const bad = await s.api('POST', '/merLogin/registerMerchant', { body: { ...base, agree: false, password: 'short', confirmPassword: 'other' } });
    expect(bad.body.respCode).toBe('11000');
    const fields = Object.fromEntries(bad.body.data.fieldErrors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(fields).toMatchObject({
      agree: 'Please check the box to agree to the terms.',
      password: 'The password must contain a digit, a letter and a symbol',
    });
    const mismatch = await s.api('POST', '/merLogin/registerMerchant', { body: { ...base, confirmPassword: 'Other#Pass123' } });
    expect(mismatch.body.data.fieldErrors).toEqual([{ field: 'confirmPassword', message: 'The two passwords do not match' }]);
    const wrong = await s.api('POST', '/merLogin/registerMerchant', { body: { ...base, code: code === '123456' ? '654321' : '123456' } });
    expect(wrong.body.respCode).toBe('00004|14001');
    expect((await s.api('POST', '/merLogin/registerMerchant', { body: base })).body.respCode).toBe('20000');

    // the same e-mail again: told only after the new code proves the mailbox
    s.clock.advance(61_000);
    await s.api('POST', '/merLogin/getEmailCaptcha', { body: { email }, headers: { 'x-forwarded-for': randomIp(), 'ow-language': 'zh-cn' } });
    const again = await mailedCode(s, email, /注册/);
    const dup = await s.api('POST', '/merLogin/registerMerchant', { body: { ...base, code: again }, headers: { 'ow-language': 'zh-cn' } });
    expect(dup.body.respCode).toBe('00004|14007');
    expect(dup.body.respMsg).toBe('该邮箱已注册。请直接登录，如忘记密码请重置。');
  });

  it('quick registration opens an acquiring merchant with its trading name', async () => {
    const email = uniqueEmail('quick');
    await s.api('POST', '/merLogin/getEmailCaptcha', { body: { email }, headers: { 'x-forwarded-for': randomIp() } });
    const code = await mailedCode(s, email);
    const res = await s.api('POST', '/merLogin/quickRegistration', {
      body: { merchantName: 'Quick Shop Ltd', email, code, password: PASSWORD, confirmPassword: PASSWORD, agree: true },
    });
    expect(res.body.respCode).toBe('20000');
    const login = await s.api('POST', '/merLogin/doLogin', { body: { email, password: PASSWORD }, headers: { cookie: deviceCookieOf(res)! } });
    expect(login.body.data.loginRecord).toMatchObject({ merchantName: 'Quick Shop Ltd', merchantType: 1, profile: { businessType: '1' } });
  });
});

describe('new-device login', () => {
  it('asks an unknown device for the mailed code, then remembers it', async () => {
    const { email } = await newOperatorUser(s);
    const first = await s.api('POST', '/merLogin/doLogin', { body: { email, password: PASSWORD }, headers: { 'x-forwarded-for': randomIp() } });
    expect(first.body.respCode).toBe('00004|14004');
    expect(first.setCookie).toBeUndefined();
    const { challenge, maskedEmail } = first.body.data;
    expect(maskedEmail).toMatch(/^us\*\*\*@test\.dev$/);
    const code = await mailedCode(s, email, /new device/);
    const wrong = await s.api('POST', '/merLogin/verifyDevice', { body: { challenge, code: code === '111111' ? '222222' : '111111' } });
    expect(wrong.body.respCode).toBe('00004|14001');
    const ok = await s.api('POST', '/merLogin/verifyDevice', { body: { challenge, code } });
    expect(ok.body.respCode).toBe('20000');
    expect(ok.setCookie).toBeDefined();
    const device = deviceCookieOf(ok)!;
    // the challenge is spent; the device is known from now on
    expect((await s.api('POST', '/merLogin/verifyDevice', { body: { challenge, code } })).body.respCode).toBe('00004|14008');
    const again = await s.api('POST', '/merLogin/doLogin', { body: { email, password: PASSWORD }, headers: { cookie: device } });
    expect(again.body.respCode).toBe('20000');
    const { rows } = await s.deps.database.query<{ device_hash: string }>(
      `select device_hash from trusted_devices where user_id = (select id from users where email = $1)`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.device_hash).not.toBe(device.split('=')[1]);
  });

  it('a wrong password from a new device is counted as before and mails nothing', async () => {
    const { email } = await newOperatorUser(s);
    const res = await s.api('POST', '/merLogin/doLogin', { body: { email, password: 'Wrong#Pass1' }, headers: { 'x-forwarded-for': randomIp() } });
    expect(res.body.respCode).toBe('00004|00002');
    expect(sink.mails.some((m) => m.to.includes(email))).toBe(false);
  });
});

describe('forgotten password', () => {
  it('resets with the mailed code once; the old password stops working, every session ends', async () => {
    const { email, device } = await registerNew(s);
    const { setCookie } = await s.api('POST', '/merLogin/doLogin', { body: { email, password: PASSWORD }, headers: { cookie: device! } });
    const cookie = `${setCookie}; ${device}`;
    const start = await s.api('GET', `/loginForgetPwd?email=${encodeURIComponent(email)}`, { headers: { 'x-forwarded-for': randomIp() } });
    expect(start.body.respCode).toBe('20000');
    const code = await mailedCode(s, email, /Reset/);
    const verified = await s.api('GET', `/loginCodeVerify?email=${encodeURIComponent(email)}&code=${code}`);
    expect(verified.body.respCode).toBe('20000');
    expect((await s.api('GET', `/loginCodeVerify?email=${encodeURIComponent(email)}&code=${code}`)).body.respCode).toBe('00004|14001');
    const { ticket } = verified.body.data;

    const same = await s.api('POST', '/loginUpdatePwd', { body: { ticket, password: PASSWORD, confirmPassword: PASSWORD } });
    expect(same.body.respCode).toBe('00004|14005');
    const next = 'Another#Pass9';
    expect((await s.api('POST', '/loginUpdatePwd', { body: { ticket, password: next, confirmPassword: next } })).body.respCode).toBe('20000');
    expect((await s.api('POST', '/loginUpdatePwd', { body: { ticket, password: 'Third#Pass99', confirmPassword: 'Third#Pass99' } })).body.respCode).toBe(
      '00004|14008',
    );

    expect((await s.api('GET', '/merLogin/getUserInformation', { cookie })).body.respCode).toBe('00004|10023');
    const fresh = await s.api('POST', '/merLogin/doLogin', { body: { email, password: next }, headers: { cookie: device! } });
    expect(fresh.body.respCode).toBe('20000');
    const old = await s.api('POST', '/merLogin/doLogin', { body: { email, password: PASSWORD }, headers: { cookie: device!, 'x-forwarded-for': randomIp() } });
    expect(old.body.respCode).toBe('00004|00002');
    expect(await sink.waitFor(email, /was changed/)).toBeTruthy();
    const { rows } = await s.deps.database.query<{ action: string }>(`select action from audit_log where target = $1`, [email]);
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['password.forgot.verified', 'password.reset']));
  });

  it('answers an unknown e-mail the same way and sends nothing; a ticket expires', async () => {
    const unknown = uniqueEmail('nobody');
    const res = await s.api('GET', `/loginForgetPwd?email=${encodeURIComponent(unknown)}`);
    expect(res.body).toMatchObject({ respCode: '20000', data: { resendAfterSeconds: 60, expiresInSeconds: 600 } });
    expect(sink.mails.some((m) => m.to.includes(unknown))).toBe(false);

    const { email } = await newOperatorUser(s);
    await s.api('GET', `/loginForgetPwd?email=${encodeURIComponent(email)}`, { headers: { 'x-forwarded-for': randomIp() } });
    const code = await mailedCode(s, email);
    const { ticket } = (await s.api('GET', `/loginCodeVerify?email=${encodeURIComponent(email)}&code=${code}`)).body.data;
    s.clock.advance(16 * 60_000);
    expect((await s.api('POST', '/loginUpdatePwd', { body: { ticket, password: 'Late#Pass123', confirmPassword: 'Late#Pass123' } })).body.respCode).toBe(
      '00004|14008',
    );
  });
});

describe('passwords that must change first', () => {
  it('an old password answers 00005|10040 until it is changed', async () => {
    const { email, device } = await registerNew(s);
    s.clock.advance(91 * 86_400_000);
    const res = await s.api('POST', '/merLogin/doLogin', { body: { email, password: PASSWORD }, headers: { cookie: device! } });
    expect(res.body.respCode).toBe('00005|10040');
    const cookie = `${res.setCookie}; ${device}`;
    expect((await s.api('GET', '/merLogin/listMenus', { cookie })).body.respCode).toBe('00005|10040');
    const next = 'Fresh#Pass123';
    const changed = await s.api('POST', '/updateMerLoginPassword', { cookie, body: { oldPassword: PASSWORD, newPassword: next, confirmPassword: next } });
    expect(changed.body.respCode).toBe('20000');
    expect((await s.api('GET', '/merLogin/listMenus', { cookie })).body.respCode).toBe('20000');
  });

  it("an administrator's password answers 00005|10041 (reset-password) until the person sets their own", async () => {
    const { email, user } = await newOperatorUser(s);
    await setInitialPassword(s.deps.db, { userId: user.id, password: 'Admin#Given1', actor: { userId: null }, now: s.clock.now });
    await trustDeviceFor(s.deps.db, user.id, 'known-device-id-0001', s.clock.now);
    const res = await s.api('POST', '/merLogin/doLogin', { body: { email, password: 'Admin#Given1' }, headers: { cookie: 'cb_device=known-device-id-0001' } });
    const cookie = res.setCookie!;
    expect(res.body.respCode).toBe('00005|10041');
    expect((await s.api('GET', '/merLogin/currentSession', { cookie })).body.respCode).toBe('00005|10041');
    const mine = 'Mine#Pass1234';
    expect(
      (await s.api('POST', '/updateMerLoginPassword', { cookie, body: { oldPassword: 'Admin#Given1', newPassword: mine, confirmPassword: mine } })).body
        .respCode,
    ).toBe('20000');
    expect((await s.api('GET', '/merLogin/currentSession', { cookie })).body.respCode).toBe('20000');
  });
});
