import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CaseOutcome, CaseStage } from '@crossbill/contracts/dispute-case';
import type { Executor } from '../../platform/db/client.ts';
import { chargebackEvents, chargebackInquiries, chargebacks, rebuttalDocuments, rebuttals } from './schema.ts';
import type { ChargebackRow, DocumentRow, EventRow, RebuttalRow } from './store.ts';

/**
 * SQL of the dispute case file. A case is a payment with an inquiry or a chargeback: one statement
 * groups both tables by payment (each side read through its (merchant_no, transaction_id) index within
 * the scope), derives the stage and outcome, pages, then joins the page's payments; no query per row.
 */
export interface CaseFilter {
  scope: string[];
  transactionId?: string;
  stage?: CaseStage;
  outcome?: CaseOutcome;
  from?: Date;
  to?: Date;
}

export interface CaseRow {
  merchantNo: string;
  transactionId: string;
  merchantOrderId: string;
  paymentMethod: string;
  cardBin: string | null;
  cardLast4: string | null;
  paymentAmount: bigint;
  currency: string;
  disputed: bigint;
  chargebacks: number;
  inquiries: number;
  stage: CaseStage;
  outcome: CaseOutcome;
  nextDueAt: Date | null;
  openedAt: Date;
  lastActivityAt: Date;
}

type Raw = Record<string, unknown>;
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

function toRow(r: Raw): CaseRow {
  return {
    merchantNo: String(r.merchant_no),
    transactionId: String(r.transaction_id),
    merchantOrderId: String(r.merchant_order_id),
    paymentMethod: String(r.payment_method),
    cardBin: (r.card_bin as string | null) ?? null,
    cardLast4: (r.card_last4 as string | null) ?? null,
    paymentAmount: BigInt(String(r.payment_amount)),
    currency: String(r.currency),
    disputed: BigInt(String(r.disputed)),
    chargebacks: Number(r.chargebacks),
    inquiries: Number(r.inquiries),
    stage: r.stage as CaseStage,
    outcome: r.outcome as CaseOutcome,
    nextDueAt: r.next_due == null ? null : date(r.next_due),
    openedAt: date(r.opened_at),
    lastActivityAt: date(r.last_at),
  };
}

