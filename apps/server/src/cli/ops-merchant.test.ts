import { afterAll, describe, expect, it } from 'vitest';
import { MerchantStatus } from '@crossbill/contracts/merchant';
import { newUser, signIn, uniqueEmail, useTestServer, PASSWORD } from '../../test/fixtures.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { demoOperatorExists, DEMO_EMAIL, DEMO_PASSWORD, noUsersYet, seedDemoIfEmpty } from '../sandbox/demo-seed.ts';
import { startBanner } from '../start-banner.ts';
import { runOps } from './ops.ts';

// A production start (sandbox off, as on PostgreSQL) creates no demo data and prints no published
// credential; its first merchant and administrator come from `ops merchant create`.
const s = useTestServer({ SANDBOX: 'false' });
const sink = await startSmtpSink();
afterAll(() => sink.close());

async function ops(argv: string[], config = s.deps.config) {
  const lines: string[] = [];
  const code = await runOps(argv, { database: s.deps.database, config, out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return { code, text: lines.join('\n') };
}

const tokenIn = (text: string) => /\/user\/reset-password\?token=([\w-]+)/.exec(text)?.[1];

describe('a start outside sandbox mode', () => {
  it('seeds no demo data and the banner shows no demo credentials but the ops command', async () => {
    expect(s.deps.config.DEMO_SEED).toBe(false);
    expect(await noUsersYet(s.deps)).toBe(true);
    expect(await seedDemoIfEmpty(s.deps)).toBe(false);
    expect(await noUsersYet(s.deps)).toBe(true);
    expect(await demoOperatorExists(s.deps)).toBe(false);

    const banner = startBanner({ url: 'https://portal.example.com', seconds: 1.2, where: 'PostgreSQL (DATABASE_URL)', demo: 'none', noUsers: true });
    expect(banner).not.toContain(DEMO_EMAIL);
    expect(banner).not.toContain(DEMO_PASSWORD);
    expect(banner).toContain('npm run ops -- merchant create');
    expect(startBanner({ url: 'x', seconds: 1, where: 'y', demo: 'created', noUsers: false })).toContain(`${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  });
});

describe('ops merchant create', () => {
  it('makes a registered merchant and its administrator, whose link (shown once without SMTP) sets a password that logs in', async () => {
    const email = uniqueEmail('first-admin');
    const r = await ops(['merchant', 'create', '--name', 'Kestrel Trading Ltd', '--admin-email', email, '--admin-name', 'Kim Kestrel', '--language', 'zh-cn']);
    expect(r.code, r.text).toBe(0);
    const token = tokenIn(r.text);
    expect(token, r.text).toBeTruthy();
    expect(r.text).toContain('No SMTP_URL');
    // the link is not kept anywhere it could be read again
    const outbox = await s.deps.database.query('select 1 from mail_outbox where recipient = $1', [email]);
    expect(outbox.rows).toHaveLength(0);

    // no password works before the link is used
    expect((await signIn(s, email, { password: PASSWORD, expectOk: false })).res.body.respCode).not.toBe('20000');
    const info = await s.api('GET', `/merLogin/passwordLink?token=${token}`);
    expect(info.body.data).toMatchObject({ email, purpose: 'invite' });
    const next = 'Kestrel#2026';
    const set = await s.api('POST', '/merLogin/passwordLink/set', { body: { token, newPassword: next, confirmPassword: next } });
    expect(set.body.respCode).toBe('20000');
    expect(
      (await s.api('POST', '/merLogin/passwordLink/set', { body: { token, newPassword: 'Other#2026', confirmPassword: 'Other#2026' } })).body.respCode,
    ).not.toBe('20000');

    const { res, cookie } = await signIn(s, email, { password: next });
    expect(res.body.data.userInfo).toMatchObject({
      operatorEmail: email,
      merchantName: 'Kestrel Trading Ltd',
      merchantStatus: MerchantStatus.REGISTERED,
      language: 'zh-cn',
    });
    expect(res.body.data.loginRecord).toMatchObject({ roleName: 'Administrator', defaultAccount: true });
    // the administrator holds every permission of the account
    expect(res.body.data.permissions).toEqual(expect.arrayContaining(['permission:role', 'permission:operator']));
    expect((await s.api('GET', '/permission/role/list', { cookie })).body.respCode).toBe('20000');
  });

  it('mails the link when SMTP is configured; an existing person keeps their password', async () => {
    const email = uniqueEmail('mailed-admin');
    const withSmtp = { ...s.deps.config, SMTP_URL: sink.url };
    const r = await ops(['merchant', 'create', '--name', 'Osprey Pay Ltd', '--admin-email', email, '--business', 'payout'], withSmtp);
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('mailed');
    expect(tokenIn(r.text)).toBeUndefined();
    const mail = await sink.waitFor(email, /Osprey Pay Ltd/);
    const token = tokenIn(mail.text);
    expect(token).toBeTruthy();
    expect(
      (await s.api('POST', '/merLogin/passwordLink/set', { body: { token, newPassword: 'Osprey#2026', confirmPassword: 'Osprey#2026' } })).body.respCode,
    ).toBe('20000');
    expect((await signIn(s, email, { password: 'Osprey#2026' })).res.body.data.userInfo.merchantName).toBe('Osprey Pay Ltd');

    const known = await newUser(s);
    const again = await ops(['merchant', 'create', '--name', 'Second Shop Ltd', '--admin-email', known.email]);
    expect(again.code, again.text).toBe(0);
    expect(tokenIn(again.text)).toBeUndefined();
    expect(again.text).toContain('password is unchanged');
    const { cookie } = await signIn(s, known.email);
    const accounts = await s.api('GET', '/merOperator/listMerchant', { cookie });
    expect(JSON.stringify(accounts.body.data)).toContain('Second Shop Ltd');
  });

  it('refuses bad input with the option named', async () => {
    expect((await ops(['merchant', 'create', '--name', 'X Ltd'])).code).toBe(64);
    const lang = await ops(['merchant', 'create', '--name', 'X Ltd', '--admin-email', uniqueEmail(), '--language', 'fr']);
    expect(lang.code).toBe(1);
    expect(lang.text).toContain('--language');
    const mail = await ops(['merchant', 'create', '--name', 'X Ltd', '--admin-email', 'not-an-email']);
    expect(mail.code).toBe(1);
    expect(mail.text).toContain('--admin-email');
  });
});
