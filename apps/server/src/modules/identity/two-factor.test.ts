import * as OTPAuth from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { newMerchant, newOperator, newOperatorUser, PASSWORD, randomIp, useTestServer } from '../../../test/fixtures.ts';
import type { TestServer } from '../../../test/harness.ts';
import { encryptionKey } from '../../platform/crypto/secret-box.ts';
import { createRole } from '../access/service.ts';
import { givePaymentPassword } from '../../sandbox/payment-pin.ts';
import { regenerateRecoveryCodes } from './two-factor.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const s = useTestServer({ SMTP_URL: sink.url });

const C = {
  ok: '20000',
  twoFactor: '00004|14010',
  wrong: '00004|14011',
  locked: '00004|14012',
  setup: '00004|14013',
  stepUp: '00004|14014',
};
const SIX_MINUTES = 6 * 60_000;

/** The code an authenticator app shows at the server's (moved) clock; `steps` later when asked. */
const totp = (srv: TestServer, secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: srv.clock.now.getTime() + steps * 30_000 });

async function enrol(srv: TestServer, cookie: string) {
  const start = await srv.api('POST', '/security/twoFactor/enrol/start', { cookie });
  expect(start.body.respCode).toBe(C.ok);
  const { secret } = start.body.data as { secret: string };
  const done = await srv.api('POST', '/security/twoFactor/enrol/confirm', { cookie, body: { code: totp(srv, secret) } });
  expect(done.body.respCode).toBe(C.ok);
  return { secret, recoveryCodes: done.body.data.recoveryCodes as string[] };
}

const login = (srv: TestServer, email: string, headers: Record<string, string> = {}) =>
  srv.api('POST', '/merLogin/doLogin', { body: { email, password: PASSWORD }, headers: { 'x-forwarded-for': randomIp(), ...headers } });
const verify = (srv: TestServer, challenge: string, code: string) => srv.api('POST', '/merLogin/verifyTwoFactor', { body: { challenge, code } });

/** A guarded action: editing a role (what operators may do) asks for a fresh factor. */
async function editRole(srv: TestServer, op: { cookie: string; merchant: { merchantNo: string } }, roleId: number) {
  return srv.api('POST', '/permission/role/edit', { cookie: op.cookie, body: { id: roleId, name: `Clerks ${roleId}`, resourceCodes: ['index'] } });
}

async function actions(userId: number) {
  const { rows } = await s.deps.database.query<{ action: string }>('select action from audit_log where user_id = $1', [userId]);
  return rows.map((r) => r.action);
}

describe('enrolment', () => {
  it('shows a QR code and the secret, turns on with a confirming code only, and stores the secret sealed and the recovery codes hashed', async () => {
    const op = await newOperator(s);
    expect((await s.api('GET', '/security/twoFactor/info', { cookie: op.cookie })).body.data).toMatchObject({ enabled: false, stepUpMethod: 'password' });
    const start = await s.api('POST', '/security/twoFactor/enrol/start', { cookie: op.cookie });
    const { secret, qrDataUrl, otpauthUri } = start.body.data;
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    const wrongCode = totp(s, secret, 4);
    const wrong = await s.api('POST', '/security/twoFactor/enrol/confirm', { cookie: op.cookie, body: { code: wrongCode } });
    expect(wrong.body).toMatchObject({ respCode: C.wrong, data: { remaining: 4 } });
    expect((await s.api('GET', '/security/twoFactor/info', { cookie: op.cookie })).body.data.enabled).toBe(false);

    const done = await s.api('POST', '/security/twoFactor/enrol/confirm', { cookie: op.cookie, body: { code: totp(s, secret) } });
    expect(done.body.respCode).toBe(C.ok);
    const codes = done.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await s.api('GET', '/security/twoFactor/info', { cookie: op.cookie })).body.data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
      stepUpMethod: 'totp',
    });
    const tf = await s.deps.database.query<{ secret_sealed: string }>('select secret_sealed from two_factors where user_id = $1', [op.user.id]);
    expect(tf.rows[0]!.secret_sealed).not.toContain(secret);
    const rc = await s.deps.database.query<{ code_hash: string }>('select code_hash from recovery_codes where user_id = $1', [op.user.id]);
    expect(rc.rows.map((r) => r.code_hash)).not.toEqual(expect.arrayContaining([codes[0]]));
    // already on: a second enrolment is refused
    expect((await s.api('POST', '/security/twoFactor/enrol/start', { cookie: op.cookie })).body.respCode).toBe('00009');
    expect(await actions(op.user.id)).toEqual(expect.arrayContaining(['twoFactor.enable', 'twoFactor.failure']));
  });
});

