import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { addDays, businessDate, businessInstant } from '@crossbill/contracts/business-time';
import { fromMinor } from '@crossbill/contracts/money';
import { openPostgres, type Database } from '../platform/db/client.ts';
import { verifyLedger } from '../modules/ledger/verify.ts';
import { balanceList } from '../modules/wallet/service.ts';
import { OPEN_JOB, SWEEP_JOB as OPEN_SWEEP_JOB } from '../modules/virtual-account/service.ts';
import { DELIVER_JOB, SWEEP_JOB as EXCHANGE_SWEEP_JOB } from '../modules/exchange/jobs.ts';
import { SETTLEMENT_JOB } from '../modules/settlement/jobs.ts';
import { SWEEP_JOB as TRANSFER_SWEEP } from '../modules/transfer/jobs.ts';
import { setClockOffset } from '../sandbox/clock.ts';
import { DEMO_PAYMENT_PASSWORD } from '../sandbox/demo-transfers.ts';
import { apiMerchant, balancedClient, call, CARD, deploymentConfig, eventually, moveClock, payoutOperator, useDeployment } from './multi-process-kit.ts';

/**
 * Jobs run exactly once on many processes (issue 20 §1): two servers and two workers on one PostgreSQL,
 * both workers competing for every job and every sweep. Work falls due on the shared sandbox clock;
 * pg-boss starts a job sent for later by the database's own clock, which the sandbox clock does not
 * move, so such work is made with the clock behind while the workers are stopped, and falls due for
 * both clocks when it is put back. The test then holds the work's row while the workers start together:
 * the job sent for it and each worker's sweep at its start all wait there, and meet it at once.
 */
const { servers, url, dataDir, restartWorkers } = useDeployment({ servers: 2, workers: 2 });

/** pg-boss's own record: the state of each job of queue `name` sent since `since` (of data containing `data`), once none waits or runs. */
async function jobsOf(database: Database, name: string, since: Date, data: Record<string, unknown> = {}): Promise<string[]> {
  const read = async () =>
    (
      await database.query<{ state: string }>('select state from pgboss.job where name = $1 and created_on >= $2 and data @> $3::jsonb order by created_on', [
        name,
        since,
        JSON.stringify(data),
      ])
    ).rows.map((r) => r.state);
  let states = await read();
  await eventually(async () => (states = await read()).every((s) => ['completed', 'failed', 'cancelled'].includes(s)), 60_000);
  return states;
}

/**
 * Holds the rows a `select ... for update` locks, in a transaction of the test's own, until `release()`:
 * work that takes them waits. `waiting()` counts the selects waiting for them, directly or queued behind another.
 */
async function holdRows(database: Database, select: string, values: unknown[]) {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query('begin');
  await holder.query(select, values);
  const pid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  // read from another session: a transaction sees pg_stat_activity as it was at its first look
  const waiting = async () =>
    (
      await database.query<{ n: number }>(
        `with recursive blocked(pid) as (
           select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))
           union select a.pid from pg_stat_activity a join blocked b on b.pid = any(pg_blocking_pids(a.pid)))
         select count(*)::int as n from blocked join pg_stat_activity a using (pid) where a.query like 'select%'`,
        [pid],
      )
    ).rows[0]!.n;
  let held = true;
  const release = async () => {
    if (held) await holder.end();
    held = false;
  };
  return { waiting, release };
}

/** The rows of a `label, n` count, as pairs. */
const counted = async (database: Database, sql: string, values: unknown[]) =>
  (await database.query<{ label: string; n: number }>(sql, values)).rows.map((r) => [r.label, r.n]);

/** Runs `test` with a database session of its own, and puts the clock back for every server after it. */
function onDatabase(test: (database: Database) => Promise<void>) {
  return async () => {
    const database = await openPostgres(url, 2);
    try {
      await test(database);
    } finally {
      await moveClock(database, servers, 0);
      await database.close();
    }
  };
}

/**
 * The workers stop while `make` makes the work (with the clock where the work needs it) and says the
 * select that locks its rows; the test holds those rows while the workers start together, until
 * `waiters` of their jobs and sweeps wait there at once; then lets them go.
 */
