import { businessDate } from '@crossbill/contracts/business-time';
import {
  BLACKLIST_DECLINE,
  BLACKLIST_TYPE_OF,
  HIT_RATE_DAYS,
  domainOf,
  normalPhone,
  type BlacklistHit,
  type BlacklistItem,
} from '@crossbill/contracts/blacklist';
import { maskedCard } from '@crossbill/contracts/blacklist';
import { Codes } from '@crossbill/contracts/codes';
import type { Page } from '@crossbill/contracts/envelope';
import type { z } from 'zod';
import type { blacklistBody, blacklistEditBody, blacklistListQuery } from '@crossbill/contracts/blacklist';
import { audit } from '../../platform/audit/audit.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Config } from '../../platform/config.ts';
import { cardHash, cardHashKey } from './card-hash.ts';
import type { PaymentScreen, TransactionRow } from '../payment/service.ts';
import * as store from './store.ts';
import type { ListRow } from './store.ts';

/**
 * Risk blacklists (spec 3): one list per attribute per merchant, its items, and the check every
 * /v1 payment goes through before the scheme sees it (screenPayment). The hit rate is hits over
 * payments checked in the last 30 days: a payment counts as checked for a merchant having at least
 * one active list covering its kind (card or local), so a list's rate reads over what it could hit.
 */
export interface Operator {
  userId: number;
  name: string;
  ip: string;
  userAgent: string;
}

const DAY = 86_400_000;
const kindsOf = (scope: ListRow['scope']) => (scope === 'all' ? ['card', 'local'] : [scope]);

async function toItems(db: Executor, scope: string[], rows: ListRow[], now: Date): Promise<BlacklistItem[]> {
  const since = new Date(now.getTime() - HIT_RATE_DAYS * DAY);
  const [hits, checks] = await Promise.all([
    store.hitsSince(
      db,
      rows.map((r) => r.id),
      since,
    ),
    store.checksSince(db, scope, businessDate(since)),
  ]);
  return rows.map((r) => {
    const checked = checks.filter((c) => c.merchantNo === r.merchantNo && kindsOf(r.scope).includes(c.kind)).reduce((a, c) => a + c.n, 0);
    const hits30d = hits.get(r.id) ?? 0;
    return {
      id: r.id,
      name: r.name,
      attribute: r.attribute,
      type: BLACKLIST_TYPE_OF[r.attribute],
      scope: r.scope,
      active: r.active,
      itemCount: r.itemCount,
      creator: r.createdBy,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      hitCount: r.hitCount,
      lastHitAt: r.lastHitAt?.toISOString() ?? null,
      hits30d,
      checked30d: checked,
      hitRate30d: checked > 0 ? Math.min(1, hits30d / checked) : null,
    };
  });
}

export async function listBlacklists(db: Executor, scope: string[], q: z.output<typeof blacklistListQuery> & { now: Date }): Promise<Page<BlacklistItem>> {
  const { rows, total } = await store.selectLists(db, { scope, attribute: q.attribute, name: q.name, limit: q.size, offset: (q.page - 1) * q.size });
  return { content: await toItems(db, scope, rows, q.now), total, page: q.page, size: q.size };
}

export async function lockedList(db: Executor, scope: string[], id: number, lock = false): Promise<ListRow> {
  const row = await store.selectList(db, scope, id, lock);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return row;
}

export async function getBlacklist(db: Executor, scope: string[], q: { id: number; now: Date }): Promise<BlacklistItem> {
  const [item] = await toItems(db, scope, [await lockedList(db, scope, q.id)], q.now);
  return item!;
}

const auditList = (tx: Tx, actor: Operator, r: ListRow, action: string, summary: Record<string, unknown>) =>
  audit(tx, { userId: actor.userId, merchantNo: r.merchantNo, action, target: String(r.id), summary, ip: actor.ip, userAgent: actor.userAgent });

export async function createBlacklist(
  tx: Tx,
  o: { merchantNo: string; body: z.output<typeof blacklistBody>; actor: Operator; now: Date },
): Promise<BlacklistItem> {
  const row = await store.insertList(tx, {
    merchantNo: o.merchantNo,
    ...o.body,
    createdBy: o.actor.name,
    createdAt: o.now,
    updatedAt: o.now,
  });
  // one list per attribute: the merchant adds values to the existing one
  if (!row) throw new AppError(Codes.BLACKLIST_TYPE_EXISTS);
  await auditList(tx, o.actor, row, 'blacklist.create', { name: row.name, attribute: row.attribute, scope: row.scope, active: row.active });
  return (await toItems(tx, [o.merchantNo], [row], o.now))[0]!;
}

export async function editBlacklist(
  tx: Tx,
  scope: string[],
  o: { body: Omit<z.output<typeof blacklistEditBody>, 'name' | 'scope'> & Partial<z.output<typeof blacklistEditBody>>; actor: Operator; now: Date },
): Promise<BlacklistItem> {
  const before = await lockedList(tx, scope, o.body.id, true);
  const patch = { name: o.body.name ?? before.name, scope: o.body.scope ?? before.scope, active: o.body.active };
  const after = await store.updateList(tx, before.id, { ...patch, updatedAt: o.now });
  await auditList(tx, o.actor, after, 'blacklist.edit', {
    before: { name: before.name, scope: before.scope, active: before.active },
    after: patch,
  });
  return (await toItems(tx, scope, [after], o.now))[0]!;
}

