// `npm run restore:drill -- <dump> [postgres URL]`: the backup drill of README "Running in production".
// Restores a `pg_dump --format=custom` file into a fresh database on the server of the URL (default
// DATABASE_URL), runs ledger:verify on it, and drops it (KEEP_RESTORED=1 keeps it). Exit 0 only
// when the dump restores and its ledger holds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [dump, given] = process.argv.slice(2);
const base = given ?? process.env.DATABASE_URL;
if (!dump || !fs.existsSync(dump) || !base) {
  console.error('usage: npm run restore:drill -- <pg_dump custom-format file> [postgres://… of the server to restore on; default DATABASE_URL]');
  process.exit(2);
}

const name = `crossbill_restore_${Date.now()}_${process.pid}`;
const on = (db) => {
  const u = new URL(base);
  u.pathname = `/${db}`;
  return u.href;
};
const run = (cmd, args, env = process.env) => spawnSync(cmd, args, { stdio: 'inherit', env, cwd: root }).status === 0;

if (!run('psql', [on('postgres'), '-qc', `create database ${name}`])) process.exit(1);
let ok = false;
try {
  console.log(`  Restoring ${dump} into ${name}…`);
  ok =
    run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '-d', on(name), dump]) &&
    run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/ledger-verify.ts'], { ...process.env, DATABASE_URL: on(name), DEMO_SEED: 'false' });
} finally {
  if (process.env.KEEP_RESTORED === '1') console.log(`  Kept ${name}.`);
  else run('psql', [on('postgres'), '-qc', `drop database if exists ${name} with (force)`]);
}
console.log(ok ? '  Restore drill passed.' : '  Restore drill FAILED.');
process.exit(ok ? 0 : 1);
