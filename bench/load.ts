// `npm run bench -- load` (run by bench/load.mjs as `node --import tsx bench/load.ts`) on PostgreSQL
// (DATABASE_URL), in a database of its own (crossbill_bench_load_<time>, dropped at the end unless --keep).
// Issue 20 §3: how much load one machine holds, and whether it grows with server processes.
//
// The data: the demo merchant as `npm start` makes it (demo seed and its ~2,000 transactions of history,
// written by one server with jobs), plus --merchants acquiring merchants for the Payment API mix. Then, for
// each count of --processes: that many servers (JOBS=false) and one worker (exports), started as a
// deployment starts them, and two mixes (bench/load-mix.ts) of --duration s each after --warmup s: the
// operator's portal reads (signed-in sessions) and merchants' /v1 payments, captures and refunds.
// Measured: throughput, p50/p95/p99 and errors over every request, and the CPU each side used (PostgreSQL's
// processes, the servers, the worker, the client) as a share of the machine.
// Human-readable lines first; the last line of stdout is the JSON result.
// Each deployment size is driven at every --concurrency: with few callers a request meets an idle
// machine (its own latency); with many they queue behind each other for the two cores (the most it holds).
//   --processes 1,2,4  --duration 20  --warmup 5  --concurrency 4,16  --merchants <most callers>  --keep
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import { APP_VERSION } from '@crossbill/contracts/constants';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPostgres } from '../apps/server/src/platform/db/client.ts';
import { createMerchant } from '../apps/server/src/modules/merchant/service.ts';
import { liveSecretOf } from '../apps/server/src/modules/payment/service.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../apps/server/src/sandbox/demo-seed.ts';
import { freePort } from './server.mjs';
import { runApiMix, runPortalMix, type MixResult } from './load-mix.ts';
import { benchOptions } from './options.ts';

const root = path.resolve(import.meta.dirname, '..');

function options() {
  const { value, int, flag } = benchOptions();
  const list = (name: string, fallback: string, max: number) => {
    const values = (value(name) ?? fallback).split(',').map(Number);
    if (values.some((n) => !Number.isInteger(n) || n < 1 || n > max)) throw new Error(`--${name}: whole numbers from 1 to ${max}, comma separated`);
    return values;
  };
  const concurrency = list('concurrency', '4,16', 256);
  return {
    processes: list('processes', '1,2,4', 16),
    duration: int('duration', 20, { max: 600 }),
    warmup: int('warmup', 5, { max: 120 }),
    concurrency,
    // one merchant per caller at the most callers: a merchant's payments take its ledger rows in turn,
    // so fewer merchants than callers measures that wait, not the machine (--merchants 8 at 16 shows it)
    merchants: int('merchants', Math.max(...concurrency), { max: 256 }),
    keep: flag('keep'),
  };
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** CPU time (ms, user + system) of processes: by pid, or every process whose name is `comm` (PostgreSQL's). */
function cpuMs(pids: number[], comm?: string): number {
  let ticks = 0;
  const all = comm ? fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p)) : pids.map(String);
  for (const pid of all) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (comm && !stat.startsWith(`${pid} (${comm})`)) continue;
      const f = stat.split(') ')[1]!.split(' ');
      // utime, stime, and the children's (a server's own helpers); 100 ticks a second on Linux
      ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    } catch {
      /* ended, or not Linux */
    }
  }
  return ticks * 10;
}

