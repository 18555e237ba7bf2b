import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../src/platform/config.ts';
import { openPglite, openPostgres, type Database } from '../src/platform/db/client.ts';
import { buildServer, type Server } from '../src/app.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A server on a fresh database copied from the run's migrated snapshot, without a listening port:
 * requests go through `fastify.inject`. Each test file (or test) makes its own.
 */
export interface TestServer extends Server {
  /** move the clock the services see */
  clock: { now: Date; advance(ms: number): void };
  dataDir: string;
  /** an /api call with the client headers; cookies from `cookie` */
  api(method: 'GET' | 'POST', url: string, opts?: { body?: unknown; cookie?: string; headers?: Record<string, string> }): Promise<ApiResponse>;
}

export interface ApiResponse {
  status: number;
  body: { respCode: string; respMsg: string; data: any };
  raw: LightMyRequestResponse;
  /** the session cookie the response set, ready for `cookie` */
  setCookie: string | undefined;
}

export const dbKind = (): 'pglite' | 'postgres' => (process.env.DB_KIND === 'postgres' ? 'postgres' : 'pglite');

/** The run's PGlite snapshot, read once per worker (its files share one module registry). */
let snapshotBlob: { path: string; blob: Blob } | null = null;

async function openTestDatabase(via: (url: string) => string = (u) => u): Promise<{ database: Database; drop: () => Promise<void> }> {
  const snapshot = inject('dbSnapshot');
  if (dbKind() === 'pglite') {
    if (snapshotBlob?.path !== snapshot) snapshotBlob = { path: snapshot, blob: new Blob([fs.readFileSync(snapshot)]) };
    const database = await openPglite(undefined, snapshotBlob.blob);
    return { database, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `crossbill_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // PostgreSQL copies a template for one session at a time: test files take turns
  try {
    await admin.query('select pg_advisory_lock(7317003)');
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${snapshot}`);
        break;
      } catch (e) {
        // the template's last user (the run's setup) may still be disconnecting
        if (attempt >= 50 || !/being accessed by other users/.test(String(e))) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await admin.end();
  }
  const database = await openPostgres(via(withDatabase(url, name)), 5);
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * `work: false` starts no job workers (a test that compares the database before and after a call);
 * `databaseVia` rewrites the PostgreSQL URL the server connects with (a test's proxy in between);
 * `logStream` receives the server's log lines (with a LOG_LEVEL in `env`: tests that read what is logged).
 */
export async function createTestServer(
  env: Record<string, string> = {},
  opts: { work?: boolean; databaseVia?: (url: string) => string; logStream?: { write(line: string): void } } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-test-'));
  // the new-device check is on in production; tests that need it turn it on (LOGIN_NEW_DEVICE_CHECK)
  // requests name their client address in X-Forwarded-For (fixtures' randomIp), so that per-client
  // limits stay each test's own: the test server trusts that header as if a proxy set it
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      LOGIN_NEW_DEVICE_CHECK: 'false',
      DEMO_HISTORY: 'false',
      TRUST_PROXY: 'true',
      SHUTDOWN_TIMEOUT_MS: '5000',
      ...env,
    },
    false,
  );
  const { database, drop } = await openTestDatabase(opts.databaseVia);
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const server = await buildServer({ config, database, logger: !!opts.logStream, logStream: opts.logStream, now: () => clock.now, work: opts.work ?? true });
  const api: TestServer['api'] = async (method, url, opts = {}) => {
    const raw = await server.app.inject({
      method,
      url: url.startsWith('/api') ? url : `/api${url}`,
      headers: { 'ow-source': 'merchant', 'ow-version': '1.9.12-2', ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
      payload: opts.body as never,
    });
    const sc = raw.cookies.find((c) => c.name === 'cb_session');
    let body: ApiResponse['body'];
    try {
      body = raw.json();
    } catch {
      body = { respCode: '', respMsg: '', data: raw.body };
    }
    return { status: raw.statusCode, body, raw, setCookie: sc ? `cb_session=${sc.value}` : undefined };
  };
  return {
    ...server,
    clock,
    dataDir,
    api,
    async close() {
      await server.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
