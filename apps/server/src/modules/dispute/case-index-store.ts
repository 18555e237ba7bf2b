import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { chargebackInquiries, chargebacks, disputeCases } from './schema.ts';

/**
 * The case rows of the payments `cb` and `inq` select, staged from their inquiries and chargebacks
 * (the contracts' dispute-case.ts says what stage and outcome mean). The migration that made
 * dispute_cases backfilled it with this statement's text.
 */
const staged = (cb: SQL, inq: SQL) => sql`
  with items as (
    select merchant_no, transaction_id, true as is_cb, amount, status, round, not closed as open,
           case when closed then null else due_at end as due_at, created_at, updated_at
      from ${chargebacks} where ${cb}
    union all
    select merchant_no, transaction_id, false, amount, status, 1, status = 'open',
           case when status = 'open' then due_at end, created_at, updated_at
      from ${chargebackInquiries} where ${inq}
  ),
  cases as (
    select merchant_no, transaction_id,
           count(*) filter (where is_cb) as chargebacks,
           count(*) filter (where not is_cb) as inquiries,
           coalesce(sum(amount) filter (where is_cb), max(amount)) as disputed,
           bool_or(open) as is_open,
           -- a first round lost with its second-rebuttal window open, or a second rebuttal awaiting the issuer
           bool_or(is_cb and open and (round = 2 or status = 'lost')) as pre_arb,
           bool_or(is_cb and open) as open_cb,
           bool_or(is_cb and status = 'lost') as any_lost,
           bool_or(is_cb and status = 'expired') as any_expired,
           bool_or(is_cb and status = 'accepted') as any_accepted,
           (array_agg(status order by created_at desc) filter (where not is_cb))[1] as last_inquiry,
           min(due_at) as next_due, min(created_at) as opened_at, max(updated_at) as last_at
      from items group by merchant_no, transaction_id
  )
  select merchant_no, transaction_id,
         case when not is_open then 'closed' when pre_arb then 'pre_arbitration' when open_cb then 'chargeback' else 'inquiry' end,
         case when is_open then 'open' when any_lost then 'lost' when any_expired then 'expired' when any_accepted then 'accepted'
              when chargebacks > 0 then 'won' when last_inquiry = 'expired' then 'expired' else 'won' end,
         chargebacks, inquiries, disputed, next_due, opened_at, last_at
    from cases`;

/** Write the staged rows of `cb`/`inq` into dispute_cases (a new case, or its row replaced). */
const upsertStaged = (db: Executor, cb: SQL, inq: SQL) =>
  db.execute(sql`
    insert into ${disputeCases} (merchant_no, transaction_id, stage, outcome, chargebacks, inquiries, disputed, next_due_at, opened_at, last_activity_at)
    ${staged(cb, inq)}
    on conflict (merchant_no, transaction_id) do update set
      stage = excluded.stage, outcome = excluded.outcome, chargebacks = excluded.chargebacks, inquiries = excluded.inquiries,
      disputed = excluded.disputed, next_due_at = excluded.next_due_at, opened_at = excluded.opened_at, last_activity_at = excluded.last_activity_at`);

/**
 * Recompute one payment's case row after its inquiries or chargebacks changed, in the caller's
 * transaction (after its ledger and rollup rows: every dispute transaction takes the case row last).
 * Twice: the first statement takes the row's lock, waiting for another transaction that changes
 * this case to commit; the second, a statement of its own, then sees what that one committed (the
 * first's figures could miss it under READ COMMITTED).
 */
export async function refreshCase(db: Executor, merchantNo: string, transactionId: string): Promise<void> {
  const cb = and(eq(chargebacks.merchantNo, merchantNo), eq(chargebacks.transactionId, transactionId))!;
  const inq = and(eq(chargebackInquiries.merchantNo, merchantNo), eq(chargebackInquiries.transactionId, transactionId))!;
  await upsertStaged(db, cb, inq);
  await upsertStaged(db, cb, inq);
}

/** Rebuild every case row from the inquiries and chargebacks (the benchmark's bulk data; the migration's backfill). */
export const rebuildCases = (db: Executor) => upsertStaged(db, sql`true`, sql`true`);
