import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Prefix lookups of the global search (modules/search), read off indexes, never by a scan.
 *
 * Each searchable column has a btree index on (merchant_no, column COLLATE "C"): in byte order, a
 * LIKE 'abc%' on `column COLLATE "C"` becomes the index range ['abc', 'abd'), whatever collation
 * the database was made with. The scope (one merchant, or a group's members) is walked one merchant
 * at a time (a LATERAL per member), so each member's range is read in index order and stops after
 * `limit` rows: the cost is members × limit index entries, not the size of the table.
 */

/** The LIKE pattern of a prefix, its own % _ and \ taken literally. */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column COLLATE "C" LIKE 'prefix%'` as the index reads it. */
export function startsWith(column: SQL, prefix: string): SQL {
  return sql`(${column}) collate "C" like ${likePrefix(prefix)}`;
}

/** Newest ids first (ids here start with their date): the index read backwards. */
export function byteOrderDesc(column: SQL): SQL {
  return sql`(${column}) collate "C" desc`;
}

/**
 * The rows `perMerchant(merchantNo)` selects (it must end in its own ORDER BY … LIMIT), for every
 * merchant of the scope, at most `limit` in all: one lookup of lookupsAcrossScope.
 */
export function acrossScope<R>(db: Executor, scope: string[], limit: number, perMerchant: (merchantNo: SQL) => SQL): Promise<R[]> {
  return lookupsAcrossScope<R>(db, scope, limit, [perMerchant]);
}

/**
 * Several lookups of one kind (`perMerchant` selections, each ending in its own ORDER BY … LIMIT) in
 * one statement: one round trip instead of one per lookup, which is what a search's time is made of
 * once every lookup is an index range. The rows come back lookup by lookup, each in its own order,
 * at most `limit` per lookup (firstDistinct then keeps the first `limit` distinct ones).
 */
export async function lookupsAcrossScope<R>(db: Executor, scope: string[], limit: number, lookups: Array<(merchantNo: SQL) => SQL>): Promise<R[]> {
  if (scope.length === 0 || lookups.length === 0) return [];
  const members = sql.join(
    scope.map((m) => sql`${m}`),
    sql`, `,
  );
  const arms = lookups.map(
    (perMerchant, i) => sql`(select ${i}::int as lookup_no, row_number() over () as row_no, x.*
      from unnest(array[${members}]::text[]) as m(merchant_no)
      cross join lateral (${perMerchant(sql`m.merchant_no`)}) as x
      limit ${limit})`,
  );
  const { rows } = (await db.execute(sql`select * from (${sql.join(arms, sql` union all `)}) as found order by lookup_no, row_no`)) as unknown as {
    rows: Array<R & { lookup_no?: number; row_no?: unknown }>;
  };
  return rows.map(({ lookup_no: _l, row_no: _r, ...row }) => row as R);
}

/**
 * One found row as every store's search answers it (modules/search turns it into a hit): `key` is
 * what the detail page takes, `amount` minor units as text with its currency, `extra` a second
 * reference (an order id, a name, an e-mail).
 */
export interface SearchRow {
  key: string;
  title: string;
  amount: string | null;
  currency: string | null;
  extra: string | null;
  merchant_no: string;
  matched: string;
}

/** How many rows per kind and how a keyword may be read: as an id (upper case), as typed, as four digits. */
export interface SearchTerms {
  scope: string[];
  /** the keyword as typed (trimmed) */
  text: string;
  limit: number;
}

/** Ids are upper-case letters and digits: a keyword that could be one, in upper case; null otherwise. */
export const idTerm = (text: string): string | null => (/^[A-Za-z0-9]+$/.test(text) ? text.toUpperCase() : null);
export const isLast4 = (text: string): boolean => /^\d{4}$/.test(text);

/** The first `limit` distinct keys of several lookups' answers, in the order given (exact matches first). */
export function firstDistinct(lists: SearchRow[][], limit: number): SearchRow[] {
  const seen = new Set<string>();
  const out: SearchRow[] = [];
  for (const r of lists.flat()) {
    if (out.length >= limit) break;
    if (seen.has(`${r.merchant_no}|${r.key}`)) continue;
    seen.add(`${r.merchant_no}|${r.key}`);
    out.push(r);
  }
  return out;
}

/** A record found by its own id's prefix or by its payment's transaction id (refunds, chargebacks). */
export interface ByIdOrTransaction {
  table: PgTable;
  merchantNo: AnyPgColumn;
  id: AnyPgColumn;
  transactionId: AnyPgColumn;
  amount: AnyPgColumn;
  currency: AnyPgColumn;
}

/** Such records: id prefix matches (newest first), then the exact transaction id's, each an index range per merchant. */
export async function searchByIdOrTransaction(db: Executor, q: SearchTerms, c: ByIdOrTransaction): Promise<SearchRow[]> {
  const id = idTerm(q.text);
  if (!id) return [];
  const cols = (matched: string) =>
    sql`${c.id} as key, ${c.id} as title, ${c.amount}::text as amount, ${c.currency} as currency, ${c.transactionId} as extra, ${c.merchantNo} as merchant_no, ${matched}::text as matched`;
  const rows = await lookupsAcrossScope<SearchRow>(db, q.scope, q.limit, [
    (m) =>
      sql`select ${cols('id')} from ${c.table} where ${c.merchantNo} = ${m} and ${startsWith(sql`${c.id}`, id)} order by ${byteOrderDesc(sql`${c.id}`)} limit ${q.limit}`,
    (m) => sql`select ${cols('transactionId')} from ${c.table} where ${c.merchantNo} = ${m} and ${c.transactionId} = ${id} limit ${q.limit}`,
  ]);
  return firstDistinct([rows], q.limit);
}
