import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../../test/harness.ts';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';

const s = useTestServer();

describe('platform answers through the common routes', () => {
  it('answers liveness and readiness without client headers; readiness checks the database', async () => {
    const live = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ respCode: '20000', data: { status: 'ok', version: '1.9.12-2' } });
    const ready = await s.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ respCode: '20000', data: { status: 'ready', database: 'ok' } });
  });

  it('is not ready while stopping, and says so with the 503 envelope (liveness still answers)', async () => {
    s.deps.lifecycle.draining = true;
    try {
      const ready = await s.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ respCode: '00013', data: null });
      expect((await s.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      s.deps.lifecycle.draining = false;
    }
  });

  it('refuses a call without ow-source / ow-version (400, 00002)', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/dict/list?names=CURRENCY' });
    expect(res.statusCode).toBe(400);
    expect(res.json().respCode).toBe('00002');
    const noVersion = await s.app.inject({ method: 'GET', url: '/api/dict/list?names=CURRENCY', headers: { 'ow-source': 'merchant' } });
    expect(noVersion.json().respCode).toBe('00002');
  });

  it('answers an unknown /api path with the 404 envelope (00007)', async () => {
    const res = await s.api('GET', '/no/such/path');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ respCode: '00007', data: null });
  });

  it('answers malformed JSON with 400 (00001), no stack trace', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/actionLog/merchant',
      headers: { 'ow-source': 'merchant', 'ow-version': '1.9.12-2', 'content-type': 'application/json', 'x-action-log-key': s.deps.config.ACTION_LOG_KEY },
      payload: '{"page_url": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().respCode).toBe('00001');
    expect(res.body).not.toMatch(/at .*\.ts|Unexpected end/);
  });

  it('answers an oversize body with 413 (00003)', async () => {
    const res = await s.api('POST', '/actionLog/merchant', {
      headers: { 'x-action-log-key': s.deps.config.ACTION_LOG_KEY },
      body: { page_url: 'x'.repeat(20 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body.respCode).toBe('00003');
    // the global limit guards every other route (a public one here: a route that needs a login
    // refuses a visitor before reading the body at all)
    const big = await s.api('POST', '/merLogin/switchLanguage', { body: { language: 'en', pad: 'x'.repeat(2 * 1024 * 1024) } });
    expect(big.status).toBe(413);
    expect(big.body.respCode).toBe('00003');
  });

  it('client config carries the version, legacy hosts, shutdown time and action-log key', async () => {
    const t = await createTestServer({ LEGACY_HOSTS: 'old.example.com, Legacy.Example.com', NEW_HOST_URL: 'https://portal.example.com', SANDBOX: 'false' });
    try {
      const res = await t.api('GET', '/common/clientConfig');
      expect(res.body.data).toEqual({
        version: '1.9.12-2',
        legacyHosts: ['old.example.com', 'legacy.example.com'],
        legacyShutdownTs: 1767196799000,
        actionLogKey: t.deps.config.ACTION_LOG_KEY,
        newHostUrl: 'https://portal.example.com',
        sandbox: false,
      });
      // sandbox routes do not exist outside sandbox mode
      expect((await t.api('POST', '/sandbox/virtualAccount/credit', { body: {} })).status).toBe(404);
    } finally {
      await t.close();
    }
    const plain = await s.api('GET', '/common/clientConfig');
    expect(plain.body.data.newHostUrl).toBeNull();
    // the embedded database without SANDBOX set: sandbox mode
    expect(plain.body.data.sandbox).toBe(true);
  });
});

describe('GET /api/dict/list', () => {
  const names = 'CURRENCY,PAYOUT_CURRENCY,FILE_STATUS,MERCHANT_STATUS,MERCHANT_TYPE,BUSINESS_TYPE,APPROVAL_STATUS,LANGUAGE';

  it('answers in English by default', async () => {
    const res = await s.api('GET', `/dict/list?names=${names}`);
    expect(res.status).toBe(200);
    expect(res.body.respMsg).toBe('Success');
    const d = res.body.data;
    expect(Object.keys(d).sort()).toEqual(names.split(',').sort());
    expect(d.CURRENCY.length).toBeGreaterThan(20);
    expect(d.CURRENCY).toContainEqual({ value: 'CNH', description: 'Offshore Chinese Yuan' });
    expect(d.FILE_STATUS).toContainEqual({ value: 'GS', description: 'Ready' });
    expect(d.BUSINESS_TYPE).toContainEqual({ value: '2', description: 'Aggregate (acquiring and payout)' });
    expect(d.MERCHANT_STATUS).toHaveLength(6);
  });

  it('follows the ow-language header', async () => {
    const res = await s.api('GET', '/dict/list?names=CURRENCY,FILE_STATUS', { headers: { 'ow-language': 'zh-cn' } });
    expect(res.body.respMsg).not.toBe('Success');
    expect(res.body.data.CURRENCY).toContainEqual({ value: 'CNH', description: '离岸人民币' });
    expect(res.body.data.CURRENCY).toContainEqual({ value: 'USD', description: '美元' });
    expect(res.body.data.FILE_STATUS).toContainEqual({ value: 'GS', description: '已生成' });
    expect(Object.keys(res.body.data)).toEqual(['CURRENCY', 'FILE_STATUS']);
  });

  it("follows the logged-in user's language", async () => {
    const { cookie } = await newOperator(s, { language: 'zh-cn' });
    const res = await s.api('GET', '/dict/list?names=FILE_STATUS', { cookie });
    expect(res.body.data.FILE_STATUS).toContainEqual({ value: 'GE', description: '已过期' });
    const en = await s.api('GET', '/dict/list?names=FILE_STATUS', { cookie: (await newOperator(s, { language: 'en' })).cookie });
    expect(en.body.data.FILE_STATUS).toContainEqual({ value: 'GE', description: 'Expired' });
  });

  it('refuses unknown or missing names with a validation error in the caller language', async () => {
    const bad = await s.api('GET', '/dict/list?names=NOPE');
    expect(bad.status).toBe(422);
    expect(bad.body.respCode).toBe('11000');
    const none = await s.api('GET', '/dict/list', { headers: { 'ow-language': 'zh-cn' } });
    expect(none.body.respCode).toBe('11000');
  });
});
