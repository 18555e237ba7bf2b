import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

// The built web app is served at /, with a history fallback for page paths only.
let s: TestServer;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Crossbill</title>');
  fs.writeFileSync(path.join(dist, 'pay.html'), '<!doctype html><title>Payment</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  s = await createTestServer({ WEB_DIST: dist });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('answers page paths with index.html so that the web router decides', async () => {
    for (const url of ['/', '/user/login', '/no/such/page']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers the hosted payment page's paths with its own entry, not the portal", async () => {
    for (const url of ['/pay/cs_abcdefghijklmnopqrstuvwx', '/pay/embed/cs_abcdefghijklmnopqrstuvwx']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Payment</title>');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('serves hashed assets for a year and answers a missing asset with 404, not the page', async () => {
    const ok = await s.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toContain('immutable');
    const missing = await s.app.inject({ method: 'GET', url: '/assets/app-gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
  });
});
