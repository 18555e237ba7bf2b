import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES, VERIFY_CODE_MAX_PER_TARGET_HOUR, VERIFY_CODE_RESEND_MS } from '@crossbill/contracts/constants';
import { Codes } from '@crossbill/contracts/codes';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../sandbox/demo-seed.ts';
import { BUILD_JOB } from '../modules/download/jobs.ts';
import { issueCaptcha } from '../modules/identity/captcha.ts';
import { openPostgres } from '../platform/db/client.ts';
import { createUser } from '../modules/identity/service.ts';
import { addOperator, adminRoleOf } from '../modules/access/service.ts';
import { call, moveClock, freePort, root, useDeployment, type Proc } from './multi-process-kit.ts';
import { attr, otlpReceiver } from './otlp-receiver.ts';

/**
 * Many processes on one PostgreSQL (issue 20 §1), as a deployment runs them: three servers without
 * jobs and two job workers, started together on a fresh database, each its own Node.js process
 * through the same entry points as `npm start` and `npm run worker`. PostgreSQL only (*.pg.test.ts).
 */
const { spans, server: collector } = otlpReceiver();
const { servers, url } = useDeployment({
  servers: 3,
  workers: 2,
  // the standard variables a deployment sets (traced: the third server, with debug lines to match them)
  async serverEnv() {
    const collectorPort = await freePort();
    await new Promise<void>((resolve) => collector.listen(collectorPort, '127.0.0.1', resolve));
    const traced = {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      LOG_LEVEL: 'debug',
    };
    return [{}, {}, traced];
  },
  after: () => void collector.close(),
});
const login = async (server: Proc, password = DEMO_PASSWORD) => call(server, 'POST', '/merLogin/doLogin', { body: { email: DEMO_EMAIL, password } });

