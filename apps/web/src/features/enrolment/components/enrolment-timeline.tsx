import { Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnrolmentEvent } from '@crossbill/contracts/enrolment';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';

const COLOR: Record<string, string | undefined> = { enrolled: 'green', activation_failed: 'red', disenrolled: 'gray' };

/** The enrolment's timeline, oldest first: each step with its time, who made it and its note. */
export function EnrolmentTimeline({ events }: { events: EnrolmentEvent[] }) {
  const { t } = useTranslation('enrolment');
  const language = currentLanguage();
  const actorOf = (e: EnrolmentEvent) => e.actorName ?? t(`actor.${e.actor.split(':')[0]}`, { defaultValue: e.actor });
  const what = (e: EnrolmentEvent) =>
    e.kind === 'transition' && e.from && e.to ? t('event.transition', { from: t(`status.${e.from}`), to: t(`status.${e.to}`) }) : t(`event.${e.kind}`);
  return (
    <Timeline
      items={events.map((e, i) => ({
        key: i,
        color: e.kind === 'malfunction' ? 'red' : e.to ? COLOR[e.to] : undefined,
        content: (
          <Space orientation="vertical" size={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography.Text strong>{what(e)}</Typography.Text>
            <Typography.Text type="secondary">
              {formatDateTime(e.at, language)} · {actorOf(e)}
            </Typography.Text>
            {e.kind === 'malfunction' && e.note ? <Typography.Text>{t('event.malfunctionNote', { since: e.note })}</Typography.Text> : null}
            {e.kind !== 'malfunction' && e.note ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>“{e.note}”</Typography.Text> : null}
          </Space>
        ),
      }))}
    />
  );
}
