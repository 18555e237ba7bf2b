// `npm run bench -- blacklist` (run by bench/blacklist.mjs as `node --import tsx bench/blacklist.ts`) on
// PostgreSQL (DATABASE_URL), in a database of its own (crossbill_bench_bl_<time>, dropped at the end
// unless --keep). The real server (apps/server/src/main.ts, its own process) takes signed /v1 card
// payments from N callers; payments/s with no blacklist item, then with --items items across --lists
// lists (bench/blacklist-data.ts), beside a control merchant of the same database that has no list.
// screenPayment itself is timed in this process against the same database, one payment at a time.
// Then sanity payments with listed and unlisted values: declines counted, hits and hit rate read back.
// Human-readable lines first; the last line of stdout is the JSON result.
//   --items 1000000  --lists 10  --duration 20 (s per run)  --warmup 3 (s)  --concurrency 16
//   --count 2000 (timed checks)  --rounds 1 (runs of each kind, alternated after the load)  --keep
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPostgres, type Database, type Db, type Tx } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { createMerchant } from '../apps/server/src/modules/merchant/service.ts';
import { createUser } from '../apps/server/src/modules/identity/service.ts';
import { liveSecretOf } from '../apps/server/src/modules/payment/service.ts';
import { cardHashKey } from '../apps/server/src/modules/risk/card-hash.ts';
import { screenPayment, type Operator } from '../apps/server/src/modules/risk/service.ts';
import { startServer } from './server.mjs';
import { createLists, insertItems, merchantsFor } from './blacklist-data.ts';
import { cleanPayment, pct, runLoad, sampleWaits, v1Client, type LoadResult } from './blacklist-load.ts';
import { sanity } from './blacklist-sanity.ts';
import { benchOptions } from './options.ts';
import { machine } from './machine.ts';

const root = path.resolve(import.meta.dirname, '..');

