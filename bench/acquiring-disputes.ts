// The disputes part of `npm run bench -- acquiring`: a sample of chargebacks, rebuttals and inquiries
// made through the dispute services on sample payments, then multiplied in SQL to about 1% of the
// transactions, each copy on the copy of its payment (same merchant, same shift in time, same scale).
// THE BULK PATH IS FOR THE BENCHMARK ONLY: copies carry no ledger entries, timeline events or
// documents, and the monthly rollup and the case index are recomputed from the whole tables (one
// aggregate; rebuildCases), each checked identical to the service's on the sample first. Nothing
// outside bench/ may write these rows.
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { businessMonth } from '@crossbill/contracts/chargeback-rate';
import { fromMinor, type Currency } from '@crossbill/contracts/money';
import type { Db } from '../apps/server/src/platform/db/client.ts';
import type { ServerDeps } from '../apps/server/src/deps.ts';
import {
  acceptChargeback,
  decideRebuttal,
  raiseChargeback,
  saveDraft,
  submitRebuttal,
  type DisputeActor,
  pricingOf,
} from '../apps/server/src/modules/dispute/service.ts';
import { raiseInquiry } from '../apps/server/src/modules/dispute/inquiries.ts';
import { rebuildCases } from '../apps/server/src/modules/dispute/case-index-store.ts';
import { capture, pct, replay, timed } from './acquiring-timing.ts';

/** Chargebacks per transaction in the multiplied data (100k per 10M). */
const RATE = 0.01;
const REASONS: Record<string, string[]> = { visa: ['13.1', '10.4', '13.3', '12.6.1'], mastercard: ['4853', '4837', '4855', '4863'] };

/** The same shift and scale as the payment copy g (acquiring-data.ts insertCopies). */
const SHIFT = `cross join lateral (select make_interval(days => (g * 37) % 335, mins => g % 600) as shift, 50 + (g * 53) % 100 as factor) sh`;
/** The id of copy g of a sample row: prefix, its shifted Beijing date, g, the sample id's last 7 characters. */
const copyId = (prefix: string, id: string, at: string) =>
  `'${prefix}' || to_char((${at} - sh.shift) at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(g::text, 5, '0') || right(${id}, 7)`;
const txCopy = copyId('', 'p.transaction_id', 'p.created_at').replace(`'' ||`, `left(p.transaction_id, 1) ||`);

/**
 * Made before the sample is snapshotted (acquiring-data.ts), so that its payments carry what the
 * chargebacks hold of them. Through the services, on payments of the sample (succeeded card payments, nothing refunded): one
 * chargeback per payment in every state (new, draft, in rebuttal, won, lost with the second round
 * open, lost for good with the penalty, second round won, accepted), some partial; and inquiries on
 * other payments. Returns the number made of each.
 */
