import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Codes } from '@crossbill/contracts/codes';
import { countryName } from '@crossbill/contracts/countries';
import { DEFAULT_SUBSCRIPTION_SETTINGS, SubscriptionStatus, type SubscriptionDetail } from '@crossbill/contracts/subscription';
import { Access, useAccess } from '../../../components/access';
import { DetailFrame } from '../../../components/detail-frame';
import { isApiError } from '../../../lib/api-client';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useSubscription } from '../api/get-subscription';
import { useSubscriptionSettings } from '../api/subscription-settings';
import { CancelModal } from '../components/cancel-modal';
import { EditModal } from '../components/edit-modal';
import { ChangesTable, ChargesTable, CyclesTable } from '../components/history-tables';
import { SubscriptionTimeline } from '../components/subscription-timeline';
import { cyclesText, frequencyText, Masked, StatusTags } from '../labels';

const columns = { xs: 1, md: 2, xl: 3 } as const;

export interface SubscriptionLinks {
  transaction: (id: string) => void;
  refund: (id: string) => void;
}

/** Edit while active and cancel while not ended nor already cancelling, each behind its button code; the server decides again. */
function Actions({ d }: { d: SubscriptionDetail }) {
  const { t } = useTranslation('subscription');
  const { has } = useAccess();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  // the default cancellation mode is the settings' (readable with their code; else the contracts' default)
  const settings = useSubscriptionSettings(has('subscription:setting'));
  const defaultMode = settings.data?.defaultCancelMode ?? DEFAULT_SUBSCRIPTION_SETTINGS.defaultCancelMode;
  const canEdit = d.status === SubscriptionStatus.ACTIVE && d.cancelMode === null;
  const canCancel = (d.status === SubscriptionStatus.ACTIVE || d.status === SubscriptionStatus.INITIATED) && d.cancelMode === null;
  return (
    <Space wrap>
      {canEdit ? (
        <Access code="subscription:order:edit">
          <Button type="primary" onClick={() => setEditing(true)}>
            {t('action.edit')}
          </Button>
          <EditModal d={d} open={editing} onClose={() => setEditing(false)} />
        </Access>
      ) : null}
      {canCancel ? (
        <Access code="subscription:order:cancel">
          <Button danger onClick={() => setCancelling(true)}>
            {t('action.cancel')}
          </Button>
          <CancelModal d={d} open={cancelling} onClose={() => setCancelling(false)} defaultMode={defaultMode} />
        </Access>
      ) : null}
    </Space>
  );
}

/** What needs the operator's eye first: a charge being retried or left unpaid, a cancellation to come. */
function Notices({ d }: { d: SubscriptionDetail }) {
  const { t } = useTranslation('subscription');
  const language = currentLanguage();
  const time = (v: string | null) => (v ? formatDateTime(v, language) : '—');
  return (
    <>
      {d.dunning === 'past_due' ? <Alert type="warning" showIcon message={t('notice.pastDue', { count: d.retryCount, at: time(d.nextRetryAt) })} /> : null}
      {d.dunning === 'unpaid' ? <Alert type="error" showIcon message={t('notice.unpaid')} /> : null}
      {d.cancelMode && d.status !== SubscriptionStatus.CANCELLED ? (
        <Alert type="info" showIcon message={t(`notice.cancel.${d.cancelMode}`, { at: time(d.cancelAt) })} />
      ) : null}
    </>
  );
}

