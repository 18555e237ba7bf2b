/**
 * The columns of every list screen, by list (DESIGN.md section 8, list entities). One key names one
 * column everywhere: the web's entity description renders it, the column settings save it per
 * operator (POST /merchant/profile/update `tableColumns`), and an export sheet writes a column under
 * the same key. Kept free of zod so that the shared table's chunk does not carry domain schemas.
 *
 * `all` is the order columns show in; `defaults` what an operator who never chose sees; `exportOnly`
 * the further columns of the list's export sheet.
 */

/** An operator keeps at least this many columns visible (spec 5 table column settings). */
export const MIN_VISIBLE_COLUMNS = 3;

const list = <const A extends readonly string[], const D extends readonly A[number][], const X extends readonly string[] = readonly []>(
  all: A,
  defaults: D,
  /** columns only the export writes (details a row on screen leaves to the detail page) */
  exportOnly?: X,
) => ({ all, defaults, exportOnly: (exportOnly ?? []) as unknown as X });

const BATCH_COLUMNS = [
  'batchId',
  'settlementDate',
  'currency',
  'transactionAmount',
  'refundAmount',
  'chargebackAmount',
  'feeAmount',
  'settlementAmount',
  'status',
  'paidAt',
] as const;

export const LIST_COLUMNS = {
  transactions: list(
    [
      'transactionId',
      'merchantOrderId',
      'time',
      'type',
      'status',
      'amount',
      'currency',
      'paymentMethod',
      'cardNumber',
      'cardCountry',
      'refundState',
      'originalTransactionId',
      'responseMessage',
      'merchantNo',
    ],
    ['transactionId', 'merchantOrderId', 'time', 'type', 'status', 'amount', 'paymentMethod', 'cardNumber'],
    ['refundedAmount', 'responseCode'],
  ),
  refunds: list(
    ['refundId', 'merchantNo', 'transactionId', 'appliedAt', 'type', 'status', 'amount', 'reason', 'source', 'completedAt'],
    ['refundId', 'transactionId', 'appliedAt', 'type', 'status', 'amount', 'reason', 'source', 'completedAt'],
    ['merchantOrderId', 'reviewStatus', 'currency', 'arn', 'auditedAt'],
  ),
  // chargebacks (transaction/refuse): the merchant's column for members only on a family account
  chargebacks: list(
    ['chargebackId', 'merchantNo', 'arn', 'transactionId', 'status', 'scheme', 'reason', 'amount', 'fee', 'dueAt', 'rebuttalStatus', 'createdAt'],
    ['chargebackId', 'arn', 'transactionId', 'status', 'scheme', 'reason', 'amount', 'fee', 'dueAt', 'rebuttalStatus', 'createdAt'],
  ),
  // fraud notifications (risk/fraud-notification): issuer TC40/SAFE reports
  fraudNotifications: list(
    [
      'notificationId',
      'merchantNo',
      'notifiedAt',
      'receivedAt',
      'fraudType',
      'transactionId',
      'amount',
      'paymentMethod',
      'chargebackStatus',
      'chargebackId',
      'refundType',
      'refundId',
      'reviewed',
    ],
    ['notificationId', 'receivedAt', 'fraudType', 'transactionId', 'amount', 'chargebackStatus', 'refundType', 'reviewed'],
  ),
  // rebuttals (transaction/appeal), one row per round
  rebuttals: list(
    ['chargebackId', 'merchantNo', 'round', 'status', 'reason', 'amount', 'dueAt', 'documents', 'submittedAt', 'decidedAt', 'lastEditor'],
    ['chargebackId', 'round', 'status', 'reason', 'amount', 'dueAt', 'documents', 'submittedAt', 'decidedAt', 'lastEditor'],
  ),
  // pre-dispute alerts (transaction/chargeback-alert)
  chargebackAlerts: list(
    [
      'alertId',
      'merchantNo',
      'transactionId',
      'status',
      'service',
      'type',
      'amount',
      'reasonCode',
      'refundStatus',
      'chargebackStatus',
      'chargebackId',
      'source',
      'receivedAt',
      'autoRefundAt',
      'createdAt',
    ],
    ['alertId', 'transactionId', 'status', 'service', 'type', 'amount', 'refundStatus', 'chargebackStatus', 'receivedAt', 'autoRefundAt'],
  ),
  // dispute cases (transaction/dispute): one row per disputed payment
  disputeCases: list(
    ['transactionId', 'merchantNo', 'merchantOrderId', 'card', 'paymentAmount', 'disputedAmount', 'stage', 'outcome', 'nextDueAt', 'lastActivityAt'],
    ['transactionId', 'merchantOrderId', 'card', 'paymentAmount', 'disputedAmount', 'stage', 'outcome', 'nextDueAt', 'lastActivityAt'],
  ),
  // alert and RDR enrolments (risk/alert-enrolment, risk/rdr-enrolment)
  alertEnrolments: list(
    [
      'enrolmentId',
      'merchantNo',
      'merchantIdentifier',
      'ethocaMerchantId',
      'integratorMemberId',
      'pricingTier',
      'descriptors',
      'status',
      'statusChangedAt',
      'createdAt',
    ],
    ['enrolmentId', 'merchantIdentifier', 'ethocaMerchantId', 'pricingTier', 'descriptors', 'status', 'statusChangedAt'],
  ),
  rdrEnrolments: list(
    ['enrolmentId', 'merchantNo', 'merchantIdentifier', 'bins', 'caids', 'pricingTier', 'descriptors', 'status', 'statusChangedAt', 'createdAt'],
    ['enrolmentId', 'merchantIdentifier', 'bins', 'caids', 'descriptors', 'status', 'statusChangedAt'],
  ),
  ethocaAlerts: list(
    ['alertId', 'merchantNo', 'type', 'ethocaId', 'merchantOrderId', 'card', 'amount', 'status', 'outcome', 'refundStatus', 'receivedAt', 'dueAt'],
    ['alertId', 'type', 'merchantOrderId', 'amount', 'status', 'outcome', 'refundStatus', 'receivedAt', 'dueAt'],
  ),
  rdrAlerts: list(
    ['alertId', 'merchantNo', 'merchantOrderId', 'card', 'amount', 'reasonCode', 'outcome', 'rule', 'refundStatus', 'chargebackId', 'receivedAt'],
    ['alertId', 'merchantOrderId', 'amount', 'reasonCode', 'outcome', 'rule', 'refundStatus', 'receivedAt'],
  ),
  // subscriptions (subscription/order): one row per contract, its plan and where billing stands
  subscriptions: list(
    [
      'subscriptionId',
      'merchantNo',
      'contractNumber',
      'customer',
      'productName',
      'amount',
      'frequency',
      'cycles',
      'collectionMethod',
      'status',
      'nextBillingAt',
      'card',
      'startDate',
      'createdAt',
    ],
    ['subscriptionId', 'contractNumber', 'customer', 'productName', 'amount', 'frequency', 'cycles', 'status', 'nextBillingAt', 'card'],
    ['customerId', 'customerEmail', 'price', 'quantity', 'currency', 'dunning', 'expireDate'],
  ),
  // customs declarations (settlement/declaration): one row per declared payment or sub-order
  declarations: list(
    [
      'declarationId',
      'merchantNo',
      'transactionId',
      'merchantOrderId',
      'subOrderNo',
      'customsCode',
      'amount',
      'payerName',
      'status',
      'customsReceiptNo',
      'submittedAt',
      'createdAt',
    ],
    ['declarationId', 'transactionId', 'merchantOrderId', 'subOrderNo', 'customsCode', 'amount', 'payerName', 'status', 'createdAt'],
    [
      'merchantCustomsCode',
      'merchantCustomsName',
      'platformCode',
      'currency',
      'goodsAmount',
      'freightAmount',
      'taxAmount',
      'payerId',
      'rejectReason',
      'answeredAt',
    ],
  ),
  // split settlement (transaction/dividend): one row per share of a payment
  splits: list(
    ['splitId', 'transactionId', 'merchant', 'receiver', 'receiverKind', 'amount', 'reversedAmount', 'status', 'createdAt', 'settledAt'],
    ['splitId', 'transactionId', 'receiver', 'amount', 'reversedAmount', 'status', 'createdAt'],
    ['currency'],
  ),
  exchanges: list(
    ['serialNo', 'time', 'pair', 'rate', 'sellAmount', 'buyAmount', 'deliveryDate', 'status'],
    ['serialNo', 'time', 'pair', 'rate', 'sellAmount', 'buyAmount', 'deliveryDate', 'status'],
  ),
  notices: list(['title', 'readState', 'publishTime'], ['title', 'readState', 'publishTime']),
  transfers: list(
    ['serialNo', 'createdAt', 'merchantReference', 'payee', 'sendAmount', 'receiveAmount', 'fee', 'purpose', 'paymentDate', 'status'],
    ['serialNo', 'createdAt', 'merchantReference', 'payee', 'sendAmount', 'receiveAmount', 'fee', 'purpose', 'paymentDate', 'status'],
  ),
  // transfer contacts and the merchant's own settlement accounts: two menus, each operator's choice kept per menu
  payees: list(
    ['nickname', 'name', 'category', 'country', 'currency', 'method', 'bankName', 'account'],
    ['nickname', 'name', 'category', 'country', 'currency', 'method', 'bankName', 'account'],
  ),
  settlementPayees: list(
    ['nickname', 'name', 'country', 'currency', 'method', 'bankName', 'account'],
    ['nickname', 'name', 'country', 'currency', 'method', 'bankName', 'account'],
  ),
  disbursements: list(
    ['serialNo', 'status', 'currency', 'amount', 'fee', 'payee', 'createdAt'],
    ['serialNo', 'status', 'currency', 'amount', 'fee', 'payee', 'createdAt'],
  ),
  // the same batches seen from the acquiring side (settlement/balance) and the wallet's (wallet/settlement)
  settlementBatches: list(BATCH_COLUMNS, BATCH_COLUMNS),
  walletSettlementBatches: list(BATCH_COLUMNS, BATCH_COLUMNS),
  walletStatement: list(['time', 'kind', 'reference', 'amount', 'balance'], ['time', 'kind', 'reference', 'amount', 'balance'], ['currency']),
  virtualAccounts: list(
    ['accountNumber', 'holderName', 'currency', 'country', 'bankName', 'status', 'appliedAt'],
    ['accountNumber', 'holderName', 'currency', 'country', 'bankName', 'status', 'appliedAt'],
  ),
  collections: list(
    ['time', 'transactionNo', 'accountNumber', 'payerName', 'payerAccount', 'amount', 'reference', 'status'],
    ['time', 'transactionNo', 'accountNumber', 'payerName', 'payerAccount', 'amount', 'reference', 'status'],
  ),
  // the content centers, the team, applications and the sign-in activity
  downloads: list(['fileName', 'time', 'status', 'downloaded'], ['fileName', 'time', 'status', 'downloaded']),
  imports: list(
    ['merchantNo', 'fileName', 'kind', 'reference', 'time', 'status', 'progress', 'rows', 'errors', 'report'],
    ['merchantNo', 'fileName', 'kind', 'reference', 'time', 'status', 'progress', 'rows', 'errors', 'report'],
  ),
  operators: list(['name', 'email', 'role', 'status', 'emailNotify', 'created'], ['name', 'email', 'role', 'status', 'emailNotify', 'created']),
  roles: list(['name', 'description', 'operators', 'updated'], ['name', 'description', 'operators', 'updated']),
  applications: list(['appId', 'name', 'type', 'url', 'status', 'comments', 'created'], ['appId', 'name', 'type', 'url', 'status', 'comments', 'created']),
  blacklists: list(
    ['name', 'attribute', 'type', 'itemCount', 'creator', 'updatedAt', 'hitCount', 'hitRate', 'scope', 'active'],
    ['name', 'attribute', 'type', 'itemCount', 'creator', 'updatedAt', 'hitCount', 'hitRate', 'scope', 'active'],
  ),
  blacklistItems: list(
    ['value', 'type', 'status', 'expiryDate', 'remarks', 'lastHitAt', 'createdAt', 'hitCount'],
    ['value', 'type', 'status', 'expiryDate', 'remarks', 'lastHitAt', 'createdAt'],
  ),
  // the hosted page's payment methods (checkout/card, in their order) and its brands (checkout/brand)
  checkoutCards: list(['priority', 'method', 'kind', 'websites', 'status', 'updateTime'], ['priority', 'method', 'kind', 'websites', 'status']),
  checkoutBrands: list(['logo', 'name', 'colour', 'websites', 'updateTime'], ['logo', 'name', 'colour', 'websites', 'updateTime']),
  loginActivity: list(['time', 'action', 'email', 'ip', 'userAgent'], ['time', 'action', 'email', 'ip', 'userAgent'], ['merchantNo']),
  // the team audit log (account/audit-log): who did what to which object, from where
  auditLog: list(
    ['time', 'operator', 'action', 'objectType', 'objectId', 'ip', 'device'],
    ['time', 'operator', 'action', 'objectType', 'objectId', 'ip', 'device'],
    ['operatorName', 'changes', 'userAgent'],
  ),
} as const;

export type ListId = keyof typeof LIST_COLUMNS;
export type ListColumn<L extends ListId> = (typeof LIST_COLUMNS)[L]['all'][number];

/** A column of the list's export sheet: one of its screen columns or of its export-only ones. */
export type SheetColumn<L extends ListId> = ListColumn<L> | (typeof LIST_COLUMNS)[L]['exportOnly'][number];

export const LIST_IDS = Object.keys(LIST_COLUMNS) as ListId[];

export const isListId = (v: string): v is ListId => Object.hasOwn(LIST_COLUMNS, v);

/**
 * The columns an operator sees: the saved choice in the list's own order, keeping only keys the
 * list still has; the defaults when nothing valid (or fewer than the minimum) is saved.
 */
export function visibleColumns<L extends ListId>(id: L, saved: unknown): ListColumn<L>[] {
  const all = LIST_COLUMNS[id].all as readonly string[];
  const chosen = Array.isArray(saved) ? all.filter((c) => saved.includes(c)) : [];
  return (chosen.length >= MIN_VISIBLE_COLUMNS ? chosen : [...LIST_COLUMNS[id].defaults]) as ListColumn<L>[];
}
