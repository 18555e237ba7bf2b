import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * DESC in the order an index built with drizzle's `.desc()` holds (DESC NULLS LAST). A plain DESC
 * means NULLS FIRST, which such an index cannot give: the list then reads every matching row and
 * sorts them, instead of reading just the page off the index. Use it for "newest first" lists.
 */
export const descIndexed = (column: AnyColumn): SQL => sql`${column} desc nulls last`;
