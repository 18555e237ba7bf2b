import { describe, expect, it } from 'vitest';
import { SESSION_PAY_ATTEMPTS, SESSION_TTL_MS } from '@crossbill/contracts/hosted-checkout';
import { newMerchant, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { createHttpApp } from '../../platform/http/app.ts';
import { addApplication, reviewApplication } from '../application/service.ts';
import { getPayment } from '../payment/service.ts';
import { registerHostedCheckoutRoutes } from './routes.ts';

const s = useTestServer();
const year = new Date().getUTCFullYear() + 3;
const card = (number: string, cvv = '123') => ({ number, expiryMonth: 12, expiryYear: year, cvv, holderName: 'Ana Lima' });

/** A merchant with one approved website and its signed /v1 client. */
async function merchant() {
  const m = await newMerchant(s);
  const app = await addApplication(s.deps.db, {
    merchantNo: m.merchantNo,
    input: { name: 'Shop', type: 'website', url: 'https://shop.example.com', description: 'The shop' },
    actor: { userId: null },
    now: s.deps.now(),
  });
  await reviewApplication(s.deps.db, { appId: app.appId, decision: 'pass', now: s.deps.now() });
  const c = await paymentClient(s, m.merchantNo);
  const create = (over: Record<string, unknown> = {}) =>
    c.call('POST', '/checkout/sessions', {
      amount: '25.50',
      currency: 'USD',
      merchantOrderId: c.order(),
      returnUrl: 'https://shop.example.com/back?order=1',
      customerEmail: 'buyer@example.com',
      appId: app.appId,
      locale: 'en',
      ...over,
    });
  return { m, c, appId: app.appId, create };
}

const page = (id: string) => s.api('GET', `/pay/session/${id}`);
const pay = (id: string, body: unknown) => s.api('POST', `/pay/session/${id}/pay`, { body });

describe('checkout sessions over /v1', () => {
  it('creates a session for an approved website, reads it, and refuses an unknown website', async () => {
    const { c, create } = await merchant();
    const r = await create();
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ status: 'open', amount: '25.50', currency: 'USD', transactionId: null });
    expect(d.sessionId).toMatch(/^cs_[A-Za-z0-9_-]{24}$/);
    expect(d.url).toMatch(new RegExp(`/pay/${d.sessionId}$`));
    expect(new Date(d.expiresAt).getTime() - s.deps.now().getTime()).toBe(SESSION_TTL_MS);
    const read = await c.call('GET', `/checkout/sessions/${d.sessionId}`);
    expect(read.body.data).toMatchObject({ sessionId: d.sessionId, status: 'open' });

    const unknown = await create({ appId: 'APP000000001' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.fieldErrors[0].field).toBe('appId');
    const badAmount = await create({ amount: '1.234' });
    expect(badAmount.body.data.fieldErrors[0].field).toBe('amount');
  });

  it("another merchant's session is not found", async () => {
    const a = await merchant();
    const b = await merchant();
    const id = (await a.create()).body.data.sessionId;
    expect((await b.c.call('GET', `/checkout/sessions/${id}`)).status).toBe(404);
  });
});

