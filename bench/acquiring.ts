// `npm run bench -- acquiring` (run by bench/acquiring.mjs as `node --import tsx bench/acquiring.ts`) on
// PostgreSQL (DATABASE_URL), in a database of its own (crossbill_bench_acq_<time>, dropped at the end
// unless --keep). For each size (default 100k then 1M transactions, see acquiring-data.ts for how the
// rows are made): the transaction list through the real Fastify route (signed-in operator, app.inject)
// beside the same SQL it issues (captured from the pg driver, replayed on a bare pool), the dashboard's
// rollup read, the export of one merchant's rows through the export builder beside COPY TO STDOUT, and
// the dispute calls (chargeback list, rebuttal list, dispute cases, rate report) on chargebacks at ~1%
// of the transactions, each beside its SQL (bench/acquiring-disputes.ts).
// Human-readable lines first; the last line of stdout is the JSON result.
//   --sizes 100000,1000000   --merchants 10   --sample 400 (traffic generator payments)   --runs 40   --keep
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import { FileStatus } from '@crossbill/contracts/constants';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPostgres, type Database } from '../apps/server/src/platform/db/client.ts';
import { buildServer, type Server } from '../apps/server/src/app.ts';
import { createMerchant } from '../apps/server/src/modules/merchant/service.ts';
import { createUser } from '../apps/server/src/modules/identity/service.ts';
import { addOperator } from '../apps/server/src/modules/access/service.ts';
import { dashboard as dashboardOf } from '../apps/server/src/modules/dashboard/service.ts';
import { exportTransactions } from '../apps/server/src/modules/transaction/service.ts';
import { selectTask } from '../apps/server/src/modules/download/store.ts';
import { generateTraffic } from '../apps/server/src/sandbox/traffic.ts';
import { refundPolicyOf } from '../apps/server/src/modules/refund/service.ts';
import { insertCopies, recomputeRollups, rollupDifferences, SAMPLE_DAYS, snapshotSample } from './acquiring-data.ts';
import { capture, pct, replay, timed } from './acquiring-timing.ts';
import { benchOptions } from './options.ts';
import {
  caseDifferences,
  disputeEvery,
  disputeSample,
  insertDisputeCopies,
  measureDisputes,
  monthlyDifferences,
  recomputeDisputeRollups,
} from './acquiring-disputes.ts';

const root = path.resolve(import.meta.dirname, '..');
const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version as string;

