import type { ReactNode } from 'react';
import { Alert, Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EthocaDetail } from '@crossbill/contracts/ethoca';
import { DetailFrame } from '../../../components/detail-frame';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useEthocaAlert } from '../api/get-alert';
import { AlertTimeline } from '../components/alert-timeline';
import { AnswerForm } from '../components/answer-form';
import { DueAt, REFUND_COLOR, STATUS_COLOR } from '../entity';

const columns = { xs: 1, md: 2, xl: 3 } as const;
const mono = (v: string | null) => (v ? <span style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{v}</span> : '—');

/** What the alert says, its payment and card, then the answer (the form while open; read-only after). */
function Body({ d, onOpenTransaction }: { d: EthocaDetail; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation('ethoca');
  const language = currentLanguage();
  const item = (key: string, label: string, children: ReactNode) => ({ key, label, children });
  return (
    <>
      <Card title={t('detail.alert')}>
        <Descriptions
          column={columns}
          items={[
            item('type', t('col.type'), t(`type.${d.type}`)),
            item('status', t('col.status'), <Tag color={STATUS_COLOR[d.status]}>{t(`status.${d.status}`)}</Tag>),
            item('ethocaId', t('col.ethocaId'), mono(d.ethocaId)),
            item('caseId', t('col.caseId'), mono(d.caseId)),
            item('amount', t('col.amount'), formatAmount(d.amount, d.currency, language)),
            item('reasonCode', t('detail.reasonCode'), d.reasonCode),
            item('liability', t('detail.liability'), t(`liability.${d.liability}`)),
            item('receivedAt', t('col.receivedAt'), formatDateTime(d.receivedAt, language)),
            item('dueAt', t('col.dueAt'), <DueAt at={d.dueAt} status={d.status} language={language} />),
            item('descriptor', t('detail.descriptor'), d.descriptor),
            item('dba', t('detail.dba'), d.dba),
            item('mcc', t('detail.mcc'), d.mcc),
            item('bin', t('detail.bin'), d.bin),
            item('caid', t('detail.caid'), mono(d.caid)),
            item('reseller', t('detail.resellerSubMerchantId'), d.resellerSubMerchantId ?? '—'),
          ]}
        />
      </Card>
      <Card title={t('detail.payment')}>
        {d.transactionId ? null : <Alert type="warning" showIcon message={t('detail.noPayment')} style={{ marginBottom: 16 }} />}
        <Descriptions
          column={columns}
          items={[
            item(
              'transactionId',
              t('detail.transactionId'),
              d.transactionId ? <Typography.Link onClick={() => onOpenTransaction(d.transactionId!)}>{d.transactionId}</Typography.Link> : '—',
            ),
            item('merchantOrderId', t('col.merchantOrderId'), d.merchantOrderId ?? '—'),
            item('transactionAmount', t('detail.transactionAmount'), formatAmount(d.transactionAmount, d.transactionCurrency, language)),
            item('arn', t('detail.arn'), mono(d.arn)),
            item('refundable', t('detail.refundable'), formatAmount(d.refundable, d.transactionCurrency, language)),
            item('cardBin', t('detail.cardBin'), mono(d.cardBin)),
            item('cardLast4', t('detail.cardLast4'), mono(d.cardLast4)),
            item('cardHash', t('detail.cardHash'), mono(d.cardHash)),
          ]}
        />
      </Card>
      <Card title={t('detail.answer')}>
        {d.canAnswer ? (
          <AnswerForm d={d} />
        ) : d.status === 'missed' ? (
          <Alert type="error" showIcon message={t('detail.missed', { dueAt: formatDateTime(d.dueAt, language) })} />
        ) : (
          <>
            <Alert type="info" showIcon message={t('detail.readOnly')} style={{ marginBottom: 16 }} />
            <Descriptions
              column={columns}
              items={[
                item('outcome', t('col.outcome'), d.outcome ? t(`outcome.${d.outcome}`) : '—'),
                item('refundStatus', t('col.refundStatus'), <Tag color={REFUND_COLOR[d.refundStatus]}>{t(`refundStatus.${d.refundStatus}`)}</Tag>),
                item('refundId', t('detail.refundId'), mono(d.refundId)),
                item('answeredAt', t('detail.answeredAt'), d.answeredAt ? formatDateTime(d.answeredAt, language) : '—'),
                item('answeredBy', t('detail.answeredBy'), d.answeredBy ?? '—'),
                item('comment', t('detail.comment'), d.comment ?? '—'),
              ]}
            />
          </>
        )}
      </Card>
      <Card title={t('detail.timeline')}>
        <AlertTimeline events={d.timeline} answeredBy={d.answeredBy} />
      </Card>
    </>
  );
}

/** /risk/alert/view?id=: one Ethoca-type alert or case. */
export function EthocaDetailPage(p: { alertId: string; onBack: () => void; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation('ethoca');
  const q = useEthocaAlert(p.alertId);
  return (
    <DetailFrame title={`${t('route.view')} ${p.alertId}`} backLabel={t('detail.back')} onBack={p.onBack} query={q}>
      {(d) => <Body d={d} onOpenTransaction={p.onOpenTransaction} />}
    </DetailFrame>
  );
}