describe('paying on the hosted page', () => {
  it('an approving card pays once: the transaction carries the order ID, a second call answers the first result', async () => {
    const { m, c, create } = await merchant();
    const made = (await create()).body.data;
    const view = await page(made.sessionId);
    expect(view.body.data).toMatchObject({ status: 'open', amount: '25.50', merchantOrderId: null, result: null });
    expect(view.body.data.cardBrands).toContain('visa');
    expect(view.body.data.localMethods).toEqual(['alipay']); // of the catalogue, only Alipay takes USD

    const r = await pay(made.sessionId, { method: 'card', card: card('4242424242424242') });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ challenge: false, session: { status: 'paid', result: { paymentStatus: 'succeeded', cardNumber: '424242****4242' } } });
    const txId = r.body.data.session.result.transactionId;
    const t = await getPayment(s.deps.db, [m.merchantNo], { transactionId: txId });
    expect(t).toMatchObject({ merchantOrderId: made.merchantOrderId, amount: 2550n, status: 'succeeded' });

    const again = await pay(made.sessionId, { method: 'card', card: card('5555555555554444') });
    expect(again.body.data.session.result.transactionId).toBe(txId);
    const n = await s.deps.database.query<{ n: number }>(`select count(*)::int as n from transactions where merchant_no = $1`, [m.merchantNo]);
    expect(n.rows[0]!.n).toBe(1);
    expect((await c.call('GET', `/checkout/sessions/${made.sessionId}`)).body.data).toMatchObject({ status: 'paid', transactionId: txId });
  });

  it('a declining card fails the session with its message', async () => {
    const { create } = await merchant();
    const id = (await create()).body.data.sessionId;
    const r = await pay(id, { method: 'card', card: card('4000000000009995') });
    expect(r.body.data.session).toMatchObject({ status: 'failed', result: { paymentStatus: 'failed', responseMessage: 'Insufficient funds' } });
  });

  it('a 3-D Secure card asks for the challenge first; its answer decides', async () => {
    const { m, create } = await merchant();
    const id = (await create()).body.data.sessionId;
    const first = await pay(id, { method: 'card', card: card('4000000000003220') });
    expect(first.body.data).toMatchObject({ challenge: true, session: { status: 'open', result: null } });
    const done = await pay(id, { method: 'card', card: card('4000000000003220'), authentication: 'completed' });
    expect(done.body.data.session).toMatchObject({ status: 'paid' });

    const other = (await create()).body.data.sessionId;
    const failed = await pay(other, { method: 'card', card: card('4000000000003220'), authentication: 'failed' });
    expect(failed.body.data.session).toMatchObject({ status: 'failed', result: { responseMessage: 'Cardholder authentication failed' } });
    const row = await getPayment(s.deps.db, [m.merchantNo], { transactionId: failed.body.data.session.result.transactionId });
    expect(row.responseCode).toBe('R1');
  });

  it('two racing pay calls make one transaction', async () => {
    const { m, create } = await merchant();
    const id = (await create()).body.data.sessionId;
    const [a, b] = await Promise.all([
      pay(id, { method: 'card', card: card('4242424242424242') }),
      pay(id, { method: 'card', card: card('4242424242424242') }),
    ]);
    expect(a.body.data.session.result.transactionId).toBe(b.body.data.session.result.transactionId);
    const n = await s.deps.database.query<{ n: number }>(`select count(*)::int as n from transactions where merchant_no = $1`, [m.merchantNo]);
    expect(n.rows[0]!.n).toBe(1);
  });

  it('a local method stays pending until the sandbox pays it; the page follows', async () => {
    const { c, create } = await merchant();
    const id = (await create({ currency: 'BRL', amount: '80.00' })).body.data.sessionId;
    expect((await page(id)).body.data.localMethods).toEqual(['pix', 'boleto']);
    const r = await pay(id, { method: 'pix' });
    expect(r.body.data.session).toMatchObject({ status: 'pending', result: { paymentStatus: 'pending', paymentMethod: 'pix' } });
    expect(r.body.data.session.result.payBy).toBeTruthy();
    await c.call('POST', `/sandbox/payments/${r.body.data.session.result.transactionId}/scenario`, { outcome: 'pay' });
    expect((await page(id)).body.data.status).toBe('paid');
  });

  it('refuses a method or card brand that does not fit, naming the field', async () => {
    const { create } = await merchant();
    const id = (await create()).body.data.sessionId;
    const pix = await pay(id, { method: 'pix' });
    expect(pix.status).toBe(422);
    expect(pix.body.data.fieldErrors[0].field).toBe('method');
    const luhn = await pay(id, { method: 'card', card: card('4242424242424241') });
    expect(luhn.body.data.fieldErrors[0]).toMatchObject({ field: 'card.number', message: 'The card number is not valid.' });
    const noCard = await pay(id, { method: 'card' });
    expect(noCard.body.data.fieldErrors[0].field).toBe('card');
  });

  it('an expired session refuses payment; calls past the limit are refused', async () => {
    const { create } = await merchant();
    const id = (await create()).body.data.sessionId;
    s.clock.advance(SESSION_TTL_MS + 1000);
    expect((await page(id)).body.data.status).toBe('expired');
    const r = await pay(id, { method: 'card', card: card('4242424242424242') });
    expect(r.status).toBe(409);
    expect(r.body.respCode).toBe('00031|20050');

    const other = (await create()).body.data.sessionId;
    for (let i = 0; i < SESSION_PAY_ATTEMPTS; i++) expect((await pay(other, { method: 'card', card: card('4242424242424241') })).status).toBe(422);
    expect((await pay(other, { method: 'card', card: card('4242424242424242') })).status).toBe(429);
  });

  it('cancel is refused unless the brand allows it', async () => {
    const { create } = await merchant();
    const id = (await create()).body.data.sessionId;
    expect((await s.api('POST', `/pay/session/${id}/cancel`)).status).toBe(403);
  });
});

describe('logs', () => {
  it('never carry the card number of a pay call, paid or refused', async () => {
    const lines: string[] = [];
    const app = await createHttpApp({
      config: { ...s.deps.config, LOG_LEVEL: 'trace' },
      auth: { resolve: async () => null, scope: async () => [], denied: async () => {} },
      logStream: { write: (line) => void lines.push(line) },
    });
    registerHostedCheckoutRoutes(app, s.deps, { screen: async () => ({ cardHash: null, decline: null }) });
    await app.ready();
    const { create } = await merchant();
    const headers = { 'ow-source': 'merchant', 'ow-version': '1.9.12-2' };
    for (const number of ['4000000000000002', '4000000000000003']) {
      const id = (await create()).body.data.sessionId;
      const r = await app.inject({ method: 'POST', url: `/api/pay/session/${id}/pay`, headers, payload: { method: 'card', card: card(number) } });
      expect(r.statusCode).toBeLessThan(500);
    }
    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join('\n');
    expect(all).not.toContain('4000000000000002');
    expect(all).not.toContain('4000000000000003');
    await app.close();
  });
});
