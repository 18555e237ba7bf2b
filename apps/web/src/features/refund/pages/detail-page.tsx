import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { DetailFrame } from '../../../components/detail-frame';
import { currentLanguage } from '../../../lib/language';
import { useRefund } from '../api/get-refund';
import { paymentMethodLabel } from '../../../lib/payment-labels';

/** /transaction/refund/details?id=: the refund, its review and times, and the original transaction. */
export function RefundDetailPage({ refundId, onBack, onOpenTransaction }: { refundId: string; onBack: () => void; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation('refund');
  const language = currentLanguage();
  const q = useRefund(refundId);
  const time = (v: string | null) => (v ? formatDateTime(v, language) : '—');
  const item = (key: string, label: string, children: React.ReactNode) => ({ key, label, children });
  return (
    <DetailFrame title={`${t('route.details')} ${refundId}`} backLabel={t('detail.back')} onBack={onBack} query={q}>
      {(d) => (
        <>
          <Card title={t('detail.refund')}>
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                item('refundId', t('col.refundId'), d.refundId),
                item('type', t('col.type'), t(`type.${d.type}`)),
                item('status', t('col.status'), <Tag>{t(`status.${d.status}`)}</Tag>),
                item('review', t('col.reviewStatus'), t(`review.${d.reviewStatus}`)),
                item('amount', t('col.amount'), formatAmount(d.amount, d.currency, language)),
                item('arn', t('col.arn'), d.arn ?? '—'),
                item('reason', t('col.reason'), d.reason),
                item('source', t('col.source'), t(`source.${d.source}`)),
                item('applicant', t('col.applicant'), d.applicant ?? '—'),
                item('appliedAt', t('col.appliedAt'), time(d.appliedAt)),
                item('auditedAt', t('col.auditedAt'), time(d.auditedAt)),
                item('completedAt', t('col.completedAt'), time(d.completedAt)),
                item('comment', t('col.reviewComment'), d.reviewComment ?? '—'),
              ]}
            />
          </Card>
          <Card title={t('detail.original')}>
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                item(
                  'transactionId',
                  t('col.transactionId'),
                  <Typography.Link onClick={() => onOpenTransaction(d.original.transactionId)}>{d.original.transactionId}</Typography.Link>,
                ),
                item('merchantOrderId', t('col.merchantOrderId'), d.merchantOrderId),
                item('time', t('col.time'), time(d.original.time)),
                item('amount', t('col.originalAmount'), formatAmount(d.original.amount, d.currency, language)),
                item('refunded', t('col.refundedAmount'), formatAmount(d.original.refundedAmount, d.currency, language)),
                item('refundable', t('col.refundable'), formatAmount(d.original.refundable, d.currency, language)),
                item('method', t('col.paymentMethod'), paymentMethodLabel(d.paymentMethod)),
                item('card', t('col.cardNumber'), d.cardNumber || '—'),
              ]}
            />
          </Card>
        </>
      )}
    </DetailFrame>
  );
}
