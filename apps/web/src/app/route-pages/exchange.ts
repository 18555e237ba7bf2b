import { lazyPage, type LazyComponent } from '../../components/lazy-page';

/** The pages of exchangeRoutes (route-table/exchange.ts), by route id. */
export const exchangePages: Record<string, LazyComponent<object>> = {
  walletExchange: lazyPage(() => import('../pages/exchange-list-route'), { namespaces: ['exchange'] }),
  walletExchangeAmount: lazyPage(() => import('../pages/exchange-amount-route'), { namespaces: ['exchange'] }),
  walletExchangeReview: lazyPage(() => import('../pages/exchange-review-route'), { namespaces: ['exchange'] }),
};
