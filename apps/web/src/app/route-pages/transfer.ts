import { lazyNamed, type LazyComponent } from '../../components/lazy-page';

const load = () => import('../pages/transfer-routes');
const opts = { namespaces: ['transfer', 'transfer-approval', 'messages'] };

/** The pages of transferRoutes (route-table/transfer.ts), by route id. */
export const transferPages: Record<string, LazyComponent<object>> = {
  transfers: lazyNamed(load, 'TransferListRoute', opts),
  aggregateTransfers: lazyNamed(load, 'TransferListRoute', opts),
  transferView: lazyNamed(load, 'TransferViewRoute', opts),
  transferRecipient: lazyNamed(load, 'TransferRecipientRoute', opts),
  transferAmount: lazyNamed(load, 'TransferAmountRoute', opts),
  transferConfirm: lazyNamed(load, 'TransferConfirmRoute', opts),
  transferReview: lazyNamed(load, 'TransferReviewRoute', opts),
  transferBatch: lazyNamed(load, 'TransferBatchRoute', opts),
  transferLimit: lazyNamed(load, 'TransferLimitRoute', opts),
};
