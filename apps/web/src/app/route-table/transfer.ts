import { AGGREGATE_TYPES, type RouteMeta } from '../route-def';

const base = { icon: 'transfer', auditCheck: true, branch: 'payout', layout: 'portal' } as const;

/** Transfer pages (spec 2 Transfer: transfer, aggregate, view, add/recipient → amount → confirm → review, available-limit; batch is ours). */
export const transferRoutes: readonly RouteMeta[] = [
  { ...base, id: 'transfers', path: '/transfer/transfer', titleKey: 'transfer:route.list', code: 'transfer:transfer' },
  {
    ...base,
    id: 'aggregateTransfers',
    path: '/transfer/transfer/aggregate/:type',
    titleKey: 'transfer:route.list',
    code: 'transfer:transfer',
    branch: 'both',
    params: { type: AGGREGATE_TYPES },
  },
  { ...base, id: 'transferView', path: '/transfer/transfer/view', titleKey: 'transfer:route.view', code: 'transfer:transfer' },
  { ...base, id: 'transferRecipient', path: '/transfer/add/recipient', titleKey: 'transfer:route.recipient', code: 'transfer:transfer:add' },
  { ...base, id: 'transferAmount', path: '/transfer/add/amount', titleKey: 'transfer:route.amount', code: 'transfer:transfer:add' },
  { ...base, id: 'transferConfirm', path: '/transfer/add/confirm', titleKey: 'transfer:route.confirm', code: 'transfer:transfer:add' },
  { ...base, id: 'transferReview', path: '/transfer/add/review', titleKey: 'transfer:route.review', code: 'transfer:transfer:add' },
  { ...base, id: 'transferBatch', path: '/transfer/batch', titleKey: 'transfer:route.batch', code: 'transfer:transfer:batch' },
  { ...base, id: 'transferLimit', path: '/transfer/available-limit', titleKey: 'transfer:route.limit', code: 'transfer:availableLimit' },
];
