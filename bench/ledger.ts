// `npm run bench -- ledger` (run by bench/ledger.mjs as `node --import tsx bench/ledger.ts`): transfers
// per second through the ledger service, beside a bare SQL loop that writes the same postings under the
// same row locks, on PostgreSQL (DATABASE_URL). Works in a database of its own on that server
// (crossbill_bench_<time>, dropped at the end); ends with verifyLedger over everything it wrote.
// Human-readable lines first; the last line of stdout is the JSON result. Exit 1 when verify fails.
//   --count N      posts per loop (default 5000)     --workers N   concurrency (default 8)
//   --merchants N  funded merchants (default 50)     --mix payout|merchant|mixed (default mixed)
import pg from 'pg';
import { BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import { openPostgres, type Database, type Tx } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { createMerchant } from '../apps/server/src/modules/merchant/service.ts';
import { ensureAccount, post, type AccountKey } from '../apps/server/src/modules/ledger/service.ts';
import { verifyLedger } from '../apps/server/src/modules/ledger/verify.ts';
import { benchOptions } from './options.ts';

type Mix = 'payout' | 'merchant' | 'mixed';

function options() {
  const { value, int } = benchOptions();
  const mix = (value('mix') ?? 'mixed') as Mix;
  if (!['payout', 'merchant', 'mixed'].includes(mix)) throw new Error(`--mix is payout, merchant or mixed (got ${mix})`);
  return { count: int('count', 5000, { max: 1_000_000 }), workers: int('workers', 8, { max: 64 }), merchants: int('merchants', 50, { max: 10_000 }), mix };
}

/** A small deterministic PRNG (mulberry32), so that both loops get the same workload on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Transfer {
  from: number; // merchant index
  to: number | null; // merchant index, or null: the provider's payouts in transit
  amount: bigint; // minor units
}

function workload(n: number, merchants: number, mix: Mix, seed: number): Transfer[] {
  const rnd = prng(seed);
  const pick = () => Math.floor(rnd() * merchants);
  return Array.from({ length: n }, () => {
    const from = pick();
    const toMerchant = merchants > 1 && (mix === 'merchant' || (mix === 'mixed' && rnd() < 0.5));
    let to: number | null = null;
    if (toMerchant) {
      do to = pick();
      while (to === from);
    }
    return { from, to, amount: BigInt(1 + Math.floor(rnd() * 10_000)) }; // 0.01 … 100.00
  });
}

interface LoopResult {
  posts: number;
  failed: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** this process's CPU time per post (user + system): the client side's cost */
  cpuMsPerPost: number;
}

/** Run `one` over the transfers with `workers` concurrent callers; bounded by the list's length. */
async function loop(transfers: Transfer[], workers: number, one: (t: Transfer, i: number) => Promise<void>): Promise<LoopResult> {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  let firstError: unknown;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = next++; i < transfers.length; i = next++) {
        const s = performance.now();
        try {
          await one(transfers[i]!, i);
        } catch (e) {
          failed++;
          firstError ??= e;
        }
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  if (firstError) console.error(`  ${failed} post(s) failed; the first: ${firstError instanceof Error ? firstError.message : String(firstError)}`);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => +(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0).toFixed(2);
  const ok = transfers.length - failed;
  return {
    posts: ok,
    failed,
    seconds: +seconds.toFixed(2),
    perSecond: +(ok / seconds).toFixed(1),
    p50Ms: pct(0.5),
    p99Ms: pct(0.99),
    cpuMsPerPost: +((cpu.user + cpu.system) / 1000 / transfers.length).toFixed(2),
  };
}

