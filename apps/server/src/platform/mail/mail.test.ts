import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { outboxFor } from './mail.ts';

describe('mail', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let withSmtp: TestServer;
  let withoutSmtp: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    withSmtp = await createTestServer({ SMTP_URL: sink.url });
    withoutSmtp = await createTestServer();
  });
  afterAll(async () => {
    await withSmtp.close();
    await withoutSmtp.close();
    await sink.close();
  });

  it('delivers over SMTP_URL, in any language, and keeps no body', async () => {
    const r = await withSmtp.deps.mail.send({ to: 'ops@merchant.test', tag: 'test', subject: '验证码 Code', text: 'Your code is 123456 — 有效期 10 分钟' });
    expect(r.status).toBe('sent');
    const mail = await sink.waitFor('ops@merchant.test');
    expect(mail.subject).toBe('验证码 Code');
    expect(mail.text).toContain('123456 — 有效期 10 分钟');
    const [row] = await outboxFor(withSmtp.deps.db, 'ops@merchant.test');
    expect(row).toMatchObject({ status: 'sent', body: null });
  });

  it('keeps the mail in the outbox when no SMTP is configured', async () => {
    const r = await withoutSmtp.deps.mail.send({ to: 'a@merchant.test', tag: 'test', subject: 'Hello', text: 'code 654321' });
    expect(r.status).toBe('outbox');
    const [row] = await outboxFor(withoutSmtp.deps.db, 'a@merchant.test');
    expect(row).toMatchObject({ status: 'outbox', body: 'code 654321', subject: 'Hello' });
  });

  it('records a failed delivery instead of throwing', async () => {
    const broken = await createTestServer({ SMTP_URL: 'smtp://127.0.0.1:1?tls=off' });
    try {
      const r = await broken.deps.mail.send({ to: 'b@merchant.test', tag: 'test', subject: 'x', text: 'y' });
      expect(r.status).toBe('failed');
      const [row] = await outboxFor(broken.deps.db, 'b@merchant.test');
      expect(row?.status).toBe('failed');
      expect(row?.error).toBeTruthy();
    } finally {
      await broken.close();
    }
  });
});
