import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_CODE_RESEND_MS, VERIFY_CODE_TTL_MS } from '@crossbill/contracts/constants';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { randomIp, uniqueEmail, useTestServer } from '../../../test/fixtures.ts';
import { consumeCode, sendEmailCode } from './service.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const s = useTestServer({ SMTP_URL: sink.url });

const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

describe('e-mail verification codes', () => {
  let now: Date;
  beforeAll(() => {
    now = s.clock.now;
  });

  it('mails a 6-digit code in the language asked for; it works once, for its purpose only', async () => {
    const email = uniqueEmail('code');
    const client = { ip: randomIp() };
    const sent = await sendEmailCode(s.deps.db, s.deps.mail, { email, purpose: 'register', lang: 'zh-cn', client, now: s.clock.now });
    expect(sent).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    const mail = await sink.waitFor(email);
    expect(mail.subject).toContain('注册验证码');
    const code = codeOf(mail.text);
    await expect(consumeCode(s.deps.db, { target: email, purpose: 'forgot-password', code, now: s.clock.now })).rejects.toMatchObject({
      info: { code: '00004|14001' },
    });
    await consumeCode(s.deps.db, { target: email.toUpperCase(), purpose: 'register', code, now: s.clock.now });
    await expect(consumeCode(s.deps.db, { target: email, purpose: 'register', code, now: s.clock.now })).rejects.toMatchObject({
      info: { code: '00004|14001' },
    });
  });

  it('is stored hashed, expires, and is burnt after 5 wrong entries', async () => {
    const email = uniqueEmail('code');
    await sendEmailCode(s.deps.db, s.deps.mail, { email, purpose: 'register', lang: 'en', client: { ip: randomIp() }, now: s.clock.now });
    const code = codeOf((await sink.waitFor(email)).text);
    const rows = await s.deps.database.query<{ code_hash: string }>(`select code_hash from verification_codes where target = $1`, [email]);
    expect(rows.rows[0]!.code_hash).toMatch(/^\$argon2id\$/);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await expect(consumeCode(s.deps.db, { target: email, purpose: 'register', code: wrong, now: s.clock.now })).rejects.toMatchObject({
        info: { code: '00004|14001' },
      });
    }
    // the right code no longer helps: a new one must be fetched
    await expect(consumeCode(s.deps.db, { target: email, purpose: 'register', code, now: s.clock.now })).rejects.toMatchObject({
      info: { code: '00004|14001' },
    });

    const late = uniqueEmail('late');
    await sendEmailCode(s.deps.db, s.deps.mail, { email: late, purpose: 'register', lang: 'en', client: { ip: randomIp() }, now: s.clock.now });
    const lateCode = codeOf((await sink.waitFor(late)).text);
    await expect(
      consumeCode(s.deps.db, { target: late, purpose: 'register', code: lateCode, now: new Date(s.clock.now.getTime() + VERIFY_CODE_TTL_MS + 1) }),
    ).rejects.toMatchObject({ info: { code: '00004|14002' } });
  });

  it('limits sends per e-mail (a minute apart, 5 an hour) and per client, with the wait in seconds', async () => {
    const email = uniqueEmail('limit');
    const client = { ip: randomIp() };
    const at = (ms: number) => new Date(now.getTime() + ms);
    await sendEmailCode(s.deps.db, s.deps.mail, { email, purpose: 'register', lang: 'en', client, now: at(0) });
    const again = s.api('POST', '/merLogin/getEmailCaptcha', { body: { email }, headers: { 'x-forwarded-for': client.ip } });
    const res = await again;
    expect(res.status).toBe(429);
    expect(res.body.respCode).toBe('00004|14003');
    expect(res.body.data.retryAfterSeconds).toBeGreaterThan(0);
    for (let i = 1; i < 5; i++)
      await sendEmailCode(s.deps.db, s.deps.mail, { email, purpose: 'register', lang: 'en', client, now: at(i * VERIFY_CODE_RESEND_MS) });
    await expect(
      sendEmailCode(s.deps.db, s.deps.mail, { email, purpose: 'register', lang: 'en', client, now: at(6 * VERIFY_CODE_RESEND_MS) }),
    ).rejects.toMatchObject({
      info: { code: '00004|14003' },
    });
    // another e-mail from a client that asked 20 times within the hour is refused too
    const busy = { ip: randomIp() };
    for (let i = 0; i < 20; i++)
      await sendEmailCode(s.deps.db, s.deps.mail, { email: uniqueEmail('many'), purpose: 'register', lang: 'en', client: busy, now: at(i) });
    await expect(
      sendEmailCode(s.deps.db, s.deps.mail, { email: uniqueEmail('one-more'), purpose: 'register', lang: 'en', client: busy, now: at(30) }),
    ).rejects.toMatchObject({
      info: { code: '00004|14003' },
    });
  });

  it('counts sends asked at the same moment: one of them goes out, the others are refused and store nothing', async () => {
    const email = uniqueEmail('together');
    const client = { ip: randomIp() };
    const sends = await Promise.allSettled(
      Array.from({ length: 3 }, () => sendEmailCode(s.deps.db, s.deps.mail, { email, purpose: 'register', lang: 'en', client, now: s.clock.now })),
    );
    expect(sends.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    for (const r of sends) if (r.status === 'rejected') expect(r.reason).toMatchObject({ info: { code: '00004|14003' } });
    const rows = await s.deps.database.query<{ n: number }>('select count(*)::int as n from verification_codes where target = $1', [email]);
    expect(rows.rows[0]!.n).toBe(1);
  });
});
