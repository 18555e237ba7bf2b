import { Typography } from 'antd';
import { CUSTOMS_OFFICES, DECLARATION_STATUSES } from '@crossbill/contracts/declaration';
import { exportDeclarations, listDeclarations } from '@crossbill/contracts/endpoints/declaration';
import { defineEntity } from '../../components/entity-table/entity';
import { formatAmount, formatDateTime } from '../../lib/format';
import { customsLabel, StatusTag } from './labels';

/** /settlement/declaration: customs declarations, newest first, filtered by status, customs office, date, transaction and order. */
export const declarationEntity = defineEntity({
  id: 'declarations',
  ns: ['declaration', 'messages'],
  list: listDeclarations,
  rowKey: 'declarationId',
  columnPrefix: 'col',
  texts: { empty: 'list.empty', total: 'list.total' },
  export: { endpoint: exportDeclarations, code: 'settlement:declaration:export', label: 'list.export', started: 'list.exporting' },
  filters: [
    {
      kind: 'select',
      name: 'status',
      label: 'col.status',
      options: (t) => DECLARATION_STATUSES.map((v) => ({ value: v, label: t(`messages:declaration.status.${v}`) })),
    },
    {
      kind: 'select',
      name: 'customsCode',
      label: 'col.customsCode',
      search: true,
      options: (t) => CUSTOMS_OFFICES.map((v) => ({ value: v, label: customsLabel(v, t) })),
    },
    { kind: 'days', label: 'filter.created', instants: { from: 'createdFrom', to: 'createdTo' } },
    { kind: 'text', name: 'transactionId', label: 'col.transactionId', maxLength: 40 },
    { kind: 'text', name: 'merchantOrderId', label: 'col.merchantOrderId', maxLength: 64 },
  ],
  columns: [
    { key: 'declarationId', render: (r, c) => <Typography.Link onClick={() => c.open(r)}>{r.declarationId}</Typography.Link> },
    { key: 'merchantNo', render: (r) => r.merchantNo, familyOnly: true },
    { key: 'transactionId', render: (r) => r.transactionId },
    { key: 'merchantOrderId', render: (r) => r.merchantOrderId },
    { key: 'subOrderNo', render: (r) => r.subOrderNo || '—' },
    { key: 'customsCode', render: (r, c) => c.t(`messages:declaration.customs.${r.customsCode}`) },
    { key: 'amount', align: 'right', render: (r, c) => formatAmount(r.amount, r.currency, c.language) },
    { key: 'payerName', render: (r) => r.payerName },
    { key: 'status', render: (r, c) => <StatusTag status={r.status} t={c.t} /> },
    { key: 'customsReceiptNo', render: (r) => r.customsReceiptNo ?? '—' },
    { key: 'submittedAt', render: (r, c) => (r.submittedAt ? formatDateTime(r.submittedAt, c.language) : '—') },
    { key: 'createdAt', render: (r, c) => formatDateTime(r.createdAt, c.language) },
  ],
  actions: (r, c) => <Typography.Link onClick={() => c.open(r)}>{c.t('declaration:list.view')}</Typography.Link>,
});
