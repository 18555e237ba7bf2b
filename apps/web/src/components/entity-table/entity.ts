import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { AnyEndpoint, EndpointData } from '@crossbill/contracts/endpoint';
import type { DatePeriod } from '@crossbill/contracts/business-time';
import type { Language } from '@crossbill/contracts/constants';
import type { ListColumn, ListId } from '@crossbill/contracts/list-columns';

/**
 * A list screen described once (DESIGN.md section 8): where its rows come from (an endpoint object),
 * its filters (URL parameters, checked by the endpoint's query schema), its columns (keys of
 * contracts list-columns.ts, the same keys the export sheet writes), how a row opens and what it
 * exports. `EntityTable` turns it into the filter bar, the paged table, the column settings and the
 * export button.
 */

/** What a cell renderer is given besides its row. */
export interface CellContext<Row> {
  t: TFunction;
  language: Language;
  /** open the row's detail (given by the page, which knows the routes) */
  open: (row: Row) => void;
  /** the row's detail as a link (given by the page), when the page has one: a real link opens in a new tab too */
  href: (row: Row) => string | undefined;
  /** open another object a cell names (e.g. a refund's payment), by the page's named openers */
  go: Readonly<Record<string, ((id: string) => void) | undefined>>;
  /** what the rows were asked for: the filters and the page's fixed fields (e.g. a statement's currency) */
  query: Readonly<Record<string, string | number | undefined>>;
}

export interface EntityColumn<L extends ListId, Row> {
  key: ListColumn<L>;
  /** translation key of the header in the entity's namespace; default `<columnPrefix>.<key>` */
  title?: string;
  render: (row: Row, ctx: CellContext<Row>) => ReactNode;
  align?: 'right';
  /** shown only where rows of several merchants are listed (a group or proxy account) */
  familyOnly?: true;
}

type SelectOptions = Array<{ value: string; label: string }>;

interface FieldBase {
  /** URL parameter and, unless `toQuery` says otherwise, the query field of the same name */
  name: string;
  /** the query field, where the endpoint names it otherwise than the URL does (kept for links already in use) */
  toQuery?: string;
  /** translation key of the label in the entity's namespace */
  label: string;
}

export type FilterField =
  | (FieldBase & {
      kind: 'text';
      /** checked before the search applies: the message key (entity namespace) when it does not match */
      pattern?: { re: RegExp; message: string };
      maxLength?: number;
    })
  | (FieldBase & { kind: 'select'; search?: boolean } & (
        | { options: (t: TFunction) => SelectOptions; useOptions?: never; valuePattern?: never }
        /** choices read from the server (a hook, called while the field renders); `valuePattern` checks a linked value meanwhile */
        | { useOptions: (t: TFunction) => SelectOptions; options?: never; valuePattern?: RegExp }
      ))
  /** a period choice kept as ?<name> (+ ?begin&end when custom); remembered across the session's lists */
  | (FieldBase & {
      kind: 'period';
      periods: readonly DatePeriod[];
      /** what the list shows when the URL names no period */
      fallback: DatePeriod;
    })
  /**
   * whole business days as ?begin&end, sent as the beginTime/endTime instants (Beijing days), or as
   * the days themselves under `dates` where the endpoint takes days (e.g. settlement dates), or the
   * instants under `instants` where the endpoint names them otherwise (e.g. a next billing range)
   */
  | (Omit<FieldBase, 'name' | 'toQuery'> & {
      kind: 'days';
      name?: never;
      dates?: { from: string; to: string };
      instants?: { from: string; to: string };
    });

/** A GET endpoint answering a page (`{ content, total, … }`), or every row at once (a short list: an array, shown unpaged). */
export type ListEndpoint = AnyEndpoint;

/** A row of the page (or of the array) the list endpoint answers. */
export type RowOf<E extends AnyEndpoint> = EndpointData<E> extends { content: Array<infer R> } ? R : EndpointData<E> extends Array<infer R> ? R : never;

export interface ListEntity<L extends ListId, E extends ListEndpoint, X extends AnyEndpoint = AnyEndpoint> {
  /** the list's key in list-columns.ts: its columns and the operator's saved choice */
  id: L;
  /** translation namespaces; the first holds the entity's own keys */
  ns: readonly string[];
  list: E;
  rowKey: (keyof RowOf<E> & string) | ((row: RowOf<E>) => string);
  filters: readonly FilterField[];
  columns: ReadonlyArray<EntityColumn<L, RowOf<E>>>;
  /** header keys default to `<columnPrefix>.<key>` */
  columnPrefix: string;
  /** translation keys: the empty list, the count (`{{total}}`), and the count when the server capped it */
  texts: { empty: string; total: string; totalCapped?: string };
  /** the export to the download center: the endpoint takes the list's filters as its body */
  export?: { endpoint: X; code: string; label: string; started: string };
  /** how often to read the list again, given the rows shown (rows still being prepared: soon) */
  refresh?: (rows: RowOf<E>[]) => number | false;
  /** completes the query at each fetch, outside the cache key (a default window that moves with the clock) */
  atFetch?: (query: Record<string, unknown>) => Record<string, unknown>;
  /** the endpoint answers every row at once (an array, no query): shown whole, without a pager */
  unpaged?: true;
  /** a click anywhere on a row opens it (the row's actions still offer a focusable View) */
  rowOpens?: true;
  /** a row's action column (e.g. View), kept at the right edge on wide screens */
  actions?: (row: RowOf<E>, ctx: CellContext<RowOf<E>>) => ReactNode;
}

/** Declares an entity, keeping its exact types (as defineEndpoint does for endpoints). */
export function defineEntity<L extends ListId, E extends ListEndpoint, X extends AnyEndpoint = AnyEndpoint>(e: ListEntity<L, E, X>): ListEntity<L, E, X> {
  return e;
}
