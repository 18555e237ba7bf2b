import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import crypto from 'node:crypto';
import { APP_VERSION, CAPTCHA_TTL_MS } from '@crossbill/contracts/constants';
import { SIGNATURE_HEADERS } from '@crossbill/contracts/payment';
import { sign } from '../modules/payment/signing.ts';
import { BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import type { Database, Db } from '../platform/db/client.ts';
import { loadConfig } from '../platform/config.ts';
import { setClockOffset } from '../sandbox/clock.ts';
import { addOperator } from '../modules/access/service.ts';
import { createUser } from '../modules/identity/service.ts';
import { createMerchant } from '../modules/merchant/service.ts';
import { liveSecretOf } from '../modules/payment/service.ts';
import { bookInboundCredit } from '../modules/wallet/service.ts';
import { givePaymentPassword } from '../sandbox/payment-pin.ts';
import { DEMO_PASSWORD } from '../sandbox/demo-seed.ts';
import { DEMO_PAYMENT_PASSWORD } from '../sandbox/demo-transfers.ts';
import { gbPayeeBody } from '../../test/payee-bodies.ts';

/**
 * The processes of the multi-process tests (issue 20): servers and workers started through the same
 * entry points as `npm start` and `npm run worker`, each its own Node.js process on one PostgreSQL,
 * and the calls a browser or a balancer's client makes to them. No tests here.
 */
export const root = path.resolve(import.meta.dirname, '../../../..');

export type Proc = { child: ChildProcess; output: string[]; port?: number };

const SERVER = 'apps/server/src/main.ts';
const WORKER = 'apps/server/src/cli/worker.ts';
/** the deployment's one key (KEY_ENCRYPTION_KEY), as in compose.yaml */
const KEY = 'ab'.repeat(32);

/** The URL of database `db` on the server of `base`. */
export const databaseOn = (base: string, db: string) => {
  const u = new URL(base);
  u.pathname = `/${db}`;
  return u.href;
};

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** The settings every process of a deployment shares: one database, one files directory and one key for all, as in compose.yaml. */
const deploymentEnv = (o: { databaseUrl: string; dataDir: string }) => ({
  ...process.env,
  DATABASE_URL: o.databaseUrl,
  DATA_DIR: o.dataDir,
  KEY_ENCRYPTION_KEY: KEY,
  SANDBOX: 'true',
  DEMO_SEED: 'true',
  DEMO_HISTORY: 'false',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
});

/** The configuration the deployment's processes read (what a test must know of it: the key, the sandbox's delays). */
export const deploymentConfig = (o: { url: string; dataDir: string }) => loadConfig(deploymentEnv({ databaseUrl: o.url, dataDir: o.dataDir }), false);

/** Starts `script` with the deployment's settings (one database, one files directory, one key) and `env`. */
export function startProcess(script: string, o: { databaseUrl: string; dataDir: string }, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...deploymentEnv(o), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  return { child, output };
}

/** Until `ready()` holds or the process ends (then its output is the error). */
export async function until(p: Proc, ready: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (p.child.exitCode !== null) throw new Error(`${what} exited ${p.child.exitCode}:\n${p.output.join('')}`);
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} not ready:\n${p.output.join('')}`);
}

/** Until `ready()` holds (true), or false after `timeoutMs`: a bounded poll. */
export async function eventually(ready: () => boolean | Promise<boolean>, timeoutMs = 150_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/** A server is ready once its readiness answers 200. */
const serverReady = (s: Proc, what: string) => until(s, async () => (await fetch(`http://127.0.0.1:${s.port}/api/ready`)).ok, what);

/** A worker is ready once it says it runs the background jobs. */
export const workerReady = (w: Proc, what: string) => until(w, async () => w.output.join('').includes('running background jobs'), what);

/** Until `p` has exited, after `signal` (nothing to wait for when it already has). */
export const stopProcess = (p: Proc, signal: NodeJS.Signals) =>
  new Promise<number | null>((resolve) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve(p.child.exitCode);
    p.child.once('exit', (code) => resolve(code));
    p.child.kill(signal);
  });

