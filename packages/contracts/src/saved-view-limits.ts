/**
 * The bounds of a saved view (saved-view.ts), free of zod so that the lists' views panel carries
 * no schemas.
 */
export const SAVED_VIEW_NAME_MAX = 40;
/** views one operator keeps on one list */
export const SAVED_VIEWS_PER_LIST = 20;
/** the URL parameters a view may hold, their names' and values' lengths */
export const SAVED_VIEW_FILTERS_MAX = 30;
export const SAVED_VIEW_FILTER_KEY_MAX = 32;
export const SAVED_VIEW_FILTER_VALUE_MAX = 200;
export const SAVED_VIEW_FILTER_KEY = new RegExp(`^[A-Za-z][A-Za-z0-9_]{0,${SAVED_VIEW_FILTER_KEY_MAX - 1}}$`);
export const SAVED_VIEW_VISIBILITIES = ['private', 'shared'] as const;
export type SavedViewVisibility = (typeof SAVED_VIEW_VISIBILITIES)[number];
