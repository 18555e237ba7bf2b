import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { newOperatorUser, newUser, PASSWORD, randomIp, signIn as signInAs, type SignInOptions, uniqueEmail, useTestServer } from '../../../test/fixtures.ts';
import { identityJobs } from './jobs.ts';

const NEW_PASSWORD = 'Renewed#2027';
const s = useTestServer();

/** Each sign-in from its own client address, so that no per-client login limit carries over between tests. */
const signIn = (email: string, o: SignInOptions = {}) => signInAs(s, email, { ip: randomIp(), ...o });
const me = (cookie: string) => s.api('GET', '/merLogin/getUserInformation', { cookie });
const changePassword = (body: Record<string, unknown>, cookie?: string) =>
  s.api('POST', '/updateMerLoginPassword', { body, cookie, headers: { 'x-forwarded-for': '10.8.0.1' } });

describe('sessions', () => {
  it('the probe answers a visitor with null (200) and a logged-in user with the session', async () => {
    const visitor = await s.api('GET', '/merLogin/currentSession');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ respCode: '20000', data: null });
    const { email } = await newOperatorUser(s);
    const { cookie } = await signIn(email);
    const probe = await s.api('GET', '/merLogin/currentSession', { cookie });
    expect(probe.body.data.userInfo.operatorEmail).toBe(email);
    s.clock.advance(16 * 60_000);
    expect((await s.api('GET', '/merLogin/currentSession', { cookie })).body.data).toBeNull();
  });

  it('end after 15 idle minutes; use renews them', async () => {
    const { email } = await newOperatorUser(s);
    const { cookie } = await signIn(email);
    s.clock.advance(14 * 60_000);
    const renewed = await me(cookie);
    expect(renewed.body.respCode).toBe('20000');
    expect(new Date(renewed.body.data.sessionExpiresAt).getTime()).toBe(s.clock.now.getTime() + 15 * 60_000);
    s.clock.advance(14 * 60_000);
    expect((await me(cookie)).body.respCode).toBe('20000');
    s.clock.advance(15 * 60_000);
    const expired = await me(cookie);
    expect(expired.status).toBe(401);
    expect(expired.body.respCode).toBe('00004|10023');
  });

  it('are not kept alive by background polling', async () => {
    const { email } = await newOperatorUser(s);
    const { cookie } = await signIn(email);
    const poll = () => s.api('GET', '/merAnnouncement/unreadlist?size=3', { cookie, headers: { 'ow-background': '1' } });
    for (let minutes = 5; minutes <= 10; minutes += 5) {
      s.clock.advance(5 * 60_000);
      expect((await poll()).body.respCode).toBe('20000');
    }
    s.clock.advance(6 * 60_000); // 16 minutes after the operator's last own request
    const res = await poll();
    expect(res.status).toBe(401);
    expect(res.body.respCode).toBe(Codes.NOT_LOGGED_IN.code);
  });

  it('end after 12 hours even when active', async () => {
    const { email } = await newOperatorUser(s);
    const { cookie } = await signIn(email);
    for (let minutes = 10; minutes < 12 * 60; minutes += 10) {
      s.clock.advance(10 * 60_000);
      expect((await me(cookie)).body.respCode).toBe('20000');
    }
    s.clock.advance(10 * 60_000);
    const res = await me(cookie);
    expect(res.status).toBe(401);
    expect(res.body.respCode).toBe(Codes.NOT_LOGGED_IN.code);
  });

  it('logout ends the session on the server and clears the cookie; it also works without one', async () => {
    const { email } = await newOperatorUser(s);
    const { cookie } = await signIn(email);
    const out = await s.api('GET', '/merLogin/logout', { cookie });
    expect(out.body.respCode).toBe('20000');
    const cleared = out.raw.cookies.find((c) => c.name === 'cb_session')!;
    expect(cleared.value).toBe('');
    expect((await me(cookie)).status).toBe(401);
    expect((await s.api('GET', '/merLogin/logout')).body.respCode).toBe('20000');
  });

  it('a new login ends the session the browser still held', async () => {
    const { email } = await newOperatorUser(s);
    const { cookie } = await signIn(email);
    const again = await s.api('POST', '/merLogin/doLogin', { body: { email, password: PASSWORD }, cookie });
    expect(again.setCookie).not.toBe(cookie);
    expect((await me(cookie)).status).toBe(401);
    expect((await me(again.setCookie!)).body.respCode).toBe('20000');
  });

  it('a user without a merchant gets a session without one', async () => {
    const { email } = await newUser(s);
    const { res, cookie } = await signIn(email);
    expect(res.body.respCode).toBe('20000');
    expect(res.body.data.loginRecord).toBeNull();
    expect(res.body.data.userInfo.merchantNo).toBeNull();
    expect(res.body.data.permissions).toEqual([]);
    expect((await s.api('GET', '/merLogin/listMenus', { cookie })).body.data).toEqual([]);
    // merchant routes need a merchant
    expect((await s.api('GET', '/merchant/account/getMerchantInfo', { cookie })).body.respCode).toBe(Codes.NO_MERCHANT.code);
  });

  it('switchLanguage stores the language so that server messages follow', async () => {
    const { email } = await newOperatorUser(s);
    const { cookie } = await signIn(email);
    expect((await s.api('POST', '/merLogin/switchLanguage', { body: { language: 'zh-cn' }, cookie })).body.respCode).toBe('20000');
    const info = await me(cookie);
    expect(info.body.data.userInfo.language).toBe('zh-cn');
    expect(info.body.respMsg).not.toBe('Success');
    const wrong = await changePassword({ oldPassword: 'Nope#12345', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, cookie);
    expect(wrong.body.respMsg).toMatch(/[\u4e00-\u9fff]/);
    // without a session it just succeeds
    expect((await s.api('POST', '/merLogin/switchLanguage', { body: { language: 'en' } })).body.respCode).toBe('20000');
  });

  it('the purge job removes old sessions and is idempotent', async () => {
    const { email, user } = await newOperatorUser(s);
    const { cookie } = await signIn(email);
    await s.api('GET', '/merLogin/logout', { cookie });
    s.clock.advance(25 * 3600_000);
    const [job] = identityJobs(s.deps);
    await job!.handler({});
    await job!.handler({});
    const { rows } = await s.deps.database.query('select id from sessions where user_id = $1', [user.id]);
    expect(rows).toEqual([]);
  });
});

