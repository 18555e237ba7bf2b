import { Tag, Typography } from 'antd';
import { exportRefunds, listRefunds } from '@crossbill/contracts/endpoints/refund';
import { CURRENCIES } from '@crossbill/contracts/money';
import { DATE_PERIODS } from '@crossbill/contracts/business-time';
import { REFUND_STATUSES, type RefundStatus } from '@crossbill/contracts/refund';
import { defineEntity } from '../../components/entity-table/entity';
import { formatAmount, formatDateTime } from '../../lib/format';

const STATUS_COLOR: Partial<Record<RefundStatus, string>> = {
  succeeded: 'green',
  failed: 'red',
  review_rejected: 'red',
  pending_review: 'gold',
  manual_processing: 'blue',
  cannot_refund_online: 'orange',
};

/** /transaction/refund (spec 3 Refund): every refund, newest first, with export. */
export const refundEntity = defineEntity({
  id: 'refunds',
  ns: ['refund'],
  list: listRefunds,
  rowKey: 'refundId',
  columnPrefix: 'col',
  texts: { empty: 'list.empty', total: 'list.total' },
  export: { endpoint: exportRefunds, code: 'transaction:refund:export', label: 'list.export', started: 'list.exporting' },
  filters: [
    { kind: 'period', name: 'period', label: 'filter.date', periods: DATE_PERIODS, fallback: 'all' },
    { kind: 'text', name: 'refundId', label: 'col.refundId' },
    { kind: 'text', name: 'transactionId', label: 'col.transactionId' },
    { kind: 'select', name: 'status', label: 'col.status', options: (t) => REFUND_STATUSES.map((s) => ({ value: s, label: t(`refund:status.${s}`) })) },
    { kind: 'select', name: 'currency', label: 'col.currency', search: true, options: () => CURRENCIES.map((c) => ({ value: c, label: c })) },
  ],
  columns: [
    { key: 'refundId', render: (r, c) => <Typography.Link onClick={() => c.open(r)}>{r.refundId}</Typography.Link> },
    { key: 'merchantNo', render: (r) => r.merchantNo, familyOnly: true },
    { key: 'transactionId', render: (r, c) => <Typography.Link onClick={() => c.go.transaction?.(r.transactionId)}>{r.transactionId}</Typography.Link> },
    { key: 'appliedAt', render: (r, c) => formatDateTime(r.appliedAt, c.language) },
    { key: 'type', render: (r, c) => c.t(`refund:type.${r.type}`) },
    { key: 'status', render: (r, c) => <Tag color={STATUS_COLOR[r.status]}>{c.t(`refund:status.${r.status}`)}</Tag> },
    { key: 'amount', align: 'right', render: (r, c) => formatAmount(r.amount, r.currency, c.language) },
    { key: 'reason', render: (r) => r.reason },
    { key: 'source', render: (r, c) => c.t(`refund:source.${r.source}`) },
    { key: 'completedAt', render: (r, c) => (r.completedAt ? formatDateTime(r.completedAt, c.language) : '—') },
  ],
});
