import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Address } from '@crossbill/contracts/payment';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useTransaction } from '../api/get-transaction';
import { EntityRows } from '../../../components/entity-table/entity-rows';
import { transactionEntity } from '../entity';
import { RefundModal } from '../components/refund-modal';
import { TrackingModal } from '../components/tracking-modal';
import { CaptureModal } from '../components/capture-modal';
import { VoidModal } from '../components/void-modal';
import { Access } from '../../../components/access';
import { paymentMethodLabel, responseMessageText } from '../../../lib/payment-labels';

const address = (a: Address | null) => (a ? [a.line1, a.line2, a.city, a.state, a.postalCode, a.country].filter(Boolean).join(', ') : null);

/** /transaction/details and /transaction/view?id=: every field of the transaction, its refunds and timeline. */
export function TransactionDetailPage({ transactionId, onBack, onOpen }: { transactionId: string; onBack: () => void; onOpen: (id: string) => void }) {
  const { t } = useTranslation('transaction');
  const language = currentLanguage();
  const q = useTransaction(transactionId);
  const d = q.data;
  const v = (x: string | null | undefined) => x || t('detail.none');
  const item = (key: string, label: string, value: React.ReactNode) => ({ key, label, children: value });
  const [refunding, setRefunding] = useState(false);
  const [tracking, setTracking] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const refundable = d && d.type !== 'refund' && d.status === 'succeeded' && d.refundState !== 'full';
  // an authorisation waiting for its capture: captured (in full or in part) or voided, once
  const authorised = d && d.type === 'authorization' && d.status === 'authorized';

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="center">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('detail.back')} onClick={onBack} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('route.details')} {transactionId}
        </Typography.Title>
        {refundable ? (
          <Access code="transaction:query:refund">
            <Button type="primary" onClick={() => setRefunding(true)}>
              {t('refund.open')}
            </Button>
          </Access>
        ) : null}
        {authorised ? (
          <>
            <Access code="transaction:query:capture">
              <Button type="primary" onClick={() => setCapturing(true)}>
                {t('capture.open')}
              </Button>
            </Access>
            <Access code="transaction:query:void">
              <Button danger onClick={() => setVoiding(true)}>
                {t('void.open')}
              </Button>
            </Access>
          </>
        ) : null}
      </Space>
      <RefundModal transactionId={transactionId} open={refunding} onClose={() => setRefunding(false)} />
      {authorised && d ? (
        <>
          <CaptureModal transactionId={transactionId} authorised={d.amount} currency={d.currency} open={capturing} onClose={() => setCapturing(false)} />
          <VoidModal transactionId={transactionId} authorised={d.amount} currency={d.currency} open={voiding} onClose={() => setVoiding(false)} />
        </>
      ) : null}
      {tracking && d ? (
        <TrackingModal
          transactionId={transactionId}
          initial={{ trackingNumber: d.trackingNumber ?? '', trackingCarrier: d.trackingCarrier ?? '' }}
          open
          onClose={() => setTracking(false)}
        />
      ) : null}
      {!d ? (
        q.isPending ? (
          <Spin />
        ) : (
          <Empty />
        )
      ) : (
        <>
          <Card title={t('detail.basics')}>
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                item('transactionId', t('col.transactionId'), d.transactionId),
                item('merchantOrderId', t('col.merchantOrderId'), d.merchantOrderId),
                item(
                  'originalTransactionId',
                  t('col.originalTransactionId'),
                  d.originalTransactionId ? (
                    <Typography.Link onClick={() => onOpen(d.originalTransactionId!)}>{d.originalTransactionId}</Typography.Link>
                  ) : (
                    v(null)
                  ),
                ),
                item('merchantNo', t('col.merchantNo'), d.merchantNo),
                item('time', t('col.time'), formatDateTime(d.time, language)),
                item('type', t('col.type'), t(`type.${d.type}`)),
                item('status', t('col.status'), <Tag>{t(`status.${d.status}`)}</Tag>),
                item('amount', t('col.amount'), formatAmount(d.amount, d.currency, language)),
                item('captured', t('detail.capturedAmount'), formatAmount(d.capturedAmount, d.currency, language)),
                item('refunded', t('detail.refundedAmount'), `${formatAmount(d.refundedAmount, d.currency, language)} (${t(`refundState.${d.refundState}`)})`),
                item('method', t('col.paymentMethod'), paymentMethodLabel(d.paymentMethod)),
                item('responseCode', t('detail.responseCode'), v(d.responseCode)),
                item('responseMessage', t('detail.responseMessage'), v(responseMessageText(d.responseCode, d.responseMessage, d.paymentMethod))),
                item('description', t('detail.description'), v(d.description)),
                item('updatedAt', t('detail.updatedAt'), formatDateTime(d.updatedAt, language)),
              ]}
            />
          </Card>
          {d.blacklistHit ? (
            <Card title={t('detail.blacklist')}>
              <Descriptions
                column={{ xs: 1, md: 2, xl: 3 }}
                items={[
                  item('blacklistList', t('detail.blacklistList'), d.blacklistHit.listName),
                  item(
                    'blacklistValue',
                    t('detail.blacklistValue'),
                    <span style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{d.blacklistHit.value}</span>,
                  ),
                  item('blacklistAt', t('detail.blacklistAt'), formatDateTime(d.blacklistHit.at, language)),
                ]}
              />
            </Card>
          ) : null}
          <Card title={t('detail.card')}>
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                item('card', t('col.cardNumber'), <span style={{ fontFamily: 'monospace' }}>{v(d.cardNumber)}</span>),
                item('brand', t('detail.cardBrand'), d.cardBrand ? paymentMethodLabel(d.cardBrand) : v(null)),
                item('country', t('col.cardCountry'), v(d.cardCountry)),
                item('eci', t('detail.eci'), v(d.eci)),
                item('threeDs', t('detail.threeDs'), d.threeDs ? t(`threeDs.${d.threeDs}`) : v(null)),
                item('arn', t('detail.arn'), v(d.arn)),
              ]}
            />
          </Card>
          <Card
            title={t('detail.customer')}
            extra={
              d.type !== 'refund' ? (
                <Access code="transaction:query:tracking">
                  <Button onClick={() => setTracking(true)}>{d.trackingNumber ? t('tracking.edit') : t('tracking.add')}</Button>
                </Access>
              ) : null
            }
          >
            <Descriptions
              column={{ xs: 1, md: 2 }}
              items={[
                item('email', t('detail.email'), v(d.customerEmail)),
                item('ip', t('detail.ip'), v(d.ip)),
                item('ua', t('detail.userAgent'), v(d.userAgent)),
                item('billing', t('detail.billingAddress'), v(address(d.billingAddress))),
                item('shipping', t('detail.shippingAddress'), v(address(d.shippingAddress))),
                item('tracking', t('detail.trackingNumber'), v(d.trackingNumber)),
                item('carrier', t('detail.trackingCarrier'), v(d.trackingCarrier)),
              ]}
            />
          </Card>
          <Card title={t('detail.channel')}>
            <Descriptions
              column={{ xs: 1, md: 2 }}
              items={[
                item('req', t('detail.channelRequestId'), v(d.channelRequestId)),
                item('res', t('detail.channelResponseId'), v(d.channelResponseId)),
                item('batch', t('detail.settlementBatchId'), d.settlementBatchId ?? t('detail.notSettled')),
                item('settledAt', t('detail.settledAt'), d.settledAt ? formatDateTime(d.settledAt, language) : v(null)),
              ]}
            />
          </Card>
          {d.type !== 'refund' ? (
            <Card title={t('detail.refunds')}>
              <EntityRows
                entity={transactionEntity}
                rows={d.refunds}
                columns={['transactionId', 'time', 'status', 'amount', 'currency', 'responseMessage']}
                open={(r) => onOpen(r.transactionId)}
                emptyText={t('detail.noRefunds')}
              />
            </Card>
          ) : null}
          <Card title={t('detail.timeline')}>
            <Timeline
              items={d.timeline.map((e) => ({
                key: e.id,
                children: (
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong>{t(`event.${e.kind}`, { defaultValue: e.kind })}</Typography.Text>
                    <Typography.Text type="secondary">
                      {formatDateTime(e.time, language)}
                      {e.amount ? ` · ${formatAmount(e.amount, d.currency, language)}` : ''}
                      {e.note ? ` · ${e.note}` : ''}
                    </Typography.Text>
                  </Space>
                ),
              }))}
            />
          </Card>
        </>
      )}
    </div>
  );
}