const HEADERS = { 'ow-source': 'merchant', 'ow-version': APP_VERSION, 'content-type': 'application/json' };

/** One portal call, as the web app makes it: the envelope, and the session cookie a login sets. */
export async function call(server: Proc, method: 'GET' | 'POST', url: string, o: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`http://127.0.0.1:${server.port}/api${url}`, {
    method,
    headers: { ...HEADERS, ...(o.cookie ? { cookie: o.cookie } : {}), ...o.headers },
    body: method === 'POST' ? JSON.stringify(o.body ?? {}) : undefined,
  });
  const cookie = /cb_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, cookie, body: type.includes('json') ? ((await res.json()) as { respCode: string; data: any }) : null, raw: res };
}

/** A multipart upload of one file, as the web app's upload control sends it. */
export async function upload(server: Proc, url: string, cookie: string, body: Buffer, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([body]), fileName);
  const res = await fetch(`http://127.0.0.1:${server.port}/api${url}`, {
    method: 'POST',
    headers: { 'ow-source': 'merchant', 'ow-version': APP_VERSION, cookie },
    body: form,
  });
  return (await res.json()) as { respCode: string; data: any };
}

/** An operator of `merchant` in its administrator role (the demo's passwords), signed in on `server`: the session's cookie. */
export async function operatorOf(db: Db, server: Proc, merchant: { merchantNo: string; adminRoleId: number }) {
  const email = `operator.${merchant.merchantNo}.${process.pid}@example.com`.toLowerCase();
  const user = await createUser(db, { email, name: 'Operator', password: DEMO_PASSWORD, language: 'en' });
  await addOperator(db, { userId: user.id, merchantNo: merchant.merchantNo, roleId: merchant.adminRoleId, isDefault: true });
  await givePaymentPassword(db, { userId: user.id, merchantNo: merchant.merchantNo, pin: DEMO_PAYMENT_PASSWORD, now: new Date() });
  const { cookie } = await call(server, 'POST', '/merLogin/doLogin', { body: { email, password: DEMO_PASSWORD } });
  if (!cookie) throw new Error(`${email} not signed in`);
  return cookie;
}

/**
 * A payout merchant of its own with GBP 10,000 in its wallet, an operator (the demo's passwords)
 * signed in on `server`, and a GBP payee of the nickname given.
 */
export async function payoutOperator(db: Db, server: Proc, nickname: string) {
  const merchant = await createMerchant(db, {
    name: `Payout Merchant ${process.pid}`,
    merchantType: MerchantType.ACQUIRING,
    businessType: BusinessType.AGGREGATE,
    businessTypes: 'acquiring,payout',
    isAggregate: true,
    status: MerchantStatus.ACTIVE,
  });
  const cookie = await operatorOf(db, server, merchant);
  await bookInboundCredit(db, {
    merchantNo: merchant.merchantNo,
    currency: 'GBP',
    amount: 1_000_000n,
    bankTransactionId: `CREDIT-${merchant.merchantNo}`,
    at: new Date(),
  });
  const payee = await call(server, 'POST', '/transfer/contact/add', {
    cookie,
    body: gbPayeeBody(nickname),
  });
  if (payee.body?.respCode !== '20000') throw new Error(`payee not added: ${JSON.stringify(payee.body)}`);
  return { merchant, cookie, payeeId: payee.body.data.id as number };
}

/** What `/transfer/submit` takes for GBP 10.00 to `payeeId` now, the fee on the sender, with the payment password. */
export const transferBody = (payeeId: number, merchantReference: string) => ({
  payeeId,
  sendCurrency: 'GBP',
  amount: '10.00',
  fixedSide: 'send',
  feeBearing: 'sender',
  purpose: 'services',
  merchantReference,
  paymentPassword: DEMO_PAYMENT_PASSWORD,
});

/** A card the sandbox acquirer approves. */
export const CARD = { number: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 3, cvv: '123' };

