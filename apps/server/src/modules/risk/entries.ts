import { addDays, businessInstant } from '@crossbill/contracts/business-time';
import { EXPIRING_SOON_DAYS, itemDisplayStatus, maskedCard, normalValue, type EntryItem, type ItemStatus, type ItemType } from '@crossbill/contracts/blacklist';
import type { entryBatchBody, entryBody, entryDeleteBody, entryEditBody, entryListQuery } from '@crossbill/contracts/blacklist';
import { Codes } from '@crossbill/contracts/codes';
import type { Page } from '@crossbill/contracts/envelope';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import * as payment from '../payment/service.ts';
import { cardHash } from './card-hash.ts';
import * as store from './store.ts';
import type { ItemRow, ListRow, NewItem } from './store.ts';
import { lockedList, paymentValues, type Matched, type Operator } from './service.ts';

/** Blacklist items: added one by one (C value or M transaction), edited, switched and deleted in batches. */
const DAY = 86_400_000;

export function toEntry(r: ItemRow, now: Date): EntryItem {
  return {
    id: r.id,
    value: r.display,
    type: r.type,
    transactionId: r.transactionId,
    status: r.status,
    displayStatus: itemDisplayStatus(r, now),
    expiryDate: r.expiryDate,
    remarks: r.remarks,
    hitCount: r.hitCount,
    lastHitAt: r.lastHitAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The last day an item matches is its expiry date (Beijing time): it stops at the next day's start. */
export function expiryOf(date: string | null | undefined, now: Date, field = 'expiryDate'): { expiryDate: string | null; expiresAt: Date | null } {
  if (!date) return { expiryDate: null, expiresAt: null };
  const expiresAt = businessInstant(addDays(date, 1));
  if (expiresAt <= now) throw fieldError(field, 'blacklist.expiryPast');
  return { expiryDate: date, expiresAt };
}

export async function listEntries(db: Executor, scope: string[], q: z.output<typeof entryListQuery> & { now: Date }): Promise<Page<EntryItem>> {
  await lockedList(db, scope, q.listId);
  const { rows, total } = await store.selectItems(db, {
    listId: q.listId,
    status: q.status,
    value: q.value,
    now: q.now,
    soon: new Date(q.now.getTime() + EXPIRING_SOON_DAYS * DAY),
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { content: rows.map((r) => toEntry(r, q.now)), total, page: q.page, size: q.size };
}

/** The matched value and what is shown of it: a card only by its keyed hash, BIN and last four. */
export function valueOf(list: ListRow, raw: string, key: Buffer, field = 'value'): { value: string; display: string } {
  const v = normalValue(list.attribute, raw);
  if (v === null) throw fieldError(field, `blacklist.invalid.${list.attribute}`);
  if (list.attribute === 'card') return { value: cardHash(key, v), display: maskedCard(v.slice(0, 6), v.slice(-4)) };
  return { value: v, display: v };
}

/** An M item: the value the list's attribute takes from one of the merchant's payments. */
export async function valueFromPayment(db: Executor, list: ListRow, transactionId: string, field = 'transactionId'): Promise<Matched> {
  const p = await payment.getPayment(db, [list.merchantNo], { transactionId }).catch((e: unknown) => {
    if (e instanceof AppError && e.info.code === Codes.NOT_FOUND.code) throw fieldError(field, 'blacklist.transactionNotFound', { transactionId });
    throw e;
  });
  const got = paymentValues(p)[list.attribute];
  if (!got) throw fieldError(field, 'blacklist.transactionWithout', { transactionId });
  return got;
}

const auditItem = (tx: Tx, actor: Operator, list: ListRow, action: string, summary: Record<string, unknown>) =>
  audit(tx, { userId: actor.userId, merchantNo: list.merchantNo, action, target: String(list.id), summary, ip: actor.ip, userAgent: actor.userAgent });

/** What an item is made of, typed in the form or read from a row of an import file. */
export interface ItemInput {
  type: ItemType;
  value?: string | null;
  transactionId?: string | null;
  status: ItemStatus;
  expiryDate?: string | null;
  remarks?: string | null;
}

/**
 * The one rule of a new item, for the form and the import alike: a C item is its value (a card as
 * its keyed hash, BIN and last four), an M item the list attribute's value of one of the merchant's
 * payments; the expiry date must not be past. A refusal is a field error (value, transactionId,
 * expiryDate).
 */
export async function itemOf(db: Executor, key: Buffer, list: ListRow, i: ItemInput, now: Date): Promise<NewItem> {
  const v = i.type === 'C' ? valueOf(list, i.value ?? '', key) : await valueFromPayment(db, list, i.transactionId ?? '');
  return {
    listId: list.id,
    merchantNo: list.merchantNo,
    attribute: list.attribute,
    ...v,
    type: i.type,
    transactionId: i.type === 'M' ? i.transactionId! : null,
    status: i.status,
    ...expiryOf(i.expiryDate, now),
    remarks: i.remarks ?? '',
    createdAt: now,
    updatedAt: now,
  };
}

export async function addEntry(tx: Tx, key: Buffer, scope: string[], o: { body: z.output<typeof entryBody>; actor: Operator; now: Date }): Promise<EntryItem> {
  const b = o.body;
  const list = await lockedList(tx, scope, b.listId, true);
  const row = await store.insertItem(tx, await itemOf(tx, key, list, b, o.now));
  if (!row) throw fieldError(b.type === 'C' ? 'value' : 'transactionId', 'blacklist.duplicate');
  await store.adjustCount(tx, list.id, 1);
  await store.updateList(tx, list.id, { updatedAt: o.now });
  await auditItem(tx, o.actor, list, 'blacklist.item.add', { itemId: row.id, value: row.display, type: row.type, status: row.status });
  return toEntry(row, o.now);
}

export async function editEntry(tx: Tx, scope: string[], o: { body: z.output<typeof entryEditBody>; actor: Operator; now: Date }): Promise<EntryItem> {
  const before = await store.selectItem(tx, scope, o.body.id);
  if (!before) throw new AppError(Codes.NOT_FOUND);
  const list = await lockedList(tx, scope, before.listId, true);
  const expiry = o.body.expiryDate === undefined ? { expiryDate: before.expiryDate, expiresAt: before.expiresAt } : expiryOf(o.body.expiryDate, o.now);
  const [after] = await store.updateItems(tx, list.id, [before.id], {
    status: o.body.status,
    ...expiry,
    remarks: o.body.remarks ?? before.remarks,
    updatedAt: o.now,
  });
  await store.updateList(tx, list.id, { updatedAt: o.now });
  await auditItem(tx, o.actor, list, 'blacklist.item.edit', {
    itemId: before.id,
    before: { status: before.status, expiryDate: before.expiryDate, remarks: before.remarks },
    after: { status: after!.status, expiryDate: after!.expiryDate, remarks: after!.remarks },
  });
  return toEntry(after!, o.now);
}

export async function batchEntries(
  tx: Tx,
  scope: string[],
  o: { body: z.output<typeof entryBatchBody>; actor: Operator; now: Date },
): Promise<{ changed: number }> {
  const list = await lockedList(tx, scope, o.body.listId, true);
  const status = o.body.action === 'activate' ? 'active' : 'inactive';
  const rows = await store.updateItems(tx, list.id, o.body.ids, { status, updatedAt: o.now });
  await store.updateList(tx, list.id, { updatedAt: o.now });
  await auditItem(tx, o.actor, list, `blacklist.item.${o.body.action}`, { itemIds: rows.map((r) => r.id) });
  return { changed: rows.length };
}

export async function deleteEntries(
  tx: Tx,
  scope: string[],
  o: { body: z.output<typeof entryDeleteBody>; actor: Operator; now: Date },
): Promise<{ changed: number }> {
  const list = await lockedList(tx, scope, o.body.listId, true);
  const n = await store.deleteItems(tx, list.id, o.body.ids);
  await store.adjustCount(tx, list.id, -n);
  await store.updateList(tx, list.id, { updatedAt: o.now });
  await auditItem(tx, o.actor, list, 'blacklist.item.delete', { itemIds: o.body.ids, deleted: n });
  return { changed: n };
}
