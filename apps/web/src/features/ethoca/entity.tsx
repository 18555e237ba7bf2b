import { Tag, Typography } from 'antd';
import { DATE_PERIODS } from '@crossbill/contracts/business-time';
import { ETHOCA_STATUSES, ETHOCA_TYPES, ETHOCA_URGENT_HOURS, type EthocaRefundStatus, type EthocaStatus } from '@crossbill/contracts/ethoca';
import { listEthocaAlerts } from '@crossbill/contracts/endpoints/ethoca';
import type { Language } from '@crossbill/contracts/constants';
import { defineEntity } from '../../components/entity-table/entity';
import { formatAmount, formatDateTime } from '../../lib/format';

export const STATUS_COLOR: Record<EthocaStatus, string> = { open: 'gold', answered: 'green', missed: 'red' };
export const REFUND_COLOR: Record<EthocaRefundStatus, string> = {
  not_refunded: 'default',
  refund_pending: 'blue',
  partially_refunded: 'cyan',
  refunded: 'green',
};

/** The due time: red once missed, or while open and due within ETHOCA_URGENT_HOURS; plain otherwise. */
export function DueAt({ at, status, language }: { at: string; status: EthocaStatus; language: Language }) {
  const urgent = status === 'missed' || (status === 'open' && new Date(at).getTime() - Date.now() < ETHOCA_URGENT_HOURS * 3_600_000);
  return (
    <Typography.Text type={urgent ? 'danger' : undefined} strong={status === 'missed'} style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(at, language)}
    </Typography.Text>
  );
}

/** /risk/alert (spec 2 Risk: Ethoca-type alert list): newest first; missed and nearly due alerts stand out. */
export const ethocaEntity = defineEntity({
  id: 'ethocaAlerts',
  ns: ['ethoca'],
  list: listEthocaAlerts,
  rowKey: 'alertId',
  columnPrefix: 'col',
  texts: { empty: 'list.empty', total: 'list.total' },
  filters: [
    { kind: 'period', name: 'period', label: 'filter.received', periods: DATE_PERIODS, fallback: 'all' },
    { kind: 'select', name: 'type', label: 'col.type', options: (t) => ETHOCA_TYPES.map((v) => ({ value: v, label: t(`ethoca:type.${v}`) })) },
    { kind: 'select', name: 'status', label: 'col.status', options: (t) => ETHOCA_STATUSES.map((v) => ({ value: v, label: t(`ethoca:status.${v}`) })) },
    { kind: 'text', name: 'merchantOrderId', label: 'col.merchantOrderId', pattern: { re: /^[\w.:-]{1,64}$/, message: 'filter.orderPattern' }, maxLength: 64 },
  ],
  columns: [
    { key: 'alertId', render: (r, c) => <Typography.Link onClick={() => c.open(r)}>{r.alertId}</Typography.Link> },
    { key: 'merchantNo', render: (r) => r.merchantNo, familyOnly: true },
    { key: 'type', render: (r, c) => c.t(`ethoca:type.${r.type}`) },
    { key: 'ethocaId', render: (r) => <span style={{ fontFamily: 'monospace' }}>{r.ethocaId}</span> },
    { key: 'merchantOrderId', render: (r) => r.merchantOrderId ?? '—' },
    { key: 'card', render: (r) => <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{r.cardNumber}</span> },
    { key: 'amount', align: 'right', render: (r, c) => formatAmount(r.amount, r.currency, c.language) },
    { key: 'status', render: (r, c) => <Tag color={STATUS_COLOR[r.status]}>{c.t(`ethoca:status.${r.status}`)}</Tag> },
    { key: 'outcome', render: (r, c) => (r.outcome ? c.t(`ethoca:outcome.${r.outcome}`) : '—') },
    { key: 'refundStatus', render: (r, c) => <Tag color={REFUND_COLOR[r.refundStatus]}>{c.t(`ethoca:refundStatus.${r.refundStatus}`)}</Tag> },
    { key: 'receivedAt', render: (r, c) => formatDateTime(r.receivedAt, c.language) },
    { key: 'dueAt', render: (r, c) => <DueAt at={r.dueAt} status={r.status} language={c.language} /> },
  ],
  actions: (r, c) => <Typography.Link onClick={() => c.open(r)}>{c.t('ethoca:list.view')}</Typography.Link>,
});
