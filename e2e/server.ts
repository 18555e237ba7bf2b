// The browser tests' server: the real app (built web + API) on a fresh database, with the demo data
// and the fixtures the specs need, all created through the services. The database is the embedded
// one in a fresh data dir, or, when TEST_DATABASE_URL names a PostgreSQL server (CI does), a fresh
// database of this slot there: PGlite answers one query at a time, which on 2 cores made the browser
// tests wait on it (the embedded database keeps its own server tests). A second, test-only
// port moves the server's clock so that session expiry can be tested as it really happens, and
// reads the mails the server would have sent.
import fs from 'node:fs';
import pg from 'pg';
import http from 'node:http';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openConfiguredDatabase } from '../apps/server/src/platform/db/open.ts';
import { buildServer } from '../apps/server/src/app.ts';
import { stopOnSignals } from '../apps/server/src/platform/lifecycle.ts';
import { seedDemoIfEmpty } from '../apps/server/src/sandbox/demo-seed.ts';
import { seedE2eFixtures, USERS } from './fixtures/seed.ts';
import { CONTROL_PORT, E2E_PORT, E2E_SLOT } from './env.ts';
import { reviewApplication, reviewQueue } from '../apps/server/src/modules/onboarding/service.ts';
import { decideFace, faceQueue } from '../apps/server/src/modules/onboarding/face.ts';
import { startSmtpSink } from '../apps/server/test/smtp-sink.ts';
import { runSettlement } from '../apps/server/src/modules/settlement/service.ts';
import { DEMO_EMAIL } from '../apps/server/src/sandbox/demo-seed.ts';
import { expirePasswordIn, findMerchantsOfUser } from './fixtures/lookup.ts';
import { payOverApi, subscribeOverApi } from './fixtures/merchant-api.ts';
import { runBilling } from '../apps/server/src/modules/subscription/service.ts';
import { answerDueDeclarations } from '../apps/server/src/modules/declaration/service.ts';
import { paymentScreen } from '../apps/server/src/modules/risk/service.ts';
import { alertOnOrder, decideOpenRebuttal, raiseOnOrder, reportFraudOnOrder, sweepAlerts } from './fixtures/issuer.ts';
import { advanceEnrolment } from '../apps/server/src/modules/enrolment/service.ts';
import { raiseEthocaAlert } from './fixtures/ethoca-network.ts';
import { startSftpSink } from '../apps/server/test/sftp-sink.ts';
import { runDeliveries } from '../apps/server/src/modules/sftp/service.ts';
import { SFTP_REPORT_SHEETS } from '../apps/server/src/app.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, `.tmp/e2e-data-${E2E_SLOT}`);
fs.rmSync(dataDir, { recursive: true, force: true });

