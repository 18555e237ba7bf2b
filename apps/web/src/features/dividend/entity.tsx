import { Typography } from 'antd';
import { exportSplits, listSplits } from '@crossbill/contracts/endpoints/dividend';
import { SPLIT_STATUSES } from '@crossbill/contracts/dividend';
import { defineEntity } from '../../components/entity-table/entity';
import { formatAmount, formatDateTime } from '../../lib/format';
import { useReceivers } from './api/receivers';
import { SplitStatusTag } from './labels';

/**
 * /transaction/dividend (spec 2 Transaction: dividend): the shares of payments, newest first. The same
 * description serves both tabs: outgoing (the merchant's own payments, by receiver) and incoming (the
 * shares other merchants of its group route to it); the page fixes `direction`.
 */
export const splitEntity = defineEntity({
  id: 'splits',
  ns: ['dividend'],
  list: listSplits,
  rowKey: 'splitId',
  columnPrefix: 'col',
  texts: { empty: 'list.empty', total: 'list.total' },
  export: { endpoint: exportSplits, code: 'transaction:dividend:export', label: 'list.export', started: 'list.exporting' },
  filters: [
    { kind: 'select', name: 'status', label: 'col.status', options: (t) => SPLIT_STATUSES.map((v) => ({ value: v, label: t(`dividend:status.${v}`) })) },
    {
      kind: 'select',
      name: 'receiverId',
      label: 'col.receiver',
      useOptions: () => (useReceivers().data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
      valuePattern: /^\d{1,10}$/,
    },
    {
      kind: 'text',
      name: 'transactionId',
      label: 'col.transactionId',
      pattern: { re: /^[A-Za-z0-9]{1,40}$/, message: 'filter.transactionPattern' },
      maxLength: 40,
    },
    { kind: 'days', label: 'filter.created', dates: { from: 'from', to: 'to' } },
  ],
  columns: [
    {
      key: 'splitId',
      render: (r, c) => (
        <Typography.Link href={c.href(r)} onClick={(e) => (e.preventDefault(), c.open(r))}>
          {r.splitId}
        </Typography.Link>
      ),
    },
    { key: 'transactionId', render: (r) => <span style={{ overflowWrap: 'anywhere' }}>{r.transactionId}</span> },
    { key: 'merchant', render: (r) => r.merchantName },
    { key: 'receiver', render: (r, c) => `${r.receiverName} · ${c.t(`dividend:kind.${r.receiverKind}`)}` },
    { key: 'receiverKind', render: (r, c) => c.t(`dividend:kind.${r.receiverKind}`) },
    { key: 'amount', align: 'right', render: (r, c) => formatAmount(r.amount, r.currency, c.language) },
    { key: 'reversedAmount', align: 'right', render: (r, c) => formatAmount(r.reversedAmount, r.currency, c.language) },
    { key: 'status', render: (r, c) => <SplitStatusTag status={r.status} t={c.t} /> },
    { key: 'createdAt', render: (r, c) => formatDateTime(r.createdAt, c.language) },
    { key: 'settledAt', render: (r, c) => (r.settledAt ? formatDateTime(r.settledAt, c.language) : '—') },
  ],
  actions: (r, c) => <Typography.Link onClick={() => c.open(r)}>{c.t('dividend:list.view')}</Typography.Link>,
});
