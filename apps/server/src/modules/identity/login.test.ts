import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { newOperatorUser, PASSWORD, randomIp, uniqueEmail, useTestServer } from '../../../test/fixtures.ts';
import { issueCaptcha } from './captcha.ts';
import { setUserStatus } from './service.ts';

const s = useTestServer();

async function captcha() {
  const c = await issueCaptcha(s.deps.db, s.clock.now, 'k7xq');
  return { captchaKey: c.captchaKey, captcha: 'K7XQ' }; // answers are case-insensitive
}

const login = (ip: string, body: Record<string, unknown>) => s.api('POST', '/merLogin/doLogin', { body, headers: { 'x-forwarded-for': ip } });

describe('doLogin', () => {
  it('sets an HttpOnly SameSite session cookie and answers the session info', async () => {
    const { email, merchant } = await newOperatorUser(s);
    const res = await login(randomIp(), { email: email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.respCode).toBe('20000');
    const cookie = res.raw.cookies.find((c) => c.name === 'cb_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.userInfo).toMatchObject({ operatorEmail: email, merchantNo: merchant.merchantNo, isManage: false, language: 'en' });
    expect(res.body.data.loginRecord).toMatchObject({ merchantNo: merchant.merchantNo, defaultAccount: true });
    expect(res.body.data.permissions).toContain('index');
    // only the hash of the token is stored
    const { rows } = await s.deps.database.query<{ token_hash: string }>('select token_hash from sessions where user_id = $1', [res.body.data.userInfo.userId]);
    expect(rows[0]!.token_hash).toBe(crypto.createHash('sha256').update(cookie.value).digest('hex'));
    expect(rows[0]!.token_hash).not.toContain(cookie.value);
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const { email } = await newOperatorUser(s);
    const res = await s.api('POST', '/merLogin/doLogin', {
      body: { email, password: PASSWORD },
      headers: { 'x-forwarded-for': randomIp(), 'x-forwarded-proto': 'https' },
    });
    expect(res.raw.cookies.find((c) => c.name === 'cb_session')!.secure).toBe(true);
  });

  it('counts wrong passwords with remaining chances, locks on the 5th for 30 minutes, then lets in', async () => {
    const { email } = await newOperatorUser(s);
    const ip = randomIp();
    const first = await login(ip, { email, password: 'Wrong#2026' });
    expect(first.status).toBe(401);
    expect(first.body.respCode).toBe(Codes.BAD_CREDENTIALS.code);
    expect(first.body.data).toEqual({ failures: 1, remaining: 4, captchaRequired: true, lockedUntil: null });
    expect(first.body.respMsg).toContain('1');
    expect(first.body.respMsg).toContain('4 chances');
    for (const n of [2, 3, 4]) {
      const res = await login(ip, { email, password: 'Wrong#2026', ...(await captcha()) });
      expect(res.body.respCode).toBe(Codes.BAD_CREDENTIALS.code);
      expect(res.body.data).toMatchObject({ failures: n, remaining: 5 - n });
    }
    const fifth = await login(ip, { email, password: 'Wrong#2026', ...(await captcha()) });
    expect(fifth.status).toBe(403);
    expect(fifth.body.respCode).toBe(Codes.ACCOUNT_LOCKED.code);
    expect(fifth.body.data).toMatchObject({ failures: 5, remaining: 0 });
    expect(new Date(fifth.body.data.lockedUntil).getTime()).toBe(s.clock.now.getTime() + 30 * 60_000);
    expect(fifth.body.respMsg).toContain('30 minutes');
    // locked: even the right password is refused, without a captcha being asked
    const right = await login(ip, { email, password: PASSWORD });
    expect(right.body.respCode).toBe(Codes.ACCOUNT_LOCKED.code);
    s.clock.advance(29 * 60_000);
    expect((await login(ip, { email, password: PASSWORD })).body.respCode).toBe(Codes.ACCOUNT_LOCKED.code);
    s.clock.advance(60_000);
    const after = await login(ip, { email, password: PASSWORD });
    expect(after.body.respCode).toBe('20000');
  });

  it('answers an unknown e-mail exactly like a wrong password, and locks it too', async () => {
    const known = (await newOperatorUser(s)).email;
    const unknown = uniqueEmail();
    const answers = async (email: string) => {
      const ip = randomIp();
      const out = [];
      for (let i = 0; i < 6; i++) {
        const res = await login(ip, { email, password: 'Wrong#2026', ...(i > 0 ? await captcha() : {}) });
        const data = { ...res.body.data, lockedUntil: res.body.data.lockedUntil ? 'set' : null };
        out.push([res.status, res.body.respCode, res.body.respMsg, data]);
      }
      return out;
    };
    const a = await answers(known);
    const b = await answers(unknown);
    expect(b).toEqual(a);
    expect(a.at(-1)![1]).toBe(Codes.ACCOUNT_LOCKED.code);
  });

  it('asks for a captcha after a failure of that e-mail, refuses a wrong or reused one', async () => {
    const { email } = await newOperatorUser(s);
    const ip = randomIp();
    await login(ip, { email, password: 'Wrong#2026' });
    const missing = await login(ip, { email, password: PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body.respCode).toBe(Codes.CAPTCHA_REQUIRED.code);
    expect(missing.body.data).toMatchObject({ captchaRequired: true, failures: 1 });

    const wrong = await issueCaptcha(s.deps.db, s.clock.now, 'abcd');
    const bad = await login(ip, { email, password: PASSWORD, captchaKey: wrong.captchaKey, captcha: 'abce' });
    expect(bad.body.respCode).toBe(Codes.CAPTCHA_REQUIRED.code);
    expect(bad.body.respMsg).toBe('The verification code is incorrect.');
    // a wrong guess uses the captcha up
    expect((await login(ip, { email, password: PASSWORD, captchaKey: wrong.captchaKey, captcha: 'abcd' })).body.respCode).toBe(Codes.CAPTCHA_REQUIRED.code);
    // captcha problems are not password failures
    const c = await captcha();
    const wrongPassword = await login(ip, { email, password: 'Wrong#2026', ...c });
    expect(wrongPassword.body.data.failures).toBe(2);
    // a right answer is single use too
    expect((await login(ip, { email, password: PASSWORD, ...c })).body.respCode).toBe(Codes.CAPTCHA_REQUIRED.code);
    expect((await login(ip, { email, password: PASSWORD, ...(await captcha()) })).body.respCode).toBe('20000');
  });

  it('needs no captcha 15 minutes after the last failure; expired captchas are refused', async () => {
    const { email } = await newOperatorUser(s);
    const ip = randomIp();
    await login(ip, { email, password: 'Wrong#2026' });
    const old = await captcha();
    s.clock.advance(5 * 60_000 + 1000);
    expect((await login(ip, { email, password: PASSWORD, ...old })).body.respCode).toBe(Codes.CAPTCHA_REQUIRED.code);
    s.clock.advance(10 * 60_000);
    expect((await login(ip, { email, password: PASSWORD })).body.respCode).toBe('20000');
  });

  it('asks every attempt from a client for a captcha after 10 failures across e-mails within an hour', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      const res = await login(ip, { email: uniqueEmail(), password: 'Wrong#2026' });
      expect(res.body.respCode).toBe(Codes.BAD_CREDENTIALS.code);
    }
    const { email } = await newOperatorUser(s);
    const blocked = await login(ip, { email, password: PASSWORD });
    expect(blocked.body.respCode).toBe(Codes.CAPTCHA_REQUIRED.code);
    // another client under its limit: a first attempt needs none
    expect((await login(randomIp(), { email, password: PASSWORD })).body.respCode).toBe('20000');
    expect((await login(ip, { email, password: PASSWORD, ...(await captcha()) })).body.respCode).toBe('20000');
    s.clock.advance(61 * 60_000);
    expect((await login(ip, { email, password: PASSWORD })).body.respCode).toBe('20000');
  });

  it('tells a disabled account so only after the right password', async () => {
    const { email, user } = await newOperatorUser(s);
    await setUserStatus(s.deps.db, { userId: user.id, status: 0 });
    const ip = randomIp();
    const wrong = await login(ip, { email, password: 'Wrong#2026' });
    expect(wrong.body.respCode).toBe(Codes.BAD_CREDENTIALS.code);
    const right = await login(ip, { email, password: PASSWORD, ...(await captcha()) });
    expect(right.status).toBe(403);
    expect(right.body.respCode).toBe(Codes.ACCOUNT_DISABLED.code);
    expect(right.setCookie).toBeUndefined();
  });

  it('serves a captcha image with its key', async () => {
    const res = await s.api('GET', '/merLogin/captcha');
    expect(res.body.respCode).toBe('20000');
    expect(res.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(res.body.data.captchaKey).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('audits success, failure and lock', async () => {
    const { email } = await newOperatorUser(s);
    const ip = randomIp();
    await login(ip, { email, password: 'Wrong#2026' });
    await login(ip, { email, password: PASSWORD, ...(await captcha()) });
    const { rows } = await s.deps.database.query<{ action: string; ip: string }>('select action, ip from audit_log where target = $1 order by id', [email]);
    expect(rows.map((r) => r.action)).toEqual(['user.create', 'login.failure', 'login.success']);
    expect(rows[1]!.ip).toBe(ip);
  });
});
