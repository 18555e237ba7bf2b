// `npm run bench -- subscriptions` (run by bench/subscriptions.mjs as `node --import tsx bench/subscriptions.ts`)
// on PostgreSQL (DATABASE_URL), in a database of its own (crossbill_bench_sub_<time>, dropped at the end
// unless --keep). Setup: --merchants merchants each sell one real subscription through the subscription
// service (first payment, vault token); --count copies of them, due now, are then inserted in bulk
// (setup only). Measured: the real billing run (runBilling, --workers of them at once), charges/s; then
// a check that every subscription was charged exactly once (none twice, none skipped).
// Human-readable lines first; the last line of stdout is the JSON result.
//   --count 100000  --merchants 20  --workers 1  --keep
import { BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import { createSubscriptionBody } from '@crossbill/contracts/subscription';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPostgres, type Database } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { createMerchant } from '../apps/server/src/modules/merchant/service.ts';
import { paymentScreen } from '../apps/server/src/modules/risk/service.ts';
import { createSubscription, runBilling } from '../apps/server/src/modules/subscription/service.ts';
import { benchOptions } from './options.ts';
import { machine } from './machine.ts';
import { throwawayDatabase } from './throwaway-db.ts';

const MONTH_MS = 31 * 86_400_000;

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the subscriptions benchmark needs PostgreSQL: set DATABASE_URL');
  const { int, flag } = benchOptions();
  const o = {
    count: int('count', 100_000, { min: 10, max: 10_000_000 }),
    merchants: int('merchants', 20, { max: 1000 }),
    workers: int('workers', 1, { max: 16 }),
    keep: flag('keep'),
  };
  const tdb = await throwawayDatabase(url, 'crossbill_bench_sub', { keep: o.keep });
  let database: Database | undefined;
  const cleanup = async () => {
    await database?.close().catch(() => {});
    await tdb.drop();
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    console.log(`  database ${tdb.name}; ${o.count.toLocaleString('en')} due subscriptions of ${o.merchants} merchants; ${o.workers} billing run(s) at once`);
    const config = loadConfig({ DATA_DIR: tdb.dataDir, DATABASE_URL: tdb.url, LOG_LEVEL: 'warn', JOBS: 'false' }, false);
    database = await openPostgres(tdb.url, Math.max(4, o.workers + 2));
    await migrate(database);
    const db = database.db;
    const screen = paymentScreen(config);
    // the subscriptions were sold a month ago: cycle 2 of each is due now
    const now = new Date();
    const sold = new Date(now.getTime() - MONTH_MS);
    let t = performance.now();
    const templates: Array<{ merchantNo: string; subscriptionId: string }> = [];
    for (let i = 0; i < o.merchants; i++) {
      const m = await createMerchant(db, {
        name: `Bench Subscriptions ${i + 1}`,
        merchantType: MerchantType.ACQUIRING,
        businessType: BusinessType.ACQUIRING,
        businessTypes: 'acquiring',
        status: MerchantStatus.ACTIVE,
      });
      const body = createSubscriptionBody.parse({
        contractNumber: `BENCH-${i}`,
        customer: { name: 'Bench Customer', email: `bench${i}@example.com` },
        productName: 'Bench plan',
        price: '1.00',
        quantity: 1,
        currency: 'USD',
        frequencyUnit: 'month',
        frequencyCount: 1,
        card: { number: '4242424242424242', expiryMonth: 12, expiryYear: now.getUTCFullYear() + 3, cvv: '123' },
      });
      const r = await db.transaction((tx) =>
        createSubscription(tx, { merchantNo: m.merchantNo, body, screen, actor: { source: 'api', userId: null }, now: sold }),
      );
      templates.push({ merchantNo: m.merchantNo, subscriptionId: r.subscription.subscriptionId });
    }
    // the copies: each merchant's template row with its own ID and contract, due at the template's next billing
    await database.query(
      `insert into subscriptions (subscription_id, merchant_no, contract_number, customer_id, customer_name, customer_email, token_id, first_transaction_id,
         collection_method, status, product_name, price, quantity, currency, frequency_unit, frequency_count, billing_cycles, start_at, expire_at,
         plan_no, plan_anchor, current_cycle, next_billing_at, due_at, activated_at, created_at, updated_at)
       select 'SB' || lpad(g::text, 20, '0'), s.merchant_no, 'BENCH-COPY-' || g, s.customer_id, s.customer_name, s.customer_email, s.token_id, s.first_transaction_id,
         s.collection_method, s.status, s.product_name, s.price, s.quantity, s.currency, s.frequency_unit, s.frequency_count, s.billing_cycles, s.start_at, s.expire_at,
         s.plan_no, s.plan_anchor, s.current_cycle, s.next_billing_at, s.due_at, s.activated_at, s.created_at, s.updated_at
       from generate_series(1, $1::int - $2::int) g
       join subscriptions s on s.subscription_id = ($3::text[])[1 + g % $2::int]`,
      [o.count, o.merchants, templates.map((x) => x.subscriptionId)],
    );
    await database.query('analyze subscriptions');
    const setupSeconds = +((performance.now() - t) / 1000).toFixed(1);
    const due = Number((await database.query<{ n: string }>('select count(*)::text as n from subscriptions where due_at <= $1', [now])).rows[0]!.n);
    console.log(`  setup: ${due.toLocaleString('en')} due subscriptions in ${setupSeconds} s`);

    t = performance.now();
    let shown = 0;
    const progress = setInterval(() => {
      void database!.query<{ n: string }>(`select count(*)::text as n from subscription_cycles where cycle_no = 2`).then((r) => {
        const n = Number(r.rows[0]!.n);
        if (n > shown) console.log(`  billed ${(shown = n).toLocaleString('en')} (${(n / ((performance.now() - t) / 1000)).toFixed(0)}/s)`);
      });
    }, 30_000);
    const runs = await Promise.all(Array.from({ length: o.workers }, () => runBilling(db, now, { screen, limit: o.count * 2 })));
    clearInterval(progress);
    const seconds = (performance.now() - t) / 1000;

    const q = async (sql: string) => Number((await database!.query<{ n: string }>(sql)).rows[0]!.n);
    const check = {
      processed: runs.reduce((a, b) => a + b, 0),
      cycles: await q(`select count(*)::text as n from subscription_cycles where cycle_no = 2`),
      charges: await q(`select count(*)::text as n from transactions where initiator = 'merchant' and subscription_id is not null`),
      approved: await q(`select count(*)::text as n from transactions where initiator = 'merchant' and subscription_id is not null and status = 'succeeded'`),
      chargedTwice: await q(
        `select count(*)::text as n from (select subscription_id from transactions where initiator = 'merchant' and subscription_id is not null group by subscription_id having count(*) > 1) x`,
      ),
      skipped: await q(
        `select count(*)::text as n from subscriptions s where not exists (select 1 from transactions t where t.subscription_id = s.subscription_id and t.initiator = 'merchant')`,
      ),
      stillDue: await q(`select count(*)::text as n from subscriptions where due_at <= '${now.toISOString()}'`),
    };
    const ok =
      check.cycles === o.count &&
      check.charges === o.count &&
      check.approved === o.count &&
      check.chargedTwice === 0 &&
      check.skipped === 0 &&
      check.stillDue === 0;
    const perSecond = +(check.charges / seconds).toFixed(1);
    console.log(
      `  billing: ${check.charges.toLocaleString('en')} charges in ${seconds.toFixed(1)} s = ${perSecond} charges/s; charged twice ${check.chargedTwice}, skipped ${check.skipped}, still due ${check.stillDue}: ${ok ? 'ok' : 'WRONG'}`,
    );
    if (!ok) process.exitCode = 1;
    const result = {
      at: new Date().toISOString(),
      machine: machine(),
      options: { count: o.count, merchants: o.merchants, workers: o.workers },
      setupSeconds,
      seconds: +seconds.toFixed(1),
      perSecond,
      check,
      ok,
    };
    await cleanup();
    console.log(JSON.stringify(result));
  } catch (e) {
    await cleanup();
    throw e;
  }
}

await main();
