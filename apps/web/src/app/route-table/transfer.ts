import { lazyNamed } from '../../components/lazy-page';
import { AGGREGATE_TYPES, type RouteDef } from '../route-def';

const load = () => import('../pages/transfer-routes');
const opts = { namespaces: ['transfer', 'transfer-approval', 'messages'] };
const base = { icon: 'transfer', auditCheck: true, branch: 'payout', layout: 'portal' } as const;

/** Transfer pages (spec 2 Transfer: transfer, aggregate, view, add/recipient → amount → confirm → review, available-limit; batch is ours). */
export const transferRoutes: readonly RouteDef[] = [
  { ...base, id: 'transfers', path: '/transfer/transfer', titleKey: 'transfer:route.list', code: 'transfer:transfer', page: lazyNamed(load, 'TransferListRoute', opts) },
  {
    ...base,
    id: 'aggregateTransfers',
    path: '/transfer/transfer/aggregate/:type',
    titleKey: 'transfer:route.list',
    code: 'transfer:transfer',
    branch: 'both',
    params: { type: AGGREGATE_TYPES },
    page: lazyNamed(load, 'TransferListRoute', opts),
  },
  { ...base, id: 'transferView', path: '/transfer/transfer/view', titleKey: 'transfer:route.view', code: 'transfer:transfer', page: lazyNamed(load, 'TransferViewRoute', opts) },
  { ...base, id: 'transferRecipient', path: '/transfer/add/recipient', titleKey: 'transfer:route.recipient', code: 'transfer:transfer:add', page: lazyNamed(load, 'TransferRecipientRoute', opts) },
  { ...base, id: 'transferAmount', path: '/transfer/add/amount', titleKey: 'transfer:route.amount', code: 'transfer:transfer:add', page: lazyNamed(load, 'TransferAmountRoute', opts) },
  { ...base, id: 'transferConfirm', path: '/transfer/add/confirm', titleKey: 'transfer:route.confirm', code: 'transfer:transfer:add', page: lazyNamed(load, 'TransferConfirmRoute', opts) },
  { ...base, id: 'transferReview', path: '/transfer/add/review', titleKey: 'transfer:route.review', code: 'transfer:transfer:add', page: lazyNamed(load, 'TransferReviewRoute', opts) },
  { ...base, id: 'transferBatch', path: '/transfer/batch', titleKey: 'transfer:route.batch', code: 'transfer:transfer:batch', page: lazyNamed(load, 'TransferBatchRoute', opts) },
  { ...base, id: 'transferLimit', path: '/transfer/available-limit', titleKey: 'transfer:route.limit', code: 'transfer:availableLimit', page: lazyNamed(load, 'TransferLimitRoute', opts) },
];