async function meetAtOnce(database: Database, waiters: number, make: () => Promise<{ lock: string; values: unknown[] }>): Promise<void> {
  let held: Awaited<ReturnType<typeof holdRows>> | undefined;
  try {
    await restartWorkers(async () => {
      const { lock, values } = await make();
      held = await holdRows(database, lock, values);
    });
    expect(await eventually(async () => (await held!.waiting()) === waiters, 60_000), `${waiters} waiting at once`).toBe(true);
  } finally {
    await held?.release();
  }
}

/** Every job of queue `name` since `since` ran to its end, at least `least` of them; none failed on work another did. */
async function expectCompleted(database: Database, name: string, since: Date, least: number) {
  const states = await jobsOf(database, name, since);
  expect(states.length).toBeGreaterThanOrEqual(least);
  expect(new Set(states)).toEqual(new Set(['completed']));
}

describe('one clock for every process', () => {
  it('runs a scheduled transfer once at 10:00 Beijing on its date when the shared clock gets there, though both workers sweep for it at once', async () => {
    const database = await openPostgres(url, 2);
    const server = servers[1]!;
    try {
      const { cookie } = await payoutOperator(database.db, server, 'Scheduled Payee');
      const payees = await call(server, 'GET', '/transfer/contact/list?pageNum=1&pageSize=10', { cookie });
      const payeeId = (payees.body!.data.content as Array<{ id: number }>)[0]!.id;
      const tomorrow = businessDate(new Date(Date.now() + 86_400_000));
      const submitted = await call(server, 'POST', '/transfer/submit', {
        cookie,
        headers: { 'idempotency-key': `scheduled-${process.pid}` },
        body: {
          payeeId,
          sendCurrency: 'GBP',
          amount: '50.00',
          fixedSide: 'send',
          feeBearing: 'sender',
          purpose: 'services',
          paymentPassword: DEMO_PAYMENT_PASSWORD,
          scheduledDate: tomorrow,
        },
      });
      expect(submitted.body!.data).toMatchObject({ status: 'scheduled', scheduledDate: tomorrow });
      const serialNo = submitted.body!.data.serialNo as string;
      const status = async () => (await database.query<{ status: string }>('select status from transfers where serial_no = $1', [serialNo])).rows[0]!.status;

      // half a minute past 10:00 Beijing tomorrow, for every server and worker at once: both workers start
      // again on it and sweep at their start, rather than at the next minute's tick
      const since = new Date();
      await restartWorkers(() => setClockOffset(database.db, businessInstant(tomorrow, 10).getTime() + 30_000 - Date.now()));
      expect(await eventually(async () => (await status()) === 'paid', 60_000)).toBe(true);
      // both sweeps ran to their end: the one that did not pay it found nothing to do
      await expectCompleted(database, TRANSFER_SWEEP, since, 2);
      const { rows } = await database.query<{ kind: string; n: number }>(
        `select kind, count(*)::int as n from ledger_entries where reference = $1 group by kind order by kind`,
        [serialNo],
      );
      expect(rows).toEqual([
        { kind: 'transfer.dispatch', n: 1 },
        { kind: 'transfer.settle', n: 1 },
        { kind: 'transfer.submit', n: 1 },
      ]);
      const paidAt = await database.query<{ completed_at: Date }>('select completed_at from transfers where serial_no = $1', [serialNo]);
      expect(businessDate(paidAt.rows[0]!.completed_at)).toBe(tomorrow);
      const audits = await database.query<{ n: number }>("select count(*)::int as n from audit_log where target = $1 and action = 'transfer.paid'", [serialNo]);
      expect(audits.rows[0]!.n).toBe(1);
    } finally {
      await moveClock(database, servers, 0);
      await database.close();
    }
  }, 240_000);
});