/** The cases of the filter, staged; `tail` adds the outer conditions and the order. */
function casesSql(f: CaseFilter, tail: (outer: SQL) => SQL): SQL {
  const cb = [inArray(chargebacks.merchantNo, f.scope)];
  const inq = [inArray(chargebackInquiries.merchantNo, f.scope)];
  if (f.transactionId) {
    cb.push(eq(chargebacks.transactionId, f.transactionId));
    inq.push(eq(chargebackInquiries.transactionId, f.transactionId));
  }
  const outer: SQL[] = [sql`true`];
  if (f.stage) outer.push(sql`s.stage = ${f.stage}`);
  if (f.outcome) outer.push(sql`s.outcome = ${f.outcome}`);
  if (f.from) outer.push(sql`s.opened_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) outer.push(sql`s.opened_at < ${f.to.toISOString()}::timestamptz`);
  return sql`
    with items as (
      select merchant_no, transaction_id, true as is_cb, amount, status, round, not closed as open,
             case when closed then null else due_at end as due_at, created_at, updated_at
        from ${chargebacks} where ${and(...cb)}
      union all
      select merchant_no, transaction_id, false, amount, status, 1, status = 'open',
             case when status = 'open' then due_at end, created_at, updated_at
        from ${chargebackInquiries} where ${and(...inq)}
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
    ),
    staged as (
      select c.*,
             case when not is_open then 'closed' when pre_arb then 'pre_arbitration' when open_cb then 'chargeback' else 'inquiry' end as stage,
             case when is_open then 'open' when any_lost then 'lost' when any_expired then 'expired' when any_accepted then 'accepted'
                  when chargebacks > 0 then 'won' when last_inquiry = 'expired' then 'expired' else 'won' end as outcome
        from cases c
    ),
    -- paged before the payment is joined: only the page's rows look their payment up (every case has
    -- one: inquiries and chargebacks are raised on a payment of their merchant), not every case's
    page as (
      select s.*, count(*) over () as total from staged s where ${and(...outer)} ${tail(sql``)}
    )
    select s.*, t.merchant_order_id, t.payment_method, t.card_bin, t.card_last4, t.amount as payment_amount, t.currency
      from page s join transactions t on t.transaction_id = s.transaction_id and t.merchant_no = s.merchant_no
     order by s.last_at desc, s.transaction_id desc`;
}

const rowsOf = async (db: Executor, q: SQL) => ((await db.execute(q)) as unknown as { rows: Raw[] }).rows;

/** A page of cases, latest activity first, with the filter's total. */
export async function selectCasePage(db: Executor, f: CaseFilter & { limit: number; offset: number }): Promise<{ rows: CaseRow[]; total: number }> {
  const raw = await rowsOf(
    db,
    casesSql(f, () => sql`order by s.last_at desc, s.transaction_id desc limit ${f.limit} offset ${f.offset}`),
  );
  // the window count rides on the page's rows; a page past the end has none, so count apart then
  let total = raw.length > 0 ? Number(raw[0]!.total) : 0;
  if (raw.length === 0 && f.offset > 0) {
    const [c] = await rowsOf(db, sql`select count(*) as n from (${casesSql(f, () => sql``)}) x`);
    total = Number(c?.n ?? 0);
  }
  return { rows: raw.map(toRow), total };
}

/** One payment's case (null when the payment has neither an inquiry nor a chargeback in scope). */
export async function selectCase(db: Executor, scope: string[], transactionId: string): Promise<CaseRow | null> {
  const [r] = await rowsOf(
    db,
    casesSql({ scope, transactionId }, () => sql``),
  );
  return r ? toRow(r) : null;
}

export function selectCaseChargebacks(db: Executor, merchantNo: string, transactionId: string): Promise<ChargebackRow[]> {
  return db
    .select()
    .from(chargebacks)
    .where(and(eq(chargebacks.merchantNo, merchantNo), eq(chargebacks.transactionId, transactionId)))
    .orderBy(asc(chargebacks.createdAt), asc(chargebacks.id));
}

export function selectCaseInquiries(db: Executor, merchantNo: string, transactionId: string) {
  return db
    .select()
    .from(chargebackInquiries)
    .where(and(eq(chargebackInquiries.merchantNo, merchantNo), eq(chargebackInquiries.transactionId, transactionId)))
    .orderBy(asc(chargebackInquiries.createdAt), asc(chargebackInquiries.id));
}

/** The events, rebuttals and documents of several chargebacks, one query each. */
export async function selectCaseTrail(
  db: Executor,
  chargebackIds: string[],
): Promise<{ events: EventRow[]; rebuttals: RebuttalRow[]; documents: DocumentRow[] }> {
  if (chargebackIds.length === 0) return { events: [], rebuttals: [], documents: [] };
  const [events, rbs, documents] = await Promise.all([
    db.select().from(chargebackEvents).where(inArray(chargebackEvents.chargebackId, chargebackIds)).orderBy(asc(chargebackEvents.id)),
    db.select().from(rebuttals).where(inArray(rebuttals.chargebackId, chargebackIds)).orderBy(asc(rebuttals.id)),
    db.select().from(rebuttalDocuments).where(inArray(rebuttalDocuments.chargebackId, chargebackIds)).orderBy(asc(rebuttalDocuments.id)),
  ]);
  return { events, rebuttals: rbs, documents };
}

/** A rebuttal document of a chargeback of this payment in scope. */
export async function selectCaseDocument(db: Executor, q: { scope: string[]; transactionId: string; documentId: number }): Promise<DocumentRow | null> {
  const [r] = await db
    .select({ doc: rebuttalDocuments })
    .from(rebuttalDocuments)
    .innerJoin(chargebacks, eq(chargebacks.chargebackId, rebuttalDocuments.chargebackId))
    .where(and(eq(rebuttalDocuments.id, q.documentId), eq(chargebacks.transactionId, q.transactionId), inArray(chargebacks.merchantNo, q.scope)));
  return r?.doc ?? null;
}
