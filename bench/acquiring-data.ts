// Benchmark data for `npm run bench -- acquiring`: a sample of payment history made through the traffic
// generator (the Payment API's services: validation, ledger, rollups, events), then multiplied in SQL.
// THE BULK PATH IS FOR THE BENCHMARK ONLY: the copies are transaction rows as the service writes them
// (ids, order ids, dates, amounts and card digits varied per copy), but they carry no ledger entries
// or timeline events, and the rollups are recomputed from the whole table with one aggregate. Nothing
// outside bench/ may write transactions this way.
import type pg from 'pg';

/** Copies shift back by whole days over a year, so that every size covers the same 12 months. */
const SPAN_DAYS = 335;
const SAMPLE_DAYS = 30;

/** Keep the service-made sample in a table of the benchmark database: the source of every copy. */
export async function snapshotSample(client: pg.Pool): Promise<number> {
  await client.query(`create table bench_sample as select * from transactions`);
  const { rows } = await client.query<{ n: string }>(`select count(*)::text as n from bench_sample`);
  return Number(rows[0]!.n);
}

/**
 * Insert copies `from`..`to` (inclusive) of the sample. Copy g belongs to merchant g mod M, lies
 * (g·37 mod 335) days and g mod 600 minutes earlier, and scales every money column by the same
 * factor (0.50 … 1.49), so a refund stays within its payment and captured ≤ amount still holds.
 * The rows go in in time order, as real traffic arrives, so the heap follows created_at (and ids).
 */
export async function insertCopies(client: pg.Pool, merchants: string[], from: number, to: number, disputeEvery?: number): Promise<void> {
  const cols = (
    await client.query<{ c: string }>(
      `select column_name as c from information_schema.columns where table_name = 'transactions' and column_name <> 'id' order by ordinal_position`,
    )
  ).rows.map((r) => r.c);
  const varied: Record<string, string> = {
    transaction_id: `left(s.transaction_id, 1) || to_char((s.created_at - sh.shift) at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(g::text, 5, '0') || right(s.transaction_id, 7)`,
    // a refund points at the same copy of its payment: the payment's date, shifted alike
    original_transaction_id: `case when o.transaction_id is null then null else left(o.transaction_id, 1) || to_char((o.created_at - sh.shift) at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(g::text, 5, '0') || right(o.transaction_id, 7) end`,
    merchant_no: `($1::text[])[1 + g % ${merchants.length}]`,
    merchant_order_id: `s.merchant_order_id || '-' || g`,
    merchant_refund_id: `case when s.merchant_refund_id is null then null else s.merchant_refund_id || '-' || g end`,
    amount: `greatest(1, s.amount * sh.factor / 100)`,
    captured_amount: `s.captured_amount * sh.factor / 100`,
    refunded_amount: `s.refunded_amount * sh.factor / 100`,
    refund_pending_amount: `s.refund_pending_amount * sh.factor / 100`,
    card_last4: `case when s.card_last4 is null then null else lpad(((s.card_last4::int + g * 7919) % 10000)::text, 4, '0') end`,
    ledger_entry_id: `null`,
    // what chargebacks hold: only on the copies that get the sample's chargebacks (acquiring-disputes.ts),
    // scaled as their amounts are; none on the others
    ...(disputeEvery
      ? {
          chargeback_amount: `case when d.pi is null or (g + d.pi) % ${disputeEvery} = 0 then (case when s.chargeback_amount = 0 then 0 else greatest(1, s.chargeback_amount * sh.factor / 100) end) else 0 end`,
          chargeback_fee: `case when d.pi is null or (g + d.pi) % ${disputeEvery} = 0 then s.chargeback_fee else 0 end`,
        }
      : {}),
    created_at: `s.created_at - sh.shift`,
    updated_at: `s.updated_at - sh.shift`,
    completed_at: `s.completed_at - sh.shift`,
    expires_at: `s.expires_at - sh.shift`,
    settled_at: `s.settled_at - sh.shift`,
  };
  const select = cols.map((c) => varied[c] ?? `s.${c}`).join(', ');
  await client.query(
    `insert into transactions (${cols.join(', ')})
     select ${select}
     from generate_series($2::int, $3::int) g
     cross join lateral (select make_interval(days => (g * 37) % ${SPAN_DAYS}, mins => g % 600) as shift, 50 + (g * 53) % 100 as factor) sh
     cross join bench_sample s
     left join bench_sample o on o.transaction_id = s.original_transaction_id
     ${disputeEvery ? 'left join bench_disputed d on d.transaction_id = s.transaction_id' : ''}
     order by s.created_at - sh.shift, s.id`,
    [merchants, from, to],
  );
}

