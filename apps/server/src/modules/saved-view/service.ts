import { Codes } from '@crossbill/contracts/codes';
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
  updatedAt: row.updatedAt.toISOString(),
});

export async function listViews(db: Executor, owner: ViewOwner, listId: string): Promise<SavedView[]> {
  const rows = await store.visibleViews(db, owner.merchantNo, owner.operatorId, listId);
  return rows.map((r) => answer(r, owner.operatorId));
}

const nameTaken = () => fieldError('name', 'savedView.nameTaken');

export async function createView(db: Db, o: { owner: ViewOwner; view: ViewInput; actor: Actor; now: Date }): Promise<SavedView> {
  const { owner, view } = o;
  return db.transaction(async (tx) => {
    await store.lockOwnerList(tx, owner.operatorId, view.listId);
    if ((await store.countOwn(tx, owner.merchantNo, owner.operatorId, view.listId)) >= SAVED_VIEWS_PER_LIST)
      throw fieldError('name', 'savedView.limit', { max: SAVED_VIEWS_PER_LIST });
    if (await store.nameTaken(tx, { ...owner, listId: view.listId, name: view.name })) throw nameTaken();
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

/** The owner's view, locked; a view of another merchant or one the caller cannot see is not found. */
async function ownView(tx: Executor, owner: ViewOwner, id: number): Promise<store.SavedViewRow> {
  const row = await store.viewById(tx, owner.merchantNo, id, true);
  if (!row || (row.operatorId !== owner.operatorId && row.visibility !== 'shared')) throw new AppError(Codes.NOT_FOUND);
  // a teammate's shared view: seen, but not theirs to change
  if (row.operatorId !== owner.operatorId) throw new AppError(Codes.FORBIDDEN);
  return row;
}

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

export async function deleteView(db: Db, o: { owner: ViewOwner; id: number; actor: Actor }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await ownView(tx, o.owner, o.id);
    await store.deleteView(tx, o.id);
    await audit(tx, {
      ...o.actor,
      merchantNo: o.owner.merchantNo,
      action: 'savedView.delete',
      target: String(o.id),
      summary: { listId: before.listId, name: before.name, visibility: before.visibility },
    });
  });
}