describe('login with two-factor', () => {
  it('asks for the code after the password, refuses a replayed code, and starts the session with a new one', async () => {
    const op = await newOperator(s);
    const { secret } = await enrol(s, op.cookie);
    const first = await login(s, op.email);
    expect(first.body.respCode).toBe(C.twoFactor);
    expect(first.setCookie).toBeUndefined();
    const { challenge } = first.body.data;
    // the code of the step the enrolment used cannot be used again
    expect((await verify(s, challenge, totp(s, secret))).body.respCode).toBe(C.wrong);
    s.clock.advance(30_000);
    const ok = await verify(s, challenge, totp(s, secret));
    expect(ok.body.respCode).toBe(C.ok);
    expect(ok.body.data.userInfo.operatorEmail).toBe(op.email);
    const cookie = ok.setCookie!;
    expect((await s.api('GET', '/merLogin/getUserInformation', { cookie })).body.respCode).toBe(C.ok);
    // the challenge is spent
    s.clock.advance(30_000);
    expect((await verify(s, challenge, totp(s, secret))).body.respCode).toBe('00004|14008');
  });

  it('takes a recovery code once', async () => {
    const op = await newOperator(s);
    const { recoveryCodes } = await enrol(s, op.cookie);
    const a = await login(s, op.email);
    expect((await verify(s, a.body.data.challenge, recoveryCodes[0]!.toUpperCase())).body.respCode).toBe(C.ok);
    const b = await login(s, op.email);
    expect((await verify(s, b.body.data.challenge, recoveryCodes[0]!)).body.respCode).toBe(C.wrong);
    expect((await verify(s, b.body.data.challenge, recoveryCodes[1]!.replace('-', ''))).body.respCode).toBe(C.ok);
    expect((await s.api('GET', '/security/twoFactor/info', { cookie: op.cookie })).body.data.recoveryCodesLeft).toBe(8);
    expect(await actions(op.user.id)).toContain('twoFactor.recoveryUsed');
  });

  it('locks after five wrong codes, kept in the database, until the lock runs out', async () => {
    const op = await newOperator(s);
    const { secret } = await enrol(s, op.cookie);
    s.clock.advance(30_000);
    const { challenge } = (await login(s, op.email)).body.data;
    for (let i = 1; i <= 4; i++) expect((await verify(s, challenge, totp(s, secret, 5))).body).toMatchObject({ respCode: C.wrong, data: { remaining: 5 - i } });
    expect((await verify(s, challenge, totp(s, secret, 5))).body.respCode).toBe(C.locked);
    // locked: the right code too
    expect((await verify(s, challenge, totp(s, secret))).body.respCode).toBe(C.locked);
    const { rows } = await s.deps.database.query<{ locked_until: Date | null }>('select locked_until from two_factors where user_id = $1', [op.user.id]);
    expect(rows[0]!.locked_until).not.toBeNull();
    s.clock.advance(16 * 60_000);
    const again = await login(s, op.email);
    expect((await verify(s, again.body.data.challenge, totp(s, secret))).body.respCode).toBe(C.ok);
    expect(await actions(op.user.id)).toContain('twoFactor.locked');
  });
});

