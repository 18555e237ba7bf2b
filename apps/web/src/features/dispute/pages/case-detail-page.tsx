import { Card, Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseDetail } from '@crossbill/contracts/dispute-case';
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

/** The case's chargebacks (each opens its own details) and inquiries (an open one can be answered here). */
function Items({ d, onOpenChargeback }: { d: CaseDetail; onOpenChargeback: (id: string) => void }) {
  const { t } = useTranslation('dispute');
  const language = currentLanguage();
  const money = (v: string) => formatAmount(v, d.payment.currency, language);
  return (
    <>
      {d.chargebacks.length > 0 ? (
        <Card title={t('case.detail.chargebacks')}>
          <Table
            size="small"
            rowKey="chargebackId"
            pagination={false}
            scroll={scroll}
            dataSource={d.chargebacks}
            columns={[
              {
                key: 'id',
                title: t('col.chargebackId'),
                render: (_, c) => <Typography.Link onClick={() => onOpenChargeback(c.chargebackId)}>{c.chargebackId}</Typography.Link>,
              },
              { key: 'reason', title: t('col.reason'), render: (_, c) => `${c.reasonCode} · ${reasonLabel(c.scheme, c.reasonCode, c.reason, language)}` },
              { key: 'amount', title: t('col.amount'), align: 'right', render: (_, c) => money(c.amount) },
              { key: 'status', title: t('col.status'), render: (_, c) => <Tag color={STATUS_COLOR[c.status]}>{t(`status.${c.status}`)}</Tag> },
              { key: 'round', title: t('col.round'), render: (_, c) => c.round },
              { key: 'due', title: t('col.dueAt'), render: (_, c) => <DueDate at={c.dueAt} language={language} /> },
            ]}
          />
        </Card>
      ) : null}
      {d.inquiries.length > 0 ? (
        <Card title={t('case.detail.inquiries')}>
          <Table
            size="small"
            rowKey="inquiryId"
            pagination={false}
            scroll={scroll}
            dataSource={d.inquiries}
            columns={[
              { key: 'id', title: t('case.detail.inquiryId'), render: (_, i) => i.inquiryId },
              { key: 'reason', title: t('col.reason'), render: (_, i) => `${i.reasonCode} · ${i.reason}` },
              { key: 'amount', title: t('col.amount'), align: 'right', render: (_, i) => money(i.amount) },
              { key: 'status', title: t('col.status'), render: (_, i) => <Tag color={INQUIRY_COLOR[i.status]}>{t(`case.inquiry.status.${i.status}`)}</Tag> },
              { key: 'due', title: t('col.dueAt'), render: (_, i) => (i.status === 'open' ? <DueDate at={i.dueAt} language={language} /> : '—') },
              { key: 'action', title: t('case.detail.action'), render: (_, i) => (i.status === 'open' ? <InquiryAnswer inquiryId={i.inquiryId} /> : '—') },
            ]}
          />
        </Card>
      ) : null}
    </>
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
          <Items d={d} onOpenChargeback={p.onOpenChargeback} />
          <Card title={t('case.timeline.title')}>
            <CaseTimeline transactionId={d.payment.transactionId} events={d.timeline} currency={d.payment.currency} />
          </Card>
          <CaseHelp chargebackDays={d.chargebackDays} inquiryDays={d.inquiryDays} penaltyUsd={d.penaltyUsd} penalty={d.penalty} currency={d.payment.currency} />
        </>
      )}
    </DetailFrame>
  );
}
