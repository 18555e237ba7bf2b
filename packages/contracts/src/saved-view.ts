import { z } from 'zod';
import { isListId, LIST_COLUMNS, MIN_VISIBLE_COLUMNS } from './list-columns.ts';
import {
  SAVED_VIEW_FILTER_KEY,
  SAVED_VIEW_FILTER_VALUE_MAX,
  SAVED_VIEW_FILTERS_MAX,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_VISIBILITIES,
} from './saved-view-limits.ts';
import { serialIdParam, text } from './validation.ts';

/**
 * Saved views: a named set of a list's filters (its URL query) and visible columns, kept
 * per merchant by the operator who saved it; private to that operator, or shared with every operator
 * of the merchant. Only the owner renames, changes or deletes a view, shared or not: a teammate
 * applies a shared view and may save it again as a view of their own. A team administrator
 * (SAVED_VIEW_ADMIN_CODE) may also delete any shared view, and take over a shared view whose owner
 * has left the merchant (their membership disabled): it becomes the administrator's, still shared.
 */

const listId = z.string().max(64).refine(isListId, 'validation.invalid');

/** A list's URL query (page aside): parameter names as the lists use them, bounded text values. */
export const savedViewFilters = z
  .record(z.string().regex(SAVED_VIEW_FILTER_KEY, 'validation.invalid'), text(SAVED_VIEW_FILTER_VALUE_MAX))
  .refine((f) => Object.keys(f).length <= SAVED_VIEW_FILTERS_MAX, 'validation.invalid');

const fields = {
  listId,
  name: text(SAVED_VIEW_NAME_MAX).min(1, 'validation.required'),
  filters: savedViewFilters,
  columns: z.array(z.string().max(64)).max(60),
  visibility: z.enum(SAVED_VIEW_VISIBILITIES),
};

/** The columns must be the list's own, each once, at least MIN_VISIBLE_COLUMNS of them. */
function checkColumns(v: { listId: string; columns: string[] }, ctx: z.RefinementCtx) {
  if (!isListId(v.listId)) return;
  const all = LIST_COLUMNS[v.listId].all as readonly string[];
  if (v.columns.some((c) => !all.includes(c)) || new Set(v.columns).size !== v.columns.length)
    ctx.addIssue({ code: 'custom', path: ['columns'], message: 'validation.invalid' });
  else if (v.columns.length < MIN_VISIBLE_COLUMNS) ctx.addIssue({ code: 'custom', path: ['columns'], message: 'list.minColumns' });
}

/** POST /api/savedView/create */
export const savedViewCreateBody = z.object(fields).strict().superRefine(checkColumns);
export type SavedViewCreateBody = z.input<typeof savedViewCreateBody>;

/** POST /api/savedView/update: the whole view again (its list cannot change). */
export const savedViewUpdateBody = z
  .object({ id: serialIdParam, ...fields })
  .strict()
  .superRefine(checkColumns);

/** POST /api/savedView/delete */
export const savedViewDeleteBody = z.object({ id: serialIdParam }).strict();

/** POST /api/savedView/takeOver: a departed owner's shared view becomes the caller's. */
export const savedViewTakeOverBody = z.object({ id: serialIdParam }).strict();

/** GET /api/savedView/list?listId= */
export const savedViewListQuery = z.object({ listId });

export const savedView = z.object({
  id: z.number().int(),
  listId: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  columns: z.array(z.string()),
  visibility: z.enum(SAVED_VIEW_VISIBILITIES),
  /** saved by the caller: they may rename, change and delete it */
  mine: z.boolean(),
  ownerName: z.string(),
  /** its owner is no longer an enabled operator of the merchant: nobody but an administrator can tidy it */
  ownerLeft: z.boolean(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedView>;