export async function disputeSample(deps: ServerDeps, bare: pg.Pool, o: { merchantNo: string; userId: number; now: Date; count: number }) {
  const db: Db = deps.db;
  const pricing = pricingOf(deps);
  const { rows: payments } = await bare.query<{ transaction_id: string; payment_method: string; captured_amount: string; currency: string }>(
    `select transaction_id, payment_method, captured_amount::text, currency from transactions
      where type <> 'refund' and status = 'succeeded' and refunded_amount = 0 and refund_pending_amount = 0 and captured_amount > 100
        and payment_method in ('visa', 'mastercard') order by created_at, id`,
  );
  const operator: DisputeActor = { kind: 'operator', userId: o.userId, name: 'Bench Operator' };
  const scope = [o.merchantNo];
  const inquiries = Math.max(1, Math.floor(o.count / 5));
  if (payments.length < o.count + inquiries) throw new Error(`the sample has ${payments.length} card payments to dispute; ${o.count + inquiries} needed`);
  const draft = { scope, description: 'Delivered and signed for; tracking attached.', evidence: {}, actor: operator, now: o.now };
  const decide = (chargebackId: string, outcome: 'won' | 'lost') =>
    db.transaction((tx) => decideRebuttal(tx, pricing, { chargebackId, outcome, comment: 'Issuer decision', actor: { kind: 'ops' }, now: o.now }));
  const submit = (chargebackId: string, second = false) =>
    db.transaction((tx) => submitRebuttal(tx, pricing, { ...draft, chargebackId, second, acknowledgePenalty: second }));
  for (let i = 0; i < o.count; i++) {
    const p = payments[i]!;
    const codes = REASONS[p.payment_method]!;
    // every fifth chargeback takes half of the payment
    const amount = i % 5 === 0 ? fromMinor(BigInt(p.captured_amount) / 2n, p.currency as Currency) : undefined;
    const cb = await db.transaction((tx) =>
      raiseChargeback(tx, pricing, {
        merchantNo: o.merchantNo,
        transactionId: p.transaction_id,
        reasonCode: codes[i % codes.length]!,
        amount,
        source: 'sandbox',
        actor: { kind: 'sandbox' },
        now: o.now,
      }),
    );
    const id = cb.chargebackId;
    const step = i % 8;
    if (step === 1) await db.transaction((tx) => saveDraft(tx, { ...draft, chargebackId: id }));
    if (step === 6) await db.transaction((tx) => acceptChargeback(tx, { scope, chargebackId: id, actor: operator, now: o.now }));
    if (step >= 2 && step !== 6) await submit(id);
    if (step === 3) await decide(id, 'won');
    if (step === 4 || step === 5 || step === 7) await decide(id, 'lost');
    if (step === 5 || step === 7) {
      await submit(id, true);
      await decide(id, step === 5 ? 'lost' : 'won');
    }
  }
  for (let i = 0; i < inquiries; i++) {
    const p = payments[o.count + i]!;
    await db.transaction((tx) =>
      raiseInquiry(tx, { merchantNo: o.merchantNo, transactionId: p.transaction_id, reasonCode: REASONS[p.payment_method]![0]!, now: o.now }),
    );
  }
  // the sources of every copy, and each disputed payment's index (which copies of it are disputed)
  await bare.query(`create table bench_cb_sample as select * from chargebacks`);
  await bare.query(`create table bench_rebuttal_sample as select * from rebuttals`);
  await bare.query(`create table bench_inquiry_sample as select * from chargeback_inquiries`);
  await bare.query(
    `create table bench_disputed as select transaction_id, (row_number() over (order by transaction_id) - 1)::int as pi
       from (select transaction_id from chargebacks union select transaction_id from chargeback_inquiries) x`,
  );
  const n = async (table: string) => Number((await bare.query<{ n: string }>(`select count(*)::text as n from ${table}`)).rows[0]!.n);
  return { chargebacks: await n('chargebacks'), rebuttals: await n('rebuttals'), inquiries: await n('chargeback_inquiries') };
}

/** The monthly rollup of every chargeback, as rate-rollup.ts keeps it (Beijing month of receipt; outcomeOf). */
const MONTHLY_AGGREGATE = `
  select merchant_no, to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month, scheme, category, currency, card_country,
         case when not closed then 'open' when status = 'won' then 'won' when status = 'accepted' then 'accepted' else 'lost' end as outcome,
         count(*)::bigint as count, sum(amount)::bigint as amount
  from chargebacks group by 1, 2, 3, 4, 5, 6, 7`;

/** Rows where the service's monthly rollup and the aggregate disagree (cells moved back to zero do not count). */
export async function monthlyDifferences(bare: pg.Pool): Promise<number> {
  const cols = 'merchant_no, month, scheme, category, currency, card_country, outcome, count, amount';
  const { rows } = await bare.query<{ n: string }>(
    `select count(*)::text as n from (
       (select ${cols} from chargeback_monthly where count <> 0 or amount <> 0 except ${MONTHLY_AGGREGATE})
       union all
       (${MONTHLY_AGGREGATE} except select ${cols} from chargeback_monthly)
     ) d`,
  );
  return Number(rows[0]!.n);
}

/** Every `every`-th copy of a disputed payment is disputed, so that chargebacks are about RATE of the transactions. */
export function disputeEvery(sampleRows: number, sampleChargebacks: number): number {
  return Math.max(1, Math.round(sampleChargebacks / (RATE * sampleRows)));
}

