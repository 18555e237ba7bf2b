import { useState } from 'react';
import { Button, Card, Descriptions, Modal, Result, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Codes } from '@crossbill/contracts/codes';
import type { FraudDetail } from '@crossbill/contracts/fraud';
import { Access } from '../../../components/access';
import { DetailFrame } from '../../../components/detail-frame';
import { isApiError } from '../../../lib/api-client';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useFraudNotification } from '../api/get-fraud-notification';
import { useReviewFraudNotification } from '../api/review-fraud-notification';
import { FraudBlacklistModal } from '../components/fraud-blacklist-modal';
import { FraudRefundModal } from '../components/fraud-refund-modal';
import { fraudTypeLabel } from '../entity';

/** Refund, blacklist and mark reviewed, each behind its button code and offered only while it applies; the server decides again. */
function Actions({ d }: { d: FraudDetail }) {
  const { t } = useTranslation('fraud');
  const [refunding, setRefunding] = useState(false);
  const [blacklisting, setBlacklisting] = useState(false);
  const review = useReviewFraudNotification();
  const [modal, holder] = Modal.useModal();
  const confirmReview = () =>
    void modal.confirm({
      title: t('reviewDialog.title'),
      content: t('reviewDialog.body'),
      okText: t('reviewDialog.ok'),
      cancelText: t('cancel'),
      onOk: () => review.mutateAsync(d.notificationId).then(() => toast.success(t('reviewDialog.done'))),
    });
  return (
    <Space wrap>
      {holder}
      {d.canRefund ? (
        <Access code="risk:fraudNotification:refund">
          <Button type="primary" onClick={() => setRefunding(true)}>
            {t('action.refund')}
          </Button>
          <FraudRefundModal d={d} open={refunding} onClose={() => setRefunding(false)} />
        </Access>
      ) : null}
      {d.blacklist.length ? (
        <Access code="risk:list:add">
          <Button onClick={() => setBlacklisting(true)}>{t('action.blacklist')}</Button>
          <FraudBlacklistModal d={d} open={blacklisting} onClose={() => setBlacklisting(false)} />
        </Access>
      ) : null}
      {d.canReview ? (
        <Access code="risk:fraudNotification:review">
          <Button onClick={confirmReview}>{t('action.review')}</Button>
        </Access>
      ) : null}
    </Space>
  );
}

/** /risk/fraud-notification/details/{serviceId}: the report, its payment and what was done about it. */
export function FraudDetailPage({ serviceId, onBack, onOpenTransaction }: { serviceId: string; onBack: () => void; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation(['fraud', 'messages']);
  const language = currentLanguage();
  const q = useFraudNotification(serviceId);
  const time = (v: string | null) => (v ? formatDateTime(v, language) : '—');
  const item = (key: string, label: string, children: React.ReactNode) => ({ key, label, children });
  const title = `${t('fraud:route.details')} ${serviceId}`;
  // spec 8: a malformed, unknown or another merchant's id
  if (isApiError(q.error, Codes.INVALID_ID_PARAMETER.code))
    return (
      <DetailFrame title={title} backLabel={t('fraud:detail.back')} onBack={onBack} query={{ data: true, isPending: false }}>
        {() => <Result status="warning" title={t('messages:code.invalidIdParameter')} extra={<Button onClick={onBack}>{t('fraud:detail.toList')}</Button>} />}
      </DetailFrame>
    );
  return (
    <DetailFrame title={title} backLabel={t('fraud:detail.back')} onBack={onBack} query={q}>
      {(d) => (
        <>
          <Card title={t('fraud:detail.notification')} extra={<Actions d={d} />} styles={{ header: { flexWrap: 'wrap' } }}>
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                item('notificationId', t('fraud:col.notificationId'), d.notificationId),
                item('fraudType', t('fraud:col.fraudType'), fraudTypeLabel(d.fraudType, t)),
                item('scheme', t('fraud:col.paymentMethod'), t(`fraud:scheme.${d.scheme}`)),
                item('notifiedAt', t('fraud:col.notifiedAt'), time(d.notifiedAt)),
                item('receivedAt', t('fraud:col.receivedAt'), time(d.receivedAt)),
                item(
                  'reviewed',
                  t('fraud:col.reviewed'),
                  <Space size={4} wrap>
                    <Tag color={d.reviewed ? 'green' : 'gold'}>{t(d.reviewed ? 'fraud:reviewed.yes' : 'fraud:reviewed.no')}</Tag>
                    {d.reviewed ? (
                      <Typography.Text type="secondary">{t('fraud:detail.reviewedBy', { who: d.reviewedBy ?? '—', at: time(d.reviewedAt) })}</Typography.Text>
                    ) : null}
                  </Space>,
                ),
                item(
                  'chargebackStatus',
                  t('fraud:col.chargebackStatus'),
                  <Tag color={d.chargebackStatus === 'disputed' ? 'red' : 'default'}>{t(`fraud:chargeback.${d.chargebackStatus}`)}</Tag>,
                ),
                item('chargebackId', t('fraud:col.chargebackId'), d.chargebackId ?? '—'),
                item(
                  'refundType',
                  t('fraud:col.refundType'),
                  <Tag color={d.refundType === 'none' ? 'default' : 'blue'}>{t(`fraud:refund.${d.refundType}`)}</Tag>,
                ),
                item('refundId', t('fraud:col.refundId'), d.refundId ?? '—'),
              ]}
            />
          </Card>
          <Card title={t('fraud:detail.payment')}>
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                item(
                  'transactionId',
                  t('fraud:col.transactionId'),
                  <Typography.Link onClick={() => onOpenTransaction(d.transactionId)}>{d.transactionId}</Typography.Link>,
                ),
                item('merchantOrderId', t('fraud:detail.merchantOrderId'), d.merchantOrderId),
                item('amount', t('fraud:col.amount'), formatAmount(d.amount, d.currency, language)),
                item('refundable', t('fraud:detail.refundable'), formatAmount(d.refundable, d.currency, language)),
                item('card', t('fraud:detail.card'), d.card || '—'),
                item('email', t('fraud:detail.email'), d.customerEmail ?? '—'),
                item('ip', t('fraud:detail.ip'), d.ip ?? '—'),
              ]}
            />
          </Card>
        </>
      )}
    </DetailFrame>
  );
}
