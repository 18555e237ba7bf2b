import { Tag, Typography } from 'antd';
import { DATE_PERIODS } from '@crossbill/contracts/business-time';
import { CASE_OUTCOMES, CASE_STAGES, type CaseOutcome, type CaseStage } from '@crossbill/contracts/dispute-case';
import { listCases } from '@crossbill/contracts/endpoints/dispute-case';
import { defineEntity } from '../../components/entity-table/entity';
import { formatAmount, formatDateTime } from '../../lib/format';
import { paymentMethodLabel } from '../../lib/payment-labels';
import { dueSoon } from './reason';

export const STAGE_COLOR: Record<CaseStage, string> = { inquiry: 'gold', chargeback: 'orange', pre_arbitration: 'volcano', closed: 'default' };
export const OUTCOME_COLOR: Record<CaseOutcome, string> = { open: 'blue', won: 'green', lost: 'red', accepted: 'default', expired: 'red' };

/** A due date past or within three days reads as danger (the reminder mail's window); later ones plainly. */
export function DueDate({ at, language }: { at: string | null; language: 'en' | 'zh-cn' }) {
  if (!at) return <>—</>;
  return <Typography.Text type={dueSoon(at) ? 'danger' : undefined}>{formatDateTime(at, language)}</Typography.Text>;
}

/** /transaction/dispute: one case per disputed payment, latest activity first. */
export const caseEntity = defineEntity({
  id: 'disputeCases',
  ns: ['dispute'],
  list: listCases,
  rowKey: 'transactionId',
  columnPrefix: 'case.col',
  texts: { empty: 'case.list.empty', total: 'case.list.total' },
  filters: [
    { kind: 'period', name: 'period', label: 'case.filter.opened', periods: DATE_PERIODS, fallback: 'all' },
    { kind: 'select', name: 'stage', label: 'case.col.stage', options: (t) => CASE_STAGES.map((s) => ({ value: s, label: t(`dispute:case.stage.${s}`) })) },
    {
      kind: 'select',
      name: 'outcome',
      label: 'case.col.outcome',
      options: (t) => CASE_OUTCOMES.map((o) => ({ value: o, label: t(`dispute:case.outcome.${o}`) })),
    },
    { kind: 'text', name: 'transactionId', label: 'case.col.transactionId', pattern: { re: /^[A-Za-z0-9]{1,64}$/, message: 'filter.invalidId' } },
  ],
  columns: [
    { key: 'transactionId', render: (r, c) => <Typography.Link onClick={() => c.go.transaction?.(r.transactionId)}>{r.transactionId}</Typography.Link> },
    { key: 'merchantNo', render: (r) => r.merchantNo, familyOnly: true },
    { key: 'merchantOrderId', render: (r) => r.merchantOrderId },
    {
      key: 'card',
      render: (r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {paymentMethodLabel(r.paymentMethod)}
          {r.cardNumber ? <span style={{ fontFamily: 'monospace' }}> {r.cardNumber}</span> : null}
        </span>
      ),
    },
    { key: 'paymentAmount', align: 'right', render: (r, c) => formatAmount(r.paymentAmount, r.currency, c.language) },
    { key: 'disputedAmount', align: 'right', render: (r, c) => formatAmount(r.disputedAmount, r.currency, c.language) },
    { key: 'stage', render: (r, c) => <Tag color={STAGE_COLOR[r.stage]}>{c.t(`dispute:case.stage.${r.stage}`)}</Tag> },
    { key: 'outcome', render: (r, c) => <Tag color={OUTCOME_COLOR[r.outcome]}>{c.t(`dispute:case.outcome.${r.outcome}`)}</Tag> },
    { key: 'nextDueAt', render: (r, c) => <DueDate at={r.nextDueAt} language={c.language} /> },
    { key: 'lastActivityAt', render: (r, c) => formatDateTime(r.lastActivityAt, c.language) },
  ],
  actions: (r, c) => <Typography.Link onClick={() => c.open(r)}>{c.t('dispute:case.list.open')}</Typography.Link>,
});
