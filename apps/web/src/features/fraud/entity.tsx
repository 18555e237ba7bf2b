import { Tag, Typography } from 'antd';
import { listFraudNotifications } from '@crossbill/contracts/endpoints/fraud';
import { DATE_PERIODS } from '@crossbill/contracts/business-time';
import { FRAUD_TYPES, fraudCode, type FraudType } from '@crossbill/contracts/fraud';
import type { TFunction } from 'i18next';
import { defineEntity } from '../../components/entity-table/entity';
import { formatAmount, formatDateTime } from '../../lib/format';

/** "TC40 6 · Fraudulent use of account number": the scheme's program and code beside the label. */
export const fraudTypeLabel = (type: FraudType, t: TFunction) =>
  `${type.startsWith('tc40_') ? 'TC40' : 'SAFE'} ${fraudCode(type)} · ${t(`fraud:type.${type}`)}`;

/** IDs are upper-case letters and digits (the server's rule): a typo is told at once, not sent. */
const idPattern = { re: /^[A-Za-z0-9]{1,64}$/, message: 'filter.invalidId' };

/** /risk/fraud-notification (spec 3 Fraud notification): issuer reports, newest received first. */
export const fraudEntity = defineEntity({
  id: 'fraudNotifications',
  ns: ['fraud'],
  list: listFraudNotifications,
  rowKey: 'notificationId',
  columnPrefix: 'col',
  texts: { empty: 'list.empty', total: 'list.total' },
  filters: [
    { kind: 'period', name: 'period', label: 'filter.received', periods: DATE_PERIODS, fallback: 'all' },
    { kind: 'select', name: 'fraudType', label: 'col.fraudType', options: (t) => FRAUD_TYPES.map((v) => ({ value: v, label: fraudTypeLabel(v, t) })) },
    {
      kind: 'select',
      name: 'reviewed',
      label: 'col.reviewed',
      options: (t) => (['yes', 'no'] as const).map((v) => ({ value: v, label: t(`fraud:reviewed.${v}`) })),
    },
    { kind: 'text', name: 'transactionId', label: 'col.transactionId', pattern: idPattern },
  ],
  columns: [
    { key: 'notificationId', render: (r, c) => <Typography.Link onClick={() => c.open(r)}>{r.notificationId}</Typography.Link> },
    { key: 'merchantNo', render: (r) => r.merchantNo, familyOnly: true },
    { key: 'notifiedAt', render: (r, c) => formatDateTime(r.notifiedAt, c.language) },
    { key: 'receivedAt', render: (r, c) => formatDateTime(r.receivedAt, c.language) },
    { key: 'fraudType', render: (r, c) => fraudTypeLabel(r.fraudType, c.t) },
    { key: 'transactionId', render: (r, c) => <Typography.Link onClick={() => c.go.transaction?.(r.transactionId)}>{r.transactionId}</Typography.Link> },
    { key: 'amount', align: 'right', render: (r, c) => formatAmount(r.amount, r.currency, c.language) },
    { key: 'paymentMethod', render: (r, c) => c.t(`fraud:scheme.${r.scheme}`) },
    {
      key: 'chargebackStatus',
      render: (r, c) => <Tag color={r.chargebackStatus === 'disputed' ? 'red' : 'default'}>{c.t(`fraud:chargeback.${r.chargebackStatus}`)}</Tag>,
    },
    { key: 'chargebackId', render: (r) => r.chargebackId ?? '—' },
    { key: 'refundType', render: (r, c) => <Tag color={r.refundType === 'none' ? 'default' : 'blue'}>{c.t(`fraud:refund.${r.refundType}`)}</Tag> },
    { key: 'refundId', render: (r) => r.refundId ?? '—' },
    { key: 'reviewed', render: (r, c) => <Tag color={r.reviewed ? 'green' : 'gold'}>{c.t(r.reviewed ? 'fraud:reviewed.yes' : 'fraud:reviewed.no')}</Tag> },
  ],
});
