import { Tag, Typography } from 'antd';
import { listChargebacks } from '@crossbill/contracts/endpoints/dispute';
import { exportChargebacks } from '@crossbill/contracts/endpoints/chargeback-rate';
import { DATE_PERIODS } from '@crossbill/contracts/business-time';
import { CHARGEBACK_STATUSES, type ChargebackStatus, type RebuttalStatus } from '@crossbill/contracts/dispute-states';
import { DISPUTE_SCHEMES, REASON_CATEGORIES } from '@crossbill/contracts/dispute-reasons';
import { defineEntity } from '../../components/entity-table/entity';
import { formatAmount, formatDateTime } from '../../lib/format';
import { dueSoon, reasonLabel } from './reason';

export const STATUS_COLOR: Record<ChargebackStatus, string> = {
  new: 'gold',
  rebuttal_submitted: 'blue',
  won: 'green',
  lost: 'red',
  accepted: 'default',
  expired: 'red',
};

export const REBUTTAL_COLOR: Record<RebuttalStatus, string> = { none: 'default', draft: 'gold', submitted: 'blue', won: 'green', lost: 'red' };

const CHARGEBACK_DUE = ['open', 'soon'] as const;
const CHARGEBACK_DECIDED = ['last30'] as const;

/** IDs are upper-case letters and digits (the server's rule): a typo is told at once, not sent. */
const idPattern = { re: /^[A-Za-z0-9]{1,64}$/, message: 'filter.invalidId' };

/** /transaction/refuse (spec 3 Chargeback): the merchant's chargebacks, newest first; the quick filter is the page's. */
export const chargebackEntity = defineEntity({
  id: 'chargebacks',
  ns: ['dispute'],
  list: listChargebacks,
  rowKey: 'chargebackId',
  columnPrefix: 'col',
  texts: { empty: 'list.empty', total: 'list.total' },
  filters: [
    { kind: 'period', name: 'period', label: 'filter.date', periods: DATE_PERIODS, fallback: 'all' },
    { kind: 'select', name: 'status', label: 'col.status', options: (t) => CHARGEBACK_STATUSES.map((s) => ({ value: s, label: t(`dispute:status.${s}`) })) },
    {
      kind: 'select',
      name: 'category',
      label: 'col.category',
      options: (t) => REASON_CATEGORIES.map((c) => ({ value: c, label: t(`dispute:category.${c}`) })),
    },
    { kind: 'select', name: 'scheme', label: 'col.scheme', options: (t) => DISPUTE_SCHEMES.map((s) => ({ value: s, label: t(`dispute:scheme.${s}`) })) },
    { kind: 'text', name: 'chargebackId', label: 'col.chargebackId', pattern: idPattern },
    { kind: 'text', name: 'transactionId', label: 'col.transactionId', pattern: idPattern },
    { kind: 'text', name: 'arn', label: 'col.arn', pattern: idPattern },
    // the rate report's drill-down and the dashboard's links open the list with these
    { kind: 'text', name: 'month', label: 'rate.filter.month', pattern: { re: /^\d{4}-(0[1-9]|1[0-2])$/, message: 'rate.filter.monthPattern' }, maxLength: 7 },
    {
      kind: 'select',
      name: 'due',
      label: 'rate.filter.due',
      options: (t) => CHARGEBACK_DUE.map((v) => ({ value: v, label: t(`dispute:rate.filter.dueValue.${v}`) })),
    },
    {
      kind: 'select',
      name: 'decided',
      label: 'rate.filter.decided',
      options: (t) => CHARGEBACK_DECIDED.map((v) => ({ value: v, label: t(`dispute:rate.filter.decidedValue.${v}`) })),
    },
  ],
  export: { endpoint: exportChargebacks, code: 'transaction:refuse:export', label: 'rate.export', started: 'rate.exporting' },
  columns: [
    { key: 'chargebackId', render: (r, c) => <Typography.Link onClick={() => c.open(r)}>{r.chargebackId}</Typography.Link> },
    { key: 'merchantNo', render: (r) => r.merchantNo, familyOnly: true },
    { key: 'arn', render: (r) => r.arn ?? '—' },
    { key: 'transactionId', render: (r, c) => <Typography.Link onClick={() => c.go.transaction?.(r.transactionId)}>{r.transactionId}</Typography.Link> },
    { key: 'status', render: (r, c) => <Tag color={STATUS_COLOR[r.status]}>{c.t(`dispute:status.${r.status}`)}</Tag> },
    { key: 'scheme', render: (r, c) => c.t(`dispute:scheme.${r.scheme}`) },
    { key: 'reason', render: (r, c) => `${r.reasonCode} · ${reasonLabel(r.scheme, r.reasonCode, r.reason, c.language)}` },
    { key: 'amount', align: 'right', render: (r, c) => formatAmount(r.amount, r.currency, c.language) },
    { key: 'fee', align: 'right', render: (r, c) => formatAmount(r.fee, r.currency, c.language) },
    {
      key: 'dueAt',
      render: (r, c) =>
        r.dueAt ? <Typography.Text type={!r.closed && dueSoon(r.dueAt) ? 'danger' : undefined}>{formatDateTime(r.dueAt, c.language)}</Typography.Text> : '—',
    },
    { key: 'rebuttalStatus', render: (r, c) => <Tag color={REBUTTAL_COLOR[r.rebuttalStatus]}>{c.t(`dispute:rebuttal.${r.rebuttalStatus}`)}</Tag> },
    { key: 'createdAt', render: (r, c) => formatDateTime(r.createdAt, c.language) },
  ],
});
