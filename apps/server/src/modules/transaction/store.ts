import { and, count, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { CURRENCY_EXPONENTS } from '@crossbill/contracts/money';
import type { Executor } from '../../platform/db/client.ts';
import { descIndexed } from '../../platform/db/order.ts';
import {
  lookupsAcrossScope,
  byteOrderDesc,
  firstDistinct,
  idTerm,
  isLast4,
  startsWith,
  type SearchRow,
  type SearchTerms,
} from '../../platform/db/prefix-search.ts';
import { transactions } from '../payment/schema.ts';
import type { TransactionRow } from '../payment/service.ts';

/** The list's filters in database terms (the service turns presets and decimals into these). */
export interface ListFilter {
  scope: string[];
  from?: Date;
  to?: Date;
  transactionId?: string;
  merchantOrderId?: string;
  originalTransactionId?: string;
  type?: string;
  status?: string;
  currency?: string;
  paymentMethod?: string;
  cardCountry?: string;
  last4?: string;
  /** decimal amounts: compared per currency exponent (minor units by exponent) */
  minMinor?: Map<number, bigint>;
  maxMinor?: Map<number, bigint>;
}

const exponents = [...new Set(Object.values(CURRENCY_EXPONENTS))] as number[];
const currenciesOf = (e: number) =>
  Object.entries(CURRENCY_EXPONENTS)
    .filter(([, x]) => x === e)
    .map(([c]) => c);

/** amount compared with a decimal bound whatever the currency: one branch per exponent */
function amountBound(bounds: Map<number, bigint>, op: '>=' | '<='): SQL {
  const parts = exponents.map((e) =>
    and(
      inArray(transactions.currency, currenciesOf(e)),
      op === '>=' ? sql`${transactions.amount} >= ${bounds.get(e)!}` : sql`${transactions.amount} <= ${bounds.get(e)!}`,
    )!,
  );
  return or(...parts)!;
}

function where(f: ListFilter): SQL {
  const c: SQL[] = [inArray(transactions.merchantNo, f.scope)];
  if (f.from) c.push(gte(transactions.createdAt, f.from));
  if (f.to) c.push(lt(transactions.createdAt, f.to));
  if (f.transactionId) c.push(eq(transactions.transactionId, f.transactionId));
  if (f.merchantOrderId) c.push(eq(transactions.merchantOrderId, f.merchantOrderId));
  if (f.originalTransactionId) c.push(eq(transactions.originalTransactionId, f.originalTransactionId));
  if (f.type) c.push(eq(transactions.type, f.type as never));
  if (f.status) c.push(eq(transactions.status, f.status as never));
  if (f.currency) c.push(eq(transactions.currency, f.currency));
  if (f.paymentMethod) c.push(eq(transactions.paymentMethod, f.paymentMethod));
  if (f.cardCountry) c.push(eq(transactions.cardCountry, f.cardCountry));
  if (f.last4) c.push(eq(transactions.cardLast4, f.last4));
  if (f.minMinor) c.push(amountBound(f.minMinor, '>='));
  if (f.maxMinor) c.push(amountBound(f.maxMinor, '<='));
  return and(...c)!;
}

/**
 * The columns a list row shows and the export writes (not the addresses, device, channel or ledger
 * fields): less to read, to send and to hold.
 */
const rowColumns = {
  transactionId: transactions.transactionId,
  merchantNo: transactions.merchantNo,
  merchantOrderId: transactions.merchantOrderId,
  originalTransactionId: transactions.originalTransactionId,
  createdAt: transactions.createdAt,
  type: transactions.type,
  status: transactions.status,
  amount: transactions.amount,
  refundedAmount: transactions.refundedAmount,
  currency: transactions.currency,
  paymentMethod: transactions.paymentMethod,
  cardCountry: transactions.cardCountry,
  cardBin: transactions.cardBin,
  cardLast4: transactions.cardLast4,
  responseCode: transactions.responseCode,
  responseMessage: transactions.responseMessage,
  initiator: transactions.initiator,
  subscriptionId: transactions.subscriptionId,
};
const listColumns = { ...rowColumns, refundState: transactions.refundState };
export type ListRow = Pick<TransactionRow, keyof typeof listColumns>;

/** Newest first, as transactions_list_idx and its per-filter siblings hold the rows. */
const newestFirst = [descIndexed(transactions.createdAt), descIndexed(transactions.id)];

/** A page of the list, newest first. */
export function selectPage(db: Executor, f: ListFilter & { limit: number; offset: number }): Promise<ListRow[]> {
  return db
    .select(listColumns)
    .from(transactions)
    .where(where(f))
    .orderBy(...newestFirst)
    .limit(f.limit)
    .offset(f.offset);
}

/** The number of matching rows, counting no further than `cap` + 1 (reading at most that many). */
export async function countRows(db: Executor, f: ListFilter, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(transactions)
    .where(where(f))
    .limit(cap + 1)
    .as('matching');
  const [r] = await db.select({ n: count() }).from(matching);
  return Number(r?.n ?? 0);
}

/** The export's columns, with the id its keyset pages go by. */
const exportColumns = { id: transactions.id, ...rowColumns };
export type ExportRow = Pick<TransactionRow, keyof typeof exportColumns>;

/** The export's keyset pages: newest first, after (createdAt, id) of the previous page's last row. */
export function selectAfter(db: Executor, f: ListFilter & { after: { createdAt: Date; id: number } | null; limit: number }): Promise<ExportRow[]> {
  const c = [where(f)];
  if (f.after) c.push(sql`(${transactions.createdAt}, ${transactions.id}) < (${f.after.createdAt}, ${f.after.id})`);
  return db
    .select(exportColumns)
    .from(transactions)
    .where(and(...c))
    .orderBy(...newestFirst)
    .limit(f.limit);
}

/**
 * Global search (modules/search): transactions whose id, merchant order id or ARN starts with the
 * keyword, or whose card ends in it (four digits), newest first per reference; each lookup one
 * index range per merchant (platform/db/prefix-search.ts).
 */
export async function searchTransactions(db: Executor, q: SearchTerms): Promise<SearchRow[]> {
  const t = transactions;
  const cols = (matched: string) =>
    sql`${t.transactionId} as key, ${t.transactionId} as title, ${t.amount}::text as amount, ${t.currency} as currency, ${t.merchantOrderId} as extra, ${t.merchantNo} as merchant_no, ${matched}::text as matched`;
  const byPrefix = (column: SQL, prefix: string, matched: string) => (m: SQL) =>
    sql`select ${cols(matched)} from ${t} where ${t.merchantNo} = ${m} and ${startsWith(column, prefix)} order by ${byteOrderDesc(column)} limit ${q.limit}`;
  const id = idTerm(q.text);
  // every reading of the keyword in one statement (lookupsAcrossScope), exact kinds first
  const lookups = [
    ...(id ? [byPrefix(sql`${t.transactionId}`, id, 'id')] : []),
    byPrefix(sql`${t.merchantOrderId}`, q.text, 'orderId'),
    ...(id ? [byPrefix(sql`${t.arn}`, id, 'arn')] : []),
    ...(isLast4(q.text)
      ? [
          (m: SQL) =>
            sql`select ${cols('last4')} from ${t} where ${t.merchantNo} = ${m} and ${t.cardLast4} = ${q.text} order by ${descIndexed(t.createdAt)} limit ${q.limit}`,
        ]
      : []),
  ];
  return firstDistinct([await lookupsAcrossScope<SearchRow>(db, q.scope, q.limit, lookups)], q.limit);
}
