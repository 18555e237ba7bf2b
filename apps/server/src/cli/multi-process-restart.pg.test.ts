import { describe, expect, it } from 'vitest';
import { DEMO_PAYMENT_PASSWORD } from '../sandbox/demo-transfers.ts';
import { setClockOffset } from '../sandbox/clock.ts';
import { openPostgres } from '../platform/db/client.ts';
import { PARSE_STALE_MS } from '../platform/files/xlsx.ts';
import { verifyLedger } from '../modules/ledger/verify.ts';
import { xlsxOf } from '../../test/xlsx-upload.ts';
import {
  apiMerchant,
  balancedClient,
  balancer,
  call,
  CARD,
  eventually,
  holdLock,
  operatorOf,
  payoutOperator,
  soleWorker,
  transferBody,
  stopProcess,
  waitingOn,
  upload,
  useDeployment,
  type Proc,
} from './multi-process-kit.ts';

/**
 * Restarts and crashes lose nothing (issue 20 §2): a server stopped (SIGTERM) and started again while
 * a balancer's clients keep calling it, a server killed (SIGKILL) with a request in flight, and a
 * worker killed (SIGKILL) in the middle of a batch, each its own Node.js process on one PostgreSQL.
 * Two servers are enough for a balancer to have another.
 */
const deployment = useDeployment({ servers: 2, workers: 2 });
const { servers, workers, url } = deployment;

type Answer = { status: number; body: { respCode: string; data: any } | null };
/** `ref ×n` for each reference counted, and what each of `refs` counted once would give */
const tally = (rows: Array<{ ref: string; n: number }>) => rows.map((r) => `${r.ref} ×${r.n}`).sort();
const eachOnce = (refs: string[]) => refs.map((r) => `${r} ×1`).sort();

