import { useTranslation } from 'react-i18next';
import type { RdrEvent } from '@crossbill/contracts/rdr';
import { EventTimeline } from '../../../components/event-timeline';

const COLOR: Partial<Record<RdrEvent['kind'], string>> = { accepted: 'green', refunded: 'green', declined: 'red', chargeback: 'red' };

/** What happened on arrival, in order: received, decided (by which rule), then the refund or the chargeback. */
export function RdrTimeline({ events }: { events: RdrEvent[] }) {
  const { t } = useTranslation('rdr');
  return (
    <EventTimeline
      steps={events.map((e) => ({
        color: COLOR[e.kind],
        title: t(`event.${e.kind}`, {
          rule: e.data.rule ? t(`rule.${e.data.rule}`) : '',
          refundId: e.data.refundId ?? '',
          chargebackId: e.data.chargebackId ?? '',
          amount: e.data.amount ?? '',
          currency: e.data.currency ?? '',
          reasonCode: e.data.reasonCode ?? '',
        }),
        at: e.at,
        actor: t(`actor.${e.actor}`, { defaultValue: t('actor.network') }),
      }))}
    />
  );
}