/** A fresh PostgreSQL database of this slot (dropped first if a killed run left it), and its drop. */
async function freshPostgres(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `crossbill_e2e_${E2E_PORT}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
const postgres = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;

let offsetMs = 0;
// a real SMTP server: the specs read the mailed codes from it (GET /mails?to= on the control port)
const sink = await startSmtpSink();
// a real SFTP server the SFTP tab's destinations connect to (GET /sftp on the control port: its port and sign-in)
const sftp = await startSftpSink();
const config = loadConfig(
  {
    ...process.env,
    SMTP_URL: sink.url,
    DATA_DIR: dataDir,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    VIRTUAL_ACCOUNT_OPEN_SECONDS: '5',
    SANDBOX: 'true',
    LOGIN_NEW_DEVICE_CHECK: 'true',
    DEMO_HISTORY: 'false',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  },
  false,
);
config.WEB_DIST = path.join(root, 'apps/web/dist');
const { database, release } = await openConfiguredDatabase(config);
if (postgres) {
  const close = database.close;
  database.close = async () => {
    await close();
    await postgres.drop();
  };
}
const server = await buildServer({ config, database, now: () => new Date(Date.now() + offsetMs) });
await seedDemoIfEmpty(server.deps);
await seedE2eFixtures(server.deps);
await server.app.listen({ port: E2E_PORT, host: '127.0.0.1' });

const hooks: Array<{ url: string; id: string; signature: string; body: string }> = [];
http
  .createServer((req, res) => {
    if (req.url === '/ready') return res.end('ok');
    const mails = /^\/mails\?to=([^&]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && mails) {
      const to = decodeURIComponent(mails[1]!).toLowerCase();
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(sink.mails.filter((m) => m.to.includes(to)).map(({ to: rcpt, subject, text }) => ({ to: rcpt, subject, text }))));
    }
    const m = /^\/clock\/advance\/(\d+)$/.exec(req.url ?? '');
    if (req.method === 'POST' && m) {
      offsetMs += Number(m[1]);
      return res.end(String(offsetMs));
    }
    // the provider's reviewer: approve every application waiting for review (as `ops onboarding approve`)
    if (req.method === 'POST' && req.url === '/onboarding/approve-waiting') {
      void (async () => {
        const rows = await reviewQueue(server.deps.db, ['waiting', 'processing']);
        for (const r of rows) await reviewApplication(server.deps, { orderNo: r.orderNo, decision: 'approve', reviewer: 'e2e', now: server.deps.now() });
        res.end(String(rows.length));
      })().catch((e: unknown) => {
        res.statusCode = 500;
        res.end(String(e));
      });
      return;
    }
    // the verification provider rejects every face check in review, with ?reason= (as `ops face reject`)
    if (req.method === 'POST' && req.url?.startsWith('/face/reject-pending')) {
      const reason = new URL(req.url, 'http://control').searchParams.get('reason');
      void (async () => {
        const rows = await faceQueue(server.deps.db, ['pending']);
        for (const r of rows) await decideFace(server.deps, { id: r.id, decision: 'rejected', reason, reviewer: 'e2e', now: server.deps.now() });
        res.end(String(rows.length));
      })().catch((e: unknown) => {
        res.statusCode = 500;
        res.end(String(e));
      });
      return;
    }
    // the daily settlement run of today (Beijing) for the default merchant of ?email= (else the demo
    // aggregate merchant), as the job does it
    if (req.method === 'POST' && req.url?.startsWith('/settlement/run')) {
      void (async () => {
        const email = new URL(req.url!, 'http://control').searchParams.get('email') ?? DEMO_EMAIL;
        const [merchantNo] = await findMerchantsOfUser(server.deps, email);
        const run = await runSettlement(server.deps.db, { now: server.deps.now(), merchantNo, rates: server.deps.rates });
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify(
            run.batches.map((b) => ({ batchId: b.batchId, currency: b.currency, transactionCount: b.transactionCount, refundCount: b.refundCount })),
          ),
        );
      })().catch((e: unknown) => {
        res.statusCode = 500;
        res.end(String(e));
      });
      return;
    }
    // a user's password reaches its maximum age `ms` after the server's now (?email=&ms=)
    if (req.method === 'POST' && req.url?.startsWith('/password/expire-in')) {
      const q = new URL(req.url, 'http://control').searchParams;
      void expirePasswordIn(server.deps, q.get('email') ?? '', Number(q.get('ms') ?? 0))
        .then(() => res.end('ok'))
        .catch((e: unknown) => {
          res.statusCode = 500;
          res.end(String(e));
        });
      return;
    }
    // the merchant's server pays with card ?card= over the signed /v1 API for the merchant of ?email= (?order=, the customer's
    // ?customerEmail=); answers the payment
    if (req.method === 'POST' && req.url?.startsWith('/payments/pay')) {
      const q = new URL(req.url, 'http://control').searchParams;
      const customerEmail = q.get('customerEmail') ?? undefined;
      void payOverApi(server.app, server.deps, { email: q.get('email') ?? '', card: q.get('card') ?? '', order: q.get('order') ?? '', customerEmail })
        .then((data) => (res.setHeader('content-type', 'application/json'), res.end(JSON.stringify(data))))
        .catch((e: unknown) => {
          res.statusCode = 500;
          res.end(String(e));
        });
      return;
    }
    // the merchant's server sells a per-minute plan over /v1 (?email=&contract=): the subscription and its first payment
    if (req.method === 'POST' && req.url?.startsWith('/subscriptions/sell')) {
      const q = new URL(req.url, 'http://control').searchParams;
      void subscribeOverApi(server.app, server.deps, { email: q.get('email') ?? '', contract: q.get('contract') ?? '' })
        .then((data) => (res.setHeader('content-type', 'application/json'), res.end(JSON.stringify(data))))
        .catch((e: unknown) => {
          res.statusCode = 500;
          res.end(String(e));
        });
      return;
    }
    // the billing run at the server's clock, as the minute job runs it; answers how many cycles it billed
    if (req.method === 'POST' && req.url === '/subscriptions/bill') {
      void runBilling(server.deps.db, server.deps.now(), { screen: paymentScreen(server.deps.config) })
        .then((n) => res.end(String(n)))
        .catch((e: unknown) => {
          res.statusCode = 500;
          res.end(String(e));
        });
      return;
    }
    // the issuer raises a chargeback on a payment of the merchant of ?email= (default: the dispute
    // fixture's) by its merchant order id (?order=&reason=[&amount=]); answers the chargeback id
    if (req.method === 'POST' && req.url?.startsWith('/disputes/raise')) {
      const q = new URL(req.url, 'http://control').searchParams;
      const input = {
        email: q.get('email') ?? USERS.disputes,
        order: q.get('order') ?? '',
        reason: q.get('reason') ?? '',
        amount: q.get('amount') ?? undefined,
      };
      void raiseOnOrder(server.deps, input)
        .then((id) => res.end(id))
        .catch((e: unknown) => {
          res.statusCode = 500;
          res.end(String(e));
        });
      return;
    }
    // the issuer decides the submitted rebuttal of chargeback ?id= (?outcome=won|lost[&comment=]); answers its status after
    if (req.method === 'POST' && req.url?.startsWith('/disputes/decide')) {
      const q = new URL(req.url, 'http://control').searchParams;
      const outcome = q.get('outcome');
      if (outcome !== 'won' && outcome !== 'lost') {
        res.statusCode = 400;
        return res.end('outcome: won or lost');
      }
      void decideOpenRebuttal(server.deps, { id: q.get('id') ?? '', outcome, comment: q.get('comment') ?? undefined })
        .then((status) => res.end(status))
        .catch((e: unknown) => {
          res.statusCode = 500;
          res.end(String(e));
        });
      return;
    }
    // the network sends a pre-dispute alert on the alert fixture merchant's payment ?order= (&follow=1: a chargeback is scheduled to follow); answers its id
    if (req.method === 'POST' && req.url?.startsWith('/alerts/raise')) {
      const q = new URL(req.url, 'http://control').searchParams;
      void alertOnOrder(server.deps, { email: USERS.alerts, order: q.get('order') ?? '', followChargeback: q.get('follow') === '1' })
        .then((id) => res.end(id))
        .catch((e: unknown) => {
          res.statusCode = 500;
          res.end(String(e));
        });
      return;
    }
    // the network sends an Ethoca-type alert on a new payment of ?amount= USD of the merchant of ?email= (default: the demo's); answers the alert id
    if (req.method === 'POST' && req.url?.startsWith('/ethoca/raise')) {
      const q = new URL(req.url, 'http://control').searchParams;
      void raiseEthocaAlert(server.deps, { email: q.get('email') ?? DEMO_EMAIL, amount: q.get('amount') ?? '100.00' })
        .then((id) => res.end(id))
        .catch((e: unknown) => {
          res.statusCode = 500;
          res.end(String(e));
        });
      return;
    }
    // the issuer reports a payment of the merchant of ?email= (default: the dispute fixture's) as fraud,
    // by its merchant order id (?order=[&type=tc40_6|safe_04…]); answers the notification id
    if (req.method === 'POST' && req.url?.startsWith('/fraud/raise')) {
      const q = new URL(req.url, 'http://control').searchParams;
      void reportFraudOnOrder(server.deps, { email: q.get('email') ?? USERS.disputes, order: q.get('order') ?? '', type: q.get('type') ?? undefined })
        .then((id) => res.end(id))
        .catch((e: unknown) => {
          res.statusCode = 500;
          res.end(String(e));
        });
      return;
    }
    // the sandbox customs answers what is due at the server's clock, as its minute job does; answers how many
    if (req.method === 'POST' && req.url === '/declarations/answer') {
      void answerDueDeclarations(server.deps.db, server.deps.now())
        .then((n) => res.end(String(n)))
        .catch((e: unknown) => {
          res.statusCode = 500;
          res.end(String(e));
        });
      return;
    }
    // the alert sweep as its minute job would run it ?ahead= ms from the server's now (default 0). The
    // time goes to the sweep alone: a clock moved hours on would end the open page's session if one of
    // its polls landed meanwhile (idle limit)
    if (req.method === 'POST' && req.url?.startsWith('/alerts/sweep')) {
      const ahead = Number(new URL(req.url, 'http://control').searchParams.get('ahead') ?? 0);
      if (!Number.isSafeInteger(ahead) || ahead < 0) {
        res.statusCode = 400;
        return res.end('ahead: whole milliseconds, 0 or more');
      }
      void sweepAlerts(server.deps, ahead)
        .then((r) => res.end(JSON.stringify(r)))
        .catch((e: unknown) => {
          res.statusCode = 500;
          res.end(String(e));
        });
      return;
    }
    // the network moves enrolment ?id= one state on (as `ops enrolments advance` does); answers its status after
    if (req.method === 'POST' && req.url?.startsWith('/enrolments/advance')) {
      const enrolmentId = new URL(req.url, 'http://control').searchParams.get('id') ?? '';
      void server.deps.db
        .transaction((tx) => advanceEnrolment(tx, { enrolmentId, actor: { kind: 'provider' }, now: server.deps.now() }))
        .then((r) => res.end(r.status))
        .catch((e: unknown) => {
          res.statusCode = 500;
          res.end(String(e));
        });
      return;
    }
    if (req.method === 'GET' && req.url === '/sftp') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ port: sftp.port, username: sftp.username, password: sftp.password }));
    }
    // the hourly SFTP run now: the last closed Beijing day's files to every enrolled destination
    if (req.method === 'POST' && req.url === '/sftp/deliver') {
      void runDeliveries(server.deps, SFTP_REPORT_SHEETS)
        .then((r) => res.end(JSON.stringify(r)))
        .catch((e: unknown) => {
          res.statusCode = 500;
          res.end(String(e));
        });
      return;
    }
    // a merchant's webhook receiver (developer/notify): keeps what it is posted, answers 200
    if (req.method === 'POST' && req.url?.startsWith('/hooks/receive')) {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        hooks.push({
          url: req.url!,
          id: String(req.headers['webhook-id']),
          signature: String(req.headers['webhook-signature']),
          body: Buffer.concat(chunks).toString(),
        });
        res.end('ok');
      });
      return;
    }
    if (req.method === 'GET' && req.url === '/hooks/received') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(hooks));
    }
    if (req.method === 'POST' && req.url === '/clock/reset') {
      offsetMs = 0;
      return res.end('0');
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(CONTROL_PORT, '127.0.0.1');

stopOnSignals({ server, database, release }, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