export async function deleteBlacklist(tx: Tx, scope: string[], o: { id: number; actor: Operator; now: Date }): Promise<{ changed: number }> {
  const row = await lockedList(tx, scope, o.id, true);
  await store.deleteList(tx, row.id);
  await auditList(tx, o.actor, row, 'blacklist.delete', { name: row.name, attribute: row.attribute, items: row.itemCount });
  return { changed: 1 };
}

/** What the payment module hands the check (its PaymentScreen's input): a card by number, or a stored card by its keyed hash. */
export type ScreenInput = Parameters<PaymentScreen>[1];
export type ScreenResult = Awaited<ReturnType<PaymentScreen>>;

/**
 * The check of one payment: when the merchant has a live list for its kind, count it and probe the
 * merchant's live items by each of its values (one round trip: it runs in every payment), and on a
 * match record the hit (list and item counters, the transaction's hit row) in the payment's own
 * transaction, so that a payment rolled back leaves no hit behind. A merchant without a live list
 * costs one indexed read.
 */
export async function screenPayment(tx: Tx, key: Buffer, p: ScreenInput): Promise<ScreenResult> {
  const hash = p.cardNumber ? cardHash(key, p.cardNumber) : (p.cardHash ?? null);
  if (!(await store.hasLiveList(tx, p.merchantNo, p.kind))) return { cardHash: hash, decline: null };
  const probes: Array<{ attribute: ListRow['attribute']; value: string }> = [];
  if (hash) probes.push({ attribute: 'card', value: hash });
  if (p.email) probes.push({ attribute: 'email', value: p.email.toLowerCase() }, { attribute: 'email_domain', value: domainOf(p.email) });
  if (p.ip) probes.push({ attribute: 'ip', value: p.ip.toLowerCase() });
  const phone = p.phone ? normalPhone(p.phone) : null;
  if (phone) probes.push({ attribute: 'phone', value: phone });
  const m = await store.countAndMatch(tx, { merchantNo: p.merchantNo, kind: p.kind, day: businessDate(p.now), probes, now: p.now });
  if (!m) return { cardHash: hash, decline: null };
  await store.recordHit(tx, {
    merchantNo: p.merchantNo,
    transactionId: p.transactionId,
    listId: m.listId,
    listName: m.listName,
    attribute: m.attribute,
    itemId: m.itemId,
    display: m.display,
    createdAt: p.now,
  });
  return { cardHash: hash, decline: { code: BLACKLIST_DECLINE.code, message: BLACKLIST_DECLINE.message } };
}

/** The screen every card charge passes (payment's PaymentScreen), under the deployment's card hash key. */
export function paymentScreen(config: Pick<Config, 'CARD_HASH_KEY' | 'dataDir'>): PaymentScreen {
  const key = cardHashKey(config);
  return (tx, p) => screenPayment(tx, key, p);
}

/** Which list and item declined a payment (the transaction detail), null when none did. */
export async function hitOf(db: Executor, scope: string[], transactionId: string): Promise<BlacklistHit | null> {
  const h = await store.selectHit(db, scope, transactionId);
  return h ? { listId: h.listId, listName: h.listName, attribute: h.attribute, itemId: h.itemId, value: h.display, at: h.createdAt.toISOString() } : null;
}

export type Matched = { value: string; display: string };

/** What each attribute's list would match of a payment (its card by the keyed hash the payment keeps); null where it has none. */
export function paymentValues(p: TransactionRow): Record<ListRow['attribute'], Matched | null> {
  const email = p.customerEmail?.toLowerCase() ?? null;
  return {
    card: p.cardHash && p.cardBin && p.cardLast4 ? { value: p.cardHash, display: maskedCard(p.cardBin, p.cardLast4) } : null,
    email: email ? { value: email, display: email } : null,
    email_domain: email ? { value: email.slice(email.lastIndexOf('@') + 1), display: email.slice(email.lastIndexOf('@') + 1) } : null,
    ip: p.ip ? { value: p.ip.toLowerCase(), display: p.ip.toLowerCase() } : null,
    // payments do not keep the customer's phone
    phone: null,
  };
}

/**
 * For each attribute the payment has a value of: that value as shown, the merchant's list of the
 * attribute (null: none yet) and whether the value is on it already (a fraud report's view).
 */
export async function listingsOf(
  db: Executor,
  p: TransactionRow,
  attributes: readonly ListRow['attribute'][],
): Promise<Array<{ attribute: ListRow['attribute']; display: string; value: string; list: ListRow | null; listed: boolean }>> {
  const values = paymentValues(p);
  const out = [];
  // one after the other: called in a transaction, whose client answers one query at a time
  for (const attribute of attributes) {
    const v = values[attribute];
    if (!v) continue;
    const list = await store.selectListOf(db, p.merchantNo, attribute);
    out.push({ attribute, ...v, list, listed: list ? await store.hasValue(db, list.id, v.value) : false });
  }
  return out;
}
