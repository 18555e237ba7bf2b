import type { QuoteBody } from '@crossbill/contracts/exchange';
import { isCurrency } from '@crossbill/contracts/currency';

/**
 * The portal's URLs (spec section 2), apart from the route table and its pages: features, pages and
 * the shell build links from here, so that none of them imports the table that loads them.
 */
export const AGGREGATE_TYPES = ['acq', 'payout'] as const;
export type AggregateType = (typeof AGGREGATE_TYPES)[number];

/** Typed path helpers. The ones marked "later" belong to pages of later issues. */
export const paths = {
  login: (redirect?: string) => (redirect ? `/user/login?redirect=${encodeURIComponent(redirect)}` : '/user/login'),
  upgrade: () => '/user/upgrade',
  expirePassword: () => '/user/expire-password',
  home: () => '/index',
  summaryView: () => '/summary/view',
  paymentSetting: () => '/checkout/paymentSetting',
  checkoutCards: () => '/checkout/card',
  checkoutCardAdd: () => '/checkout/card/add',
  checkoutCardEdit: (id: number) => `/checkout/card/edit?id=${id}`,
  checkoutCardView: (id: number) => `/checkout/card/view?id=${id}`,
  checkoutBrands: () => '/checkout/brand',
  checkoutBrandAdd: () => '/checkout/brand/add',
  checkoutBrandEdit: (id: number) => `/checkout/brand/edit?id=${id}`,
  checkoutBrandView: (id: number) => `/checkout/brand/view?id=${id}`,
  aggregateHome: (type: AggregateType) => `/index/aggregate/${type}`,
  walletBalance: () => '/wallet/balance',
  aggregateWalletBalance: (type: AggregateType) => `/wallet/balance/aggregate/${type}`,
  walletStatement: (currency: string) => `/wallet/balance/view?currency=${encodeURIComponent(currency)}`,
  walletBatch: (currency: string, reference: string) =>
    `/wallet/balance/batch/view?currency=${encodeURIComponent(currency)}&reference=${encodeURIComponent(reference)}`,
  vaList: () => '/virtual-account/list',
  vaAdd: () => '/virtual-account/add',
  vaDetail: (id: number) => `/virtual-account/detail?id=${id}`,
  vaRecharge: (id: number) => `/virtual-account/recharge?id=${id}`,
  collectionList: (accountId?: number) => (accountId ? `/collection/transaction?account=${accountId}` : '/collection/transaction'),
  collectionView: (id: number) => `/collection/transaction/view?id=${id}`,
  transApproval: () => '/security/transapproval',
  transApprovalEdit: () => '/transapproval/edit',
  transApprovalConfirm: () => '/transapproval/confirm',
  walletExchange: () => '/wallet/exchange',
  walletExchangeAmount: (body?: QuoteBody) => `/wallet/exchange/add/amount${body ? `?${exchangeQuery(body)}` : ''}`,
  walletExchangeReview: (body: QuoteBody) => `/wallet/exchange/add/review?${exchangeQuery(body)}`,
  guide: () => '/guide',
  contacts: () => '/transfer/contact',
  aggregateContacts: (type: AggregateType) => `/transfer/contact/aggregate/${type}`,
  contactEdit: (id?: number) => (id ? `/transfer/contact/edit?id=${id}` : '/transfer/contact/edit'),
  payeeManage: () => '/settlement/payee-manage',
  payeeManageAdd: () => '/settlement/payee-manage/add',
  payeeManageEdit: (id: number) => `/settlement/payee-manage/edit?id=${id}`,
  payeeManageView: (id: number) => `/settlement/payee-manage/view?id=${id}`,
  disbursements: () => '/settlement/disbursement',
  transfers: () => '/transfer/transfer',
  aggregateTransfers: (type: AggregateType) => `/transfer/transfer/aggregate/${type}`,
  transferView: (id: number) => `/transfer/transfer/view?id=${id}`,
  transferRecipient: () => '/transfer/add/recipient',
  transferAmount: () => '/transfer/add/amount',
  transferConfirm: () => '/transfer/add/confirm',
  transferReview: (id: number) => `/transfer/add/review?id=${id}`,
  transferBatch: () => '/transfer/batch',
  transferLimit: () => '/transfer/available-limit',
  transactionQuery: () => '/transaction/query',
  settlementBalance: () => '/settlement/balance',
  settlementBatch: (batchId: string) => `/settlement/balance?batchId=${encodeURIComponent(batchId)}`,
  walletSettlementBatch: () => '/wallet/settlement/batch',
  walletSettlementDetails: (batchId: string) => `/wallet/settlement/details?batchId=${encodeURIComponent(batchId)}`,
  transactionDetails: (id: string) => `/transaction/details?id=${encodeURIComponent(id)}`,
  refunds: () => '/transaction/refund',
  refundBatch: (id: number) => `/transaction/refund?batch=${id}`,
  trackingBatch: (id: number) => `/transaction/query?tracking=${id}`,
  fraudNotifications: () => '/risk/fraud-notification',
  fraudDetails: (serviceId: string) => `/risk/fraud-notification/details/${encodeURIComponent(serviceId)}`,
  chargebacks: () => '/transaction/refuse',
  chargebackDetails: (id: string) => `/transaction/refuse/details?id=${encodeURIComponent(id)}`,
  rebuttals: () => '/transaction/appeal',
  rebuttalEdit: (chargebackId: string) => `/transaction/appeal/edit?chargebackId=${encodeURIComponent(chargebackId)}`,
  disputeCases: () => '/transaction/dispute',
  chargebackAlerts: () => '/transaction/chargeback-alert',
  chargebackAlert: (id: string) => `/transaction/chargeback-alert/detail?id=${encodeURIComponent(id)}`,
  enrolments: (kind: 'alerts' | 'rdr') => (kind === 'alerts' ? '/risk/alert-enrolment' : '/risk/rdr-enrolment'),
  enrolmentEdit: (kind: 'alerts' | 'rdr', id?: string) => `${paths.enrolments(kind)}/edit${id ? `?id=${encodeURIComponent(id)}` : ''}`,
  enrolmentView: (kind: 'alerts' | 'rdr', id: string) => `${paths.enrolments(kind)}/view?id=${encodeURIComponent(id)}`,
  disputeCase: (transactionId: string) => `/transaction/dispute/detail?transactionId=${encodeURIComponent(transactionId)}`,
  /** the chargeback list under the given filters (the dashboard's links) */
  chargebacksWhere: (q: Record<string, string>) => `/transaction/refuse?${new URLSearchParams(q).toString()}`,
  refuseRate: () => '/report/refuse-rate',
  ethocaAlerts: () => '/risk/alert',
  ethocaAlert: (id: string) => `/risk/alert/view?id=${encodeURIComponent(id)}`,
  rdrAlerts: () => '/risk/rdr',
  rdrAlert: (id: string) => `/risk/rdr/view?id=${encodeURIComponent(id)}`,
  dividend: () => '/transaction/dividend',
  dividendDetail: (splitId: string) => `/transaction/dividend/detail?splitId=${encodeURIComponent(splitId)}`,
  subscriptions: () => '/subscription/order',
  subscriptionDetail: (subscriptionId: string) => `/subscription/order/detail?subscriptionId=${encodeURIComponent(subscriptionId)}`,
  subscriptionSetting: () => '/subscription/setting',
  declarations: () => '/settlement/declaration',
  declarationDetail: (declarationId: string) => `/settlement/declaration/detail?declarationId=${encodeURIComponent(declarationId)}`,
  developerNotify: (tab?: string) => (tab ? `/developer/notify?tab=${encodeURIComponent(tab)}` : '/developer/notify'),
  refuseRateView: (month: string, scheme?: string) => `/report/refuse-rate/view?${new URLSearchParams({ month, ...(scheme ? { scheme } : {}) }).toString()}`,
  blacklists: () => '/risk/list',
  blacklistDetail: (id: number) => `/risk/detail?id=${id}`,
  refundDetails: (id: string) => `/transaction/refund/details?id=${encodeURIComponent(id)}`,
  transactionView: (id: string) => `/transaction/view?id=${encodeURIComponent(id)}`,
  passwordEdit: () => '/password/edit',
  switch: () => '/switch',
  notFound: () => '/error/404',
  register: () => '/user/register',
  registerDone: () => '/user/register/done',
  quickRegister: () => '/user/acquiringMerchantRegister',
  forgotPassword: () => '/user/forget-password/auth',
  forgotPasswordReset: () => '/user/forget-password/reset',
  loginAuth: () => '/user/login/auth',
  loginTwoFactor: () => '/user/login/two-factor',
  resetPassword: (token?: string) => (token ? `/user/reset-password?token=${encodeURIComponent(token)}` : '/user/reset-password'),
  security: () => '/security',
  securityPayment: () => '/security/payment',
  securitySms: () => '/security/sms',
  accountInfo: () => '/account/info',
  auditLog: () => '/account/audit-log',
  applications: () => '/application/list',
  permission: () => '/permission',
  roles: () => '/permission/role',
  roleView: (id: number) => `/permission/role/view?id=${id}`,
  operators: () => '/permission/operator',
  /** the operator list filtered to one keyword (the global search's operator hits) */
  operatorsWhere: (keyword: string) => `/permission/operator?keyword=${encodeURIComponent(keyword)}`,
  noticeDetail: (id: number) => `/notice/detail?id=${id}`,
  noticeList: () => '/notice/list',
  downloadCenter: () => '/download',
  uploadDetails: () => '/upload/details',
  // later
  networkApplication: () => '/user/networkApplication',
  supplementDone: () => '/supplement/done',
  supplementJumio: () => '/supplement/jumio',
  supplementPayout: () => '/supplement/payout',
  // later
  supplement: () => '/supplement',
  /** spec 2: the supplement route with type=1 registers an additional merchant account */
  addMerchantAccount: (businessType: '0' | '1' | '2') => `/supplement?type=1&businessType=${businessType}`,
} as const;

/** An exchange request in the URL (amount step ↔ review step): ?sell&buy&side&amount. */
function exchangeQuery(b: QuoteBody): string {
  return new URLSearchParams({ sell: b.sellCurrency, buy: b.buyCurrency, side: b.fixedSide, amount: b.amount }).toString();
}

export function exchangeRequestOf(params: URLSearchParams): QuoteBody | null {
  const [sell, buy, side, amount] = ['sell', 'buy', 'side', 'amount'].map((k) => params.get(k) ?? '');
  if (!isCurrency(sell!) || !isCurrency(buy!) || (side !== 'sell' && side !== 'buy') || !amount) return null;
  return { sellCurrency: sell, buyCurrency: buy, fixedSide: side, amount: amount! };
}