describe('password change', () => {
  it('checks the old password, refuses the same one, and ends the other sessions', async () => {
    const { email } = await newOperatorUser(s);
    const a = (await signIn(email)).cookie;
    const b = (await signIn(email)).cookie;
    const wrongOld = await changePassword({ oldPassword: 'Nope#12345', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, a);
    expect(wrongOld.body.respCode).toBe(Codes.OLD_PASSWORD_WRONG.code);
    const same = await changePassword({ oldPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD }, a);
    expect(same.body.respCode).toBe(Codes.PASSWORD_REUSED.code);
    const mismatch = await changePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'Other#2027' }, a);
    expect(mismatch.body.respCode).toBe(Codes.VALIDATION.code);
    expect(mismatch.body.data.fieldErrors[0].field).toBe('confirmPassword');
    const weak = await changePassword({ oldPassword: PASSWORD, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }, a);
    expect(weak.body.respCode).toBe(Codes.VALIDATION.code);

    const ok = await changePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, a);
    expect(ok.body.respCode).toBe('20000');
    expect((await me(a)).body.respCode).toBe('20000');
    expect((await me(b)).status).toBe(401);
    expect((await signIn(email, { password: NEW_PASSWORD })).res.body.respCode).toBe('20000');
    const { rows } = await s.deps.database.query<{ action: string }>(
      "select action from audit_log where action = 'password.change' and user_id = (select id from users where email = $1)",
      [email],
    );
    expect(rows).toHaveLength(1);
  });

  it('is refused to manager accounts', async () => {
    const { email } = await newOperatorUser(s, { isManage: true });
    const { cookie } = await signIn(email);
    const res = await changePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, cookie);
    expect(res.status).toBe(403);
    expect(res.body.respCode).toBe(Codes.FORBIDDEN.code);
  });

  it('an expired password answers 00005|10040 everywhere until it is changed', async () => {
    const { email } = await newOperatorUser(s, { passwordExpiresAt: new Date(s.clock.now.getTime() - 1000) });
    const { res, cookie } = await signIn(email, { expectOk: false });
    expect(res.status).toBe(403);
    expect(res.body.respCode).toBe('00005|10040');
    expect(cookie).toBeDefined();
    for (const url of ['/merLogin/getUserInformation', '/merLogin/listMenus', '/merOperator/listMerchant', '/merchant/account/getMerchantInfo']) {
      const r = await s.api('GET', url, { cookie });
      expect([url, r.status, r.body.respCode]).toEqual([url, 403, '00005|10040']);
    }
    const changed = await changePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, cookie);
    expect(changed.body.respCode).toBe('20000');
    expect((await me(cookie)).body.respCode).toBe('20000');
  });

  it('without a session, the expire-password page changes it by e-mail and old password', async () => {
    const { email } = await newOperatorUser(s, { passwordExpiresAt: new Date(s.clock.now.getTime() - 1000) });
    const noEmail = await changePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(noEmail.body.respCode).toBe(Codes.VALIDATION.code);
    expect(noEmail.body.data.fieldErrors[0].field).toBe('email');
    const wrong = await changePassword({ email, oldPassword: 'Nope#12345', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(wrong.body.respCode).toBe(Codes.OLD_PASSWORD_WRONG.code);
    const unknown = await changePassword({
      email: uniqueEmail('nobody'),
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(unknown.body.respCode).toBe(Codes.OLD_PASSWORD_WRONG.code);
    const ok = await changePassword({ email, oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(ok.body.respCode).toBe('20000');
    const after = await s.api('POST', '/merLogin/doLogin', {
      body: { email, password: NEW_PASSWORD },
      headers: { 'x-forwarded-for': '10.7.0.1' },
    });
    // the change proved the old password: the failure it counted before is cleared
    expect(after.body.respCode).toBe('20000');
  });
});
