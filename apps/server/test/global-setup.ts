import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/platform/db/client.ts';
import { loadConfig } from '../src/platform/config.ts';
import { buildServer } from '../src/app.ts';

/**
 * Prepare a migrated database once per run (DESIGN.md section 7): a PGlite data-dir dump that each
 * test file loads, and on PostgreSQL a template database that each test file copies.
 */
// uncompressed: a test file loads it in half the time of the gzip one
const SNAPSHOT = path.resolve('.tmp/test-snapshot.tar');
// one template per run, so that two runs on one server (two developers, CI) never share it
export const TEMPLATE_DB = `crossbill_test_tpl_${process.pid}`;

/**
 * Everything a server does to an empty database when it first starts, done once: migrations, the
 * permission resources, the bank directory, the job queue's schema and one queue per job (pg-boss
 * makes a table for each: on PGlite that was most of a test server's start).
 */
async function prepare(database: Awaited<ReturnType<typeof openPglite>>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-snapshot-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_HISTORY: 'false' }, false);
  const server = await buildServer({ config, database, logger: false, work: false });
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

export default async function setup(project: TestProject) {
  // the project's env does not reach global setup: the project name says which database
  const kind = project.name === 'server-pg' ? 'postgres' : 'pglite';
  if (kind === 'pglite') {
    const db = await openPglite(undefined);
    await prepare(db);
    const dump = await db.pglite!.dumpDataDir('none');
    fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
    fs.writeFileSync(SNAPSHOT, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    project.provide('dbSnapshot', SNAPSHOT);
    return;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('DB_KIND=postgres needs TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const tplUrl = withDatabase(url, TEMPLATE_DB);
  const db = await openPostgres(tplUrl, 2);
  await prepare(db as never);
  await db.close();
  // the job queue's pool may still be closing: a template must have no sessions to be copied
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [TEMPLATE_DB]);
  await admin.end();
  project.provide('dbSnapshot', TEMPLATE_DB);
  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${TEMPLATE_DB}`);
    await c.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbSnapshot: string;
  }
}
