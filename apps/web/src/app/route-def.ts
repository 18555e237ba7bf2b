import type { Branch } from '@crossbill/contracts/resources';
import type { LazyComponent } from '../components/lazy-page';

export { AGGREGATE_TYPES, type AggregateType } from './paths';

/**
 * One page of the route table (spec section 2), without its code. Each domain lists its pages in
 * `route-table/<domain>.ts` and their lazy components in `route-pages/<domain>.ts`: guards, shell and
 * pages match paths on this table alone, so none of them depends on the pages (no import cycle).
 * `titleKey` is a key in the `shell` namespace, or `ns:key` in another.
 */
export interface RouteMeta {
  /** unique id (used by tests and the action log) */
  id: string;
  path: string;
  /** title key in the `shell` namespace (tabs, breadcrumb outside the menu, action log) */
  titleKey: string;
  icon?: string;
  /** permission code the page needs (spec 6) */
  code?: string;
  layout: 'public' | 'portal';
  /** show the audit prompt instead of the page while the merchant is not approved */
  auditCheck?: boolean;
  /** the page shows without the sidebar */
  hideMenu?: boolean;
  /** not for managers (spec 6: the manager flag hides switch and update password) */
  hiddenForManager?: boolean;
  /** path parameters and the values they may take; any other value is an unknown path */
  params?: Record<string, readonly string[]>;
  /** side of the aggregate merchant's menu; payout routes may send to /guide */
  branch?: Branch;
}

/** A route with its page: code and texts load on first render or on preload(). */
export interface RouteDef extends RouteMeta {
  page: LazyComponent<object>;
}
