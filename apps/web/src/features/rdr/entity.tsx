import { Tag, Typography } from 'antd';
import { DATE_PERIODS } from '@crossbill/contracts/business-time';
import { RDR_RULES } from '@crossbill/contracts/enrolment-states';
import { listRdrAlerts } from '@crossbill/contracts/endpoints/rdr';
import { RDR_OUTCOMES, type RdrOutcome } from '@crossbill/contracts/rdr';
import { defineEntity } from '../../components/entity-table/entity';
import { formatAmount, formatDateTime } from '../../lib/format';
import { REFUND_COLOR } from '../ethoca/entity';

export const OUTCOME_COLOR: Record<RdrOutcome, string> = { accepted: 'green', declined: 'red', previously_refunded: 'default' };

/** /risk/rdr (spec 2 Risk: RDR alert list): newest first; each row says how it was decided and by which rule. */
export const rdrEntity = defineEntity({
  id: 'rdrAlerts',
  ns: ['rdr'],
  list: listRdrAlerts,
  rowKey: 'alertId',
  columnPrefix: 'col',
  texts: { empty: 'list.empty', total: 'list.total' },
  filters: [
    { kind: 'period', name: 'period', label: 'filter.received', periods: DATE_PERIODS, fallback: 'all' },
    { kind: 'select', name: 'outcome', label: 'col.outcome', options: (t) => RDR_OUTCOMES.map((v) => ({ value: v, label: t(`rdr:outcome.${v}`) })) },
    { kind: 'select', name: 'rule', label: 'col.rule', options: (t) => RDR_RULES.map((v) => ({ value: v, label: t(`rdr:rule.${v}`) })) },
    { kind: 'text', name: 'merchantOrderId', label: 'col.merchantOrderId', pattern: { re: /^[\w.:-]{1,64}$/, message: 'filter.orderPattern' }, maxLength: 64 },
  ],
  columns: [
    { key: 'alertId', render: (r, c) => <Typography.Link onClick={() => c.open(r)}>{r.alertId}</Typography.Link> },
    { key: 'merchantNo', render: (r) => r.merchantNo, familyOnly: true },
    { key: 'merchantOrderId', render: (r) => r.merchantOrderId ?? '—' },
    { key: 'card', render: (r) => <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{r.cardNumber}</span> },
    { key: 'amount', align: 'right', render: (r, c) => formatAmount(r.amount, r.currency, c.language) },
    { key: 'reasonCode', render: (r) => r.reasonCode },
    { key: 'outcome', render: (r, c) => <Tag color={OUTCOME_COLOR[r.outcome]}>{c.t(`rdr:outcome.${r.outcome}`)}</Tag> },
    { key: 'rule', render: (r, c) => (r.rule ? c.t(`rdr:rule.${r.rule}`) : c.t('rdr:rule.none')) },
    { key: 'refundStatus', render: (r, c) => <Tag color={REFUND_COLOR[r.refundStatus]}>{c.t(`ethoca:refundStatus.${r.refundStatus}`)}</Tag> },
    { key: 'chargebackId', render: (r) => r.chargebackId ?? '—' },
    { key: 'receivedAt', render: (r, c) => formatDateTime(r.receivedAt, c.language) },
  ],
  actions: (r, c) => <Typography.Link onClick={() => c.open(r)}>{c.t('rdr:list.view')}</Typography.Link>,
});
