import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubscriptionDetail } from '@crossbill/contracts/subscription';
import { EventTimeline } from '../../../components/event-timeline';
import { formatAmount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';

type Event = SubscriptionDetail['timeline'][number];

const COLOR: Partial<Record<Event['kind'], string>> = {
  activated: 'green',
  charged: 'green',
  declined: 'red',
  cancelled: 'red',
  cancel_scheduled: 'orange',
  retried: 'blue',
};

/** The details an event carries, each shown only when the server sent it (a cycle, an amount, a transaction, a response). */
function Details({ e, currency }: { e: Event; currency: string }) {
  const { t } = useTranslation('subscription');
  const language = currentLanguage();
  const parts = [
    e.data.cycleNo ? t('timeline.cycle', { cycle: e.data.cycleNo }) : null,
    e.data.amount ? formatAmount(e.data.amount, e.data.currency ?? currency, language) : null,
    e.data.transactionId ? t('timeline.transaction', { id: e.data.transactionId }) : null,
    e.data.responseCode ? t('timeline.response', { code: e.data.responseCode }) : null,
    e.data.mode ? t(`cancelMode.${e.data.mode}`, { defaultValue: '' }) : null,
  ].filter(Boolean);
  return parts.length ? <Typography.Text type="secondary">{parts.join(' · ')}</Typography.Text> : null;
}

/** What happened to the subscription, oldest first: created, charged or declined per cycle, retries, changes, cancellation. */
export function SubscriptionTimeline({ events, currency }: { events: Event[]; currency: string }) {
  const { t } = useTranslation('subscription');
  return (
    <EventTimeline
      steps={events.map((e) => ({
        color: COLOR[e.kind],
        title: t(`event.${e.kind}`),
        at: e.at,
        actor: t(`actor.${e.data.actor ?? 'system'}`, { defaultValue: t('actor.system') }),
        details: <Details e={e} currency={currency} />,
      }))}
    />
  );
}
