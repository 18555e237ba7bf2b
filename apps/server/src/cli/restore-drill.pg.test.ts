import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newMerchant, useTestServer } from '../../test/fixtures.ts';
import { runOps } from './ops.ts';

// PostgreSQL only (*.pg.test.ts): the drill restores a pg_dump file, as README "Running in production" says
const s = useTestServer({}, { work: false });
const root = path.resolve(import.meta.dirname, '../../../..');

describe('backup restore drill', () => {
  it('restores a dump of a database with money into a fresh database and verifies its ledger', async () => {
    const merchant = await newMerchant(s);
    const env = { database: s.deps.database, config: s.deps.config, out: () => {}, err: () => {} };
    const credit = [
      'wallet',
      'credit',
      '--merchant',
      merchant.merchantNo,
      '--currency',
      'USD',
      '--amount',
      '1250.00',
      '--bank-transaction-id',
      `DRILL-${merchant.merchantNo}`,
    ];
    expect(await runOps(credit, env)).toBe(0);

    const dump = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-drill-')), 'backup.dump');
    const dumped = spawnSync('pg_dump', ['--format=custom', '--file', dump, s.deps.database.url!], { encoding: 'utf8' });
    expect(dumped.status, dumped.stderr).toBe(0);

    const drill = spawnSync(process.execPath, ['scripts/restore-drill.mjs', dump, s.deps.database.url!], { cwd: root, encoding: 'utf8' });
    expect(drill.status, drill.stdout + drill.stderr).toBe(0);
    expect(drill.stdout).toContain('ledger:verify passed');
    expect(drill.stdout).toContain('Restore drill passed.');
    // the drill's database is gone afterwards
    const left = await s.deps.database.query<{ n: number }>("select count(*)::int as n from pg_database where datname like 'crossbill_restore_%'");
    expect(left.rows[0]!.n).toBe(0);
  });

  it('fails on a file that is not a dump', async () => {
    const bad = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-drill-')), 'not-a.dump');
    fs.writeFileSync(bad, 'not a dump');
    const drill = spawnSync(process.execPath, ['scripts/restore-drill.mjs', bad, s.deps.database.url!], { cwd: root, encoding: 'utf8' });
    expect(drill.status).toBe(1);
    expect(drill.stdout).toContain('Restore drill FAILED.');
  });
});
