import { lazyNamed, lazyPage, type LazyComponent } from '../../components/lazy-page';

const dividend = () => import('../pages/dividend-routes');
const detailPage = lazyPage(() => import('../pages/transaction-detail-route'), { namespaces: ['transaction'] });

/** The pages of transactionRoutes (route-table/transaction.ts), by route id. */
export const transactionPages: Record<string, LazyComponent<object>> = {
  transactionQuery: lazyPage(() => import('../pages/transaction-query-route'), { namespaces: ['transaction', 'upload'] }),
  transactionDetails: detailPage,
  transactionView: detailPage,
  dividend: lazyNamed(dividend, 'DividendListRoute', { namespaces: ['dividend', 'messages'] }),
  dividendDetail: lazyNamed(dividend, 'DividendDetailRoute', { namespaces: ['dividend'] }),
};