function options() {
  const { value, int, flag } = benchOptions();
  const sizes = (value('sizes') ?? '100000,1000000').split(',').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1000) || sizes.some((n, i) => i > 0 && n <= sizes[i - 1]!))
    throw new Error('--sizes: increasing whole numbers ≥ 1000');
  return {
    sizes,
    merchants: int('merchants', 10, { max: 1000 }),
    sample: int('sample', 400, { max: 20_000 }),
    runs: int('runs', 40, { max: 10_000 }),
    keep: flag('keep'),
  };
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the acquiring benchmark needs PostgreSQL: set DATABASE_URL');
  const o = options();
  const benchDb = `crossbill_bench_acq_${Date.now()}`;
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${benchDb}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${quoteIdent(benchDb)}`);
  console.log(`  database ${benchDb} on ${benchUrl.host}; sizes ${o.sizes.join(', ')}; ${o.merchants} merchants; ${o.runs} runs per measure`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-bench-acq-'));
  let database: Database | undefined;
  let server: Server | undefined;
  let bare: pg.Pool | undefined;
  const cleanup = async () => {
    await server?.close().catch(() => {});
    await database?.close().catch(() => {});
    await bare?.end().catch(() => {});
    if (!o.keep) await admin.query(`drop database if exists ${quoteIdent(benchDb)} with (force)`);
    else console.log(`  kept ${benchDb}`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

  try {
    const now = new Date();
    database = await openPostgres(benchUrl.toString(), 6);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: benchUrl.toString(), LOGIN_NEW_DEVICE_CHECK: 'false' }, false);
    server = await buildServer({ config, database, logger: false, now: () => now, work: false });
    const { app, deps } = server;
    bare = new pg.Pool({ connectionString: benchUrl.toString(), max: 4 });
    bare.on('error', () => {}); // idle clients die when the database is dropped
    const db = deps.db;

    // merchants and a signed-in operator of the first, all through the services
    const merchants: string[] = [];
    let adminRoleId = 0;
    for (let i = 0; i < o.merchants; i++) {
      const m = await createMerchant(db, {
        name: `Bench Acquirer ${i + 1}`,
        merchantType: MerchantType.ACQUIRING,
        businessType: BusinessType.ACQUIRING,
        businessTypes: 'acquiring',
        status: MerchantStatus.ACTIVE,
      });
      merchants.push(m.merchantNo);
      if (i === 0) adminRoleId = m.adminRoleId;
    }
    const m0 = merchants[0]!;
    const password = 'Crossbill@2026';
    const user = await createUser(db, { name: 'Bench Operator', email: `bench-${Date.now()}@bench.dev`, password });
    await addOperator(db, { userId: user.id, merchantNo: m0, roleId: adminRoleId, isDefault: true });
    const headers = { 'ow-source': 'merchant', 'ow-version': version };
    const login = await app.inject({ method: 'POST', url: '/api/merLogin/doLogin', headers, payload: { email: user.email, password } });
    const session = login.cookies.find((c) => c.name === 'cb_session');
    if (login.json().respCode !== '20000' || !session) throw new Error(`sign-in failed: ${login.body}`);
    const cookie = `cb_session=${session.value}`;

    // the sample, through the services (validation, ledger, rollups, events)
    let t = performance.now();
    const traffic = await generateTraffic(db, {
      merchantNo: m0,
      count: o.sample,
      days: SAMPLE_DAYS,
      now,
      prefix: 'BENCH',
      seed: 424242,
      policy: refundPolicyOf(deps),
    });
    // and its disputes, through the dispute services, before the snapshot (payments carry what chargebacks hold)
    const disputes = await disputeSample(deps, bare, { merchantNo: m0, userId: user.id, now, count: Math.max(8, Math.round(o.sample / 10)) });
    const sampleRows = await snapshotSample(bare);
    const drift = await rollupDifferences(bare);
    const monthlyDrift = (await monthlyDifferences(bare)) + (await caseDifferences(bare, db));
    console.log(
      `  sample: ${traffic.created} payments + ${traffic.refunds} refunds = ${sampleRows} rows through the services in ${((performance.now() - t) / 1000).toFixed(1)} s; rollup aggregate vs service rollups: ${drift === 0 ? 'identical' : `${drift} rows differ`}`,
    );
    console.log(
      `  disputes: ${disputes.chargebacks} chargebacks, ${disputes.rebuttals} rebuttals, ${disputes.inquiries} inquiries through the services; monthly rollup aggregate and rebuilt case index vs the service's: ${monthlyDrift === 0 ? 'identical' : `${monthlyDrift} rows differ`}`,
    );
    if (drift !== 0 || monthlyDrift !== 0) throw new Error('the rollup aggregate does not reproduce the service rollups: the bulk path would not be faithful');
    const every = disputeEvery(sampleRows, disputes.chargebacks);

    const results: Record<string, unknown>[] = [];
    let copies = 0;
    for (const size of o.sizes) {
      t = performance.now();
      const target = Math.ceil((size - sampleRows) / sampleRows);
      const step = Math.max(1, Math.floor(100_000 / sampleRows));
      for (let from = copies + 1; from <= target; from += step) {
        await insertCopies(bare, merchants, from, Math.min(target, from + step - 1), every);
        await insertDisputeCopies(bare, merchants, from, Math.min(target, from + step - 1), every);
      }
      copies = target;
      await recomputeRollups(bare);
      const disputeRows = await recomputeDisputeRollups(bare, db);
      const total = Number((await bare.query<{ n: string }>(`select count(*)::text as n from transactions`)).rows[0]!.n);
      const mine = Number((await bare.query<{ n: string }>(`select count(*)::text as n from transactions where merchant_no = $1`, [m0])).rows[0]!.n);
      console.log(
        `\n  -- ${total.toLocaleString('en')} transactions (${mine.toLocaleString('en')} of the measured merchant), generated in ${((performance.now() - t) / 1000).toFixed(1)} s; ${disputeRows.chargebacks.toLocaleString('en')} chargebacks, ${disputeRows.rebuttals.toLocaleString('en')} rebuttals, ${disputeRows.inquiries.toLocaleString('en')} inquiries, ${disputeRows.cases.toLocaleString('en')} cases`,
      );
      const generateSeconds = +((performance.now() - t) / 1000).toFixed(1);
      const measured = await measure();
      const timings = await measureDisputes({ app, headers: { ...headers, cookie }, bare, merchantNo: m0, runs: o.runs, now });
      results.push({ size, rows: total, merchantRows: mine, generateSeconds, ...measured, disputes: { ...disputeRows, calls: timings } });
    }

    async function measure() {
      const sample = async (sql: string) => (await bare!.query(sql, [m0])).rows[0] as Record<string, string>;
      const order = await sample(
        `select merchant_order_id from transactions where merchant_no = $1 and type <> 'refund' order by created_at desc, id desc offset (select count(*) / 3 from transactions where merchant_no = $1 and type <> 'refund') limit 1`,
      );
      const card = await sample(
        `select card_last4, amount from transactions where merchant_no = $1 and card_last4 is not null and currency = 'USD' order by created_at desc, id desc offset (select count(*) / 10 from transactions where merchant_no = $1 and card_last4 is not null and currency = 'USD') limit 1`,
      );
      const usd = Number(card.amount) / 100;
      const filters: Array<[string, string]> = [
        ['last 7 days', 'preset=last7'],
        ['failed, last 30 days', 'preset=last30&status=failed'],
        ['EUR + mastercard', 'currency=EUR&paymentMethod=mastercard'],
        ['merchant order ID', `merchantOrderId=${encodeURIComponent(order.merchant_order_id!)}`],
        ['last 4 + amount range', `last4=${card.card_last4}&minAmount=${Math.floor(usd * 0.8)}&maxAmount=${Math.ceil(usd * 1.2)}`],
      ];
      const list = [];
      for (const [name, q] of filters) {
        const call = async () => {
          const r = await app.inject({ method: 'GET', url: `/api/transaction/list?page=1&size=20&${q}`, headers: { ...headers, cookie } });
          const body = r.json();
          if (body.respCode !== '20000') throw new Error(`${name}: ${r.body}`);
          return body.data as { total: number };
        };
        let total = 0;
        // Every statement the request sends is replayed, in its order and concurrency: the sign-in
        // read (session, user, operator, role: uncached, so it is part of every request's cost), then
        // the page and the count together. Replaying only the transactions statements would compare
        // the API with a part of its own SQL.
        const statements = await capture(async () => void (total = (await call()).total));
        if (process.env.BENCH_SHOW_SQL) for (const s of statements) console.log(`    [${s.phase}] ${s.text.slice(0, 200)}`);
        if (!statements.some((s) => /from "transactions"/.test(s.text))) throw new Error(`${name}: no transactions statement captured`);
        const direct = () => replay(bare!, statements);
        for (let i = 0; i < 3; i++) await Promise.all([call(), direct()]);
        const api: number[] = [];
        const sql: number[] = [];
        for (let i = 0; i < o.runs; i++) {
          api.push(await timed(call));
          sql.push(await timed(direct));
        }
        const row = {
          name,
          query: q,
          total,
          apiP50: pct(api, 0.5),
          apiP95: pct(api, 0.95),
          sqlP50: pct(sql, 0.5),
          sqlP95: pct(sql, 0.95),
          ratioP95: +(pct(api, 0.95) / pct(sql, 0.95)).toFixed(2),
          statements: statements.map((s) => s.text),
        };
        console.log(
          `  list ${name.padEnd(22)} total ${String(total).padStart(7)}  API p50 ${row.apiP50} p95 ${row.apiP95} ms | SQL p50 ${row.sqlP50} p95 ${row.sqlP95} ms | ratio ${row.ratioP95}`,
        );
        list.push(row);
      }

      // the dashboard itself (dashboard/service.ts): 30 days of the daily rollups, periods and series
      const dashboard = () => dashboardOf(db, [m0], { displayCurrency: 'USD', now });
      for (let i = 0; i < 3; i++) await dashboard();
      const dash: number[] = [];
      for (let i = 0; i < o.runs; i++) dash.push(await timed(dashboard));
      const rollupRows = Number((await bare!.query<{ n: string }>(`select count(*)::text as n from transaction_rollups`)).rows[0]!.n);
      const dailyRows = Number((await bare!.query<{ n: string }>(`select count(*)::text as n from transaction_daily`)).rows[0]!.n);
      console.log(
        `  dashboard (30 days; ${rollupRows.toLocaleString('en')} fine rollup rows, ${dailyRows.toLocaleString('en')} daily rows in all): p50 ${pct(dash, 0.5)} p95 ${pct(dash, 0.95)} ms`,
      );

      // export of every row of the merchant through the export builder, beside COPY. The task is created
      // here; its file is built in a fresh process that does only that (bench/acquiring-export.ts), whose
      // RSS is the export's own, not this process's with the generation behind it
      const task = await exportTransactions(deps, [m0], { merchantNo: m0, userId: user.id, lang: 'en', filters: {} as never });
      const child = await exportProcess(benchUrl.toString(), config.filesDir, task.id);
      const exportSeconds = child.seconds;
      const rssBefore = child.rssStartMb * 1048576;
      const rssPeak = Math.max(child.rssPeakMb, child.maxRssMb) * 1048576;
      const built = await selectTask(db, task.id);
      if (built?.fileStatus !== FileStatus.READY) throw new Error(`export ended ${built?.fileStatus}: ${built?.error ?? ''}`);
      const exportRows = Number((await bare!.query<{ n: string }>(`select count(*)::text as n from transactions where merchant_no = $1`, [m0])).rows[0]!.n);
      const copy = await copyOut(benchUrl.toString(), m0);
      const mb = (n: number) => +(n / 1048576).toFixed(0);
      const exp = {
        rows: exportRows,
        seconds: +exportSeconds.toFixed(2),
        rowsPerSecond: Math.round(exportRows / exportSeconds),
        copyRowsPerSecond: Math.round(exportRows / copy.seconds),
        copySeconds: +copy.seconds.toFixed(2),
        rssBeforeMb: mb(rssBefore),
        rssPeakMb: mb(rssPeak),
      };
      console.log(
        `  export ${exportRows.toLocaleString('en')} rows: ${exp.rowsPerSecond.toLocaleString('en')} rows/s (${exp.seconds} s) | COPY ${exp.copyRowsPerSecond.toLocaleString('en')} rows/s (${exp.copySeconds} s) | RSS ${exp.rssBeforeMb} → peak ${exp.rssPeakMb} MB`,
      );
      return { list, dashboard: { p50: pct(dash, 0.5), p95: pct(dash, 0.95), rollupRows, dailyRows }, export: exp };
    }

    console.log(JSON.stringify({ at: new Date().toISOString(), merchants: o.merchants, runs: o.runs, sampleRows, sampleDisputes: disputes, results }));
  } finally {
    await cleanup();
  }
}

/** Build the export task in a child process of its own; its JSON line (times and RSS in MB). */
function exportProcess(url: string, filesDir: string, taskId: number): Promise<{ seconds: number; rssStartMb: number; rssPeakMb: number; maxRssMb: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/acquiring-export.ts')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, FILES_DIR: filesDir, TASK_ID: String(taskId) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d: string) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line));
      else reject(new Error(`bench/acquiring-export.ts exited with ${code}: ${out}`));
    });
  });
}

/** `COPY (the export's rows) TO STDOUT` through psql, the floor of reading them out. */
function copyOut(url: string, merchantNo: string): Promise<{ seconds: number; bytes: number }> {
  const sql = `copy (select * from transactions where merchant_no = '${merchantNo.replace(/'/g, "''")}' order by created_at desc, id desc) to stdout`;
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const child = spawn('psql', [url, '-X', '-q', '-c', sql], { stdio: ['ignore', 'pipe', 'inherit'] });
    let bytes = 0;
    child.stdout.on('data', (d: Buffer) => (bytes += d.length));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve({ seconds: (performance.now() - t) / 1000, bytes }) : reject(new Error(`psql exited ${code}`))));
  });
}

await main();