describe('a server restarted under load', () => {
  it('loses and doubles nothing: portal reads, transfers, exchanges and signed payments and refunds, retried with their keys on the other server, each answered and done once; the ledger verifies', async () => {
    const database = await openPostgres(url, 2);
    let streaming = true;
    try {
      const lb = balancer(servers);
      // the Payment API's merchant, and a payout merchant's operator signed in on one server (the session holds on both)
      const { merchant, secret } = await apiMerchant(database.db, deployment, 'Restart Merchant');
      const { once } = balancedClient(servers, merchant.merchantNo, secret, lb);
      const payout = await payoutOperator(database.db, servers[0]!, 'Restart Payee');
      const { cookie } = payout;
      // booking an exchange asks for a fresh factor: this operator's is the payment password
      expect((await lb.portal('POST', '/security/stepUp', { cookie, body: { code: DEMO_PAYMENT_PASSWORD } })).body!.respCode).toBe('20000');

      // what each caller sent, and every answer that was not a success
      const sent = { orders: [] as string[], refunds: [] as string[], reads: 0, transfers: [] as string[], quotes: [] as string[] };
      const problems: string[] = [];
      const answered = (what: string, res: Answer) => {
        const ok = res.status === 200 && res.body?.respCode === '20000' && res.body.data !== undefined;
        if (!ok) problems.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
        return ok;
      };
      // each caller sends its next request once the last is answered, until the restart is over (and three more)
      const caller = (next: (i: number) => Promise<void>) =>
        (async () => {
          for (let i = 0; streaming || i < 3; i++) await next(i);
        })();
      const READS = ['/transaction/list?page=1&size=20', '/wallet/balance/list', '/index/dashboard?displayCurrency=USD'];
      const stream = Promise.all([
        // the merchant's server: payments, every other one partly refunded
        ...[0, 1].map((c) =>
          caller(async (i) => {
            const order = `RST-${c}-${i}`;
            sent.orders.push(order);
            const paid = await once(
              '/payments',
              { merchantOrderId: order, amount: '25.00', currency: 'USD', paymentMethod: 'card', card: CARD },
              `pay-${order}`,
            );
            if (!answered(order, paid) || i % 2) return;
            sent.refunds.push(order);
            answered(`refund of ${order}`, await once(`/payments/${paid.body!.data.transactionId}/refunds`, { amount: '5.00' }, `refund-${order}`));
          }),
        ),
        // an operator reading the portal: transactions, balances, the dashboard
        caller(async (i) => {
          sent.reads++;
          answered(READS[i % READS.length]!, await lb.portal('GET', READS[i % READS.length]!, { cookie }));
        }),
        // an operator paying out, each transfer with its key and reference
        caller(async (i) => {
          const reference = `RST-T-${i}`;
          sent.transfers.push(reference);
          const headers = { 'idempotency-key': `transfer-${reference}` };
          answered(reference, await lb.portal('POST', '/transfer/submit', { cookie, headers, body: transferBody(payout.payeeId, reference) }));
        }),
        // an operator exchanging: a quote, booked with its key
        caller(async (i) => {
          const quote = await lb.portal('POST', '/exchange/quote', {
            cookie,
            body: { sellCurrency: 'GBP', buyCurrency: 'USD', fixedSide: 'sell', amount: '10.00' },
          });
          if (!answered(`quote ${i}`, quote)) return;
          const quoteId = quote.body!.data.quoteId as string;
          sent.quotes.push(quoteId);
          answered(
            `booking of ${quoteId}`,
            await lb.portal('POST', '/exchange/book', { cookie, headers: { 'idempotency-key': `fx-${quoteId}` }, body: { quoteId } }),
          );
        }),
      ]);
      // the second server is stopped (SIGTERM) once every caller is under way, and started again
      expect(await eventually(() => sent.reads > 2 && sent.transfers.length > 2 && sent.quotes.length > 2 && sent.refunds.length > 2)).toBe(true);
      const restarted = servers[1]!;
      expect(await stopProcess(restarted, 'SIGTERM')).toBe(0);
      await deployment.restart(restarted);
      // the stream goes on until the started server has answered some of it
      const before = lb.answered.get(restarted) ?? 0;
      expect(await eventually(() => (lb.answered.get(restarted) ?? 0) > before + 10)).toBe(true);
      streaming = false;
      await stream;

      expect(problems).toEqual([]);
      // the stream did meet the restart: some request found the server gone or stopping
      expect(lb.retries.network + lb.retries.unavailable).toBeGreaterThan(0);
      // one payment per order, one refund per refunded order, whatever was retried where
      const { rows } = await database.query<{ payments: number; refunds: number; orders: number }>(
        `select count(*) filter (where type <> 'refund')::int as payments, count(*) filter (where type = 'refund')::int as refunds,
                count(distinct merchant_order_id)::int as orders
         from transactions where merchant_no = $1`,
        [merchant.merchantNo],
      );
      expect(rows[0]).toEqual({ payments: sent.orders.length, refunds: sent.refunds.length, orders: sent.orders.length });
      // one transfer per reference, and each paid by the workers once
      const payoutNo = payout.merchant.merchantNo;
      const transfers = await database.query<{ ref: string; n: number }>(
        'select merchant_reference as ref, count(*)::int as n from transfers where merchant_no = $1 group by 1',
        [payoutNo],
      );
      expect(tally(transfers.rows)).toEqual(eachOnce(sent.transfers));
      const paid = async () =>
        (await database.query<{ n: number }>("select count(*)::int as n from transfers where merchant_no = $1 and status = 'paid'", [payoutNo])).rows[0]!.n;
      expect(await eventually(async () => (await paid()) === sent.transfers.length)).toBe(true);
      // one exchange per quote booked
      const exchanges = await database.query<{ ref: string; n: number; delivered: number }>(
        "select quote_id as ref, count(*)::int as n, count(*) filter (where status = 'delivered')::int as delivered from exchanges where merchant_no = $1 group by 1",
        [payoutNo],
      );
      expect(tally(exchanges.rows)).toEqual(eachOnce(sent.quotes));
      const delivered = exchanges.rows.reduce((n, r) => n + r.delivered, 0);
      // each posted once in the ledger: a transfer's submission, dispatch and settlement; an exchange's sale (and delivery, when due)
      const entries = await database.query<{ kind: string; refs: number; entries: number }>(
        `select kind, count(distinct reference)::int as refs, count(*)::int as entries from ledger_entries
         where merchant_no = $1 and kind like any (array['transfer.%', 'exchange.%']) group by kind order by kind`,
        [payoutNo],
      );
      const t = sent.transfers.length;
      const x = sent.quotes.length;
      expect(entries.rows).toEqual(
        [
          { kind: 'exchange.deliver', refs: delivered, entries: delivered },
          { kind: 'exchange.sell', refs: x, entries: x },
          { kind: 'transfer.dispatch', refs: t, entries: t },
          { kind: 'transfer.settle', refs: t, entries: t },
          { kind: 'transfer.submit', refs: t, entries: t },
        ].filter((r) => r.entries > 0),
      );
      expect((await verifyLedger(database.db)).problems).toEqual([]);
    } finally {
      streaming = false;
      await database.close();
    }
  }, 240_000);
});

