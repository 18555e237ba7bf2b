import { useTranslation } from 'react-i18next';
import type { EthocaEvent } from '@crossbill/contracts/ethoca';
import { EventTimeline, Quoted } from '../../../components/event-timeline';

/** The alert's timeline, oldest first: arrival, the answer with its refund, or the window closing unanswered. */
export function AlertTimeline({ events, answeredBy }: { events: EthocaEvent[]; answeredBy: string | null }) {
  const { t } = useTranslation('ethoca');
  const actorOf = (actor: string) =>
    actor.startsWith('operator:') ? (answeredBy ?? t('actor.operator')) : t(`actor.${actor}`, { defaultValue: t('actor.network') });
  return (
    <EventTimeline
      steps={events.map((e) => ({
        color: e.kind === 'missed' ? 'red' : e.kind === 'answered' || e.kind === 'refunded' ? 'green' : undefined,
        title: t(`event.${e.kind}`, {
          outcome: typeof e.data.outcome === 'string' ? t(`outcome.${e.data.outcome}`) : '',
          refundId: typeof e.data.refundId === 'string' ? e.data.refundId : '',
        }),
        at: e.at,
        actor: actorOf(e.actor),
        details: e.kind === 'answered' && typeof e.data.comment === 'string' && e.data.comment ? <Quoted note={e.data.comment} /> : null,
      }))}
    />
  );
}