describe('new recovery codes', () => {
  const regenerate = (srv: TestServer, cookie: string, code: string) => srv.api('POST', '/security/twoFactor/recoveryCodes', { cookie, body: { code } });
  const left = async (cookie: string) => (await s.api('GET', '/security/twoFactor/info', { cookie })).body.data.recoveryCodesLeft as number;

  it("replaces every earlier code at once for the app's code, and counts down as the new ones are used", async () => {
    const op = await newOperator(s);
    const { secret, recoveryCodes: old } = await enrol(s, op.cookie);
    const a = await login(s, op.email);
    expect((await verify(s, a.body.data.challenge, old[0]!)).body.respCode).toBe(C.ok);
    expect(await left(op.cookie)).toBe(9);

    s.clock.advance(30_000);
    const res = await regenerate(s, op.cookie, totp(s, secret));
    expect(res.body.respCode).toBe(C.ok);
    const fresh = res.body.data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    expect(fresh.every((c) => /^[a-z2-7]{5}-[a-z2-7]{5}$/.test(c) && !old.includes(c))).toBe(true);
    expect(await left(op.cookie)).toBe(10);
    // the same app code cannot mint a second set
    expect((await regenerate(s, op.cookie, totp(s, secret))).body.respCode).toBe(C.wrong);

    // an unused old code no longer signs in; a new one does, once
    const b = await login(s, op.email);
    expect((await verify(s, b.body.data.challenge, old[1]!)).body.respCode).toBe(C.wrong);
    expect((await verify(s, b.body.data.challenge, fresh[0]!)).body.respCode).toBe(C.ok);
    expect(await left(op.cookie)).toBe(9);
    const c = await login(s, op.email);
    expect((await verify(s, c.body.data.challenge, fresh[0]!)).body.respCode).toBe(C.wrong);
    expect((await verify(s, c.body.data.challenge, fresh[1]!)).body.respCode).toBe(C.ok);
    expect(await left(op.cookie)).toBe(8);
    expect(await actions(op.user.id)).toContain('twoFactor.recoveryRegenerate');
  });

  it('refuses a recovery code as the confirming code, and leaves that code unused', async () => {
    const op = await newOperator(s);
    const { recoveryCodes } = await enrol(s, op.cookie);
    const res = await regenerate(s, op.cookie, recoveryCodes[0]!);
    expect(res.status).toBe(422);
    expect(res.body.respMsg).toMatch(/6 digits/);
    // past the contract too: the service takes the app's code only, and counts anything else as wrong
    const client = { ip: randomIp(), userAgent: 'test' };
    await expect(
      regenerateRecoveryCodes(s.deps.db, encryptionKey(s.deps.config), {
        userId: op.user.id,
        merchantNo: null,
        code: recoveryCodes[0]!,
        client,
        now: s.clock.now,
      }),
    ).rejects.toMatchObject({ info: { code: C.wrong } });
    expect(await left(op.cookie)).toBe(10);
    const a = await login(s, op.email);
    expect((await verify(s, a.body.data.challenge, recoveryCodes[0]!)).body.respCode).toBe(C.ok);
    expect(await actions(op.user.id)).not.toContain('twoFactor.recoveryRegenerate');
  });

  it('counts wrong and replayed codes towards the lock, and keeps the old codes meanwhile', async () => {
    const op = await newOperator(s);
    const { secret, recoveryCodes } = await enrol(s, op.cookie);
    // the enrolment's own code was used already
    expect((await regenerate(s, op.cookie, totp(s, secret))).body).toMatchObject({ respCode: C.wrong, data: { remaining: 4 } });
    for (let i = 2; i <= 4; i++)
      expect((await regenerate(s, op.cookie, totp(s, secret, 5))).body).toMatchObject({ respCode: C.wrong, data: { remaining: 5 - i } });
    expect((await regenerate(s, op.cookie, totp(s, secret, 5))).body.respCode).toBe(C.locked);
    s.clock.advance(30_000);
    expect((await regenerate(s, op.cookie, totp(s, secret))).body.respCode).toBe(C.locked);
    const { rows } = await s.deps.database.query<{ summary: { purpose: string } }>(
      "select summary from audit_log where user_id = $1 and action in ('twoFactor.failure', 'twoFactor.locked')",
      [op.user.id],
    );
    expect(rows.map((r) => r.summary.purpose)).toEqual(Array(5).fill('recoveryRegenerate'));
    expect(await left(op.cookie)).toBe(10);
    s.clock.advance(16 * 60_000);
    const a = await login(s, op.email);
    expect((await verify(s, a.body.data.challenge, recoveryCodes[0]!)).body.respCode).toBe(C.ok);
  });

  it('tells a person without two-factor sign-in that there is nothing to replace', async () => {
    const op = await newOperator(s);
    const res = await regenerate(s, op.cookie, '123456');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ respCode: '00009', respMsg: 'Two-factor sign-in is not on, so there are no recovery codes to replace.' });
    expect(await actions(op.user.id)).not.toContain('twoFactor.failure');
  });
});

