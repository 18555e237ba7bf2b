import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';

/**
 * The ledger's invariants over the whole database (`npm run ledger:verify`, and the tests after
 * their money tests). Each problem names the offending row.
 */
export type LedgerProblem =
  | { check: 'entry-unbalanced'; entryId: number; currency: string; sum: string }
  | { check: 'entry-too-few-postings'; entryId: number; postings: number }
  | { check: 'posting-currency'; postingId: number; accountId: number; postingCurrency: string; accountCurrency: string }
  | { check: 'balance-mismatch'; accountId: number; stored: string; postings: string }
  | { check: 'negative-balance'; accountId: number; merchantNo: string | null; currency: string; bucket: string; balance: string }
  | { check: 'merchant-account-may-go-negative'; accountId: number; merchantNo: string; bucket: string }
  | { check: 'owed-above-zero'; accountId: number; merchantNo: string; currency: string; balance: string };

export interface LedgerSummary {
  accounts: number;
  entries: number;
  postings: number;
}

const rows = async <T>(db: Executor, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

export async function verifyLedger(db: Executor): Promise<{ problems: LedgerProblem[]; summary: LedgerSummary }> {
  const problems: LedgerProblem[] = [];

  for (const r of await rows<{ entry_id: string; currency: string; sum: string }>(
    db,
    sql`select entry_id, currency, sum(amount)::text as sum from ledger_postings group by entry_id, currency having sum(amount) <> 0 order by entry_id`,
  ))
    problems.push({ check: 'entry-unbalanced', entryId: Number(r.entry_id), currency: r.currency, sum: r.sum });

  for (const r of await rows<{ id: string; n: string }>(
    db,
    sql`select e.id, count(p.id) as n from ledger_entries e left join ledger_postings p on p.entry_id = e.id group by e.id having count(p.id) < 2 order by e.id`,
  ))
    problems.push({ check: 'entry-too-few-postings', entryId: Number(r.id), postings: Number(r.n) });

  for (const r of await rows<{ id: string; account_id: number; pc: string; ac: string }>(
    db,
    sql`select p.id, p.account_id, p.currency as pc, a.currency as ac from ledger_postings p join ledger_accounts a on a.id = p.account_id where p.currency <> a.currency order by p.id`,
  ))
    problems.push({ check: 'posting-currency', postingId: Number(r.id), accountId: Number(r.account_id), postingCurrency: r.pc, accountCurrency: r.ac });

  for (const r of await rows<{ id: number; stored: string; postings: string }>(
    db,
    sql`select a.id, a.balance::text as stored, coalesce(s.total, 0)::text as postings
        from ledger_accounts a left join (select account_id, sum(amount) as total from ledger_postings group by account_id) s on s.account_id = a.id
        where a.balance <> coalesce(s.total, 0) order by a.id`,
  ))
    problems.push({ check: 'balance-mismatch', accountId: Number(r.id), stored: r.stored, postings: r.postings });

  for (const r of await rows<{ id: number; merchant_no: string | null; currency: string; bucket: string; balance: string }>(
    db,
    sql`select id, merchant_no, currency, bucket, balance::text as balance from ledger_accounts
        where balance < 0 and (no_negative or (merchant_no is not null and bucket <> 'owed')) order by id`,
  ))
    problems.push({
      check: 'negative-balance',
      accountId: Number(r.id),
      merchantNo: r.merchant_no,
      currency: r.currency,
      bucket: r.bucket,
      balance: r.balance,
    });

  for (const r of await rows<{ id: number; merchant_no: string; bucket: string }>(
    db,
    sql`select id, merchant_no, bucket from ledger_accounts where merchant_no is not null and bucket <> 'owed' and not no_negative order by id`,
  ))
    problems.push({ check: 'merchant-account-may-go-negative', accountId: Number(r.id), merchantNo: r.merchant_no, bucket: r.bucket });

  // what a merchant owes is a debt: a positive owed balance would be money out of nowhere
  for (const r of await rows<{ id: number; merchant_no: string; currency: string; balance: string }>(
    db,
    sql`select id, merchant_no, currency, balance::text as balance from ledger_accounts where bucket = 'owed' and balance > 0 order by id`,
  ))
    problems.push({ check: 'owed-above-zero', accountId: Number(r.id), merchantNo: r.merchant_no, currency: r.currency, balance: r.balance });

  const [counts] = await rows<{ accounts: string; entries: string; postings: string }>(
    db,
    sql`select (select count(*) from ledger_accounts) as accounts, (select count(*) from ledger_entries) as entries, (select count(*) from ledger_postings) as postings`,
  );
  return {
    problems,
    summary: { accounts: Number(counts!.accounts), entries: Number(counts!.entries), postings: Number(counts!.postings) },
  };
}
