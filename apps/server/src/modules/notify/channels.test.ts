import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../../platform/mail/mail.ts';
import { useTestServer } from '../../../test/fixtures.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { subscriptionSetup } from '../../../test/subscriptions.ts';
import { runDeliveries, sendEventMails } from './service.ts';

const s = useTestServer({}, { work: false });

describe('the e-mail channel', () => {
  it('is enrolled by its test mail, then mails the chosen events in English and Chinese', async () => {
    const t = await subscriptionSetup(s);
    const to = `ops-${t.merchantNo.toLowerCase()}@merchant.test`;
    const saved = await t.portal('POST', '/developer/email/save', { recipients: [to, to.toUpperCase()], events: ['payment.failed'] });
    expect(saved.body.data).toMatchObject({ recipients: [to], events: ['payment.failed'], state: 'enrolling' });
    // nothing is mailed before the channel is enrolled
    await t.c.pay('4000000000000002');
    await sendEventMails(s.deps);
    expect(await outboxFor(s.deps.db, to)).toHaveLength(0);

    const tested = await t.portal('POST', '/developer/email/test');
    expect(tested.body.data.state).toBe('enrolled');
    const declined = await t.c.pay('4000000000000002');
    expect(declined.body.data.status).toBe('failed');
    await t.c.pay('4242424242424242');
    await sendEventMails(s.deps);
    await sendEventMails(s.deps);
    const mails = await outboxFor(s.deps.db, to);
    expect(mails.map((m) => m.tag)).toEqual(['notify.payment.failed', 'notify.test']);
    expect(mails[0]!.subject).toMatch(/^\[Crossbill\] Payment failed \(M\d+\) \/ 支付失败（M\d+）$/);
    expect(mails[0]!.body).toContain(declined.body.data.transactionId);

    const many = await t.portal('POST', '/developer/email/save', {
      recipients: ['1@b.test', '2@b.test', '3@b.test', '4@b.test', '5@b.test', '6@b.test'],
      events: ['payment.failed'],
    });
    expect(many.status).toBe(422);
    expect(many.body.data.fieldErrors).toMatchObject([{ field: 'recipients' }]);
    const bad = await t.portal('POST', '/developer/email/save', { recipients: ['a@b.test', 'no-at-sign'], events: [] });
    expect(bad.body.data.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['events', 'recipients.1']);
  });
});

describe('outside the sandbox', () => {
  let live: TestServer;
  beforeAll(async () => {
    live = await createTestServer({ SANDBOX: 'false' }, { work: false });
  });
  afterAll(() => live.close());

  it('refuses plain http and private or loopback addresses, naming the url field', async () => {
    const t = await subscriptionSetup(live);
    const http = await t.portal('POST', '/developer/webhook/create', { url: 'http://hooks.example.com/x', events: ['payment.succeeded'] });
    expect(http.status).toBe(422);
    expect(http.body.data.fieldErrors).toMatchObject([{ field: 'url', message: 'The URL must start with https://' }]);
    for (const url of ['https://127.0.0.1:8443/hooks', 'https://10.1.2.3/hooks', 'https://[::1]/hooks', 'https://localhost/hooks']) {
      const r = await t.portal('POST', '/developer/webhook/create', { url, events: ['payment.succeeded'] });
      expect(r.status, url).toBe(422);
      expect(r.body.data.fieldErrors, url).toMatchObject([{ field: 'url', message: 'The URL points to a private or reserved network address' }]);
    }
    expect((await t.portal('GET', '/developer/webhook/list')).body.data).toEqual([]);
    expect(await runDeliveries(live.deps, { merchantNo: t.merchantNo })).toBe(0);
  });
});