describe('a server killed with a request in flight', () => {
  it('makes and pays a transfer once when its server died (SIGKILL) before answering and the client sent it again, with its key, to the other server', async () => {
    const database = await openPostgres(url, 2);
    const [doomed, other] = servers as [Proc, Proc];
    try {
      const { cookie, merchant, payeeId } = await payoutOperator(database.db, other, 'Crash Payee');
      // the merchant's GBP balance held: the transfer waits there, its key and row written, not committed
      const held = await holdLock(url, "select id from ledger_accounts where merchant_no = $1 and currency = 'GBP' and bucket = 'available' for update", [
        merchant.merchantNo,
      ]);
      // a balancer that tries the doomed server first
      const lb = balancer([doomed, other]);
      const answer = lb.portal('POST', '/transfer/submit', { cookie, headers: { 'idempotency-key': 'crash-1' }, body: transferBody(payeeId, 'CRASH-1') });
      expect(await waitingOn(database, held.pid)).toEqual([expect.stringMatching(/"ledger_accounts"/)]);
      expect(await stopProcess(doomed, 'SIGKILL')).toBe(null);
      // no answer (the connection reset): sent again to the other server, where its key waits for the first one's, still open in the database
      const retryWaits = async () =>
        (
          await database.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like 'insert into "idempotency_keys"%'`,
          )
        ).rows[0]!.n > 0;
      expect(await eventually(retryWaits, 60_000)).toBe(true);
      expect(lb.retries).toEqual({ network: 1, unavailable: 0 });
      await held.release();
      // the dead server's transaction rolls back; the retry makes the transfer
      const res = await answer;
      expect(res.body).toMatchObject({ respCode: '20000', data: { merchantReference: 'CRASH-1', status: 'processing' } });
      const serialNo = res.body!.data.serialNo as string;
      const made = await database.query<{ serial_no: string }>("select serial_no from transfers where merchant_no = $1 and merchant_reference = 'CRASH-1'", [
        merchant.merchantNo,
      ]);
      expect(made.rows).toEqual([{ serial_no: serialNo }]);
      const status = async () => (await database.query<{ status: string }>('select status from transfers where serial_no = $1', [serialNo])).rows[0]!.status;
      expect(await eventually(async () => (await status()) === 'paid')).toBe(true);
      const { rows } = await database.query<{ kind: string; n: number }>(
        'select kind, count(*)::int as n from ledger_entries where reference = $1 group by kind order by kind',
        [serialNo],
      );
      expect(rows).toEqual([
        { kind: 'transfer.dispatch', n: 1 },
        { kind: 'transfer.settle', n: 1 },
        { kind: 'transfer.submit', n: 1 },
      ]);
      expect((await verifyLedger(database.db)).problems).toEqual([]);
    } finally {
      await database.close();
      if (doomed.child.signalCode) await deployment.restart(doomed);
    }
  }, 240_000);
});

describe('a worker killed mid-batch', () => {
  it('pays a batch payout of 200 rows exactly once: the killed worker held one transfer open, a worker started after it pays what is left; the ledger verifies', async () => {
    const database = await openPostgres(url, 2);
    try {
      const server = servers[0]!;
      const { cookie, merchant } = await payoutOperator(database.db, server, 'Batch Payee');

      // one worker works the batch: the others are stopped, one to be started again after the kill
      const victim = await soleWorker(workers);
      const file = await xlsxOf(
        ['Payee nickname', 'Send currency', 'Send amount', 'Fee bearing', 'Purpose', 'Merchant reference'],
        Array.from({ length: 200 }, (_, i) => ['Batch Payee', 'GBP', '10.00', 'sender', 'services', `ROW-${i + 1}`]),
      );
      const up = await upload(server, '/transfer/batch/upload', cookie, file, 'batch.xlsx');
      expect(up.respCode).toBe('20000');
      const status = async () => (await call(server, 'GET', `/transfer/batch/detail?id=${up.data.id}`, { cookie })).body!.data.status as string;
      expect(await eventually(async () => !['to_be_parsed', 'parsing'].includes(await status()))).toBe(true);
      expect(await status()).toBe('succeeded');
      // the worker is paused while the batch is confirmed and the row taken: it cannot run ahead of the test
      victim.child.kill('SIGSTOP');
      const confirmed = await call(server, 'POST', '/transfer/batch/confirm', {
        cookie,
        body: { id: up.data.id, paymentPassword: DEMO_PAYMENT_PASSWORD },
        headers: { 'idempotency-key': `batch-${up.data.id}` },
      });
      expect(confirmed.body!.respCode, JSON.stringify(confirmed.body)).toBe('20000');
      const ids = (confirmed.body!.data.created as Array<{ id: number }>).map((t) => t.id);
      expect(ids).toHaveLength(200);
      const batchNo = confirmed.body!.data.batch.batchNo as string;

      // the test holds the 10th transfer's row: the worker's execution of it waits there, mid-batch
      const held = await holdLock(url, 'select id from transfers where id = $1 for update', [ids[9]]);
      victim.child.kill('SIGCONT');
      const paid = async () =>
        (await database.query<{ n: number }>("select count(*)::int as n from transfers where batch_no = $1 and status = 'paid'", [batchNo])).rows[0]!.n;
      expect(await waitingOn(database, held.pid)).toEqual([expect.stringMatching(/from "transfers"/)]);
      expect(await paid()).toBeLessThan(200);

      expect(await stopProcess(victim, 'SIGKILL')).toBe(null);
      await held.release();
      // a worker started after the kill carries the rest at once (its sweeps run at start); the killed job, expired later, finds it paid
      await deployment.restart(victim);
      expect(await eventually(async () => (await paid()) === 200)).toBe(true);
      // each transfer dispatched and settled once in the ledger, whatever ran it twice
      const { rows } = await database.query<{ kind: string; refs: number; entries: number }>(
        `select kind, count(distinct reference)::int as refs, count(*)::int as entries from ledger_entries
         where merchant_no = $1 and kind in ('transfer.dispatch', 'transfer.settle') group by kind order by kind`,
        [merchant.merchantNo],
      );
      expect(rows).toEqual([
        { kind: 'transfer.dispatch', refs: 200, entries: 200 },
        { kind: 'transfer.settle', refs: 200, entries: 200 },
      ]);
      expect((await verifyLedger(database.db)).problems).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('parses a batch refund file whose worker was killed mid-file once, afresh, and refunds each row once when it is confirmed; the ledger verifies', async () => {
    const ROWS = 100;
    const database = await openPostgres(url, 2);
    try {
      const server = servers[0]!;
      const lb = balancer(servers);
      const { merchant, secret } = await apiMerchant(database.db, deployment, 'Refund File Merchant');
      const cookie = await operatorOf(database.db, server, merchant);
      // the payments the file refunds (5.00 of each), made through the Payment API
      const { once } = balancedClient(servers, merchant.merchantNo, secret, lb);
      const payments: string[] = [];
      await Promise.all(
        Array.from({ length: 4 }, async (_, c) => {
          for (let i = c; i < ROWS; i += 4) {
            const paid = await once(
              '/payments',
              { merchantOrderId: `RF-${i}`, amount: '25.00', currency: 'USD', paymentMethod: 'card', card: CARD },
              `rf-${i}`,
            );
            expect(paid.body!.respCode).toBe('20000');
            payments[i] = paid.body!.data.transactionId as string;
          }
        }),
      );

      const victim = await soleWorker(workers);
      // no payment can be read until the test lets it: the worker that takes the file waits at its first row
      const gate = await holdLock(url, 'lock table transactions in access exclusive mode');
      const rows = payments.map((id) => [id, '5.00', 'Returned']);
      const up = await upload(server, '/refund/batch/upload', cookie, await xlsxOf(['Transaction ID', 'Refund amount', 'Refund reason'], rows), 'refunds.xlsx');
      expect(up.respCode).toBe('20000');
      const batch = async () =>
        (
          await database.query<Record<string, unknown>>(
            `select status, row_count, parsed_count, parse_attempts, jsonb_array_length(rows) as rows, jsonb_array_length(errors) as errors
             from import_batches where id = $1`,
            [up.data.id],
          )
        ).rows[0]!;
      expect(await eventually(async () => (await batch()).row_count === ROWS)).toBe(true);
      // the test holds the file's row, then lets the payments be read: the worker's progress after its 20th row waits there
      const held = await holdLock(url, 'select id from import_batches where id = $1 for update', [up.data.id]);
      await gate.release();
      expect(await waitingOn(database, held.pid)).toEqual([expect.stringMatching(/^update "import_batches" set "parsed_count"/)]);
      expect(await stopProcess(victim, 'SIGKILL')).toBe(null);
      // read before the lock goes (the killed worker's statement, still waiting in its server process, may then end)
      expect(await batch()).toMatchObject({ status: 'parsing', parse_attempts: 1, parsed_count: 0, rows: 0 });
      await held.release();

      // the shared clock past the mark of a dead run: the worker started now parses the file again, from its first row
      try {
        await setClockOffset(database.db, PARSE_STALE_MS + 60_000);
        await deployment.restart(victim);
        expect(await eventually(async () => (await batch()).status !== 'parsing')).toBe(true);
      } finally {
        await setClockOffset(database.db, 0);
      }
      expect(await batch()).toMatchObject({ status: 'succeeded', row_count: ROWS, parsed_count: ROWS, parse_attempts: 2, rows: ROWS, errors: 0 });

      // confirmed, and the click sent again with its key (a client's retry): every row refunded, once
      const confirm = () =>
        lb.portal('POST', '/refund/batch/confirm', { cookie, body: { id: up.data.id }, headers: { 'idempotency-key': `refunds-${up.data.id}` } });
      const confirmed = await confirm();
      expect(confirmed.body!.respCode).toBe('20000');
      expect(confirmed.body!.data.results.filter((r: { refund: unknown }) => r.refund).length).toBe(ROWS);
      expect((await confirm()).body!.data).toEqual(confirmed.body!.data);
      const refunds = await database.query<{ ref: string; n: number }>(
        "select original_transaction_id as ref, count(*)::int as n from transactions where merchant_no = $1 and type = 'refund' group by 1",
        [merchant.merchantNo],
      );
      expect(tally(refunds.rows)).toEqual(eachOnce(payments));
      const records = await database.query<{ ref: string; n: number }>(
        'select transaction_id as ref, count(*)::int as n from refund_requests where batch_no = $1 group by 1',
        [up.data.batchNo],
      );
      expect(tally(records.rows)).toEqual(eachOnce(payments));
      const entries = await database.query<{ refs: number; entries: number }>(
        "select count(distinct reference)::int as refs, count(*)::int as entries from ledger_entries where merchant_no = $1 and kind = 'payment.refund'",
        [merchant.merchantNo],
      );
      expect(entries.rows[0]).toEqual({ refs: ROWS, entries: ROWS });
      expect((await verifyLedger(database.db)).problems).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
