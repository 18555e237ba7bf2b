import { Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EthocaEvent } from '@crossbill/contracts/ethoca';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';

/** The alert's timeline, oldest first: arrival, the answer with its refund, or the window closing unanswered. */
export function AlertTimeline({ events, answeredBy }: { events: EthocaEvent[]; answeredBy: string | null }) {
  const { t } = useTranslation('ethoca');
  const language = currentLanguage();
  const actorOf = (actor: string) =>
    actor.startsWith('operator:') ? (answeredBy ?? t('actor.operator')) : t(`actor.${actor}`, { defaultValue: t('actor.network') });
  return (
    <Timeline
      items={events.map((e, i) => ({
        key: i,
        color: e.kind === 'missed' ? 'red' : e.kind === 'answered' || e.kind === 'refunded' ? 'green' : undefined,
        content: (
          <Space orientation="vertical" size={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography.Text strong>
              {t(`event.${e.kind}`, {
                outcome: typeof e.data.outcome === 'string' ? t(`outcome.${e.data.outcome}`) : '',
                refundId: typeof e.data.refundId === 'string' ? e.data.refundId : '',
              })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {formatDateTime(e.at, language)} · {actorOf(e.actor)}
            </Typography.Text>
            {e.kind === 'answered' && typeof e.data.comment === 'string' && e.data.comment ? (
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>“{e.data.comment}”</Typography.Text>
            ) : null}
          </Space>
        ),
      }))}
    />
  );
}
