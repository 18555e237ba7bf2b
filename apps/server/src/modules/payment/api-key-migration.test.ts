import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../platform/db/client.ts';
import { MIGRATIONS_DIR } from '../../platform/db/migrate.ts';
import { dbKind } from '../../../test/harness.ts';
import { withDatabase } from '../../../test/global-setup.ts';
import { liveKeysForVerification } from './api-keys.ts';
import { backfillKeyPrefixes } from './service.ts';
import { decrypt, encrypt } from '../../platform/crypto/secret-box.ts';

// by name, not number: a migration merged beside it may take its number
const NAMED_KEYS = /^\d{4}_api_keys$/;

/** The migrations folder as it was before named keys, or as it is: a copy whose journal stops where asked. */
function migrationsUpTo(tag: RegExp | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: Array<{ tag: string }> };
  if (tag)
    journal.entries = journal.entries.slice(
      0,
      journal.entries.findIndex((e) => tag.test(e.tag)),
    );
  fs.writeFileSync(file, JSON.stringify(journal));
  return dir;
}

/** An empty database of the run's kind (this test replays the migrations, which others never do). */
async function emptyDatabase(): Promise<{ database: Database; migrateTo: (dir: string) => Promise<void>; drop: () => Promise<void> }> {
  if (dbKind() === 'pglite') {
    const database = await openPglite(undefined);
    return { database, migrateTo: (dir) => migratePglite(database.db as never, { migrationsFolder: dir }), drop: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `crossbill_mig_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openPostgres(withDatabase(url, name), 2);
  return {
    database,
    migrateTo: (dir) => migratePg(database.db as never, { migrationsFolder: dir }),
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

describe('the named-keys migration', () => {
  it('turns a merchant key of before into a live key named "Default" with the same secret', async () => {
    const { database, migrateTo, drop } = await emptyDatabase();
    const before = migrationsUpTo(NAMED_KEYS);
    const all = migrationsUpTo(null);
    const kek = crypto.randomBytes(32);
    // both drivers answer { rows }
    const rowsOf = async (q: SQL) => ((await database.db.execute(q)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    try {
      await migrateTo(before);
      const secret = `sk_sandbox_${crypto.randomBytes(32).toString('base64url')}`;
      const created = new Date('2026-01-15T08:00:00Z');
      await database.db.execute(
        sql`insert into merchant_api_keys (merchant_no, secret_enc, version, created_at, rotated_at) values ('M900000001', ${encrypt(kek, secret)}, 3, ${created}, ${created})`,
      );
      await migrateTo(all);

      const [row] = await rowsOf(sql`select * from merchant_api_keys where merchant_no = 'M900000001'`);
      expect(row).toMatchObject({ name: 'Default', prefix: null, expires_at: null, revoked_at: null, rolled_from_id: null });
      expect(decrypt(kek, String(row!.secret_enc))).toBe(secret);
      // it verifies as before, and the server reads its prefix at start
      const live = await liveKeysForVerification(database.db, kek, 'M900000001', new Date());
      expect(live.map((k) => k.secret)).toEqual([secret]);
      expect(await backfillKeyPrefixes({ db: database.db, config: { KEY_ENCRYPTION_KEY: kek.toString('hex'), dataDir: os.tmpdir() } })).toBe(1);
      const [filled] = await rowsOf(sql`select prefix from merchant_api_keys where merchant_no = 'M900000001'`);
      expect(filled!['prefix']).toBe(secret.slice(0, 15));
    } finally {
      await drop();
      fs.rmSync(before, { recursive: true, force: true });
      fs.rmSync(all, { recursive: true, force: true });
    }
  });
});
