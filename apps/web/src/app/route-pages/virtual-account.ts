import { lazyNamed, type LazyComponent } from '../../components/lazy-page';

const load = () => import('../pages/virtual-account-routes');
const opts = { namespaces: ['virtual-account'] };

/** The pages of virtualAccountRoutes (route-table/virtual-account.ts), by route id. */
export const virtualAccountPages: Record<string, LazyComponent<object>> = {
  va: lazyNamed(load, 'VaRedirectRoute', opts),
  vaList: lazyNamed(load, 'VaListRoute', opts),
  vaAdd: lazyNamed(load, 'VaAddRoute', opts),
  vaDetail: lazyNamed(load, 'VaDetailRoute', opts),
  vaRecharge: lazyNamed(load, 'VaRechargeRoute', opts),
  collectionList: lazyNamed(load, 'CollectionListRoute', opts),
  collectionView: lazyNamed(load, 'CollectionViewRoute', opts),
};