describe('required by the merchant', () => {
  it('forces an operator without it to enrol before anything else, and keeps it from being turned off', async () => {
    const merchant = await newMerchant(s);
    const admin = await newOperator(s, { merchant });
    const clerks = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Clerks', resourceCodes: ['index'] });
    const clerk = await newOperatorUser(s, { merchant, roleId: clerks.id });
    // a clerk may not set the requirement
    const clerkLogin = await login(s, clerk.email);
    expect((await s.api('POST', '/security/twoFactor/policy', { cookie: clerkLogin.setCookie, body: { required: true } })).body.respCode).toBe('00006');
    expect((await s.api('POST', '/security/twoFactor/policy', { cookie: admin.cookie, body: { required: true } })).body.respCode).toBe(C.ok);

    const forced = await login(s, clerk.email);
    expect(forced.body.respCode).toBe(C.setup);
    const cookie = forced.setCookie!;
    expect((await s.api('GET', '/merLogin/getUserInformation', { cookie })).body.respCode).toBe(C.setup);
    expect((await s.api('GET', '/security/twoFactor/info', { cookie })).body.data).toMatchObject({ enabled: false, required: true });
    const { secret } = await enrol(s, cookie);
    expect((await s.api('GET', '/merLogin/getUserInformation', { cookie })).body.respCode).toBe(C.ok);
    s.clock.advance(30_000);
    const off = await s.api('POST', '/security/twoFactor/disable', { cookie, body: { code: totp(s, secret) } });
    expect(off.body.respCode).toBe('00009');
    expect(await actions(admin.user.id)).toContain('twoFactor.policy');
  });

  it('turns off with a code when not required', async () => {
    const op = await newOperator(s);
    const { secret } = await enrol(s, op.cookie);
    s.clock.advance(30_000);
    expect((await s.api('POST', '/security/twoFactor/disable', { cookie: op.cookie, body: { code: '000000' } })).body.respCode).toBe(C.wrong);
    expect((await s.api('POST', '/security/twoFactor/disable', { cookie: op.cookie, body: { code: totp(s, secret) } })).body.respCode).toBe(C.ok);
    expect((await login(s, op.email)).body.respCode).toBe(C.ok);
    expect(await actions(op.user.id)).toContain('twoFactor.disable');
  });
});

