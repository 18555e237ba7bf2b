import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { CLIENT_CAPTCHA_THRESHOLD } from '@crossbill/contracts/constants';
import { newOperatorUser, PASSWORD, uniqueEmail, useTestServer } from '../../../test/fixtures.ts';
import type { TestServer } from '../../../test/harness.ts';
import { issueCaptcha } from './captcha.ts';

// Per-client login limits are keyed on the client's real address: X-Forwarded-For is believed only
// from a proxy named by TRUST_PROXY. (Requests made by `inject` come from 127.0.0.1.)
const direct = useTestServer({ TRUST_PROXY: 'false' });
const proxied = useTestServer({ TRUST_PROXY: '1' });

const login = (s: TestServer, forwardedFor: string, body: Record<string, unknown>) =>
  s.api('POST', '/merLogin/doLogin', { body, headers: { 'x-forwarded-for': forwardedFor } });

/** CLIENT_CAPTCHA_THRESHOLD wrong passwords on unknown e-mails, each claiming a new address. */
async function failFromManyClaimedAddresses(s: TestServer, claim: (i: number) => string) {
  for (let i = 0; i < CLIENT_CAPTCHA_THRESHOLD; i++) {
    const res = await login(s, claim(i), { email: uniqueEmail(), password: 'Wrong#2026' });
    expect(res.body.respCode).toBe(Codes.BAD_CREDENTIALS.code);
  }
}

describe('client address without a trusted proxy (the default)', () => {
  it('ignores a forged X-Forwarded-For: the login limit stays on the socket address', async () => {
    await failFromManyClaimedAddresses(direct, (i) => `198.51.100.${i + 1}`);
    const { email } = await newOperatorUser(direct);
    // a new claimed address does not start the limit afresh
    const next = await login(direct, '203.0.113.77', { email, password: PASSWORD });
    expect(next.body.respCode).toBe(Codes.CAPTCHA_REQUIRED.code);
    const { rows } = await direct.deps.database.query<{ ip: string }>("select ip from audit_log where action = 'login.failure' order by id desc limit 1");
    expect(rows[0]!.ip).toBe('127.0.0.1');
  });

  it('does not take X-Forwarded-Proto either: no Secure cookie on plain HTTP', async () => {
    const { email } = await newOperatorUser(direct);
    // with a captcha: every test of this server shares the one socket address and its limit
    const c = await issueCaptcha(direct.deps.db, direct.clock.now, 'k7xq');
    const res = await direct.api('POST', '/merLogin/doLogin', {
      body: { email, password: PASSWORD, captchaKey: c.captchaKey, captcha: 'k7xq' },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.78' },
    });
    expect(res.body.respCode).toBe('20000');
    expect(res.raw.cookies.find((c) => c.name === 'cb_session')!.secure).toBeFalsy();
  });
});

describe('client address behind one trusted proxy (TRUST_PROXY=1)', () => {
  it('keys the login limit on the address the proxy saw, not on what the client claimed', async () => {
    const client = '198.51.100.200';
    // the proxy appends the address it saw to whatever the client sent
    await failFromManyClaimedAddresses(proxied, (i) => `192.0.2.${i + 1}, ${client}`);
    const { email } = await newOperatorUser(proxied);
    expect((await login(proxied, `192.0.2.99, ${client}`, { email, password: PASSWORD })).body.respCode).toBe(Codes.CAPTCHA_REQUIRED.code);
    // another client behind the same proxy has its own limit
    const other = await login(proxied, '198.51.100.201', { email, password: PASSWORD });
    expect(other.body.respCode).toBe('20000');
    const { rows } = await proxied.deps.database.query<{ ip: string }>("select ip from audit_log where action = 'login.success' and target = $1", [email]);
    expect(rows[0]!.ip).toBe('198.51.100.201');
  });

  it('takes the protocol from the proxy: Secure cookie behind HTTPS', async () => {
    const { email } = await newOperatorUser(proxied);
    const res = await proxied.api('POST', '/merLogin/doLogin', {
      body: { email, password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.202' },
    });
    expect(res.body.respCode).toBe('20000');
    expect(res.raw.cookies.find((c) => c.name === 'cb_session')!.secure).toBe(true);
  });
});
