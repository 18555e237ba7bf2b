import { Tag, Typography } from 'antd';
import { listTransactions, exportTransactions } from '@crossbill/contracts/endpoints/transaction';
import { CURRENCIES } from '@crossbill/contracts/money';
import { BIN_RANGES } from '@crossbill/contracts/card';
import { PAYMENT_METHODS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@crossbill/contracts/payment';
import { DATE_PERIODS } from '@crossbill/contracts/business-time';
import type { TransactionItem } from '@crossbill/contracts/transaction';
import { defineEntity, type CellContext } from '../../components/entity-table/entity';
import { formatDateTime, formatMoney } from '../../lib/format';
import { paymentMethodLabel, responseMessageText } from '../../lib/payment-labels';

const STATUS_COLORS: Record<string, string> = { succeeded: 'green', failed: 'red', pending: 'gold', authorized: 'blue', voided: 'default', expired: 'default' };
const COUNTRIES = [...new Set(BIN_RANGES.map(([, , c]) => c))].sort();
const nowrap = { whiteSpace: 'nowrap' } as const;
const dash = (v: string | null | undefined, c: CellContext<TransactionItem>) => v || c.t('detail.none');
const amountRule = { re: /^\d+(?:\.\d{1,2})?$/, message: 'messages:money.notNumeric' };

/** /transaction/query (spec 5): payments and refunds, newest first, with column settings and export. */
export const transactionEntity = defineEntity({
  id: 'transactions',
  ns: ['transaction', 'messages'],
  list: listTransactions,
  rowKey: 'transactionId',
  columnPrefix: 'col',
  texts: { empty: 'query.empty', total: 'query.total', totalCapped: 'query.totalCapped' },
  export: { endpoint: exportTransactions, code: 'transaction:query:export', label: 'query.export', started: 'query.exporting' },
  filters: [
    { kind: 'period', name: 'period', label: 'query.period', periods: DATE_PERIODS, fallback: 'last30' },
    { kind: 'text', name: 'transactionId', label: 'query.transactionId' },
    { kind: 'text', name: 'merchantOrderId', label: 'query.merchantOrderId' },
    { kind: 'text', name: 'originalTransactionId', label: 'query.originalTransactionId' },
    { kind: 'select', name: 'type', label: 'query.type', options: (t) => TRANSACTION_TYPES.map((v) => ({ value: v, label: t(`transaction:type.${v}`) })) },
    {
      kind: 'select',
      name: 'status',
      label: 'query.status',
      options: (t) => TRANSACTION_STATUSES.map((v) => ({ value: v, label: t(`transaction:status.${v}`) })),
    },
    { kind: 'select', name: 'currency', label: 'query.currency', search: true, options: () => CURRENCIES.map((c) => ({ value: c, label: c })) },
    {
      kind: 'select',
      name: 'paymentMethod',
      label: 'query.paymentMethod',
      options: () => PAYMENT_METHODS.map((m) => ({ value: m, label: paymentMethodLabel(m) })),
    },
    { kind: 'select', name: 'cardCountry', label: 'query.cardCountry', search: true, options: () => COUNTRIES.map((c) => ({ value: c, label: c })) },
    { kind: 'text', name: 'minAmount', label: 'query.minAmount', pattern: amountRule },
    { kind: 'text', name: 'maxAmount', label: 'query.maxAmount', pattern: amountRule },
    { kind: 'text', name: 'last4', label: 'query.last4', pattern: { re: /^\d{4}$/, message: 'messages:transaction.last4Invalid' } },
  ],
  columns: [
    {
      key: 'transactionId',
      render: (r, c) => (
        <Typography.Link onClick={() => c.open(r)} style={nowrap}>
          {r.transactionId}
        </Typography.Link>
      ),
    },
    { key: 'merchantOrderId', render: (r) => r.merchantOrderId },
    { key: 'time', render: (r, c) => <span style={nowrap}>{formatDateTime(r.time, c.language)}</span> },
    { key: 'type', render: (r, c) => c.t(`transaction:type.${r.type}`) },
    { key: 'status', render: (r, c) => <Tag color={STATUS_COLORS[r.status]}>{c.t(`transaction:status.${r.status}`)}</Tag> },
    {
      key: 'amount',
      align: 'right',
      render: (r, c) => (
        <span style={{ fontVariantNumeric: 'tabular-nums', ...nowrap }}>
          {r.type === 'refund' ? '-' : ''}
          {formatMoney(r.amount, r.currency, c.language)}
        </span>
      ),
    },
    { key: 'currency', render: (r) => r.currency },
    { key: 'paymentMethod', render: (r) => paymentMethodLabel(r.paymentMethod) },
    { key: 'cardNumber', render: (r, c) => <span style={{ fontFamily: 'monospace', ...nowrap }}>{dash(r.cardNumber, c)}</span> },
    { key: 'cardCountry', render: (r, c) => dash(r.cardCountry, c) },
    { key: 'refundState', render: (r, c) => (r.type === 'refund' ? c.t('transaction:detail.none') : c.t(`transaction:refundState.${r.refundState}`)) },
    {
      key: 'originalTransactionId',
      render: (r, c) =>
        r.originalTransactionId ? (
          <Typography.Link onClick={() => c.open({ ...r, transactionId: r.originalTransactionId! })}>{r.originalTransactionId}</Typography.Link>
        ) : (
          c.t('transaction:detail.none')
        ),
    },
    { key: 'responseMessage', render: (r, c) => dash(responseMessageText(r.responseCode, r.responseMessage, r.paymentMethod), c) },
    { key: 'merchantNo', render: (r) => r.merchantNo, familyOnly: true },
  ],
});
