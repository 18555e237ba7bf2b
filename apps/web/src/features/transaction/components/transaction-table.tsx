import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { TransactionColumn, TransactionItem } from '@crossbill/contracts/transaction';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { paymentMethodLabel, responseMessageText } from '../../../lib/payment-labels';

const STATUS_COLORS: Record<string, string> = { succeeded: 'green', failed: 'red', pending: 'gold', authorized: 'blue', voided: 'default', expired: 'default' };

/** The columns of a transaction row, by key (the list shows the operator's chosen ones). */
export function useTransactionColumns(onOpen: (id: string) => void): Record<TransactionColumn, ColumnsType<TransactionItem>[number]> {
  const { t } = useTranslation('transaction');
  const language = currentLanguage();
  const col = (key: TransactionColumn, render: (r: TransactionItem) => React.ReactNode, extra: object = {}) => ({
    key,
    title: t(`col.${key}`),
    render: (_: unknown, r: TransactionItem) => render(r),
    ...extra,
  });
  const dash = (v: string | null | undefined) => v || t('detail.none');
  return {
    transactionId: col('transactionId', (r) => (
      <Typography.Link onClick={() => onOpen(r.transactionId)} style={{ whiteSpace: 'nowrap' }}>
        {r.transactionId}
      </Typography.Link>
    )),
    merchantOrderId: col('merchantOrderId', (r) => r.merchantOrderId),
    time: col('time', (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.time, language)}</span>),
    type: col('type', (r) => t(`type.${r.type}`)),
    status: col('status', (r) => <Tag color={STATUS_COLORS[r.status]}>{t(`status.${r.status}`)}</Tag>),
    amount: col(
      'amount',
      (r) => (
        <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {r.type === 'refund' ? '-' : ''}
          {formatMoney(r.amount, r.currency, language)}
        </span>
      ),
      { align: 'right' },
    ),
    currency: col('currency', (r) => r.currency),
    paymentMethod: col('paymentMethod', (r) => paymentMethodLabel(r.paymentMethod)),
    cardNumber: col('cardNumber', (r) => <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{dash(r.cardNumber)}</span>),
    cardCountry: col('cardCountry', (r) => dash(r.cardCountry)),
    refundState: col('refundState', (r) => (r.type === 'refund' ? t('detail.none') : t(`refundState.${r.refundState}`))),
    originalTransactionId: col('originalTransactionId', (r) =>
      r.originalTransactionId ? (
        <Typography.Link onClick={() => onOpen(r.originalTransactionId!)}>{r.originalTransactionId}</Typography.Link>
      ) : (
        t('detail.none')
      ),
    ),
    responseMessage: col('responseMessage', (r) => dash(responseMessageText(r.responseCode, r.responseMessage, r.paymentMethod))),
    merchantNo: col('merchantNo', (r) => r.merchantNo),
  };
}

export function TransactionTable(props: {
  rows: TransactionItem[];
  columns: TransactionColumn[];
  loading?: boolean;
  onOpen: (id: string) => void;
  pagination?: React.ComponentProps<typeof Table<TransactionItem>>['pagination'];
  emptyText?: string;
  rowSelection?: React.ComponentProps<typeof Table<TransactionItem>>['rowSelection'];
}) {
  const all = useTransactionColumns(props.onOpen);
  return (
    <Table<TransactionItem>
      rowKey="transactionId"
      size="middle"
      loading={props.loading}
      dataSource={props.rows}
      columns={props.columns.map((c) => all[c])}
      scroll={{ x: 'max-content' }}
      pagination={props.pagination ?? false}
      rowSelection={props.rowSelection}
      locale={props.emptyText ? { emptyText: props.emptyText } : undefined}
    />
  );
}