describe('step-up', () => {
  it('asks for a fresh code after five minutes, then lets the action through for five minutes', async () => {
    const op = await newOperator(s);
    const role = await createRole(s.deps.db, { merchantNo: op.merchant.merchantNo, name: 'Clerks', resourceCodes: ['index'] });
    const { secret } = await enrol(s, op.cookie);
    // the enrolment's code was a fresh factor
    expect((await editRole(s, op, role.id)).body.respCode).toBe(C.ok);
    s.clock.advance(SIX_MINUTES);
    const refused = await editRole(s, op, role.id);
    expect(refused.body).toMatchObject({ respCode: C.stepUp, data: { method: 'totp' } });
    expect((await s.api('POST', '/security/stepUp', { cookie: op.cookie, body: { code: totp(s, secret, 6) } })).body.respCode).toBe(C.wrong);
    const stepped = await s.api('POST', '/security/stepUp', { cookie: op.cookie, body: { code: totp(s, secret) } });
    expect(stepped.body.respCode).toBe(C.ok);
    expect(new Date(stepped.body.data.until).getTime()).toBe(s.clock.now.getTime() + 5 * 60_000);
    expect((await editRole(s, op, role.id)).body.respCode).toBe(C.ok);
    s.clock.advance(4 * 60_000);
    expect((await editRole(s, op, role.id)).body.respCode).toBe(C.ok);
    s.clock.advance(2 * 60_000);
    expect((await editRole(s, op, role.id)).body.respCode).toBe(C.stepUp);
    expect(await actions(op.user.id)).toContain('stepUp');
  });

  it('takes the login password of a person without an authenticator or payment password', async () => {
    const op = await newOperator(s);
    const role = await createRole(s.deps.db, { merchantNo: op.merchant.merchantNo, name: 'Clerks', resourceCodes: ['index'] });
    // a login counts as a fresh factor for five minutes
    expect((await editRole(s, op, role.id)).body.respCode).toBe(C.ok);
    s.clock.advance(SIX_MINUTES);
    expect((await editRole(s, op, role.id)).body).toMatchObject({ respCode: C.stepUp, data: { method: 'password' } });
    expect((await s.api('POST', '/security/stepUp', { cookie: op.cookie, body: { code: 'Wrong#Pass1' } })).body.respCode).toBe('00004|00002');
    expect((await s.api('POST', '/security/stepUp', { cookie: op.cookie, body: { code: PASSWORD } })).body.respCode).toBe(C.ok);
    expect((await editRole(s, op, role.id)).body.respCode).toBe(C.ok);
  });

  it('does not count a password login as the payment password: the first guarded action after signing in asks for it', async () => {
    const op = await newOperator(s);
    const role = await createRole(s.deps.db, { merchantNo: op.merchant.merchantNo, name: 'Clerks', resourceCodes: ['index'] });
    await givePaymentPassword(s.deps.db, { userId: op.user.id, merchantNo: op.merchant.merchantNo, pin: '246813', now: s.clock.now });
    const cookie = (await login(s, op.email)).setCookie!;
    const asked = await editRole(s, { ...op, cookie }, role.id);
    expect(asked.body).toMatchObject({ respCode: C.stepUp, data: { method: 'paymentPassword' } });
    // the login password is not the factor asked for
    expect((await s.api('POST', '/security/stepUp', { cookie, body: { code: PASSWORD } })).body.respCode).not.toBe(C.ok);
    expect((await s.api('POST', '/security/stepUp', { cookie, body: { code: '246813' } })).body.respCode).toBe(C.ok);
    expect((await editRole(s, { ...op, cookie }, role.id)).body.respCode).toBe(C.ok);
  });

  it('counts a sign-in with the authenticator code as a fresh factor', async () => {
    const op = await newOperator(s);
    const role = await createRole(s.deps.db, { merchantNo: op.merchant.merchantNo, name: 'Clerks', resourceCodes: ['index'] });
    const { secret } = await enrol(s, op.cookie);
    s.clock.advance(SIX_MINUTES);
    const first = await login(s, op.email);
    const cookie = (await verify(s, first.body.data.challenge, totp(s, secret))).setCookie!;
    expect((await editRole(s, { ...op, cookie }, role.id)).body.respCode).toBe(C.ok);
  });
});

describe('with the new-device check', () => {
  const d = useTestServer({ SMTP_URL: sink.url, LOGIN_NEW_DEVICE_CHECK: 'true' });
  it('asks for the mailed device code first, then the app code', async () => {
    const op = await newOperatorUser(d);
    const first = await login(d, op.email);
    expect(first.body.respCode).toBe('00004|14004');
    const mail = await sink.waitFor(op.email, /new device/);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const device = await d.api('POST', '/merLogin/verifyDevice', { body: { challenge: first.body.data.challenge, code } });
    expect(device.body.respCode).toBe(C.ok);
    const deviceCookie = device.raw.cookies.find((c) => c.name === 'cb_device')!;
    const { secret } = await enrol(d, device.setCookie!);
    d.clock.advance(30_000);
    // a known device: straight to the app's code
    const again = await login(d, op.email, { cookie: `cb_device=${deviceCookie.value}` });
    expect(again.body.respCode).toBe(C.twoFactor);
    expect((await verify(d, again.body.data.challenge, totp(d, secret))).body.respCode).toBe(C.ok);
    // an unknown device: the mailed code, then the app's
    d.clock.advance(2 * 60_000);
    const mailsBefore = sink.mails.length;
    const other = await login(d, op.email);
    expect(other.body.respCode).toBe('00004|14004');
    await expect.poll(() => sink.mails.length).toBeGreaterThan(mailsBefore);
    const mail2 = await sink.waitFor(op.email, /new device/);
    const code2 = /\b(\d{6})\b/.exec(mail2.text)![1]!;
    const dev2 = await d.api('POST', '/merLogin/verifyDevice', { body: { challenge: other.body.data.challenge, code: code2 } });
    expect(dev2.body.respCode).toBe(C.twoFactor);
    expect(dev2.setCookie).toBeUndefined();
    expect((await verify(d, dev2.body.data.challenge, totp(d, secret))).body.respCode).toBe(C.ok);
  });
});
