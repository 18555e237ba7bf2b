import { lazyNamed } from '../../components/lazy-page';
import type { RouteDef } from '../route-def';

const load = () => import('../pages/virtual-account-routes');
const opts = { namespaces: ['virtual-account'] };
const common = { icon: 'bank', auditCheck: true, branch: 'payout', layout: 'portal' } as const;

/** Virtual account collection pages (spec 2): virtual-account → list, add, detail, recharge; collection/transaction and its view. */
export const virtualAccountRoutes: readonly RouteDef[] = [
  { ...common, id: 'va', path: '/virtual-account', titleKey: 'route.vaList', code: 'virtualAccount:list', page: lazyNamed(load, 'VaRedirectRoute', opts) },
  { ...common, id: 'vaList', path: '/virtual-account/list', titleKey: 'route.vaList', code: 'virtualAccount:list', page: lazyNamed(load, 'VaListRoute', opts) },
  { ...common, id: 'vaAdd', path: '/virtual-account/add', titleKey: 'route.vaAdd', code: 'virtualAccount:list:add', page: lazyNamed(load, 'VaAddRoute', opts) },
  { ...common, id: 'vaDetail', path: '/virtual-account/detail', titleKey: 'route.vaDetail', code: 'virtualAccount:list', page: lazyNamed(load, 'VaDetailRoute', opts) },
  { ...common, id: 'vaRecharge', path: '/virtual-account/recharge', titleKey: 'route.vaRecharge', code: 'virtualAccount:list:recharge', page: lazyNamed(load, 'VaRechargeRoute', opts) },
  { ...common, id: 'collectionList', path: '/collection/transaction', titleKey: 'route.collectionList', code: 'collection:transaction', page: lazyNamed(load, 'CollectionListRoute', opts) },
  { ...common, id: 'collectionView', path: '/collection/transaction/view', titleKey: 'route.collectionView', code: 'collection:transaction', page: lazyNamed(load, 'CollectionViewRoute', opts) },
];