describe('a virtual account falling due', () => {
  it(
    'opens once, its number issued once, though its job and both workers’ sweeps meet it together; the opening posts nothing',
    onDatabase(async (database) => {
      const server = servers[0]!;
      const since = new Date();
      const { cookie, merchant } = await payoutOperator(database.db, server, 'Account Payee');
      const entries = async () =>
        (await database.query<{ n: number }>('select count(*)::int as n from ledger_entries where merchant_no = $1', [merchant.merchantNo])).rows[0]!.n;
      const entriesBefore = await entries();
      let id = 0;
      // its job and both workers' sweeps wait for the account together, then take it in turn
      await meetAtOnce(database, 3, async () => {
        // applied with the clock behind by more than the opening delay, so that it is due once the clock is back
        await moveClock(database, servers, -(deploymentConfig({ url, dataDir }).VIRTUAL_ACCOUNT_OPEN_SECONDS + 60) * 1000);
        const body = { currency: 'USD', country: 'US', type: 'individual', holderName: 'Jane Doe', address: '1 Harbour Road, Wan Chai, Hong Kong' };
        const applied = await call(server, 'POST', '/virtualAccount/apply', { cookie, body });
        expect(applied.body!.respCode, JSON.stringify(applied.body)).toBe('20000');
        id = applied.body!.data.id as number;
        expect(Date.parse(applied.body!.data.dueAt)).toBeLessThan(Date.now());
        await moveClock(database, servers, 0);
        return { lock: 'select id from virtual_accounts where id = $1 for update', values: [id] };
      });
      const accounts = async () =>
        (
          await database.query<{ status: string; number: string | null }>(
            'select status, account_number as number from virtual_accounts where merchant_no = $1',
            [merchant.merchantNo],
          )
        ).rows;
      expect(await eventually(async () => (await accounts())[0]?.status === 'active')).toBe(true);
      expect(await jobsOf(database, OPEN_JOB, since, { id })).toEqual(['completed']);
      await expectCompleted(database, OPEN_SWEEP_JOB, since, 2);

      const [account, ...others] = await accounts();
      expect(others).toEqual([]);
      expect(account!.number).toMatch(/\d/);
      // one opening, and the number it issued is the account's
      const audits = await database.query<{ action: string; number: string | null }>(
        "select action, summary->>'accountNumber' as number from audit_log where merchant_no = $1 and target = $2 and action like 'virtualAccount.%' order by id",
        [merchant.merchantNo, String(id)],
      );
      expect(audits.rows).toEqual([
        { action: 'virtualAccount.apply', number: null },
        { action: 'virtualAccount.open', number: account!.number },
      ]);
      expect(await entries()).toBe(entriesBefore);
    }),
    180_000,
  );
});

describe('an exchange falling due', () => {
  it(
    'delivers once, though its job and both workers’ sweeps meet it together: the sale and the delivery post once each, the wallet moves once',
    onDatabase(async (database) => {
      const server = servers[0]!;
      const since = new Date();
      const { cookie, merchant } = await payoutOperator(database.db, server, 'Exchange Payee');
      // booked after the cut-off four Beijing days ago: delivered at a later business day's cut-off, which has passed
      const bookedAt = businessInstant(addDays(businessDate(new Date()), -4), 16);
      let quote: { quoteId: string; buyAmount: string; deliveryDate: string } | undefined;
      let booked: { id: number; serialNo: string; deliverAt: string } | undefined;
      // its delivery job and both workers' sweeps wait for the exchange together, then take it in turn
      await meetAtOnce(database, 3, async () => {
        await moveClock(database, servers, bookedAt.getTime() - Date.now());
        expect((await call(server, 'POST', '/security/stepUp', { cookie, body: { code: DEMO_PAYMENT_PASSWORD } })).body!.respCode).toBe('20000');
        const body = { sellCurrency: 'GBP', buyCurrency: 'USD', fixedSide: 'sell', amount: '100.00' };
        quote = (await call(server, 'POST', '/exchange/quote', { cookie, body })).body!.data;
        expect(quote).toMatchObject({ sameDay: false, sellAmount: '100.00' });
        const headers = { 'idempotency-key': `fx-${process.pid}` };
        const res = await call(server, 'POST', '/exchange/book', { cookie, body: { quoteId: quote!.quoteId }, headers });
        expect(res.body!.data).toMatchObject({ status: 'pending', deliveryDate: quote!.deliveryDate });
        booked = res.body!.data;
        expect(Date.parse(booked!.deliverAt)).toBeLessThan(Date.now());
        await moveClock(database, servers, 0);
        return { lock: 'select id from exchanges where id = $1 for update', values: [booked!.id] };
      });
      const status = async () => (await database.query<{ status: string }>('select status from exchanges where id = $1', [booked!.id])).rows[0]!.status;
      expect(await eventually(async () => (await status()) === 'delivered')).toBe(true);
      expect(await jobsOf(database, DELIVER_JOB, since, { id: booked!.id })).toEqual(['completed']);
      await expectCompleted(database, EXCHANGE_SWEEP_JOB, since, 2);

      const serialNo = booked!.serialNo;
      const kinds = 'select kind as label, count(*)::int as n from ledger_entries where reference = $1 group by kind order by kind';
      expect(await counted(database, kinds, [serialNo])).toEqual([
        ['exchange.deliver', 1],
        ['exchange.sell', 1],
      ]);
      const actions =
        "select action as label, count(*)::int as n from audit_log where target = $1 and action like 'exchange.%' group by action order by action";
      expect(await counted(database, actions, [serialNo])).toEqual([
        ['exchange.book', 1],
        ['exchange.deliver', 1],
      ]);
      // GBP 10,000 less the 100 sold; the bought dollars once
      const balances = await balanceList(database.db, [merchant.merchantNo], { operatorId: null });
      expect(Object.fromEntries(balances.map((b) => [b.currency, b.available]))).toEqual({ GBP: '9900.00', USD: quote!.buyAmount });
      expect((await verifyLedger(database.db)).problems).toEqual([]);
    }),
    180_000,
  );
});

