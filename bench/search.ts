// `npm run bench -- search` (run by bench/search.mjs as `node --import tsx bench/search.ts`) on
// PostgreSQL (DATABASE_URL), in a database of its own (crossbill_bench_search_<time>, dropped at the end
// unless --keep). Setup: --merchants merchants (the first three also the members of a group), then
// --count transactions spread over them and over a year, inserted in bulk with generate_series.
// THE BULK ROWS ARE FOR THE BENCHMARK ONLY: transaction rows as the payment service writes them (ids
// T<Beijing date><12 digits>, order ids, ARNs, card last four, amounts), without ledger entries,
// events or rollups, which the search does not read. Measured: the global search service itself
// (modules/search globalSearch: every kind's lookup for a role holding every code), --rounds times per
// kind of keyword, p50/p95/max in ms; and PostgreSQL's plans of the transaction lookups (EXPLAIN
// ANALYZE of the very statements the store sends). Human lines first; the last stdout line is JSON.
//   --count 1000000  --merchants 20  --rounds 200  --keep
import { sql, type SQL } from 'drizzle-orm';
import { BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import { flattenResources } from '@crossbill/contracts/resources';
import { openPostgres, type Database, type Executor } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { createMerchant } from '../apps/server/src/modules/merchant/service.ts';
import { globalSearch } from '../apps/server/src/modules/search/service.ts';
import { searchTransactions } from '../apps/server/src/modules/transaction/service.ts';
import { benchOptions } from './options.ts';
import { machine } from './machine.ts';
import { throwawayDatabase } from './throwaway-db.ts';

const DAY_MS = 86_400_000;
const SPAN_DAYS = 365;
/** rows per insert statement: each its own transaction, so a long load shows progress and keeps WAL in bounds */
const CHUNK = 500_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the search benchmark needs PostgreSQL: set DATABASE_URL');
  const { int, flag } = benchOptions();
  const o = {
    count: int('count', 1_000_000, { min: 1000, max: 20_000_000 }),
    merchants: int('merchants', 20, { min: 3, max: 1000 }),
    rounds: int('rounds', 200, { min: 10, max: 100_000 }),
    keep: flag('keep'),
  };
  const tdb = await throwawayDatabase(url, 'crossbill_bench_search', { keep: o.keep });
  let database: Database | undefined;
  const cleanup = async () => {
    await database?.close().catch(() => {});
    await tdb.drop();
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    console.log(`  database ${tdb.name}; ${o.count.toLocaleString('en')} transactions of ${o.merchants} merchants; ${o.rounds} searches per keyword`);
    database = await openPostgres(tdb.url, 4);
    await migrate(database);
    const db = database.db;
    const t = performance.now();
    const group = await createMerchant(db, {
      name: 'Bench Group',
      merchantType: MerchantType.GROUP,
      businessType: BusinessType.ACQUIRING,
      businessTypes: 'acquiring',
      status: MerchantStatus.ACTIVE,
    });
    const merchants: string[] = [];
    for (let i = 0; i < o.merchants; i++) {
      const m = await createMerchant(db, {
        name: `Bench Search ${i + 1}`,
        merchantType: MerchantType.ACQUIRING,
        businessType: BusinessType.ACQUIRING,
        businessTypes: 'acquiring',
        status: MerchantStatus.ACTIVE,
        ...(i < 3 ? { parentMerchantNo: group.merchantNo } : {}),
      });
      merchants.push(m.merchantNo);
    }
    // row g: merchant g mod M, created in time order over the year before now (as traffic arrives),
    // id T + its Beijing date + g in 12 digits (unique, like the service's random digits), card last
    // four spread over 0000-9999, an ARN for every captured card payment
    const end = Date.now();
    for (let from = 1; from <= o.count; from += CHUNK) {
      const to = Math.min(o.count, from + CHUNK - 1);
      await database.query(
        `insert into transactions (transaction_id, merchant_no, merchant_order_id, type, status, amount, captured_amount, currency, payment_method,
           card_bin, card_last4, card_country, arn, initiator, created_at, updated_at, completed_at)
         select 'T' || to_char(c.at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(g::text, 12, '0'),
           ($1::text[])[1 + g % $2::int], 'ORD-' || lpad(g::text, 10, '0'), 'sale', case when g % 10 = 3 then 'failed' else 'succeeded' end,
           100 + (g::bigint * 7919) % 100000, case when g % 10 = 3 then 0 else 100 + (g::bigint * 7919) % 100000 end, 'USD', 'visa',
           '424242', lpad(((g::bigint * 7919) % 10000)::text, 4, '0'), 'US',
           case when g % 10 = 3 then null else '7' || lpad(((g::bigint * 104729) % 10000000000000000000000::numeric)::text, 22, '0') end,
           'customer', c.at, c.at, c.at
         from generate_series($3::int, $4::int) g
         cross join lateral (select to_timestamp(($5::float8 - ($6::float8 - g) / $6::float8 * $7::float8) / 1000) as at) c`,
        [merchants, o.merchants, from, to, end, o.count, SPAN_DAYS * DAY_MS],
      );
      console.log(`  inserted ${to.toLocaleString('en')} (${((performance.now() - t) / 1000).toFixed(0)} s)`);
    }
    await database.query('analyze transactions');
    const setupSeconds = +((performance.now() - t) / 1000).toFixed(1);
    const size = (await database.query<{ s: string }>(`select pg_size_pretty(pg_total_relation_size('transactions')) as s`)).rows[0]!.s;
    console.log(`  setup: ${o.count.toLocaleString('en')} transactions (${size} with indexes) in ${setupSeconds} s`);

    // keywords a person would type, taken from rows of the first merchant (the newest and one in the middle)
    const m0 = merchants[0]!;
    const row = async (order: string) =>
      (
        await database!.query<{ transaction_id: string; merchant_order_id: string; arn: string; card_last4: string }>(
          `select transaction_id, merchant_order_id, arn, card_last4 from transactions where merchant_no = $1 and arn is not null order by ${order} limit 1`,
          [m0],
        )
      ).rows[0]!;
    const newest = await row('created_at desc');
    const middle = (
      await database.query<{ transaction_id: string; merchant_order_id: string; arn: string; card_last4: string }>(
        `select transaction_id, merchant_order_id, arn, card_last4 from transactions where merchant_no = $1 and arn is not null and created_at < now() - interval '180 days' order by created_at desc limit 1`,
        [m0],
      )
    ).rows[0]!;
    const keywords: Array<{ name: string; keyword: string; scope: string[] }> = [
      { name: 'transaction id, exact', keyword: middle.transaction_id, scope: [m0] },
      { name: 'transaction id, lower case prefix of 12 (a day)', keyword: middle.transaction_id.slice(0, 12).toLowerCase(), scope: [m0] },
      { name: 'transaction id, prefix of 3 (every row of the year)', keyword: newest.transaction_id.slice(0, 3), scope: [m0] },
      { name: 'merchant order id, exact', keyword: middle.merchant_order_id, scope: [m0] },
      { name: 'merchant order id, prefix', keyword: middle.merchant_order_id.slice(0, 10), scope: [m0] },
      { name: 'ARN, exact', keyword: middle.arn, scope: [m0] },
      { name: 'ARN, prefix of 8', keyword: middle.arn.slice(0, 8), scope: [m0] },
      { name: 'card last four', keyword: middle.card_last4, scope: [m0] },
      { name: 'no match', keyword: 'ZZZ999', scope: [m0] },
      { name: 'group of 3 members, transaction id prefix of 12', keyword: middle.transaction_id.slice(0, 12), scope: merchants.slice(0, 3) },
      { name: 'group of 3 members, card last four', keyword: middle.card_last4, scope: merchants.slice(0, 3) },
    ];
    const permissions = new Set(flattenResources().map((r) => r.code));

    // warm the caches as a running server's would be, then time each keyword's whole search
    for (const k of keywords) await globalSearch(db, { scope: k.scope, merchantNo: m0, permissions, payout: true, keyword: k.keyword });
    const results: Array<{ name: string; keyword: string; hits: number; p50: number; p95: number; max: number }> = [];
    for (const k of keywords) {
      const times: number[] = [];
      let hits = 0;
      for (let i = 0; i < o.rounds; i++) {
        const s = performance.now();
        const r = await globalSearch(db, { scope: k.scope, merchantNo: m0, permissions, payout: true, keyword: k.keyword });
        times.push(performance.now() - s);
        hits = r.hits.length;
      }
      times.sort((a, b) => a - b);
      const ms = (x: number) => +x.toFixed(2);
      results.push({
        name: k.name,
        keyword: k.keyword,
        hits,
        p50: ms(percentile(times, 50)),
        p95: ms(percentile(times, 95)),
        max: ms(times[times.length - 1]!),
      });
      console.log(`  ${k.name} (${k.keyword}): ${hits} hits, p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms`);
    }

    // the plans: the store's own statements, each sent as EXPLAIN ANALYZE instead
    const plans: Array<{ name: string; plan: string }> = [];
    for (const k of [keywords[1]!, keywords[2]!, keywords[4]!, keywords[6]!, keywords[7]!]) {
      const seen: string[] = [];
      const explaining = {
        execute: async (q: SQL) => {
          const r = (await db.execute(sql`explain (analyze, costs off, timing off, summary off) ${q}`)) as unknown as { rows: Array<{ 'QUERY PLAN': string }> };
          const plan = r.rows.map((x) => x['QUERY PLAN']).join('\n');
          if (plan.includes('Index') || plan.includes('Seq Scan')) seen.push(plan);
          return { rows: [] };
        },
      } as unknown as Executor;
      await searchTransactions(explaining, { scope: k.scope, text: k.keyword, limit: 5 });
      plans.push({ name: `${k.name} (${k.keyword})`, plan: seen.join('\n\n') });
    }
    const seqScans = plans.filter((p) => p.plan.includes('Seq Scan on transactions')).length;
    const result = { at: new Date().toISOString(), machine: machine(), options: o, setupSeconds, size, results, plans, seqScans };
    console.log(JSON.stringify(result));
  } finally {
    await cleanup();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