/** An acquiring merchant of its own and its live Payment API secret, as the portal reveals it. */
export async function apiMerchant(db: Db, deployment: { url: string; dataDir: string }, name: string) {
  const config = deploymentConfig(deployment);
  const merchant = await createMerchant(db, {
    name,
    merchantType: MerchantType.ACQUIRING,
    businessType: BusinessType.ACQUIRING,
    businessTypes: 'acquiring',
    status: MerchantStatus.ACTIVE,
  });
  return { merchant, secret: await liveSecretOf({ db, config }, merchant.merchantNo, new Date()) };
}

/**
 * A transaction of its own holding the locks `statement` takes until `release()`: a process that needs
 * one of them waits there, at a point the test chose.
 */
export async function holdLock(url: string, statement: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  // a test that fails while holding leaves it to the database's drop, which ends the session
  client.on('error', () => undefined);
  await client.connect();
  await client.query('begin');
  await client.query(statement, params);
  const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  return {
    pid,
    release: async () => {
      await client.query('rollback');
      await client.end();
    },
  };
}

/**
 * The statements that wait for a lock held by the session `pid`, once there is one (none after a
 * minute). Read through `database`'s pool, outside any transaction: one sees pg_stat_activity as it
 * was at its first look.
 */
export async function waitingOn(database: Database, pid: number): Promise<string[]> {
  let waiting: string[] = [];
  const read = async () =>
    (waiting = (await database.query<{ query: string }>('select query from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [pid])).rows.map(
      (r) => r.query,
    ));
  await eventually(async () => (await read()).length > 0, 60_000);
  return waiting;
}

/** Leaves one worker of `workers` running, the others stopped (SIGTERM, each exiting 0), and returns it. */
export async function soleWorker(workers: Proc[]): Promise<Proc> {
  const running = workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
  for (const w of running.slice(1)) {
    const code = await stopProcess(w, 'SIGTERM');
    if (code !== 0) throw new Error(`a worker stopped with ${code}:\n${w.output.join('')}`);
  }
  if (!running[0]) throw new Error('no worker running');
  return running[0];
}

/**
 * The servers behind a balancer, as a client meets them: each request goes to the servers in turn until
 * one answers it; a refused or reset connection, or the 503 of a server that is stopping, sends the same
 * request again to the next (a money-moving one with the same idempotency key). `retries` counts what
 * it met, `answered` each server's answers.
 */
export function balancer(servers: Proc[]) {
  let turn = 0;
  const retries = { network: 0, unavailable: 0 };
  const answered = new Map<Proc, number>();
  async function send<T extends { status: number }>(what: string, attempt: (server: Proc) => Promise<T>): Promise<T> {
    for (let i = 0; i < 40; i++) {
      const server = servers[turn++ % servers.length]!;
      try {
        const res = await attempt(server);
        if (res.status !== 503) {
          answered.set(server, (answered.get(server) ?? 0) + 1);
          return res;
        }
        retries.unavailable++;
      } catch {
        retries.network++;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error(`no server answered ${what}`);
  }
  /** One portal call (see `call`) through the balancer. */
  const portal = (method: 'GET' | 'POST', url: string, o: Parameters<typeof call>[3] = {}) =>
    send(`${method} ${url}`, (server) => call(server, method, url, o));
  return { send, portal, retries, answered };
}

/** A merchant's Payment API client behind a balancer (`via`): each signed POST with its idempotency key, signed afresh for each server tried. */
export function balancedClient(servers: Proc[], merchantNo: string, secret: string, via = balancer(servers)) {
  async function once(pathname: string, body: unknown, key: string) {
    const raw = JSON.stringify(body);
    return via.send(key, async (server) => {
      const timestamp = String(Date.now());
      const nonce = crypto.randomUUID();
      const headers = {
        'content-type': 'application/json',
        'idempotency-key': key,
        [SIGNATURE_HEADERS.merchant]: merchantNo,
        [SIGNATURE_HEADERS.timestamp]: timestamp,
        [SIGNATURE_HEADERS.nonce]: nonce,
        [SIGNATURE_HEADERS.signature]: sign(secret, { method: 'POST', path: `/v1${pathname}`, timestamp, nonce, body: raw }),
      };
      const res = await fetch(`http://127.0.0.1:${server.port}/v1${pathname}`, { method: 'POST', headers, body: raw });
      type Answer = { respCode: string; data: { transactionId: string; refundId?: string } };
      return { status: res.status, body: res.status === 503 ? null : ((await res.json()) as Answer) };
    });
  }
  return { once, retries: via.retries };
}

/**
 * Moves the shared sandbox clock to `offsetMs` ahead of the system's and waits until every server of
 * `servers` reads it (each reads it every second): a server's time is that of the captcha its login
 * page gets, which lives CAPTCHA_TTL_MS. A worker started afterwards reads it at its start.
 */
export async function moveClock(database: Database, servers: Proc[], offsetMs: number): Promise<void> {
  await setClockOffset(database.db, offsetMs);
  for (const server of servers) {
    const reads = await eventually(async () => {
      const { captchaKey } = (await call(server, 'GET', '/merLogin/captcha')).body!.data as { captchaKey: string };
      const { rows } = await database.query<{ expires_at: Date }>('select expires_at from captchas where key = $1', [captchaKey]);
      return Math.abs(rows[0]!.expires_at.getTime() - CAPTCHA_TTL_MS - (Date.now() + offsetMs)) < 10_000;
    }, 20_000);
    if (!reads) throw new Error(`the server on port ${server.port} does not read the clock moved by ${offsetMs} ms`);
  }
}

/**
 * A deployment for a test file, as one runs: `servers` servers without jobs and `workers` job workers,
 * all started together on a fresh database of TEST_DATABASE_URL's server (so migrations and the demo
 * seed race), sharing one files directory; stopped (SIGTERM) and the database dropped after the file.
 * `serverEnv` gives each server's own variables; `start` starts another process of the deployment,
 * `restart` one of its own again.
 */
export function useDeployment(o: { servers: number; workers: number; serverEnv?: () => Promise<Array<Record<string, string>>>; after?: () => void }) {
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const dbName = `crossbill_multi_${Date.now()}_${process.pid}`;
  const url = databaseOn(baseUrl, dbName);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-multi-'));
  const servers: Proc[] = [];
  const workers: Proc[] = [];
  const start = (script: string, env: Record<string, string>) => startProcess(script, { databaseUrl: url, dataDir }, env);
  const admin = new pg.Client({ connectionString: baseUrl });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const envs = (await o.serverEnv?.()) ?? [];
    for (let i = 0; i < o.servers; i++) {
      const port = await freePort();
      servers.push({ ...start(SERVER, { JOBS: 'false', PORT: String(port), ...envs[i] }), port });
    }
    for (let i = 0; i < o.workers; i++) workers.push(start(WORKER, {}));
    await Promise.all([...servers.map((s, i) => serverReady(s, `server ${i + 1}`)), ...workers.map((w, i) => workerReady(w, `worker ${i + 1}`))]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([...servers, ...workers].map((p) => stopProcess(p, 'SIGTERM')));
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    o.after?.();
  }, 60_000);

  /** Starts a stopped or killed process of the deployment again in its place (a server on its port, without its serverEnv), until it is ready. */
  async function restart(p: Proc) {
    if (p.port === undefined) {
      Object.assign(p, start(WORKER, {}));
      return workerReady(p, 'restarted worker');
    }
    Object.assign(p, start(SERVER, { JOBS: 'false', PORT: String(p.port) }));
    return serverReady(p, 'restarted server');
  }

  /**
   * Stops every worker (SIGTERM), runs `meanwhile`, then starts as many again together and waits until
   * they are ready: each runs every sweep at its start, so all of them meet the work left waiting at once.
   */
  async function restartWorkers(meanwhile: () => Promise<void>): Promise<void> {
    const codes = await Promise.all(workers.map((w) => stopProcess(w, 'SIGTERM')));
    if (codes.some((c) => c !== 0)) throw new Error(`a worker stopped with ${codes.join(', ')}`);
    try {
      await meanwhile();
    } finally {
      for (const w of workers) Object.assign(w, start(WORKER, {}));
      await Promise.all(workers.map((w, i) => workerReady(w, `worker ${i + 1} started again`)));
    }
  }

  return { servers, workers, url, dataDir, start, restart, restartWorkers };
}