async function columns(bare: pg.Pool, table: string): Promise<string[]> {
  const { rows } = await bare.query<{ c: string }>(
    `select column_name as c from information_schema.columns where table_name = $1 and column_name <> 'id' order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.c);
}

/**
 * Copies of the sample's disputes for payment copies `from`..`to`: copy g of a disputed payment with
 * index pi is disputed when (g + pi) mod `every` = 0; its chargebacks, rebuttals and inquiries then
 * point at copy g of the payment (merchant, id, times shifted and money scaled alike).
 */
export async function insertDisputeCopies(bare: pg.Pool, merchants: string[], from: number, to: number, every: number): Promise<void> {
  const shifted = (cols: string[], extra: Record<string, string>) => cols.map((c) => extra[c] ?? (/_at$/.test(c) ? `s.${c} - sh.shift` : `s.${c}`)).join(', ');
  const merchant = `($1::text[])[1 + g % ${merchants.length}]`;
  const tail = `from generate_series($2::int, $3::int) g ${SHIFT}`;
  const cb = await columns(bare, 'chargebacks');
  await bare.query(
    `insert into chargebacks (${cb.join(', ')})
     select ${shifted(cb, {
       chargeback_id: copyId('CB', 's.chargeback_id', 's.created_at'),
       merchant_no: merchant,
       transaction_id: txCopy,
       amount: `greatest(1, s.amount * sh.factor / 100)`,
     })}
     ${tail} cross join bench_cb_sample s join bench_disputed d using (transaction_id) join bench_sample p using (transaction_id)
     where (g + d.pi) % $4 = 0 order by s.created_at - sh.shift, s.id`,
    [merchants, from, to, every],
  );
  const rb = await columns(bare, 'rebuttals');
  await bare.query(
    `insert into rebuttals (${rb.join(', ')})
     select ${shifted(rb, { chargeback_id: copyId('CB', 'c.chargeback_id', 'c.created_at'), merchant_no: merchant })}
     ${tail} cross join bench_rebuttal_sample s join bench_cb_sample c using (chargeback_id) join bench_disputed d on d.transaction_id = c.transaction_id
     where (g + d.pi) % $4 = 0 order by s.created_at - sh.shift, s.id`,
    [merchants, from, to, every],
  );
  const iq = await columns(bare, 'chargeback_inquiries');
  await bare.query(
    `insert into chargeback_inquiries (${iq.join(', ')})
     select ${shifted(iq, {
       inquiry_id: copyId('RFI', 's.inquiry_id', 's.created_at'),
       merchant_no: merchant,
       transaction_id: txCopy,
       amount: `s.amount * sh.factor / 100`,
     })}
     ${tail} cross join bench_inquiry_sample s join bench_disputed d using (transaction_id) join bench_sample p using (transaction_id)
     where (g + d.pi) % $4 = 0 order by s.created_at - sh.shift, s.id`,
    [merchants, from, to, every],
  );
}

/**
 * Rows where the service's dispute case index and the same rows rebuilt from every inquiry and
 * chargeback (case-index-store.ts rebuildCases, the statement of the migration's backfill) disagree.
 */
export async function caseDifferences(bare: pg.Pool, db: Db): Promise<number> {
  await bare.query(`create table bench_case_kept as select * from dispute_cases`);
  await bare.query(`truncate dispute_cases`);
  await rebuildCases(db);
  const { rows } = await bare.query<{ n: string }>(
    `select count(*)::text as n from ((select * from bench_case_kept except select * from dispute_cases) union all (select * from dispute_cases except select * from bench_case_kept)) d`,
  );
  await bare.query(`drop table bench_case_kept`);
  return Number(rows[0]!.n);
}

/** Recompute the monthly rollup and the case index from the whole tables, check every copy's payment exists, refresh statistics. */
export async function recomputeDisputeRollups(bare: pg.Pool, db: Db): Promise<{ chargebacks: number; rebuttals: number; inquiries: number; cases: number }> {
  await bare.query(`truncate chargeback_monthly`);
  await bare.query(
    `insert into chargeback_monthly (merchant_no, month, scheme, category, currency, card_country, outcome, count, amount) ${MONTHLY_AGGREGATE}`,
  );
  await bare.query(`truncate dispute_cases`);
  await rebuildCases(db);
  for (const t of ['chargebacks', 'rebuttals', 'chargeback_inquiries', 'chargeback_monthly', 'dispute_cases']) await bare.query(`analyze ${t}`);
  const { rows } = await bare.query<Record<string, string>>(
    `select (select count(*) from chargebacks)::text as chargebacks, (select count(*) from rebuttals)::text as rebuttals,
            (select count(*) from chargeback_inquiries)::text as inquiries,
            (select count(*) from (select merchant_no, transaction_id from chargebacks union select merchant_no, transaction_id from chargeback_inquiries) c)::text as cases,
            (select count(*) from (select merchant_no, transaction_id from chargebacks union select merchant_no, transaction_id from chargeback_inquiries) c
              where not exists (select 1 from transactions t where t.transaction_id = c.transaction_id and t.merchant_no = c.merchant_no and t.type <> 'refund'
                                and t.status = 'succeeded'))::text as orphans,
            (select count(*) from chargebacks c join transactions t using (transaction_id) where c.amount > t.captured_amount)::text as over`,
  );
  const r = rows[0]!;
  if (r.orphans !== '0' || r.over !== '0') throw new Error(`dispute copies inconsistent: ${r.orphans} without their payment, ${r.over} above it`);
  return { chargebacks: Number(r.chargebacks), rebuttals: Number(r.rebuttals), inquiries: Number(r.inquiries), cases: Number(r.cases) };
}

export interface DisputeTiming {
  call: string;
  url: string;
  total: number | null;
  apiP50: number;
  apiP95: number;
  sqlP50: number;
  sqlP95: number;
  ratioP95: number;
}

/**
 * The dispute calls through the real routes (signed-in operator of `merchantNo`) beside every statement
 * each sends, replayed on the bare pool in the same order and concurrency (as the transaction list).
 */
export async function measureDisputes(o: {
  app: FastifyInstance;
  headers: Record<string, string>;
  bare: pg.Pool;
  merchantNo: string;
  runs: number;
  now: Date;
}): Promise<DisputeTiming[]> {
  const one = async (sql: string) => (await o.bare.query(sql, [o.merchantNo])).rows[0] as Record<string, string>;
  // a payment a third of the way down the merchant's chargebacks, and the month two before this one
  const tx = await one(
    `select transaction_id from chargebacks where merchant_no = $1 order by created_at desc, id desc offset (select count(*) / 3 from chargebacks where merchant_no = $1) limit 1`,
  );
  const month = businessMonth(new Date(o.now.getTime() - 60 * 86_400_000));
  const calls: Array<[string, string, RegExp]> = [
    ['chargebacks: all', '/chargeback/list?page=1&size=20', /"chargebacks"/],
    ['chargebacks: received', '/chargeback/list?page=1&size=20&group=received', /"chargebacks"/],
    ['chargebacks: transaction ID', `/chargeback/list?page=1&size=20&transactionId=${tx.transaction_id}`, /"chargebacks"/],
    [`chargebacks: month ${month}`, `/chargeback/list?page=1&size=20&month=${month}`, /"chargebacks"/],
    ['rebuttals: all', '/chargeback/rebuttal/list?page=1&size=20', /"rebuttals"/],
    ['rebuttals: drafts', '/chargeback/rebuttal/list?page=1&size=20&group=drafts', /"rebuttals"/],
    ['cases: all', '/dispute/case/list?page=1&size=20', /dispute_cases/],
    ['cases: stage chargeback', '/dispute/case/list?page=1&size=20&stage=chargeback', /dispute_cases/],
    ['rate report: 12 months', '/report/refuse-rate', /chargeback_monthly/],
    ['rate report: 12 months by scheme', '/report/refuse-rate?dimension=scheme', /chargeback_monthly/],
  ];
  const out: DisputeTiming[] = [];
  for (const [name, url, table] of calls) {
    const call = async () => {
      const r = await o.app.inject({ method: 'GET', url: `/api${url}`, headers: o.headers });
      const body = r.json();
      if (body.respCode !== '20000') throw new Error(`${name}: ${r.body}`);
      return body.data as { total?: number };
    };
    let total: number | null = null;
    const statements = await capture(async () => void (total = (await call()).total ?? null));
    if (process.env.BENCH_SHOW_SQL) for (const s of statements) console.log(`    [${s.phase}] ${s.text.slice(0, 200)}`);
    if (!statements.some((s) => table.test(s.text))) throw new Error(`${name}: no ${table.source} statement captured`);
    const direct = () => replay(o.bare, statements);
    for (let i = 0; i < 3; i++) await Promise.all([call(), direct()]);
    const api: number[] = [];
    const sql: number[] = [];
    for (let i = 0; i < o.runs; i++) {
      api.push(await timed(call));
      sql.push(await timed(direct));
    }
    const row = { call: name, url, total, apiP50: pct(api, 0.5), apiP95: pct(api, 0.95), sqlP50: pct(sql, 0.5), sqlP95: pct(sql, 0.95), ratioP95: 0 };
    row.ratioP95 = +(row.apiP95 / row.sqlP95).toFixed(2);
    console.log(
      `  ${name.padEnd(34)} total ${String(total ?? '–').padStart(6)}  API p50 ${row.apiP50} p95 ${row.apiP95} ms | SQL p50 ${row.sqlP50} p95 ${row.sqlP95} ms | ratio ${row.ratioP95}`,
    );
    out.push(row);
  }
  return out;
}
