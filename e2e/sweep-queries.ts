// The demo objects the sweep (specs/sweep.spec.ts) opens its one-object pages on, found through the API.
/**
 * Query strings of the pages that show one object, found in the demo data through the API (the first
 * row of a list). Where the demo has no such object yet, the page is opened without one.
 */
export type Api = (path: string) => Promise<unknown>;
const firstRow = async (api: Api, listPath: string): Promise<Record<string, unknown> | undefined> => {
  const data = (await api(listPath)) as { content?: unknown[] } | unknown[];
  return (Array.isArray(data) ? data[0] : data.content?.[0]) as Record<string, unknown> | undefined;
};
/** `param=` the `field` of the first row of the first of `lists` (tried in order) that has one. */
const byId =
  (lists: string | string[], field = 'id', param = 'id') =>
  async (api: Api) => {
    for (const list of [lists].flat()) {
      const row = await firstRow(api, `${list}${list.includes('?') ? '&' : '?'}page=1&size=10`);
      if (row) return `${param}=${encodeURIComponent(String(row[field]))}`;
    }
    return '';
  };
export const QUERIES: Record<string, (api: Api) => Promise<string>> = {
  walletStatement: async () => 'currency=USD',
  walletBatch: async (api) => {
    const row = await firstRow(api, '/wallet/balance/view?currency=USD&page=1&size=10');
    return row ? `currency=USD&reference=${encodeURIComponent(String(row.reference))}` : 'currency=USD';
  },
  vaDetail: byId('/virtualAccount/list'),
  vaRecharge: byId('/virtualAccount/list'),
  collectionView: byId('/collection/transaction/list'),
  transferContactEdit: byId('/transfer/contact/list'),
  settlementPayeeEdit: byId('/settlement/payee/list'),
  settlementPayeeView: byId('/settlement/payee/list'),
  // the transfer waiting for the demo operator's approval (its decision dialog), else the first
  transferView: byId(['/transfer/list?status=pending_approval', '/transfer/list']),
  roleView: byId('/permission/role/list'),
  noticeDetail: byId('/merAnnouncement/list'),
  // a captured sale: its refund and tracking dialogs (capture and void go to an authorised one, sweep-overlays.ts)
  transactionDetails: byId('/transaction/list?type=sale&status=succeeded', 'transactionId'),
  transactionView: byId('/transaction/list', 'transactionId'),
  refundDetails: byId('/refund/list', 'refundId'),
  chargebackDetails: byId('/chargeback/list', 'chargebackId'),
  blacklistDetail: byId('/risk/blacklist/list'),
  // a new alert: its answers (refund, mark processed, ignore) are on the page
  chargebackAlertDetail: byId(['/chargebackAlert/list?status=new', '/chargebackAlert/list'], 'alertId'),
  // a chargeback still waiting for its first answer: the editor shows its form
  rebuttalEdit: byId('/chargeback/list?group=received', 'chargebackId', 'chargebackId'),
  // the case with an open inquiry (its answer dialog is swept), else the latest
  disputeCaseDetail: byId(['/dispute/case/list?stage=inquiry', '/dispute/case/list'], 'transactionId', 'transactionId'),
  // an open alert: its answer form is swept
  ethocaAlertView: byId(['/risk/alert/list?status=open', '/risk/alert/list'], 'alertId'),
  // an accepted alert: its matched rule is marked on the rules card
  rdrAlertView: byId(['/risk/rdr/list?outcome=accepted', '/risk/rdr/list'], 'alertId'),
  walletSettlementDetails: byId('/wallet/settlement/batch/list', 'batchId', 'batchId'),
  alertEnrolmentView: byId('/risk/alert-enrolment/list', 'enrolmentId'),
  rdrEnrolmentView: byId('/risk/rdr-enrolment/list', 'enrolmentId'),
  // the demo's enrolled RDR enrolment: its rules in the form (the alert kind's editor opens empty, a new one)
  rdrEnrolmentEdit: byId('/risk/rdr-enrolment/list', 'enrolmentId'),
  walletExchangeReview: async () => 'sell=USD&buy=EUR&side=sell&amount=100.00',
  // an active subscription: its edit (proration preview) and cancel dialogs are swept
  // a split of the default account (a pending royalty to a transfer contact)
  dividendDetail: byId('/dividend/list', 'splitId', 'splitId'),
  subscriptionDetail: byId(['/subscription/list?status=1', '/subscription/list'], 'subscriptionId', 'subscriptionId'),
  // a rejected one first: its correction dialog is swept too
  declarationDetail: byId(['/declaration/list?status=rejected', '/declaration/list'], 'declarationId', 'declarationId'),
  // the demo's first listed method (Visa) and its brand for 'All websites' (sandbox/demo-checkout.ts)
  checkoutCardEdit: byId('/checkout/card/list'),
  checkoutCardView: byId('/checkout/card/list'),
  checkoutBrandEdit: byId('/checkout/brand/list'),
  checkoutBrandView: byId('/checkout/brand/list'),
};

/**
 * Path parameters of the pages that show one object in their path (details/{serviceId}), from the
 * demo data like QUERIES; without such an object the page opens on a bad id and shows that.
 */
export const PATH_PARAMS: Record<string, (api: Api) => Promise<Record<string, string>>> = {
  fraudDetails: async (api) => {
    const row = await firstRow(api, '/risk/fraud-notification/list?page=1&size=10');
    return { serviceId: row ? String(row.notificationId) : 'none' };
  },
};
