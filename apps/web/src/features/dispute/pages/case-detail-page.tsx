import { Card, Descriptions, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseDispute } from '@crossbill/contracts/dispute-case';
import type { ChargebackStatus } from '@crossbill/contracts/dispute';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { DetailFrame } from '../../../components/detail-frame';
import { currentLanguage } from '../../../lib/language';
import { paymentMethodLabel } from '../../../lib/payment-labels';
import { useCase } from '../api/get-case';
import { DueDate, OUTCOME_COLOR, STAGE_COLOR } from '../case-entity';
import { CaseHelp } from '../components/case-help';
import { CaseTimeline } from '../components/case-timeline';
import { InquiryAnswer } from '../components/inquiry-answer';
import { STATUS_COLOR } from '../entity';
import { reasonLabel } from '../reason';

const INQUIRY_COLOR: Record<string, string> = { open: 'gold', answered: 'green', expired: 'red' };
const scroll = { x: 'max-content' } as const;

/**
 * One table of the case's chargebacks (each opens its own details) or of its inquiries (an open one
 * can be answered here): the same rows, each kind with its own status names and extra column.
 */
function Disputes(p: { kind: 'chargeback' | 'inquiry'; items: CaseDispute[]; currency: string; onOpenChargeback: (id: string) => void }) {
  const { t } = useTranslation('dispute');
  const language = currentLanguage();
  if (p.items.length === 0) return null;
  const chargeback = p.kind === 'chargeback';
  const columns: TableColumnsType<CaseDispute> = [
    {
      key: 'id',
      title: t(chargeback ? 'col.chargebackId' : 'case.detail.inquiryId'),
      render: (_, c) => (chargeback ? <Typography.Link onClick={() => p.onOpenChargeback(c.id)}>{c.id}</Typography.Link> : c.id),
    },
    { key: 'reason', title: t('col.reason'), render: (_, c) => `${c.reasonCode} · ${reasonLabel(c.scheme, c.reasonCode, c.reason, language)}` },
    { key: 'amount', title: t('col.amount'), align: 'right', render: (_, c) => formatAmount(c.amount, p.currency, language) },
    {
      key: 'status',
      title: t('col.status'),
      render: (_, c) =>
        chargeback ? (
          <Tag color={STATUS_COLOR[c.status as ChargebackStatus]}>{t(`status.${c.status}`)}</Tag>
        ) : (
          <Tag color={INQUIRY_COLOR[c.status]}>{t(`case.inquiry.status.${c.status}`)}</Tag>
        ),
    },
    ...(chargeback ? [{ key: 'round', title: t('col.round'), render: (_: unknown, c: CaseDispute) => c.round }] : []),
    { key: 'due', title: t('col.dueAt'), render: (_, c) => <DueDate at={c.dueAt} language={language} /> },
    ...(chargeback
      ? []
      : [
          {
            key: 'action',
            title: t('case.detail.action'),
            render: (_: unknown, c: CaseDispute) => (c.status === 'open' ? <InquiryAnswer inquiryId={c.id} /> : '—'),
          },
        ]),
  ];
  return (
    <Card title={t(chargeback ? 'case.detail.chargebacks' : 'case.detail.inquiries')}>
      <Table size="small" rowKey="id" pagination={false} scroll={scroll} dataSource={p.items} columns={columns} />
    </Card>
  );
}

/** /transaction/dispute/detail?transactionId=: one disputed payment's case file. */
export function CaseDetailPage(p: {
  transactionId: string;
  onBack: () => void;
  onOpenTransaction: (id: string) => void;
  onOpenChargeback: (id: string) => void;
}) {
  const { t } = useTranslation('dispute');
  const language = currentLanguage();
  const q = useCase(p.transactionId);
  const money = (v: string) => formatAmount(v, q.data?.payment.currency ?? 'USD', language);
  const item = (key: string, label: string, children: React.ReactNode) => ({ key, label, children });
  return (
    <DetailFrame title={`${t('case.route.detail')} ${p.transactionId}`} backLabel={t('case.detail.back')} onBack={p.onBack} query={q}>
      {(d) => (
        <>
          <Card title={t('case.detail.payment')}>
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                item(
                  'transactionId',
                  t('case.col.transactionId'),
                  <Typography.Link onClick={() => p.onOpenTransaction(d.payment.transactionId)}>{d.payment.transactionId}</Typography.Link>,
                ),
                item('merchantOrderId', t('case.col.merchantOrderId'), d.payment.merchantOrderId),
                item('card', t('case.col.card'), `${paymentMethodLabel(d.payment.paymentMethod)} ${d.payment.cardNumber}`.trim()),
                item('amount', t('case.col.paymentAmount'), money(d.payment.amount)),
                item('refunded', t('detail.refunded'), money(d.payment.refundedAmount)),
                item('charged', t('detail.chargedBack'), money(d.payment.chargebackAmount)),
                item('time', t('facts.time'), formatDateTime(d.payment.createdAt, language)),
                item('stage', t('case.col.stage'), <Tag color={STAGE_COLOR[d.stage]}>{t(`case.stage.${d.stage}`)}</Tag>),
                item('outcome', t('case.col.outcome'), <Tag color={OUTCOME_COLOR[d.outcome]}>{t(`case.outcome.${d.outcome}`)}</Tag>),
                item('nextDue', t('case.col.nextDueAt'), <DueDate at={d.nextDueAt} language={language} />),
              ]}
            />
          </Card>
          <Card title={t('case.totals.title')}>
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                item('disputed', t('case.totals.disputed'), money(d.totals.disputed)),
                item('returned', t('case.totals.returned'), money(d.totals.returned)),
                item('fees', t('case.totals.fees'), money(d.totals.fees)),
                item('penalty', t('case.totals.penalty'), money(d.totals.penalty)),
                item('netLoss', t('case.totals.netLoss'), <Typography.Text strong>{money(d.totals.netLoss)}</Typography.Text>),
                item('refunded', t('case.totals.refunded'), money(d.totals.refunded)),
              ]}
            />
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {t('case.totals.note')}
            </Typography.Paragraph>
          </Card>
          <Disputes kind="chargeback" items={d.chargebacks} currency={d.payment.currency} onOpenChargeback={p.onOpenChargeback} />
          <Disputes kind="inquiry" items={d.inquiries} currency={d.payment.currency} onOpenChargeback={p.onOpenChargeback} />
          <Card title={t('case.timeline.title')}>
            <CaseTimeline transactionId={d.payment.transactionId} events={d.timeline} currency={d.payment.currency} />
          </Card>
          <CaseHelp chargebackDays={d.chargebackDays} inquiryDays={d.inquiryDays} penaltyUsd={d.penaltyUsd} penalty={d.penalty} currency={d.payment.currency} />
        </>
      )}
    </DetailFrame>
  );
}
