import { describe, expect, it } from 'vitest';
import { createHttpApp } from './app.ts';
import type { AuthContext, AuthProvider } from './context.ts';
import { safeErr } from './log-safety.ts';

const AUTH: AuthContext = {
  sessionId: 1,
  userId: 42,
  email: 'ops.person@example.com',
  operatorId: 7,
  merchantNo: 'M100000001',
  merchantType: 1,
  payout: false,
  language: 'en',
  isManage: false,
  passwordState: 'ok',
  permissions: new Set(),
  idleExpiresAt: new Date(Date.now() + 60_000),
};
const auth: AuthProvider = { resolve: async (t) => (t === 'good' ? AUTH : null), scope: async () => [], denied: async () => {} };

/** An app whose log lines are collected, with one route that fails the way a database call does. */
async function appWithLog() {
  const lines: Array<Record<string, unknown>> = [];
  const app = await createHttpApp({
    config: { LOG_LEVEL: 'info', WEB_DIST: undefined, TRUST_PROXY: false, PUBLIC_URL: undefined, METRICS_TOKEN: undefined },
    auth,
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  app.post('/api/fails', { config: { permission: 'operator' } }, async () => {
    const failed = Object.assign(
      new Error('Failed query: select * from users where email = $1 and hash = $2\nparams: ops.person@example.com,argon2-hash-secret'),
      {
        params: ['ops.person@example.com', 'argon2-hash-secret'],
      },
    );
    throw Object.assign(new Error('login failed'), { cause: failed });
  });
  await app.ready();
  return { app, lines };
}

describe('log lines', () => {
  it('say whose request it was and keep secrets out: cookie, body, password, a failed query’s values', async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({
      method: 'POST',
      url: '/api/fails',
      headers: { 'ow-source': 'merchant', 'ow-version': '1.9.12-2', cookie: 'cb_session=good', 'content-type': 'application/json' },
      payload: { password: 'Plain#Password1', cardNumber: '4111111111111111' },
    });
    expect(res.statusCode).toBe(500);
    const error = lines.find((l) => l.msg === 'unhandled error')!;
    expect(error).toMatchObject({ merchantNo: 'M100000001', operatorId: 7, userId: 42, reqId: expect.any(String) });
    // the answer names the request for support (the id its log lines carry), and nothing of the failure
    const body = res.json<{ respCode: string; requestId: string; traceId?: string }>();
    expect(body.requestId).toBe(error.reqId);
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.traceId).toBeUndefined();
    expect(res.body).not.toContain('login failed');
    const text = JSON.stringify(lines);
    for (const secret of ['argon2-hash-secret', 'ops.person@example.com', 'Plain#Password1', '4111111111111111', 'cb_session=good']) {
      expect(text).not.toContain(secret);
    }
    // the statement that failed stays readable
    expect(text).toContain('select * from users where email = $1');
    await app.close();
  });

  it('serialize an error with its own fields and causes, values of queries redacted', () => {
    const e = Object.assign(new Error('outer'), { code: 'E_X', cause: Object.assign(new Error('Failed query: x\nparams: 1,2'), { params: [1, 2] }) });
    expect(safeErr(e)).toMatchObject({
      type: 'Error',
      message: 'outer',
      code: 'E_X',
      cause: { message: 'Failed query: x\nparams: [redacted]', params: '[redacted]' },
    });
  });
});
