// `npm run bench -- webhooks` (run by bench/webhooks.mjs as `node --import tsx bench/webhooks.ts`) on
// PostgreSQL (DATABASE_URL), in a database of its own (crossbill_bench_hooks_<time>, dropped at the end
// unless --keep). Setup: --endpoints merchants, each with one webhook endpoint enrolled through the
// notify service (created, then its test event delivered) at a receiver on 127.0.0.1 in this process;
// --count payment.succeeded events published through publishEvent (the outbox, 500 to a transaction),
// all queued before the clock starts. Measured: the delivery sweep (runDeliveries, the job's own
// function, --workers of them at once, claiming --batch attempts at a time), deliveries/s until the
// queue is empty. Then the check: every event received exactly once, every signature verified with
// the `standardwebhooks` package, every delivery row delivered.
// Human-readable lines first; the last line of stdout is the JSON result.
//   --count 10000  --endpoints 4  --workers 2  --batch 20  --keep
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPostgres, type Database } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { createMailer } from '../apps/server/src/platform/mail/mail.ts';
import { createMerchant } from '../apps/server/src/modules/merchant/service.ts';
import { createEndpoint, publishEvent, runDeliveries, sendTestEvent, type NotifyDeps } from '../apps/server/src/modules/notify/service.ts';
import { benchOptions } from './options.ts';
import { machine } from './machine.ts';
import { throwawayDatabase } from './throwaway-db.ts';