describe('three servers and two workers on one PostgreSQL', () => {
  it('applied each migration once and seeded the demo once, all starting together', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const { rows } = await db.query<{ n: number; hashes: number }>(
        'select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
      );
      expect(rows[0]).toEqual({ n: journal.entries.length, hashes: journal.entries.length });
      const demo = await db.query<{ n: number }>('select count(*)::int as n from users where email = $1', [DEMO_EMAIL]);
      expect(demo.rows[0]!.n).toBe(1);
    } finally {
      await db.end();
    }
  });

  it('a session made on one server holds on the others; logging out on one ends it everywhere', async () => {
    const [a, b, c] = servers as [Proc, Proc, Proc];
    const { cookie } = await login(a);
    for (const s of servers) expect((await call(s, 'GET', '/merLogin/getUserInformation', { cookie })).body!.respCode).toBe('20000');
    expect((await call(b, 'GET', '/merLogin/logout', { cookie })).status).toBe(200);
    for (const s of [a, c]) expect((await call(s, 'GET', '/merLogin/getUserInformation', { cookie })).body!.respCode).toBe(Codes.NOT_LOGGED_IN.code);
  });

  it('disabling an operator on one server ends their sessions on every server at once', async () => {
    const admin = await login(servers[0]!);
    // a second operator of the demo merchant the administrator signs in to, signed in on the other two servers
    const database = await openPostgres(url, 1);
    const email = `second.operator.${process.pid}@example.com`;
    try {
      const { rows } = await database.query<{ merchant_no: string }>(
        'select o.merchant_no from operators o join users u on u.id = o.user_id where u.email = $1 and o.is_default',
        [DEMO_EMAIL],
      );
      const merchantNo = rows[0]!.merchant_no;
      const user = await createUser(database.db, { email, name: 'Second Operator', password: DEMO_PASSWORD, language: 'en' });
      await addOperator(database.db, { userId: user.id, merchantNo, roleId: (await adminRoleOf(database.db, merchantNo)).id, isDefault: true });
    } finally {
      await database.close();
    }
    const signIn = (server: Proc) => call(server, 'POST', '/merLogin/doLogin', { body: { email, password: DEMO_PASSWORD } });
    const sessions = [(await signIn(servers[1]!)).cookie!, (await signIn(servers[2]!)).cookie!];
    for (const [i, cookie] of sessions.entries()) {
      expect((await call(servers[i + 1]!, 'GET', '/merLogin/getUserInformation', { cookie })).status).toBe(200);
    }
    const list = await call(servers[0]!, 'GET', '/permission/operator/list?pageNum=1&pageSize=50', { cookie: admin.cookie });
    const operator = (list.body!.data.content as Array<{ id: number; email: string }>).find((o) => o.email === email)!;
    const disabled = await call(servers[0]!, 'POST', '/permission/operator/status', { cookie: admin.cookie, body: { id: operator.id, status: 0 } });
    expect(disabled.body!.respCode).toBe('20000');
    // each session, on whichever server, ends with the next request: none of them kept it in memory
    for (const cookie of sessions) {
      for (const server of servers) {
        const after = await call(server, 'GET', '/merLogin/getUserInformation', { cookie });
        expect(after.status).toBe(401);
        expect(after.body!.respCode).toBe('00004|10023');
      }
    }
  });

  it('an export asked of one server is built once by one worker and downloaded from another server', async () => {
    const [a, b, c] = servers as [Proc, Proc, Proc];
    const { cookie } = await login(c);
    const asked = await call(a, 'POST', '/transaction/export', { cookie, body: {} });
    expect(asked.body!.respCode).toBe('20000');
    const id = Number(asked.body!.data.id);
    let status = 'GI';
    for (let i = 0; i < 300 && status === 'GI'; i++) {
      const list = await call(b, 'GET', '/downloadFile/queryDownloads?size=100', { cookie });
      status = list.body!.data.content.find((t: { id: number }) => t.id === id)?.fileStatus ?? 'GI';
      if (status === 'GI') await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe('GS');
    const file = await call(c, 'GET', `/downloadFile/download/${id}`, { cookie });
    expect(file.status).toBe(200);
    expect((await file.raw.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const jobs = await db.query<{ state: string }>("select state from pgboss.job where name = $1 and (data->>'taskId')::int = $2", [BUILD_JOB, id]);
      expect(jobs.rows).toEqual([{ state: 'completed' }]);
    } finally {
      await db.end();
    }
  });

  it('sends the traces the OTEL_* variables ask for: Fastify, http and pg spans of one request, its log lines naming the trace', async () => {
    const traced = servers[2]!;
    expect((await login(traced)).body!.respCode).toBe('20000');
    const deadline = Date.now() + 20_000;
    const routeSpan = () => spans.find((s) => attr(s, 'http.route') === '/api/merLogin/doLogin');
    while (!routeSpan() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const request = routeSpan();
    expect(request, 'a span of the login route').toBeDefined();
    const trace = spans.filter((s) => s.traceId === request!.traceId);
    // the request's own spans (http server, Fastify hooks and handler) and its queries, under one trace id
    expect(trace.some((s) => attr(s, 'db.system') === 'postgresql' || attr(s, 'db.system.name') === 'postgresql')).toBe(true);
    expect(trace.some((s) => s.name.startsWith('handler'))).toBe(true);
    // statements without their values: nothing of the person who signed in
    const text = JSON.stringify(spans);
    for (const secret of [DEMO_EMAIL, DEMO_PASSWORD]) expect(text).not.toContain(secret);
    // the request's log lines carry the trace id (servers without OTEL_* send nothing)
    expect(traced.output.join('')).toContain(`"traceId":"${request!.traceId}"`);
    expect(spans.every((s) => trace.includes(s) || s.traceId !== request!.traceId)).toBe(true);
  });

  it('counts wrong passwords and keeps captcha answers across servers: the lockout holds on every one', async () => {
    // the captcha a person would read, stored as a server stores it (an answer known to the test)
    const database = await openPostgres(url, 1);
    const captcha = async () => ({ captchaKey: (await issueCaptcha(database.db, new Date(), 'k7xq')).captchaKey, captcha: 'K7XQ' });
    try {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
        // after the first failure every attempt needs a captcha, issued here and checked by another server
        const body = { email: DEMO_EMAIL, password: 'Wrong#Password1', ...(i > 0 ? await captcha() : {}) };
        const res = await call(servers[i % servers.length]!, 'POST', '/merLogin/doLogin', { body });
        expect(res.body!.respCode, `attempt ${i + 1}`).toBe(i + 1 < LOGIN_MAX_FAILURES ? Codes.BAD_CREDENTIALS.code : Codes.ACCOUNT_LOCKED.code);
      }
      for (const s of servers) expect((await login(s)).body!.respCode).toBe(Codes.ACCOUNT_LOCKED.code);
    } finally {
      await database.close();
    }
  });

  it('counts verification codes in the database: an address’s hourly limit, reached across servers, refuses the next send on every one', async () => {
    const database = await openPostgres(url, 1);
    const email = `code.limit.${process.pid}@example.com`;
    const send = (server: Proc) => call(server, 'POST', '/merLogin/getEmailCaptcha', { body: { email } });
    const count = async (sql: string) => (await database.query<{ n: number }>(sql, [email])).rows[0]!.n;
    // each send a resend interval after the one before, on the servers in turn (the shared clock moves for all)
    const step = VERIFY_CODE_RESEND_MS + 1000;
    try {
      // the first asked of every server at the same moment: one goes out, the others count it
      const first = (await Promise.all(servers.map(send))).map((r) => r.body!.respCode);
      expect(first.filter((c) => c === '20000')).toHaveLength(1);
      expect(first.filter((c) => c === Codes.VERIFY_CODE_TOO_OFTEN.code)).toHaveLength(servers.length - 1);
      for (let i = 1; i < VERIFY_CODE_MAX_PER_TARGET_HOUR; i++) {
        await moveClock(database, servers, i * step);
        expect((await send(servers[i % servers.length]!)).body!.respCode, `send ${i + 1}`).toBe('20000');
      }
      await moveClock(database, servers, VERIFY_CODE_MAX_PER_TARGET_HOUR * step);
      for (const server of servers) {
        const refused = await send(server);
        expect(refused.status).toBe(429);
        expect(refused.body!.respCode).toBe(Codes.VERIFY_CODE_TOO_OFTEN.code);
        // the hour's limit (until the first code is an hour old), not the resend interval
        expect(refused.body!.data.retryAfterSeconds).toBeGreaterThan(VERIFY_CODE_RESEND_MS / 1000);
        expect(refused.body!.data.retryAfterSeconds).toBeLessThanOrEqual((3600_000 - VERIFY_CODE_MAX_PER_TARGET_HOUR * step) / 1000);
      }
      // the refusals stored and mailed nothing
      expect(await count('select count(*)::int as n from verification_codes where target = $1')).toBe(VERIFY_CODE_MAX_PER_TARGET_HOUR);
      expect(await count('select count(*)::int as n from mail_outbox where recipient = $1')).toBe(VERIFY_CODE_MAX_PER_TARGET_HOUR);
    } finally {
      await moveClock(database, servers, 0);
      await database.close();
    }
  });
});
