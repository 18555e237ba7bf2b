import { Button, Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AlertDetail } from '@crossbill/contracts/alert';
import { Access, useAccess } from '../../../components/access';
import { DetailFrame } from '../../../components/detail-frame';
import { EventTimeline } from '../../../components/event-timeline';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useAlert } from '../api/get-alert';
import { AlertActions } from '../components/alert-actions';
import { REFUND_COLOR, STATUS_COLOR } from '../entity';

/** Timeline actors: an operator by name (the server resolves `operator:<id>`), else the system's name. */
function actorOf(e: AlertDetail['timeline'][number], t: (k: string, o?: Record<string, unknown>) => string) {
  const [kind, id] = e.actor.split(':');
  if (kind === 'operator') return e.actorName ?? t('actor.operator', { id });
  return t(`actor.${kind}`, { defaultValue: e.actor });
}

/** /transaction/chargeback-alert/detail?id=: the alert (spec 3), its payment, the answers open now and the timeline. */
export function AlertDetailPage({
  alertId,
  onBack,
  onOpenTransaction,
  onOpenCase,
}: {
  alertId: string;
  onBack: () => void;
  onOpenTransaction: (id: string) => void;
  /** the payment's dispute case file, once a chargeback was filed */
  onOpenCase?: (transactionId: string) => void;
}) {
  const { t } = useTranslation('alert');
  const language = currentLanguage();
  const q = useAlert(alertId);
  const { has } = useAccess();
  const time = (v: string | null) => (v ? formatDateTime(v, language) : '—');
  const item = (key: string, label: string, children: React.ReactNode) => ({ key, label, children });
  return (
    <DetailFrame title={`${t('route.detail')} ${alertId}`} backLabel={t('detail.back')} onBack={onBack} query={q}>
      {(d) => {
        const money = (v: string) => formatAmount(v, d.currency, language);
        return (
          <>
            <Card
              title={t('detail.alert')}
              extra={d.canAct ? <Access code="transaction:chargebackAlert:process">{<AlertActions d={d} />}</Access> : null}
              styles={{ header: { flexWrap: 'wrap' } }}
            >
              {d.autoRefundAt ? (
                <Typography.Paragraph type="warning">{t('detail.autoNote', { amount: money(d.amount), time: time(d.autoRefundAt) })}</Typography.Paragraph>
              ) : null}
              <Descriptions
                column={{ xs: 1, md: 2, xl: 3 }}
                items={[
                  item('alertId', t('col.alertId'), d.alertId),
                  item('status', t('col.status'), <Tag color={STATUS_COLOR[d.status]}>{t(`status.${d.status}`)}</Tag>),
                  item('service', t('col.service'), t(`service.${d.service}`)),
                  item('type', t('col.type'), t(`type.${d.type}`)),
                  item('reasonCode', t('col.reasonCode'), d.reasonCode),
                  item('amount', t('col.amount'), money(d.amount)),
                  item('source', t('col.source'), t(`source.${d.source}`)),
                  item('refundStatus', t('col.refundStatus'), <Tag color={REFUND_COLOR[d.refundStatus]}>{t(`refundStatus.${d.refundStatus}`)}</Tag>),
                  item('chargebackStatus', t('col.chargebackStatus'), t(`chargebackStatus.${d.chargebackStatus}`)),
                  item('chargebackId', t('col.chargebackId'), d.chargebackId ?? '—'),
                  item('receivedAt', t('col.receivedAt'), time(d.receivedAt)),
                  item('createdAt', t('col.createdAt'), time(d.createdAt)),
                  item('autoRefundAt', t('col.autoRefundAt'), time(d.autoRefundAt)),
                ]}
              />
            </Card>
            <Card title={t('detail.payment')}>
              <Descriptions
                column={{ xs: 1, md: 2, xl: 3 }}
                items={[
                  item(
                    'transactionId',
                    t('col.transactionId'),
                    <Typography.Link onClick={() => onOpenTransaction(d.transactionId)}>{d.transactionId}</Typography.Link>,
                  ),
                  item('merchantOrderId', t('detail.merchantOrderId'), d.payment.merchantOrderId),
                  item('card', t('detail.card'), d.payment.cardNumber ?? '—'),
                  item('paymentAmount', t('detail.paymentAmount'), money(d.payment.amount)),
                  item('refunded', t('detail.refunded'), money(d.payment.refundedAmount)),
                  item('refundable', t('detail.refundable'), money(d.payment.refundable)),
                  item('paymentTime', t('detail.paymentTime'), time(d.payment.createdAt)),
                  ...(onOpenCase && d.chargebackId && has('transaction:dispute')
                    ? [item('case', t('openCase'), <Button onClick={() => onOpenCase(d.transactionId)}>{t('openCase')}</Button>)]
                    : []),
                ]}
              />
            </Card>
            <Card title={t('detail.timeline')}>
              <EventTimeline
                steps={d.timeline.map((e) => ({
                  title: t(`event.${e.kind}`, { defaultValue: e.kind }),
                  at: e.at,
                  actor: actorOf(e, t),
                  details: (
                    <>
                      {e.amount ? <Typography.Text>{money(e.amount)}</Typography.Text> : null}
                      {e.refundId ? <Typography.Text type="secondary">{t('ref.refund', { id: e.refundId })}</Typography.Text> : null}
                      {e.chargebackId ? <Typography.Text type="secondary">{t('ref.chargeback', { id: e.chargebackId })}</Typography.Text> : null}
                    </>
                  ),
                }))}
              />
            </Card>
          </>
        );
      }}
    </DetailFrame>
  );
}
