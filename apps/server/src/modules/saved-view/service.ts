import { Codes } from '@crossbill/contracts/codes';
import { SAVED_VIEW_ADMIN_CODE } from '@crossbill/contracts/resources';
import { SAVED_VIEWS_PER_LIST, type SavedViewVisibility } from '@crossbill/contracts/saved-view-limits';
import type { SavedView } from '@crossbill/contracts/saved-view';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit, type Actor } from '../../platform/audit/audit.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import * as store from './store.ts';

/**
 * Saved views of the lists (contracts saved-view.ts). A view belongs to the operator who saved it,
 * in that merchant: private views are seen by their owner only, shared ones by every operator of the
 * merchant; only the owner renames, changes or deletes a view (a teammate saves their own copy), so
 * that a shared view never changes under its owner's hands. Another merchant's views answer as not
 * found, like an unknown id.
 *
 * A member leaves by having their membership disabled (the team page; there is no removal, and a
 * disabled operator may be enabled again). Their shared views stay, marked `ownerLeft`; a team
 * administrator (SAVED_VIEW_ADMIN_CODE) deletes any shared view and takes over a departed owner's,
 * which then is theirs like any other. Private views stay invisible to everyone else: kept, not
 * deleted, so that a re-enabled operator finds them again.
 */

export interface ViewOwner {
  merchantNo: string;
  operatorId: number;
}

export interface ViewInput {
  listId: string;
  name: string;
  filters: Record<string, string>;
  columns: string[];
  visibility: SavedViewVisibility;
}

const answer = (row: store.SavedViewRow, operatorId: number): SavedView => ({
  id: row.id,
  listId: row.listId,
  name: row.name,
  filters: row.filters,
  columns: row.columns,
  visibility: row.visibility === 'shared' ? 'shared' : 'private',
  mine: row.operatorId === operatorId,
  ownerName: row.ownerName,
  ownerLeft: row.ownerLeft,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listViews(db: Executor, owner: ViewOwner, listId: string): Promise<SavedView[]> {
  const rows = await store.visibleViews(db, owner.merchantNo, owner.operatorId, listId);
  return rows.map((r) => answer(r, owner.operatorId));
}

const nameTaken = () => fieldError('name', 'savedView.nameTaken');

/** Before a view becomes the owner's: room on the list and a name of theirs still free (under the owner's list lock). */
async function makeRoom(tx: Executor, owner: ViewOwner, listId: string, name: string): Promise<void> {
  await store.lockOwnerList(tx, owner.operatorId, listId);
  if ((await store.countOwn(tx, owner.merchantNo, owner.operatorId, listId)) >= SAVED_VIEWS_PER_LIST)
    throw fieldError('name', 'savedView.limit', { max: SAVED_VIEWS_PER_LIST });
  if (await store.nameTaken(tx, { ...owner, listId, name })) throw nameTaken();
}

export async function createView(db: Db, o: { owner: ViewOwner; view: ViewInput; actor: Actor; now: Date }): Promise<SavedView> {
  const { owner, view } = o;
  return db.transaction(async (tx) => {
    await makeRoom(tx, owner, view.listId, view.name);
    const id = await store.insertView(tx, { ...owner, ...view, createdAt: o.now, updatedAt: o.now });
    await audit(tx, {
      ...o.actor,
      merchantNo: owner.merchantNo,
      action: 'savedView.create',
      target: String(id),
      summary: { listId: view.listId, name: view.name, visibility: view.visibility },
    });
    return answer((await store.viewById(tx, owner.merchantNo, id))!, owner.operatorId);
  });
}

/** A view the caller sees (their own or a shared one), locked; another merchant's or a teammate's private view is not found. */
async function visibleView(tx: Executor, owner: ViewOwner, id: number): Promise<store.SavedViewRow> {
  const row = await store.viewById(tx, owner.merchantNo, id, true);
  if (!row || (row.operatorId !== owner.operatorId && row.visibility !== 'shared')) throw new AppError(Codes.NOT_FOUND);
  return row;
}

/** The owner's view, locked; a teammate's shared view is seen, but not theirs to change. */
async function ownView(tx: Executor, owner: ViewOwner, id: number): Promise<store.SavedViewRow> {
  const row = await visibleView(tx, owner, id);
  if (row.operatorId !== owner.operatorId) throw new AppError(Codes.FORBIDDEN);
  return row;
}

/** Who owned a view, in the audit entry of a change made by someone else. */
const formerOwner = (row: store.SavedViewRow) => ({ operatorId: row.operatorId, name: row.ownerName, left: row.ownerLeft });

export async function updateView(db: Db, o: { owner: ViewOwner; id: number; view: ViewInput; actor: Actor; now: Date }): Promise<SavedView> {
  const { owner, view } = o;
  return db.transaction(async (tx) => {
    const before = await ownView(tx, owner, o.id);
    if (before.listId !== view.listId) throw fieldError('listId', 'validation.invalid');
    await store.lockOwnerList(tx, owner.operatorId, view.listId);
    if (await store.nameTaken(tx, { ...owner, listId: view.listId, name: view.name, except: o.id })) throw nameTaken();
    await store.updateView(tx, o.id, { name: view.name, filters: view.filters, columns: view.columns, visibility: view.visibility, updatedAt: o.now });
    await audit(tx, {
      ...o.actor,
      merchantNo: owner.merchantNo,
      action: 'savedView.update',
      target: String(o.id),
      summary: {
        listId: view.listId,
        before: { name: before.name, visibility: before.visibility },
        after: { name: view.name, visibility: view.visibility },
      },
    });
    return answer((await store.viewById(tx, owner.merchantNo, o.id))!, owner.operatorId);
  });
}

/** Deletes one's own view; a team administrator (`permissions`) also any shared view of the merchant. */
export async function deleteView(db: Db, o: { owner: ViewOwner; id: number; permissions: ReadonlySet<string>; actor: Actor }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = o.permissions.has(SAVED_VIEW_ADMIN_CODE) ? await visibleView(tx, o.owner, o.id) : await ownView(tx, o.owner, o.id);
    await store.deleteView(tx, o.id);
    const theirs = before.operatorId !== o.owner.operatorId;
    await audit(tx, {
      ...o.actor,
      merchantNo: o.owner.merchantNo,
      action: 'savedView.delete',
      target: String(o.id),
      summary: { listId: before.listId, name: before.name, visibility: before.visibility, ...(theirs ? { owner: formerOwner(before) } : {}) },
    });
  });
}

/**
 * A team administrator takes over a shared view whose owner has left: it becomes the caller's, with
 * its name, filters and columns, still shared; a name the caller already uses on the list is the
 * form's field error, as when saving. A member's view stays theirs (CONFLICT).
 */
export async function takeOverView(db: Db, o: { owner: ViewOwner; id: number; actor: Actor; now: Date }): Promise<SavedView> {
  const { owner } = o;
  return db.transaction(async (tx) => {
    const before = await visibleView(tx, owner, o.id);
    if (!before.ownerLeft || before.operatorId === owner.operatorId) throw new AppError(Codes.CONFLICT, { messageKey: 'savedView.ownerActive' });
    await makeRoom(tx, owner, before.listId, before.name);
    await store.setOwner(tx, o.id, owner.operatorId, o.now);
    await audit(tx, {
      ...o.actor,
      merchantNo: owner.merchantNo,
      action: 'savedView.takeOver',
      target: String(o.id),
      summary: { listId: before.listId, name: before.name, visibility: before.visibility, owner: formerOwner(before) },
    });
    return answer((await store.viewById(tx, owner.merchantNo, o.id))!, owner.operatorId);
  });
}
