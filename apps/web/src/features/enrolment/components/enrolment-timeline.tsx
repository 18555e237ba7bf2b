import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnrolmentEvent } from '@crossbill/contracts/enrolment';
import { EventTimeline, Quoted } from '../../../components/event-timeline';

const COLOR: Record<string, string | undefined> = { enrolled: 'green', activation_failed: 'red', disenrolled: 'gray' };

/** The enrolment's timeline, oldest first: each step with its time, who made it and its note. */
export function EnrolmentTimeline({ events }: { events: EnrolmentEvent[] }) {
  const { t } = useTranslation('enrolment');
  const actorOf = (e: EnrolmentEvent) => e.actorName ?? t(`actor.${e.actor.split(':')[0]}`, { defaultValue: e.actor });
  const what = (e: EnrolmentEvent) =>
    e.kind === 'transition' && e.from && e.to ? t('event.transition', { from: t(`status.${e.from}`), to: t(`status.${e.to}`) }) : t(`event.${e.kind}`);
  const note = (e: EnrolmentEvent) => {
    if (!e.note) return null;
    return e.kind === 'malfunction' ? <Typography.Text>{t('event.malfunctionNote', { since: e.note })}</Typography.Text> : <Quoted note={e.note} />;
  };
  return (
    <EventTimeline
      steps={events.map((e) => ({
        color: e.kind === 'malfunction' ? 'red' : e.to ? COLOR[e.to] : undefined,
        title: what(e),
        at: e.at,
        actor: actorOf(e),
        details: note(e),
      }))}
    />
  );
}