describe('the daily settlement run by two workers at once', () => {
  it(
    'settles each capture once: both runs wait on the same captures and one settles them, in one batch and one ledger entry',
    onDatabase(async (database) => {
      const since = new Date();
      const { merchant, secret } = await apiMerchant(database.db, { url, dataDir }, 'Settlement Merchant');
      const { once } = balancedClient(servers, merchant.merchantNo, secret);
      const amounts = ['100.00', '25.50', '7.25'];
      for (const [i, amount] of amounts.entries()) {
        const paid = await once('/payments', { merchantOrderId: `STL-${i}`, amount, currency: 'USD', paymentMethod: 'card', card: CARD }, `settle-${i}`);
        expect(paid.body!.respCode).toBe('20000');
      }
      // the run each worker starts with, both inside runSettlement at once (a worker takes one job of a queue at a
      // time): the first's select of the captures waits for the test's lock, the second's queues behind it
      await meetAtOnce(database, 2, async () => {
        // 02:00 Beijing tomorrow, the run's own time: today's captures are due (T+1)
        await setClockOffset(database.db, businessInstant(addDays(businessDate(new Date()), 1), 2).getTime() - Date.now());
        return { lock: "select id from transactions where merchant_no = $1 and type <> 'refund' for update", values: [merchant.merchantNo] };
      });
      await expectCompleted(database, SETTLEMENT_JOB, since, 2);

      const settled = await database.query<{ settled: number; batches: number }>(
        "select count(settled_at)::int as settled, count(distinct settlement_batch_id)::int as batches from transactions where merchant_no = $1 and type <> 'refund'",
        [merchant.merchantNo],
      );
      expect(settled.rows[0]).toEqual({ settled: amounts.length, batches: 1 });
      const batches = await database.query<{ batch_id: string; transaction_count: number; settlement_amount: string }>(
        'select batch_id, transaction_count, settlement_amount::text from settlement_batches where merchant_no = $1',
        [merchant.merchantNo],
      );
      expect(batches.rows).toHaveLength(1);
      const batch = batches.rows[0]!;
      expect(batch.transaction_count).toBe(amounts.length);
      const kinds = 'select kind as label, count(*)::int as n from ledger_entries where merchant_no = $1 and reference = $2 group by kind';
      expect(await counted(database, kinds, [merchant.merchantNo, batch.batch_id])).toEqual([['settlement.batch', 1]]);
      const actions = 'select action as label, count(*)::int as n from audit_log where target = $1 group by action';
      expect(await counted(database, actions, [batch.batch_id])).toEqual([['settlement.batch', 1]]);
      // the captures left to-be-settled once, for available less the fees
      const [usd] = await balanceList(database.db, [merchant.merchantNo], { operatorId: null });
      expect(usd).toMatchObject({ currency: 'USD', toBeSettled: '0.00', available: fromMinor(BigInt(batch.settlement_amount), 'USD') });
      expect((await verifyLedger(database.db)).problems).toEqual([]);
    }),
    180_000,
  );
});