/** The rollups of every row, as the services keep them incrementally (effects.ts: rollupAmount, beijingDay). */
export const ROLLUP_AGGREGATE = `
  select merchant_no, to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD')::date as day, currency, payment_method, card_country, type, status,
         case when status = 'failed' then coalesce(response_code, '') else '' end as decline_code,
         count(*)::bigint as count,
         sum(case when type <> 'refund' and status = 'succeeded' then captured_amount else amount end)::bigint as amount
  from transactions group by 1, 2, 3, 4, 5, 6, 7, 8`;

/** The dashboard's daily rollups as the services keep them (payment/store.ts applyRollups): the fine ones, coarser. */
export const DAILY_AGGREGATE = `
  select merchant_no, day, currency, payment_method, type, status, sum(count)::bigint as count, sum(amount)::bigint as amount
  from transaction_rollups group by 1, 2, 3, 4, 5, 6 having sum(count) <> 0 or sum(amount) <> 0`;

/** The report's monthly sales as the services keep them (payment/store.ts applyRollups): the fine rollups' captured sales by month. */
export const SALES_AGGREGATE = `
  select merchant_no, to_char(day, 'YYYY-MM') as month, currency, payment_method, card_country, sum(count)::bigint as count, sum(amount)::bigint as amount
  from transaction_rollups where type <> 'refund' and status = 'succeeded' group by 1, 2, 3, 4, 5 having sum(count) <> 0 or sum(amount) <> 0`;

/** Rows where the service's rollups and the aggregate disagree (rows left at zero by status moves do not count). */
export async function rollupDifferences(client: pg.Pool): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*)::text as n from (
       (select merchant_no, day, currency, payment_method, card_country, type, status, decline_code, count, amount from transaction_rollups where count <> 0 or amount <> 0
        except ${ROLLUP_AGGREGATE})
       union all
       (${ROLLUP_AGGREGATE}
        except select merchant_no, day, currency, payment_method, card_country, type, status, decline_code, count, amount from transaction_rollups)
       union all
       (select merchant_no, day, currency, payment_method, '', type, status, '', count, amount from transaction_daily where count <> 0 or amount <> 0
        except select merchant_no, day, currency, payment_method, '', type, status, '', count, amount from (${DAILY_AGGREGATE}) a)
       union all
       (select merchant_no, day, currency, payment_method, '', type, status, '', count, amount from (${DAILY_AGGREGATE}) a
        except select merchant_no, day, currency, payment_method, '', type, status, '', count, amount from transaction_daily)
     ) d`,
  );
  return Number(rows[0]!.n) + (await salesDifferences(client));
}

async function salesDifferences(client: pg.Pool): Promise<number> {
  const cols = 'merchant_no, month, currency, payment_method, card_country, count, amount';
  const { rows } = await client.query<{ n: string }>(
    `select count(*)::text as n from (
       (select ${cols} from sales_monthly where count <> 0 or amount <> 0 except ${SALES_AGGREGATE})
       union all
       (${SALES_AGGREGATE} except select ${cols} from sales_monthly)
     ) d`,
  );
  return Number(rows[0]!.n);
}

/** Replace the rollups with the aggregate of the whole table (bench data only), then refresh statistics. */
export async function recomputeRollups(client: pg.Pool): Promise<void> {
  await client.query(`truncate transaction_rollups`);
  await client.query(
    `insert into transaction_rollups (merchant_no, day, currency, payment_method, card_country, type, status, decline_code, count, amount) ${ROLLUP_AGGREGATE}`,
  );
  await client.query(`truncate transaction_daily`);
  await client.query(`insert into transaction_daily (merchant_no, day, currency, payment_method, type, status, count, amount) ${DAILY_AGGREGATE}`);
  await client.query(`truncate sales_monthly`);
  await client.query(`insert into sales_monthly (merchant_no, month, currency, payment_method, card_country, count, amount) ${SALES_AGGREGATE}`);
  await client.query(`analyze transactions`);
  await client.query(`analyze transaction_rollups`);
  await client.query(`analyze transaction_daily`);
  await client.query(`analyze sales_monthly`);
}

export { SAMPLE_DAYS };
