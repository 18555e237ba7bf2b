import { Codes } from '@crossbill/contracts/codes';
import { methodKindOf, type CardAddBody, type CheckoutCard, type Website } from '@crossbill/contracts/checkout';
import type { Page } from '@crossbill/contracts/envelope';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit, type Actor } from '../../platform/audit/audit.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import * as store from './store.ts';
import { assertApproved, namedWebsites } from './websites.ts';

/**
 * checkout/card: the payment methods the hosted page offers, in the merchant's order. Priorities
 * are dense (1..n): every change takes the merchant's lock first, so that two operators moving
 * methods at once end in one consistent order. Spec 5: a method moves only to the top or the bottom.
 */

function toCard(r: store.MethodRow, names: Map<string, Website>): CheckoutCard {
  return {
    id: r.id,
    method: r.method,
    kind: methodKindOf(r.method),
    priority: r.priority,
    enabled: r.enabled,
    allWebsites: r.allWebsites,
    websites: r.appIds.map((a) => names.get(a)!),
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

async function toCards(db: Executor, merchantNo: string, rows: store.MethodRow[]): Promise<CheckoutCard[]> {
  const names = await namedWebsites(
    db,
    merchantNo,
    rows.flatMap((r) => r.appIds),
  );
  return rows.map((r) => toCard(r, names));
}

export async function listMethods(db: Executor, merchantNo: string, q: { page: number; size: number }): Promise<Page<CheckoutCard>> {
  const rows = await store.methodsOf(db, merchantNo, { limit: q.size, offset: (q.page - 1) * q.size });
  return { content: await toCards(db, merchantNo, rows), total: await store.countMethods(db, merchantNo), page: q.page, size: q.size };
}

export async function getMethod(db: Executor, merchantNo: string, id: number): Promise<CheckoutCard> {
  const row = await store.methodOf(db, merchantNo, id);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return (await toCards(db, merchantNo, [row]))[0]!;
}

/** A method not yet listed joins at the lowest priority, enabled. */
export async function addMethod(db: Db, o: { merchantNo: string; input: CardAddBody; actor: Actor; now: Date }): Promise<CheckoutCard> {
  return db.transaction(async (tx) => {
    await store.lockMerchant(tx, o.merchantNo, 'methods');
    if (await store.methodByCode(tx, o.merchantNo, o.input.method)) throw fieldError('method', 'checkout.methodListed');
    await assertApproved(tx, o.merchantNo, o.input.appIds);
    const row = await store.insertMethod(tx, {
      merchantNo: o.merchantNo,
      method: o.input.method,
      priority: (await store.countMethods(tx, o.merchantNo)) + 1,
      enabled: true,
      allWebsites: o.input.allWebsites,
      appIds: o.input.appIds,
      createdAt: o.now,
      updatedAt: o.now,
    });
    await audit(tx, {
      ...o.actor,
      merchantNo: o.merchantNo,
      action: 'checkout.card.add',
      target: row.method,
      summary: { priority: row.priority, allWebsites: row.allWebsites, appIds: row.appIds },
    });
    return (await toCards(tx, o.merchantNo, [row]))[0]!;
  });
}

export async function editMethod(
  db: Db,
  o: { merchantNo: string; id: number; input: { enabled: boolean; allWebsites: boolean; appIds: string[] }; actor: Actor; now: Date },
): Promise<CheckoutCard> {
  return db.transaction(async (tx) => {
    await store.lockMerchant(tx, o.merchantNo, 'methods');
    const before = await store.methodOf(tx, o.merchantNo, o.id);
    if (!before) throw new AppError(Codes.NOT_FOUND);
    await assertApproved(tx, o.merchantNo, o.input.appIds);
    const values = { enabled: o.input.enabled, allWebsites: o.input.allWebsites, appIds: o.input.appIds, updatedAt: o.now };
    await store.updateMethod(tx, o.merchantNo, o.id, values);
    await audit(tx, {
      ...o.actor,
      merchantNo: o.merchantNo,
      action: 'checkout.card.edit',
      target: before.method,
      summary: { before: { enabled: before.enabled, allWebsites: before.allWebsites, appIds: before.appIds }, after: o.input },
    });
    return (await toCards(tx, o.merchantNo, [{ ...before, ...values }]))[0]!;
  });
}

/** Move a method to the highest or the lowest priority; the others keep their order, renumbered 1..n. */
export async function moveMethod(db: Db, o: { merchantNo: string; id: number; to: 'top' | 'bottom'; actor: Actor; now: Date }): Promise<CheckoutCard[]> {
  return db.transaction(async (tx) => {
    await store.lockMerchant(tx, o.merchantNo, 'methods');
    const rows = await store.methodsOf(tx, o.merchantNo);
    const moving = rows.find((r) => r.id === o.id);
    if (!moving) throw new AppError(Codes.NOT_FOUND);
    const rest = rows.filter((r) => r !== moving);
    const order = o.to === 'top' ? [moving, ...rest] : [...rest, moving];
    const after = order.map((r, i) => ({ ...r, priority: i + 1 }));
    for (const [i, r] of after.entries()) {
      if (r.priority === order[i]!.priority) continue;
      await store.updateMethod(tx, o.merchantNo, r.id, { priority: r.priority, ...(r.id === moving.id ? { updatedAt: o.now } : {}) });
    }
    await audit(tx, {
      ...o.actor,
      merchantNo: o.merchantNo,
      action: 'checkout.card.move',
      target: moving.method,
      summary: { to: o.to, from: moving.priority, priority: after.find((r) => r.id === moving.id)!.priority },
    });
    return toCards(tx, o.merchantNo, after);
  });
}
