import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { filterRange } from '@crossbill/contracts/business-time';
import type { Language } from '@crossbill/contracts/constants';
import { reasonName, reasonOf } from '@crossbill/contracts/dispute-reasons';
import type { Page } from '@crossbill/contracts/envelope';
import type { RebuttalFilters, RebuttalGroup, RebuttalListItem, RebuttalRowStatus } from '@crossbill/contracts/rebuttal-list';
import { moneyText } from '@crossbill/contracts/refund';
import type { Executor } from '../../platform/db/client.ts';
import { descIndexed } from '../../platform/db/order.ts';
import { users } from '../identity/schema.ts';
import { chargebacks, rebuttalDocuments, rebuttals } from './schema.ts';
import { openRound } from './service.ts';

/**
 * The rebuttal list (transaction/appeal): rebuttals of the scope's merchants, newest first, each
 * with its chargeback (reason, amount, due date) and its documents count. Read off
 * rebuttals_list_idx / rebuttals_status_idx (merchant, [status,] created_at desc, id desc).
 */

/** Quick filters → rebuttal statuses. */
const GROUPS: Record<RebuttalGroup, RebuttalRowStatus[] | undefined> = {
  all: undefined,
  drafts: ['draft'],
  submitted: ['submitted'],
  decided: ['won', 'lost'],
};

export interface RebuttalFilter {
  scope: string[];
  statuses?: RebuttalRowStatus[];
  round?: number;
  chargebackId?: string;
  from?: Date;
  to?: Date;
}

export function toRebuttalFilter(scope: string[], q: RebuttalFilters, now: Date): RebuttalFilter {
  const group = GROUPS[q.group ?? 'all'];
  return {
    scope,
    ...filterRange(q, now),
    // an explicit status narrows the group further (never widens it)
    statuses: q.status ? (group ?? [q.status]).filter((s) => s === q.status) : group,
    round: q.round,
    chargebackId: q.chargebackId || undefined,
  };
}

function where(f: RebuttalFilter): SQL {
  const c: SQL[] = [inArray(rebuttals.merchantNo, f.scope)];
  if (f.statuses) c.push(inArray(rebuttals.status, f.statuses));
  if (f.round) c.push(eq(rebuttals.round, f.round));
  if (f.chargebackId) c.push(eq(rebuttals.chargebackId, f.chargebackId));
  if (f.from) c.push(gte(rebuttals.createdAt, f.from));
  if (f.to) c.push(lt(rebuttals.createdAt, f.to));
  return and(...c)!;
}

export function selectRebuttalPage(db: Executor, f: RebuttalFilter & { limit: number; offset: number }) {
  return db
    .select({
      rebuttal: rebuttals,
      chargeback: chargebacks,
      // per row through rebuttal_documents_rebuttal_idx: only the page's rows are counted
      // the operator's name as it is now (the row keeps the e-mail they signed in with, for one who left)
      editor: users.name,
      documents: sql<number>`(select count(*) from ${rebuttalDocuments} where ${rebuttalDocuments.rebuttalId} = ${rebuttals.id})`.mapWith(Number),
    })
    .from(rebuttals)
    .innerJoin(chargebacks, eq(chargebacks.chargebackId, rebuttals.chargebackId))
    .leftJoin(users, eq(users.id, rebuttals.updatedByUserId))
    .where(where(f))
    .orderBy(descIndexed(rebuttals.createdAt), descIndexed(rebuttals.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function countRebuttals(db: Executor, f: RebuttalFilter): Promise<number> {
  const [r] = await db.select({ n: count() }).from(rebuttals).where(where(f));
  return Number(r?.n ?? 0);
}

type Row = Awaited<ReturnType<typeof selectRebuttalPage>>[number];

export function toRebuttalItem({ rebuttal: r, chargeback: cb, editor, documents }: Row, now: Date, lang: Language): RebuttalListItem {
  const reason = reasonOf(cb.scheme, cb.reasonCode);
  return {
    chargebackId: r.chargebackId,
    merchantNo: r.merchantNo,
    round: r.round,
    status: r.status,
    scheme: cb.scheme,
    reasonCode: cb.reasonCode,
    reason: reason ? reasonName(reason, lang) : cb.reasonCode,
    category: cb.category,
    amount: moneyText(cb.amount, cb.currency),
    currency: cb.currency,
    chargebackStatus: cb.status,
    dueAt: cb.dueAt?.toISOString() ?? null,
    editable: r.status === 'draft' && openRound(cb, now) === r.round,
    documents,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    lastEditor: editor ?? r.updatedBy,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function listRebuttals(
  db: Executor,
  scope: string[],
  q: RebuttalFilters & { page: number; size: number; now: Date; lang: Language },
): Promise<Page<RebuttalListItem>> {
  const f = toRebuttalFilter(scope, q, q.now);
  const [rows, total] = await Promise.all([selectRebuttalPage(db, { ...f, limit: q.size, offset: (q.page - 1) * q.size }), countRebuttals(db, f)]);
  return { content: rows.map((r) => toRebuttalItem(r, q.now, q.lang)), total, page: q.page, size: q.size };
}
