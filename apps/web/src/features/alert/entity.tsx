import { Tag, Typography } from 'antd';
import { listAlerts } from '@crossbill/contracts/endpoints/alert';
import { ALERT_SERVICES, ALERT_STATUSES, type AlertRefundStatus, type AlertStatus } from '@crossbill/contracts/alert';
import { DATE_PERIODS } from '@crossbill/contracts/business-time';
import { defineEntity } from '../../components/entity-table/entity';
import { formatAmount, formatDateTime } from '../../lib/format';

export const STATUS_COLOR: Record<AlertStatus, string> = {
  new: 'gold',
  refunded: 'green',
  processed: 'blue',
  ignored: 'default',
  auto_refunded: 'green',
  chargeback: 'red',
};

export const REFUND_COLOR: Record<AlertRefundStatus, string> = { none: 'default', partial: 'blue', full: 'green' };

/** IDs are upper-case letters and digits (the server's rule): a typo is told at once, not sent. */
const idPattern = { re: /^[A-Za-z0-9]{1,64}$/, message: 'filter.invalidId' };

/** /transaction/chargeback-alert (spec 3 Pre-dispute alert): the merchant's alerts, newest received first. */
export const alertEntity = defineEntity({
  id: 'chargebackAlerts',
  ns: ['alert'],
  list: listAlerts,
  rowKey: 'alertId',
  columnPrefix: 'col',
  texts: { empty: 'list.empty', total: 'list.total' },
  filters: [
    { kind: 'period', name: 'period', label: 'filter.date', periods: DATE_PERIODS, fallback: 'all' },
    { kind: 'select', name: 'status', label: 'col.status', options: (t) => ALERT_STATUSES.map((s) => ({ value: s, label: t(`alert:status.${s}`) })) },
    { kind: 'select', name: 'service', label: 'col.service', options: (t) => ALERT_SERVICES.map((s) => ({ value: s, label: t(`alert:service.${s}`) })) },
    { kind: 'text', name: 'alertId', label: 'col.alertId', pattern: idPattern },
    { kind: 'text', name: 'transactionId', label: 'col.transactionId', pattern: idPattern },
  ],
  columns: [
    { key: 'alertId', render: (r, c) => <Typography.Link onClick={() => c.open(r)}>{r.alertId}</Typography.Link> },
    { key: 'merchantNo', render: (r) => r.merchantNo, familyOnly: true },
    { key: 'transactionId', render: (r, c) => <Typography.Link onClick={() => c.go.transaction?.(r.transactionId)}>{r.transactionId}</Typography.Link> },
    { key: 'status', render: (r, c) => <Tag color={STATUS_COLOR[r.status]}>{c.t(`alert:status.${r.status}`)}</Tag> },
    { key: 'service', render: (r, c) => c.t(`alert:service.${r.service}`) },
    { key: 'type', render: (r, c) => c.t(`alert:type.${r.type}`) },
    { key: 'amount', align: 'right', render: (r, c) => formatAmount(r.amount, r.currency, c.language) },
    { key: 'reasonCode', render: (r) => r.reasonCode },
    { key: 'refundStatus', render: (r, c) => <Tag color={REFUND_COLOR[r.refundStatus]}>{c.t(`alert:refundStatus.${r.refundStatus}`)}</Tag> },
    { key: 'chargebackStatus', render: (r, c) => c.t(`alert:chargebackStatus.${r.chargebackStatus}`) },
    { key: 'chargebackId', render: (r) => r.chargebackId ?? '—' },
    { key: 'source', render: (r, c) => c.t(`alert:source.${r.source}`) },
    { key: 'receivedAt', render: (r, c) => formatDateTime(r.receivedAt, c.language) },
    { key: 'autoRefundAt', render: (r, c) => (r.autoRefundAt ? formatDateTime(r.autoRefundAt, c.language) : '—') },
    { key: 'createdAt', render: (r, c) => formatDateTime(r.createdAt, c.language) },
  ],
});
