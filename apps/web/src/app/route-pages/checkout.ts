import { lazyNamed, type LazyComponent } from '../../components/lazy-page';

const load = () => import('../pages/checkout-routes');
const namespaces = ['checkout', 'messages'];

/** The pages of checkoutRoutes (route-table/checkout.ts), by route id. */
export const checkoutPages: Record<string, LazyComponent<object>> = {
  checkoutCards: lazyNamed(load, 'CardListRoute', { namespaces }),
  checkoutCardAdd: lazyNamed(load, 'CardFormRoute', { namespaces }),
  checkoutCardEdit: lazyNamed(load, 'CardFormRoute', { namespaces }),
  checkoutCardView: lazyNamed(load, 'CardViewRoute', { namespaces }),
  checkoutBrands: lazyNamed(load, 'BrandListRoute', { namespaces }),
  checkoutBrandAdd: lazyNamed(load, 'BrandFormRoute', { namespaces }),
  checkoutBrandEdit: lazyNamed(load, 'BrandFormRoute', { namespaces }),
  checkoutBrandView: lazyNamed(load, 'BrandViewRoute', { namespaces }),
};
