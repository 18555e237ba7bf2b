import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { SubscriptionDetail } from '@crossbill/contracts/subscription';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { frequencyText } from '../labels';

type Cycle = SubscriptionDetail['cycles'][number];
type Charge = SubscriptionDetail['charges'][number];
type Change = SubscriptionDetail['changes'][number];

const OUTCOME_COLOR: Record<Cycle['outcome'], string> = { paid: 'green', failed: 'red', unpaid: 'orange', credited: 'blue' };
const TX_COLOR: Record<string, string> = { succeeded: 'green', failed: 'red', pending: 'gold', authorized: 'blue' };
const mono = { fontFamily: 'monospace', whiteSpace: 'nowrap' } as const;

/** A table of the detail page: scrolls inside its card on a phone, says so when empty. */
function HistoryTable<T extends object>({ rows, columns, rowKey, empty }: { rows: T[]; columns: ColumnsType<T>; rowKey: (r: T) => string; empty: string }) {
  return (
    <Table<T> size="small" rowKey={rowKey} dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }} locale={{ emptyText: empty }} />
  );
}

const TxLink = ({ id, open }: { id: string | null; open: (id: string) => void }) =>
  id ? (
    <Typography.Link style={mono} onClick={() => open(id)}>
      {id}
    </Typography.Link>
  ) : (
    <>—</>
  );

/** Every billed cycle of every plan: when it was due, what it charged, how it ended, after how many attempts, by which transaction. */
export function CyclesTable({ d, openTransaction }: { d: SubscriptionDetail; openTransaction: (id: string) => void }) {
  const { t } = useTranslation('subscription');
  const language = currentLanguage();
  const columns: ColumnsType<Cycle> = [
    { key: 'cycle', title: t('cycles.cycle'), render: (_, c) => t('cycles.planCycle', { plan: c.planNo, cycle: c.cycleNo }) },
    { key: 'dueAt', title: t('cycles.dueAt'), render: (_, c) => formatDateTime(c.dueAt, language) },
    { key: 'amount', title: t('cycles.amount'), align: 'right', render: (_, c) => formatAmount(c.amount, d.currency, language) },
    { key: 'outcome', title: t('cycles.outcome'), render: (_, c) => <Tag color={OUTCOME_COLOR[c.outcome]}>{t(`outcome.${c.outcome}`)}</Tag> },
    { key: 'attempts', title: t('cycles.attempts'), align: 'right', render: (_, c) => c.attempts },
    { key: 'transactionId', title: t('cycles.transaction'), render: (_, c) => <TxLink id={c.transactionId} open={openTransaction} /> },
    {
      key: 'response',
      title: t('cycles.response'),
      render: (_, c) => (c.responseCode ? [c.responseCode, c.responseMessage].filter(Boolean).join(' · ') : '—'),
    },
    { key: 'billedAt', title: t('cycles.billedAt'), render: (_, c) => formatDateTime(c.billedAt, language) },
  ];
  return <HistoryTable rows={d.cycles} columns={columns} rowKey={(c) => `${c.planNo}.${c.cycleNo}`} empty={t('cycles.empty')} />;
}

/** Every transaction of the subscription: the first payment, each attempt, refunds. */
export function ChargesTable({ d, openTransaction }: { d: SubscriptionDetail; openTransaction: (id: string) => void }) {
  const { t } = useTranslation(['subscription', 'transaction']);
  const language = currentLanguage();
  const columns: ColumnsType<Charge> = [
    { key: 'transactionId', title: t('charges.transaction'), render: (_, c) => <TxLink id={c.transactionId} open={openTransaction} /> },
    {
      key: 'cycle',
      title: t('cycles.cycle'),
      render: (_, c) => (c.planNo !== null && c.cycleNo !== null ? t('cycles.planCycle', { plan: c.planNo, cycle: c.cycleNo }) : '—'),
    },
    { key: 'initiator', title: t('charges.initiator'), render: (_, c) => t(`initiator.${c.initiator}`) },
    { key: 'type', title: t('charges.type'), render: (_, c) => t(`transaction:type.${c.type}`, { defaultValue: c.type }) },
    {
      key: 'status',
      title: t('charges.status'),
      render: (_, c) => <Tag color={TX_COLOR[c.status]}>{t(`transaction:status.${c.status}`, { defaultValue: c.status })}</Tag>,
    },
    { key: 'amount', title: t('charges.amount'), align: 'right', render: (_, c) => formatAmount(c.amount, d.currency, language) },
    { key: 'responseCode', title: t('charges.responseCode'), render: (_, c) => c.responseCode ?? '—' },
    { key: 'createdAt', title: t('charges.createdAt'), render: (_, c) => formatDateTime(c.createdAt, language) },
  ];
  return <HistoryTable rows={d.charges} columns={columns} rowKey={(c) => c.transactionId} empty={t('charges.empty')} />;
}

/** Each change of the plan: before and after, the credit of the unused part, and what was charged or refunded at once. */
export function ChangesTable({ d, openRefund }: { d: SubscriptionDetail; openRefund?: (id: string) => void }) {
  const { t } = useTranslation('subscription');
  const language = currentLanguage();
  const money = (v: string) => formatAmount(v, d.currency, language);
  const plan = (p: Change['before']) =>
    t('changes.plan', { price: money(p.price), quantity: p.quantity, frequency: frequencyText(p.frequencyUnit, p.frequencyCount, t) });
  const columns: ColumnsType<Change> = [
    { key: 'changedAt', title: t('changes.changedAt'), render: (_, c) => formatDateTime(c.changedAt, language) },
    { key: 'planNo', title: t('changes.planNo'), align: 'right', render: (_, c) => c.planNo },
    { key: 'before', title: t('changes.before'), render: (_, c) => plan(c.before) },
    { key: 'after', title: t('changes.after'), render: (_, c) => plan(c.after) },
    { key: 'credit', title: t('changes.credit'), align: 'right', render: (_, c) => money(c.credit) },
    { key: 'charged', title: t('changes.charged'), align: 'right', render: (_, c) => money(c.charged) },
    {
      key: 'refunded',
      title: t('changes.refunded'),
      align: 'right',
      render: (_, c) =>
        c.refundId && openRefund ? <Typography.Link onClick={() => openRefund(c.refundId!)}>{money(c.refunded)}</Typography.Link> : money(c.refunded),
    },
  ];
  return <HistoryTable rows={d.changes} columns={columns} rowKey={(c) => `${c.planNo}.${c.changedAt}`} empty={t('changes.empty')} />;
}