/** The merchants' receiver: every request verified as a merchant would (Standard Webhooks' own verify), ids counted. */
async function receiver(secrets: Map<string, Webhook>) {
  const seen = new Map<string, number>();
  const stats = { requests: 0, badSignatures: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      stats.requests++;
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const merchantNo = (JSON.parse(body) as { merchantNo: string }).merchantNo;
      try {
        secrets.get(merchantNo)!.verify(body, headers);
      } catch {
        stats.badSignatures++;
      }
      seen.set(headers['webhook-id']!, (seen.get(headers['webhook-id']!) ?? 0) + 1);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    seen,
    stats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the webhooks benchmark needs PostgreSQL: set DATABASE_URL');
  const { int, flag } = benchOptions();
  const o = {
    count: int('count', 10_000, { min: 10, max: 1_000_000 }),
    endpoints: int('endpoints', 4, { max: 100 }),
    workers: int('workers', 2, { max: 16 }),
    batch: int('batch', 20, { max: 500 }),
    keep: flag('keep'),
  };
  const tdb = await throwawayDatabase(url, 'crossbill_bench_hooks', { keep: o.keep });
  const secrets = new Map<string, Webhook>();
  const rx = await receiver(secrets);
  let database: Database | undefined;
  const cleanup = async () => {
    await rx.close();
    await database?.close().catch(() => {});
    await tdb.drop();
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    console.log(
      `  database ${tdb.name}; ${o.count.toLocaleString('en')} events to ${o.endpoints} endpoints; ${o.workers} sweep(s) at once, ${o.batch} a claim`,
    );
    // sandbox: the receiver listens on 127.0.0.1, which the address guard refuses in production
    const config = loadConfig({ DATA_DIR: tdb.dataDir, DATABASE_URL: tdb.url, LOG_LEVEL: 'warn', JOBS: 'false', SANDBOX: 'true' }, false);
    database = await openPostgres(tdb.url, Math.max(4, o.workers * 2 + 2));
    await migrate(database);
    const db = database.db;
    // retries are not part of the run (the receiver answers 200): a queued retry job is only counted
    let retriesQueued = 0;
    const deps: NotifyDeps = {
      db,
      config,
      mail: createMailer(db, undefined),
      now: () => new Date(),
      jobs: {
        send: async () => {
          retriesQueued++;
        },
      },
    };
    const actor = { userId: null, userAgent: 'bench' };
    const merchants: string[] = [];
    for (let i = 0; i < o.endpoints; i++) {
      const m = await createMerchant(db, {
        name: `Bench Webhooks ${i + 1}`,
        merchantType: MerchantType.ACQUIRING,
        businessType: BusinessType.ACQUIRING,
        businessTypes: 'acquiring',
        status: MerchantStatus.ACTIVE,
      });
      const { endpoint, secret } = await createEndpoint(deps, {
        merchantNo: m.merchantNo,
        body: { url: rx.url, description: 'bench', events: ['payment.succeeded'] },
        actor,
      });
      secrets.set(m.merchantNo, new Webhook(secret));
      const tested = await sendTestEvent(deps, { merchantNo: m.merchantNo, endpointId: endpoint.endpointId, actor });
      if (tested.endpoint.state !== 'enrolled') throw new Error(`endpoint of ${m.merchantNo} did not enrol: ${tested.endpoint.state}`);
      merchants.push(m.merchantNo);
    }
    const tests = rx.stats.requests;

    let t = performance.now();
    for (let done = 0; done < o.count;) {
      const n = Math.min(500, o.count - done);
      await db.transaction(async (tx) => {
        for (let i = 0; i < n; i++) {
          const k = done + i;
          await publishEvent(tx, {
            merchantNo: merchants[k % merchants.length]!,
            type: 'payment.succeeded',
            data: {
              transactionId: `BENCH${String(k).padStart(12, '0')}`,
              merchantOrderId: `order-${k}`,
              amount: '10.00',
              currency: 'USD',
              status: 'succeeded',
            },
            now: new Date(),
          });
        }
      });
      done += n;
    }
    const publishSeconds = (performance.now() - t) / 1000;
    console.log(
      `  published ${o.count.toLocaleString('en')} events in ${publishSeconds.toFixed(1)} s (${Math.round(o.count / publishSeconds)}/s, in 500-event transactions)`,
    );

    t = performance.now();
    const sweep = async () => {
      let made = 0;
      for (let n = await runDeliveries(deps, { batch: o.batch }); n > 0; n = await runDeliveries(deps, { batch: o.batch })) made += n;
      return made;
    };
    const made = (await Promise.all(Array.from({ length: o.workers }, sweep))).reduce((a, b) => a + b, 0);
    const seconds = (performance.now() - t) / 1000;

    const q = async (text: string) => Number(((await database!.query<{ n: string }>(text)).rows[0] ?? { n: '0' }).n);
    const events = [...rx.seen.keys()].length - tests;
    const check = {
      received: rx.stats.requests - tests,
      uniqueEvents: events,
      duplicates: [...rx.seen.values()].filter((v) => v > 1).length,
      badSignatures: rx.stats.badSignatures,
      delivered: await q(`select count(*)::text as n from webhook_deliveries where status = 'delivered' and event_type = 'payment.succeeded'`),
      notDelivered: await q(`select count(*)::text as n from webhook_deliveries where status <> 'delivered'`),
      retriesQueued,
    };
    const ok =
      made === o.count &&
      check.received === o.count &&
      check.uniqueEvents === o.count &&
      check.duplicates === 0 &&
      check.badSignatures === 0 &&
      check.delivered === o.count &&
      check.notDelivered === 0;
    const perSecond = +(check.received / seconds).toFixed(1);
    console.log(
      `  delivery: ${check.received.toLocaleString('en')} deliveries in ${seconds.toFixed(1)} s = ${perSecond}/s; duplicates ${check.duplicates}, bad signatures ${check.badSignatures}, not delivered ${check.notDelivered}: ${ok ? 'ok' : 'WRONG'}`,
    );
    if (!ok) process.exitCode = 1;
    const result = {
      at: new Date().toISOString(),
      machine: machine(),
      options: { count: o.count, endpoints: o.endpoints, workers: o.workers, batch: o.batch },
      publishSeconds: +publishSeconds.toFixed(1),
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
