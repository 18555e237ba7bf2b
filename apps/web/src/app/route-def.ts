import type { Branch } from '@crossbill/contracts/resources';
import type { LazyComponent } from '../components/lazy-page';

/**
 * One page of the route table (spec section 2). Each domain lists its pages in `route-table/<domain>.ts`;
 * `routes.tsx` joins them. `titleKey` is a key in the `shell` namespace, or `ns:key` in another.
 */
export interface RouteDef {
  /** unique id (used by tests and the action log) */
  id: string;
  path: string;
  /** title key in the `shell` namespace (tabs, breadcrumb outside the menu, action log) */
  titleKey: string;
  icon?: string;
  /** permission code the page needs (spec 6) */
  code?: string;
  /** the page: code and texts load on first render or on preload() */
  page: LazyComponent<object>;
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

export const AGGREGATE_TYPES = ['acq', 'payout'] as const;
export type AggregateType = (typeof AGGREGATE_TYPES)[number];