function options() {
  const { int, flag } = benchOptions();
  return {
    items: int('items', 1_000_000, { min: 100, max: 20_000_000 }),
    lists: int('lists', 10, { min: 5, max: 100 }),
    duration: int('duration', 20, { max: 3600 }),
    warmup: int('warmup', 3, { min: 0, max: 600 }),
    concurrency: int('concurrency', 16, { max: 256 }),
    count: int('count', 2000, { min: 10, max: 1_000_000 }),
    rounds: int('rounds', 1, { max: 20 }),
    keep: flag('keep'),
  };
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

/** screenPayment over `count` clean card payments, one at a time, each in its own transaction (committed). */
async function timeScreen(db: Db, key: Buffer, merchantNo: string, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const p = cleanPayment(i);
    await db.transaction(async (t) => {
      const s = performance.now();
      const r = await screenPayment(t as unknown as Tx, key, {
        merchantNo,
        transactionId: `TBENCH${String(i).padStart(12, '0')}`,
        kind: 'card',
        cardNumber: p.card.number,
        email: p.customerEmail,
        ip: p.customerIp,
        phone: p.customerPhone,
        now: new Date(),
      });
      times.push(performance.now() - s);
      if (r.decline) throw new Error('a clean payment was declined');
    });
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { count, p50Ms: pct(sorted, 0.5), p95Ms: pct(sorted, 0.95), p99Ms: pct(sorted, 0.99), maxMs: pct(sorted, 1) };
}

const line = (name: string, r: LoadResult) =>
  `  ${name.padEnd(28)} ${String(r.perSecond).padStart(7)} payments/s (${r.approved + r.declined} in ${r.seconds} s; latency p50 ${r.p50Ms} p95 ${r.p95Ms} p99 ${r.p99Ms} ms; ${r.errors} errors; CPU ms/payment: server ${r.serverCpuMsPerPayment ?? '–'}, client ${r.clientCpuMsPerRequest})${r.firstError ? `\n    first error: ${r.firstError}` : ''}`;

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the blacklist benchmark needs PostgreSQL: set DATABASE_URL');
  const o = options();
  const benchDb = `crossbill_bench_bl_${Date.now()}`;
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${benchDb}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${quoteIdent(benchDb)}`);
  console.log(
    `  database ${benchDb} on ${benchUrl.host}; ${o.items.toLocaleString('en')} items across ${o.lists} lists; ${o.concurrency} callers, ${o.duration} s per run (${o.warmup} s warm-up), ${o.rounds} round(s); ${o.count} timed checks`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-bench-bl-'));
  let database: Database | undefined;
  let bare: pg.Pool | undefined;
  let server: { url: string; pid: number; stop: () => Promise<unknown> } | undefined;
  const clients: Array<{ close: () => void }> = [];
  const cleanup = async () => {
    for (const c of clients) c.close();
    await server?.stop().catch(() => {});
    await database?.close().catch(() => {});
    await bare?.end().catch(() => {});
    if (!o.keep) await admin.query(`drop database if exists ${quoteIdent(benchDb)} with (force)`);
    else console.log(`  kept ${benchDb} and ${dataDir} (its keys)`);
    await admin.end();
    if (!o.keep) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

  try {
    // jobs off: the runs measure the /v1 request path, not pg-boss polling beside it
    const env = { DATA_DIR: dataDir, DATABASE_URL: benchUrl.toString(), LOG_LEVEL: 'warn', JOBS: 'false' };
    const config = loadConfig(env, false);
    database = await openPostgres(benchUrl.toString(), 4);
    await migrate(database);
    const db = database.db;
    bare = new pg.Pool({ connectionString: benchUrl.toString(), max: 2 });
    bare.on('error', () => {}); // idle clients die when the database is dropped
    const now = new Date();

    // the measured merchant (merchant 1, the first list of each attribute), the other list owners, and a control merchant without lists
    const merchants: string[] = [];
    for (let i = 0; i <= merchantsFor(o.lists); i++) {
      const m = await createMerchant(db, {
        name: `Bench Blacklist ${i + 1}`,
        merchantType: MerchantType.ACQUIRING,
        businessType: BusinessType.ACQUIRING,
        businessTypes: 'acquiring',
        status: MerchantStatus.ACTIVE,
      });
      merchants.push(m.merchantNo);
    }
    const [measured, control] = [merchants[0]!, merchants[merchants.length - 1]!];
    const listOwners = merchants.slice(0, -1);
    const secret = async (m: string) => liveSecretOf({ db, config }, m, now);
    const user = await createUser(db, { name: 'Bench Risk Operator', email: `bench-bl-${Date.now()}@bench.dev`, password: 'Crossbill@2026' });
    const actor: Operator = { userId: user.id, name: user.email, ip: '127.0.0.1', userAgent: 'bench' };
    const key = cardHashKey(config); // DATA_DIR/keys/card-hash.key: the server reads the same file

    let t = performance.now();
    server = await startServer(root, dataDir, env);
    console.log(`  server ready in ${((performance.now() - t) / 1000).toFixed(1)} s at ${server.url}`);
    const client = v1Client(server.url, measured, await secret(measured), o.concurrency);
    const controlClient = v1Client(server.url, control, await secret(control), o.concurrency);
    clients.push(client, controlClient);
    const load = { seconds: o.duration, concurrency: o.concurrency, serverPid: server.pid };
    const warm = async (c: typeof client) => o.warmup && (await runLoad(c, { ...load, seconds: o.warmup }));

    console.log('\n  -- no blacklist item');
    const screenEmpty = await timeScreen(db, key, measured, o.count);
    console.log(`  screenPayment, no list:      p50 ${screenEmpty.p50Ms} p95 ${screenEmpty.p95Ms} p99 ${screenEmpty.p99Ms} ms over ${o.count}`);
    await warm(client);
    const baseline: LoadResult[] = [];
    for (let r = 0; r < o.rounds; r++) {
      baseline.push(await runLoad(client, load));
      console.log(line(`baseline, round ${r + 1}`, baseline[r]!));
    }

    t = performance.now();
    const lists = await createLists(db, { merchants: listOwners, lists: o.lists, items: o.items, actor, now });
    let shown = 0;
    await insertItems(bare, lists, key, now, (done) => {
      if (done - shown >= 250_000 || done === o.items) console.log(`  items: ${(shown = done).toLocaleString('en')}`);
    });
    const loadSeconds = +((performance.now() - t) / 1000).toFixed(1);
    const sizes = (
      await bare.query<{ items: string; table: string; indexes: string }>(
        `select count(*)::text as items, pg_size_pretty(pg_table_size('blacklist_items')) as table, pg_size_pretty(pg_indexes_size('blacklist_items')) as indexes from blacklist_items`,
      )
    ).rows[0]!;
    console.log(
      `\n  -- ${Number(sizes.items).toLocaleString('en')} items across ${lists.length} lists of ${listOwners.length} merchants, loaded in ${loadSeconds} s (table ${sizes.table}, indexes ${sizes.indexes})`,
    );
    for (const l of lists)
      console.log(
        `     list ${l.id}: ${l.attribute.padEnd(12)} scope ${l.scope.padEnd(5)} ${l.active ? 'on ' : 'off'} ${(l.to - l.from).toLocaleString('en').padStart(9)} items${l.merchantNo === measured ? ' (measured merchant)' : ''}`,
      );

    const screenLoaded = await timeScreen(db, key, measured, o.count);
    console.log(`  screenPayment, ${lists.length} lists:     p50 ${screenLoaded.p50Ms} p95 ${screenLoaded.p95Ms} p99 ${screenLoaded.p99Ms} ms over ${o.count}`);
    await warm(client);
    await warm(controlClient);
    const listed: LoadResult[] = [];
    const controlRuns: LoadResult[] = [];
    const waits: Record<string, Awaited<ReturnType<typeof sampleWaits>>> = {};
    // one run, with what the database's sessions wait on during it (sampled on the first round)
    const sampled = async (name: string, c: typeof client, r: number) => {
      const run = runLoad(c, load);
      if (r === 0) waits[name] = await sampleWaits(bare!, run);
      return run;
    };
    for (let r = 0; r < o.rounds; r++) {
      listed.push(await sampled('listed', client, r));
      console.log(line(`with lists, round ${r + 1}`, listed[r]!));
      controlRuns.push(await sampled('control', controlClient, r));
      console.log(line(`control (no list), round ${r + 1}`, controlRuns[r]!));
    }
    for (const [name, ws] of Object.entries(waits)) {
      console.log(`  database sessions during the ${name} run (mean count per sample, by wait and statement):`);
      for (const w of ws) console.log(`    ${String(w.samples).padStart(5)}  ${w.wait.padEnd(28)} ${w.query}`);
    }

    const rate = (xs: LoadResult[]) => median(xs.map((x) => x.perSecond));
    const ratio = +(rate(listed) / rate(baseline)).toFixed(3);
    // each run with lists against the control run right after it: the machine's other load drifts between runs
    const ratioControl = +median(listed.map((x, i) => x.perSecond / controlRuns[i]!.perSecond)).toFixed(3);
    const cpu = (xs: LoadResult[]) => (xs.some((x) => x.serverCpuMsPerPayment === null) ? null : median(xs.map((x) => x.serverCpuMsPerPayment!)));
    console.log(
      `\n  ratio with lists / no item: ${ratio} (target ≥ 0.9) ${ratio >= 0.9 ? 'ok' : 'MISS'}; with lists / control merchant, run by run: ${ratioControl}; server CPU ms/payment: no item ${cpu(baseline) ?? '–'}, with lists ${cpu(listed) ?? '–'}, control ${cpu(controlRuns) ?? '–'}`,
    );

    const checks = await sanity({ db, pool: bare, client, lists, measured, key, actor });
    for (const c of checks.cases) console.log(`  sanity: ${c.name.padEnd(46)} ${c.declined ? 'declined' : 'passed  '} (${c.ok ? 'as expected' : 'WRONG'})`);
    console.log(
      `  sanity: ${checks.listedCards.declined}/${checks.listedCards.sent} payments with listed cards declined (B1); hits recorded ${checks.hitsRecorded}, expected ${checks.expectedHits}; card list hit count ${checks.cardList.hitCount}, 30-day hit rate ${checks.cardList.hitRate30d}; detail of a declined payment: ${checks.detail}`,
    );

    const result = {
      at: new Date().toISOString(),
      machine: machine(),
      options: { items: o.items, lists: o.lists, duration: o.duration, warmup: o.warmup, concurrency: o.concurrency, count: o.count, rounds: o.rounds },
      lists: lists.map((l) => ({ attribute: l.attribute, scope: l.scope, active: l.active, items: l.to - l.from, measured: l.merchantNo === measured })),
      loadSeconds,
      storage: sizes,
      baseline,
      listed,
      control: controlRuns,
      perSecond: { baseline: rate(baseline), listed: rate(listed), control: rate(controlRuns) },
      serverCpuMsPerPayment: { baseline: cpu(baseline), listed: cpu(listed), control: cpu(controlRuns) },
      ratio,
      ratioControl,
      targetRatio: 0.9,
      screen: { empty: screenEmpty, loaded: screenLoaded },
      waits,
      sanity: checks,
    };
    console.log(JSON.stringify(result));
    if (!checks.cases.every((c) => c.ok) || checks.listedCards.declined !== checks.listedCards.sent || checks.hitsRecorded !== checks.expectedHits)
      process.exitCode = 1;
  } finally {
    await cleanup().catch((e: unknown) => console.error(`  cleanup: ${(e as Error).message}`));
  }
}

main().catch((e: unknown) => {
  console.error(`  blacklist bench failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exitCode = 1;
});
