import { lazyPage, type LazyComponent } from '../../components/lazy-page';

/** The pages of disputeRoutes (route-table/dispute.ts), by route id. */
export const disputePages: Record<string, LazyComponent<object>> = {
  chargebackList: lazyPage(() => import('../pages/chargeback-list-route'), { namespaces: ['dispute'] }),
  chargebackDetails: lazyPage(() => import('../pages/chargeback-detail-route'), { namespaces: ['dispute'] }),
  rebuttalList: lazyPage(() => import('../pages/rebuttal-list-route'), { namespaces: ['dispute'] }),
  rebuttalEdit: lazyPage(() => import('../pages/rebuttal-edit-route'), { namespaces: ['dispute', 'messages'] }),
  disputeCases: lazyPage(() => import('../pages/dispute-case-list-route'), { namespaces: ['dispute'] }),
  disputeCaseDetail: lazyPage(() => import('../pages/dispute-case-detail-route'), { namespaces: ['dispute', 'refund'] }),
  // their own chunk: the only dispute pages that load echarts
  reportRefuseRate: lazyPage(() => import('../pages/refuse-rate-route'), { namespaces: ['dispute'] }),
  reportRefuseRateView: lazyPage(() => import('../pages/refuse-rate-view-route'), { namespaces: ['dispute'] }),
};
