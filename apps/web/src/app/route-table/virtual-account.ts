import type { RouteMeta } from '../route-def';

const common = { icon: 'bank', auditCheck: true, branch: 'payout', layout: 'portal' } as const;

/** Virtual account collection pages (spec 2): virtual-account → list, add, detail, recharge; collection/transaction and its view. */
export const virtualAccountRoutes: readonly RouteMeta[] = [
  { ...common, id: 'va', path: '/virtual-account', titleKey: 'route.vaList', code: 'virtualAccount:list' },
  { ...common, id: 'vaList', path: '/virtual-account/list', titleKey: 'route.vaList', code: 'virtualAccount:list' },
  { ...common, id: 'vaAdd', path: '/virtual-account/add', titleKey: 'route.vaAdd', code: 'virtualAccount:list:add' },
  { ...common, id: 'vaDetail', path: '/virtual-account/detail', titleKey: 'route.vaDetail', code: 'virtualAccount:list' },
  { ...common, id: 'vaRecharge', path: '/virtual-account/recharge', titleKey: 'route.vaRecharge', code: 'virtualAccount:list:recharge' },
  { ...common, id: 'collectionList', path: '/collection/transaction', titleKey: 'route.collectionList', code: 'collection:transaction' },
  { ...common, id: 'collectionView', path: '/collection/transaction/view', titleKey: 'route.collectionView', code: 'collection:transaction' },
];
