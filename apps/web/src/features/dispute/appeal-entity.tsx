import { Button, Space, Tag, Typography } from 'antd';
import { DATE_PERIODS } from '@crossbill/contracts/business-time';
import { listRebuttals } from '@crossbill/contracts/endpoints/rebuttal';
import { REBUTTAL_ROUNDS, REBUTTAL_ROW_STATUSES, type RebuttalListItem, type RebuttalRowStatus } from '@crossbill/contracts/rebuttal-list';
import { Access } from '../../components/access';
import { defineEntity, type CellContext } from '../../components/entity-table/entity';
import { formatAmount, formatDateTime } from '../../lib/format';
import { dueSoon, reasonLabel } from './reason';

export const ROW_COLOR: Record<RebuttalRowStatus, string> = { draft: 'gold', submitted: 'blue', won: 'green', lost: 'red' };

/** IDs are upper-case letters and digits (the server's rule): a typo is told at once, not sent. */
const idPattern = { re: /^[A-Za-z0-9]{1,64}$/, message: 'filter.invalidId' };

/** The chargeback's due date; on a draft (still to be sent) overdue or due within 3 days stands out. */
function Due({ r, c }: { r: RebuttalListItem; c: CellContext<RebuttalListItem> }) {
  if (!r.dueAt) return <>—</>;
  const text = formatDateTime(r.dueAt, c.language);
  if (r.status !== 'draft') return <>{text}</>;
  if (new Date(r.dueAt).getTime() <= Date.now())
    return (
      <Space size={4} wrap>
        <Typography.Text type="danger">{text}</Typography.Text>
        <Tag color="red">{c.t('dispute:appeal.overdue')}</Tag>
      </Space>
    );
  return <Typography.Text type={dueSoon(r.dueAt) ? 'danger' : undefined}>{text}</Typography.Text>;
}

/**
 * /transaction/appeal: every rebuttal (one row per round), newest first; the chargeback ID opens
 * the chargeback, a draft of the open round continues in the editor (the second round behind its code).
 */
export const rebuttalEntity = defineEntity({
  id: 'rebuttals',
  ns: ['dispute'],
  list: listRebuttals,
  rowKey: (r) => `${r.chargebackId}-${r.round}`,
  columnPrefix: 'appeal.col',
  texts: { empty: 'appeal.list.empty', total: 'appeal.list.total' },
  filters: [
    { kind: 'period', name: 'period', label: 'filter.date', periods: DATE_PERIODS, fallback: 'all' },
    {
      kind: 'select',
      name: 'status',
      label: 'appeal.col.status',
      options: (t) => REBUTTAL_ROW_STATUSES.map((s) => ({ value: s, label: t(`dispute:rebuttal.${s}`) })),
    },
    {
      kind: 'select',
      name: 'round',
      label: 'appeal.col.round',
      options: (t) => REBUTTAL_ROUNDS.map((n) => ({ value: String(n), label: t(`dispute:appeal.round.${n}`) })),
    },
    { kind: 'text', name: 'chargebackId', label: 'appeal.col.chargebackId', pattern: idPattern },
  ],
  columns: [
    {
      key: 'chargebackId',
      render: (r, c) => <Typography.Link onClick={() => c.go.chargeback?.(r.chargebackId)}>{r.chargebackId}</Typography.Link>,
    },
    { key: 'merchantNo', render: (r) => r.merchantNo, familyOnly: true },
    { key: 'round', render: (r, c) => c.t(`dispute:appeal.round.${r.round}`) },
    { key: 'status', render: (r, c) => <Tag color={ROW_COLOR[r.status]}>{c.t(`dispute:rebuttal.${r.status}`)}</Tag> },
    { key: 'reason', render: (r, c) => `${r.reasonCode} · ${reasonLabel(r.scheme, r.reasonCode, r.reason, c.language)}` },
    { key: 'amount', align: 'right', render: (r, c) => formatAmount(r.amount, r.currency, c.language) },
    { key: 'dueAt', render: (r, c) => <Due r={r} c={c} /> },
    { key: 'documents', align: 'right', render: (r) => r.documents },
    { key: 'submittedAt', render: (r, c) => (r.submittedAt ? formatDateTime(r.submittedAt, c.language) : '—') },
    { key: 'decidedAt', render: (r, c) => (r.decidedAt ? formatDateTime(r.decidedAt, c.language) : '—') },
    { key: 'lastEditor', render: (r) => r.lastEditor ?? '—' },
  ],
  actions: (r, c) =>
    r.editable ? (
      <Access code={r.round === 2 ? 'transaction:refuse:secondAppeal' : 'transaction:refuse:appeal'}>
        <Button size="small" type="link" onClick={() => c.go.edit?.(r.chargebackId)} aria-label={c.t('dispute:appeal.continueNamed', { id: r.chargebackId })}>
          {c.t('dispute:appeal.continue')}
        </Button>
      </Access>
    ) : null,
});