function Body({ d, open }: { d: SubscriptionDetail; open: SubscriptionLinks }) {
  const { t } = useTranslation('subscription');
  const language = currentLanguage();
  const item = (key: string, label: string, children: ReactNode) => ({ key, label, children });
  const money = (v: string | null) => (v === null ? '—' : formatAmount(v, d.currency, language));
  const time = (v: string | null) => (v ? formatDateTime(v, language) : '—');
  const link = (id: string | null, go: (id: string) => void) => (id ? <Typography.Link onClick={() => go(id)}>{id}</Typography.Link> : '—');
  return (
    <>
      <Notices d={d} />
      <Card title={t('detail.contract')} extra={<Actions d={d} />} styles={{ header: { flexWrap: 'wrap' } }}>
        <Descriptions
          column={columns}
          items={[
            item('contractNumber', t('col.contractNumber'), d.contractNumber),
            item('status', t('col.status'), <StatusTags status={d.status} dunning={d.dunning} t={t} />),
            item('collectionMethod', t('col.collectionMethod'), t(`collection.${d.collectionMethod}`)),
            item('startDate', t('col.startDate'), time(d.startDate)),
            item('expireDate', t('detail.expireDate'), time(d.expireDate)),
            item('createdAt', t('col.createdAt'), time(d.createdAt)),
            item('nextBillingAt', t('col.nextBillingAt'), time(d.nextBillingAt)),
            item('retries', t('detail.retries'), d.retryCount ? t('detail.retriesValue', { count: d.retryCount, at: time(d.nextRetryAt) }) : '—'),
            item('prorationAmount', t('detail.prorationAmount'), money(d.prorationAmount)),
          ]}
        />
      </Card>
      <Card title={t('detail.plan')}>
        <Descriptions
          column={columns}
          items={[
            item('productName', t('col.productName'), d.productName),
            item('price', t('detail.price'), money(d.price)),
            item('quantity', t('detail.quantity'), d.quantity),
            item('amount', t('col.amount'), money(d.amount)),
            item('frequency', t('col.frequency'), frequencyText(d.frequencyUnit, d.frequencyCount, t)),
            item('cycles', t('col.cycles'), cyclesText(d.currentCycle, d.billingCycles)),
            item('planNo', t('detail.planNo'), d.planNo),
          ]}
        />
      </Card>
      <Card title={t('detail.customerCard')}>
        <Descriptions
          column={columns}
          items={[
            item('customerName', t('detail.customerName'), d.customerName),
            item('customerEmail', t('detail.customerEmail'), <span style={{ overflowWrap: 'anywhere' }}>{d.customerEmail}</span>),
            item('customerId', t('detail.customerId'), d.customerId ?? '—'),
            item('card', t('col.card'), <Masked value={d.cardNumber} />),
            item('cardBrand', t('detail.cardBrand'), d.cardBrand ?? '—'),
            item('cardCountry', t('detail.cardCountry'), d.cardCountry ? countryName(d.cardCountry, language) : '—'),
            item('firstTransactionId', t('detail.firstTransaction'), link(d.firstTransactionId, open.transaction)),
          ]}
        />
      </Card>
      <Card title={t('detail.cycles')}>
        <CyclesTable d={d} openTransaction={open.transaction} />
      </Card>
      <Card title={t('detail.charges')}>
        <ChargesTable d={d} openTransaction={open.transaction} />
      </Card>
      <Card title={t('detail.changes')}>
        <ChangesTable d={d} openRefund={open.refund} />
      </Card>
      <Card title={t('detail.timeline')}>
        <SubscriptionTimeline events={d.timeline} currency={d.currency} />
      </Card>
    </>
  );
}

/** /subscription/order/detail?subscriptionId=: the contract, its customer and card, every cycle and charge, the changes, the timeline. */
export function SubscriptionDetailPage(p: { subscriptionId: string; onBack: () => void; open: SubscriptionLinks }) {
  const { t } = useTranslation(['subscription', 'messages']);
  const q = useSubscription(p.subscriptionId);
  const title = `${t('subscription:route.detail')} ${p.subscriptionId}`;
  // spec 8: an unknown or another merchant's id
  if (isApiError(q.error, Codes.INVALID_ID_PARAMETER.code))
    return (
      <DetailFrame title={title} backLabel={t('subscription:detail.back')} onBack={p.onBack} query={{ data: true, isPending: false }}>
        {() => (
          <Result
            status="warning"
            title={t('messages:code.invalidIdParameter')}
            extra={<Button onClick={p.onBack}>{t('subscription:detail.toList')}</Button>}
          />
        )}
      </DetailFrame>
    );
  return (
    <DetailFrame title={title} backLabel={t('subscription:detail.back')} onBack={p.onBack} query={q}>
      {(d) => <Body d={d} open={p.open} />}
    </DetailFrame>
  );
}