/** ledger_accounts' id sequence: every ensureAccount draws one, even when the account exists. */
async function accountSequence(database: Database): Promise<number> {
  const { rows } = await database.query<{ v: string }>(`select last_value::text as v from ledger_accounts_id_seq`);
  return Number(rows[0]!.v);
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('  The ledger benchmark needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
    process.exit(2);
  }
  const o = options();
  const benchDb = `crossbill_bench_${Date.now()}`;
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${benchDb}`;

  // the maintenance connection: the DATABASE_URL database, used only to create and drop ours
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${quoteIdent(benchDb)}`);
  } catch (e) {
    await admin.end();
    throw new Error(`could not create the benchmark database on ${benchUrl.host} (the role needs CREATEDB): ${(e as Error).message}`);
  }
  console.log(`  database ${benchDb} on ${benchUrl.host}; ${o.count} posts per loop, ${o.workers} workers, ${o.merchants} merchants, mix ${o.mix}`);

  let database: Database | undefined;
  let bare: pg.Pool | undefined;
  let dropping = false;
  const drop = async () => {
    if (dropping) return;
    dropping = true;
    await database?.close().catch(() => {});
    await bare?.end().catch(() => {});
    await admin.query(`drop database if exists ${quoteIdent(benchDb)} with (force)`);
    await admin.end();
  };
  const interrupted = () => {
    console.error(`\n  interrupted: dropping ${benchDb}`);
    void drop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    database = await openPostgres(benchUrl.toString(), o.workers);
    await migrate(database);
    const db = database.db;
    const tx = <T>(fn: (t: Tx) => Promise<T>) => db.transaction((t) => fn(t as unknown as Tx));
    const currency = 'USD';
    const at = () => new Date();

    // merchants, funded from the provider's clearing account through the service
    const merchants: string[] = [];
    for (let i = 0; i < o.merchants; i++) {
      const m = await createMerchant(db, {
        name: `Bench Merchant ${i + 1}`,
        merchantType: MerchantType.ACQUIRING,
        businessType: BusinessType.ACQUIRING,
        businessTypes: 'acquiring',
        status: MerchantStatus.ACTIVE,
      });
      merchants.push(m.merchantNo);
    }
    const available = (i: number): AccountKey => ({ merchantNo: merchants[i]!, currency, bucket: 'available' });
    const inTransit: AccountKey = { merchantNo: null, currency, bucket: 'payouts_in_transit' };
    const clearing: AccountKey = { merchantNo: null, currency, bucket: 'clearing' };
    const funding = 100_000_000n; // 1,000,000.00 each: far more than the loops can move
    for (let i = 0; i < merchants.length; i++)
      await tx((t) =>
        post(t, {
          kind: 'bench.fund',
          reference: `fund-${i}`,
          merchantNo: merchants[i]!,
          at: at(),
          postings: [
            { account: clearing, amount: -funding },
            { account: available(i), amount: funding },
          ],
        }),
      );
    const availableId = await Promise.all(merchants.map(async (_, i) => (await ensureAccount(db, available(i))).id));
    const inTransitId = (await ensureAccount(db, inTransit)).id;

    // the service: a real caller's call, by account keys, one transaction per post
    const viaService = (t: Transfer, i: number) =>
      tx((x) =>
        post(x, {
          kind: 'bench.transfer',
          reference: `svc-${i}`,
          merchantNo: merchants[t.from]!,
          at: at(),
          postings: [
            { account: available(t.from), amount: -t.amount },
            { account: t.to === null ? inTransit : available(t.to), amount: t.amount },
          ],
        }),
      ).then(() => undefined);

    // the same by account id (no key resolution): a diagnostic, to tell drizzle's cost from ensureAccount's
    const viaServiceById = (t: Transfer, i: number) =>
      tx((x) =>
        post(x, {
          kind: 'bench.transfer',
          reference: `svc-id-${i}`,
          merchantNo: merchants[t.from]!,
          at: at(),
          postings: [
            { account: availableId[t.from]!, amount: -t.amount },
            { account: t.to === null ? inTransitId : availableId[t.to]!, amount: t.amount },
          ],
        }),
      ).then(() => undefined);

    // the bare SQL loop: the same rows and locks through pg directly
    bare = new pg.Pool({ connectionString: benchUrl.toString(), max: o.workers });
    // pool.end() resolves before its sockets close: the forced drop may end them first
    bare.on('error', () => {});
    const pool = bare;
    const viaSql = async (t: Transfer, i: number) => {
      const fromId = availableId[t.from]!;
      const toId = t.to === null ? inTransitId : availableId[t.to]!;
      const c = await pool.connect();
      try {
        await c.query('begin');
        const locked = await c.query<{ id: number; balance: string; no_negative: boolean }>(
          'select id, balance, no_negative from ledger_accounts where id = any($1::int[]) order by id for update',
          [[fromId, toId]],
        );
        const from = locked.rows.find((r) => r.id === fromId)!;
        if (from.no_negative && BigInt(from.balance) < t.amount) throw new Error('insufficient balance');
        const entry = await c.query<{ id: string }>(
          'insert into ledger_entries (kind, reference, merchant_no, created_at) values ($1, $2, $3, $4) returning id',
          ['bench.sql-transfer', `sql-${i}`, merchants[t.from], at()],
        );
        const entryId = entry.rows[0]!.id;
        await c.query('insert into ledger_postings (entry_id, account_id, amount, currency) values ($1, $2, $3, $4), ($1, $5, $6, $4)', [
          entryId,
          fromId,
          (-t.amount).toString(),
          currency,
          toId,
          t.amount.toString(),
        ]);
        // ascending id, as the service does
        for (const [id, delta] of [
          [fromId, -t.amount],
          [toId, t.amount],
        ].sort((a, b) => Number(a[0]) - Number(b[0])) as Array<[number, bigint]>)
          await c.query('update ledger_accounts set balance = balance + $1::bigint where id = $2', [delta.toString(), id]);
        await c.query('commit');
      } catch (e) {
        await c.query('rollback').catch(() => {});
        throw e;
      } finally {
        c.release();
      }
    };

    // warm both paths (connections, JIT, plans) outside the measurement
    const warm = workload(Math.min(200, o.count), merchants.length, o.mix, 1);
    await loop(warm, o.workers, (t, i) => viaService(t, i + 1e9));
    await loop(warm, o.workers, (t, i) => viaServiceById(t, i + 1e9));
    await loop(warm, o.workers, (t, i) => viaSql(t, i + 1e9));
    const sequenceBefore = await accountSequence(database);

    const transfers = workload(o.count, merchants.length, o.mix, 42);
    const service = await loop(transfers, o.workers, viaService);
    console.log(
      `  service:  ${service.perSecond} posts/s (${service.posts} in ${service.seconds} s; p50 ${service.p50Ms} ms, p99 ${service.p99Ms} ms; client CPU ${service.cpuMsPerPost} ms/post)`,
    );
    const sequenceAfter = await accountSequence(database);
    const byId = await loop(transfers, o.workers, viaServiceById);
    console.log(
      `  service by account id: ${byId.perSecond} posts/s (p50 ${byId.p50Ms} ms, p99 ${byId.p99Ms} ms; client CPU ${byId.cpuMsPerPost} ms/post; diagnostic, not the measure)`,
    );
    const sqlLoop = await loop(transfers, o.workers, viaSql);
    console.log(
      `  bare SQL: ${sqlLoop.perSecond} posts/s (${sqlLoop.posts} in ${sqlLoop.seconds} s; p50 ${sqlLoop.p50Ms} ms, p99 ${sqlLoop.p99Ms} ms; client CPU ${sqlLoop.cpuMsPerPost} ms/post)`,
    );
    const ratio = +(service.perSecond / sqlLoop.perSecond).toFixed(2);
    console.log(`  ratio service / bare SQL: ${ratio} (target ≥ 0.5)`);
    const accountIdsDrawn = sequenceAfter - sequenceBefore;
    console.log(`  ledger_accounts ids drawn by the service loop (no account created): ${accountIdsDrawn}`);

    const { problems, summary } = await verifyLedger(db);
    const verifyPassed = problems.length === 0;
    console.log(
      `  ledger:verify ${verifyPassed ? 'passed' : `FAILED (${problems.length} problem(s))`}: ${summary.accounts} accounts, ${summary.entries} entries, ${summary.postings} postings`,
    );
    for (const p of problems.slice(0, 20)) console.error(`  - ${JSON.stringify(p)}`);

    const result = {
      count: o.count,
      workers: o.workers,
      merchants: o.merchants,
      mix: o.mix,
      service,
      serviceByAccountId: byId,
      bareSql: sqlLoop,
      accountIdsDrawn,
      ratio,
      targetRatio: 0.5,
      verifyPassed,
      verify: summary,
    };
    await drop();
    console.log(JSON.stringify(result));
    process.exitCode = verifyPassed && service.failed === 0 && sqlLoop.failed === 0 ? 0 : 1;
  } finally {
    await drop().catch((e: unknown) => console.error(`  could not drop ${benchDb}: ${(e as Error).message}`));
  }
}

main().catch((e: unknown) => {
  console.error(`  ledger bench failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