type Proc = { child: ChildProcess; output: string[] };
function spawnEntry(script: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  return { child, output };
}
async function until(p: Proc, ready: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (p.child.exitCode !== null) throw new Error(`${what} exited ${p.child.exitCode}:\n${p.output.join('')}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} not ready:\n${p.output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
const stop = (p: Proc) =>
  new Promise<void>((resolve) => {
    if (p.child.exitCode !== null) return resolve();
    p.child.once('exit', () => resolve());
    p.child.kill('SIGTERM');
  });

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/merLogin/doLogin`, {
    method: 'POST',
    headers: { 'ow-source': 'merchant', 'ow-version': APP_VERSION, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const cookie = /cb_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookie;
}

interface Run {
  processes: number;
  /** callers in the closed loop */
  concurrency: number;
  portal: MixResult & { cpu: CpuShare };
  api: MixResult & { cpu: CpuShare };
}
/** Each side's CPU over a mix, as a share of the whole machine (all cores = 100%). */
type CpuShare = { postgres: number; servers: number; worker: number; client: number };

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the load benchmark needs PostgreSQL: set DATABASE_URL');
  const o = options();
  const benchDb = `crossbill_bench_load_${Date.now()}`;
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${benchDb}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${quoteIdent(benchDb)}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-bench-load-'));
  const running: Proc[] = [];
  const cleanup = async () => {
    await Promise.all(running.map(stop));
    if (!o.keep) await admin.query(`drop database if exists ${quoteIdent(benchDb)} with (force)`);
    else console.log(`  kept ${benchDb} and ${dataDir}`);
    await admin.end();
    if (!o.keep) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  const base = {
    DATABASE_URL: benchUrl.toString(),
    DATA_DIR: dataDir,
    KEY_ENCRYPTION_KEY: 'cd'.repeat(32),
    SANDBOX: 'true',
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  const cores = os.cpus().length;
  try {
    // 1. the data, as a first start makes it: demo seed, then its history written by the traffic job
    const port = await freePort();
    const seeder = spawnEntry('apps/server/src/main.ts', { ...base, PORT: String(port), DEMO_HISTORY: 'true' });
    running.push(seeder);
    const t0 = performance.now();
    await until(seeder, async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok, 'seeding server');
    const bare = new pg.Pool({ connectionString: benchUrl.toString(), max: 2 });
    bare.on('error', () => {});
    let last = -1;
    await until(
      seeder,
      async () => {
        const { rows } = await bare.query<{ n: number; done: boolean }>(
          `select (select count(*)::int from transactions) as n,
                  exists(select 1 from pgboss.job where name = 'sandbox.traffic' and state = 'completed') as done`,
        );
        const settled = rows[0]!.done && rows[0]!.n === last;
        last = rows[0]!.n;
        return settled;
      },
      'demo history',
    );
    await stop(seeder);
    running.length = 0;
    console.log(`  demo data: ${last.toLocaleString('en')} transactions in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

    const { rows: txRows } = await bare.query<{ transaction_id: string }>(
      `select t.transaction_id from transactions t join operators o on o.merchant_no = t.merchant_no and o.is_default
       join users u on u.id = o.user_id and u.email = $1 order by t.created_at desc limit 500`,
      [DEMO_EMAIL],
    );
    const ids = { transactions: txRows.map((r) => r.transaction_id) };
    await bare.end();

    // the Payment API's merchants, with their keys (as the portal reveals them)
    const database = await openPostgres(benchUrl.toString(), 2);
    const config = loadConfig({ ...base, JOBS: 'false' }, false);
    const merchants: Array<{ merchantNo: string; secret: string }> = [];
    for (let i = 0; i < o.merchants; i++) {
      const m = await createMerchant(database.db, {
        name: `Bench Load ${i + 1}`,
        merchantType: MerchantType.ACQUIRING,
        businessType: BusinessType.ACQUIRING,
        businessTypes: 'acquiring',
        status: MerchantStatus.ACTIVE,
      });
      const secret = await liveSecretOf({ db: database.db, config }, m.merchantNo, new Date());
      merchants.push({ merchantNo: m.merchantNo, secret });
    }
    await database.close();

    // 2. for each deployment size: N servers and a worker, the two mixes
    const runs: Run[] = [];
    for (const n of o.processes) {
      const servers: Array<Proc & { url: string }> = [];
      for (let i = 0; i < n; i++) {
        const p = await freePort();
        servers.push({
          ...spawnEntry('apps/server/src/main.ts', { ...base, PORT: String(p), JOBS: 'false', DEMO_HISTORY: 'false' }),
          url: `http://127.0.0.1:${p}`,
        });
      }
      const worker = spawnEntry('apps/server/src/cli/worker.ts', { ...base, DEMO_HISTORY: 'false' });
      running.push(...servers, worker);
      await Promise.all([
        ...servers.map((s, i) => until(s, async () => (await fetch(`${s.url}/api/ready`)).ok, `server ${i + 1}`)),
        until(worker, async () => worker.output.join('').includes('running background jobs'), 'worker'),
      ]);
      const urls = servers.map((s) => s.url);
      // a session per four callers: operators are several people, not one session shared by all
      const sessions = await Promise.all(Array.from({ length: Math.ceil(Math.max(...o.concurrency) / 4) }, (_, i) => login(urls[i % urls.length]!)));
      const measured = async <T extends MixResult>(mix: () => Promise<T>): Promise<T & { cpu: CpuShare }> => {
        const pids = { servers: servers.map((s) => s.child.pid!), worker: [worker.child.pid!] };
        const before = { pg: cpuMs([], 'postgres'), servers: cpuMs(pids.servers), worker: cpuMs(pids.worker), client: process.cpuUsage() };
        const t = performance.now();
        const r = await mix();
        const wall = (performance.now() - t) * cores;
        const client = process.cpuUsage(before.client);
        const share = (ms: number) => +((100 * ms) / wall).toFixed(1);
        return {
          ...r,
          cpu: {
            postgres: share(cpuMs([], 'postgres') - before.pg),
            servers: share(cpuMs(pids.servers) - before.servers),
            worker: share(cpuMs(pids.worker) - before.worker),
            client: share((client.user + client.system) / 1000),
          },
        };
      };
      for (const c of o.concurrency) {
        const load = { seconds: o.duration, concurrency: c };
        const own = sessions.slice(0, Math.ceil(c / 4));
        await runPortalMix(urls, own, ids, { ...load, seconds: o.warmup });
        const portal = await measured(() => runPortalMix(urls, own, ids, load));
        console.log(
          `  ${n} server(s), ${c} callers, portal: ${portal.perSecond}/s p50 ${portal.p50Ms} p95 ${portal.p95Ms} p99 ${portal.p99Ms} ms, ${portal.errors} errors; CPU pg ${portal.cpu.postgres}% servers ${portal.cpu.servers}%`,
        );
        await runApiMix(urls, merchants, { ...load, seconds: o.warmup });
        const api = await measured(() => runApiMix(urls, merchants, load));
        console.log(
          `  ${n} server(s), ${c} callers, API:    ${api.perSecond}/s p50 ${api.p50Ms} p95 ${api.p95Ms} p99 ${api.p99Ms} ms, ${api.errors} errors; CPU pg ${api.cpu.postgres}% servers ${api.cpu.servers}%`,
        );
        if (portal.firstError || api.firstError) console.log(`    first error: ${portal.firstError ?? api.firstError}`);
        runs.push({ processes: n, concurrency: c, portal, api });
      }
      await Promise.all([...servers, worker].map(stop));
      running.length = 0;
    }
    const machine = { cpus: cores, cpuModel: os.cpus()[0]?.model ?? '?', memGb: Math.round(os.totalmem() / 2 ** 30), node: process.version };
    const { rows: ver } = await admin.query<{ v: string }>("select current_setting('server_version') as v");
    await cleanup();
    console.log(JSON.stringify({ at: new Date().toISOString(), machine, postgres: ver[0]!.v, options: o, transactions: last, runs }));
  } catch (e) {
    await cleanup();
    throw e;
  }
}

await main();
