import { Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseEvent } from '@crossbill/contracts/dispute-case';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { downloadCaseFile } from '../api/get-case';

const REFUND_KINDS: ReadonlySet<string> = new Set(['refundApplied', 'refundCompleted']);

/** Who acted: an operator by name; else the issuer, the system, the provider, or where a refund came from. */
function useActor() {
  const { t } = useTranslation('dispute');
  return (e: Pick<CaseEvent, 'actor' | 'actorName'>) => {
    if (e.actorName) return e.actorName;
    const [kind, id] = e.actor.split(':');
    if (kind === 'operator') return id ? t('actor.operator', { id }) : t('case.actor.operator');
    return t(`actor.${kind}`, { defaultValue: '' }) || t(`case.actor.${kind}`, { defaultValue: e.actor });
  };
}

/** The case's one timeline, oldest first: each step with its actor, amount, due date, note and documents. */
export function CaseTimeline({ transactionId, events, currency }: { transactionId: string; events: CaseEvent[]; currency: string }) {
  const { t } = useTranslation(['dispute', 'refund']);
  const language = currentLanguage();
  const actorOf = useActor();
  if (events.length === 0) return <Typography.Text type="secondary">{t('case.timeline.empty')}</Typography.Text>;
  return (
    <Timeline
      items={events.map((e, i) => ({
        key: i,
        color: e.kind === 'won' ? 'green' : ['lost', 'penalty', 'expired', 'inquiryExpired'].includes(e.kind) ? 'red' : undefined,
        content: (
          <Space orientation="vertical" size={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography.Text>
              <Typography.Text strong>{t(`case.event.${e.kind}`)}</Typography.Text>
              {e.round ? ` · ${t('case.timeline.round', { round: e.round })}` : ''}
              {e.amount ? ` · ${formatAmount(e.amount, currency, language)}` : ''}
            </Typography.Text>
            <Typography.Text type="secondary">
              {formatDateTime(e.at, language)} · {actorOf(e)} · {e.ref}
            </Typography.Text>
            {e.dueAt ? <Typography.Text>{t('case.timeline.due', { date: formatDateTime(e.dueAt, language) })}</Typography.Text> : null}
            {e.note && REFUND_KINDS.has(e.kind) ? <Typography.Text>{t(`refund:status.${e.note}`, { defaultValue: e.note })}</Typography.Text> : null}
            {e.note && !REFUND_KINDS.has(e.kind) ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>“{e.note}”</Typography.Text> : null}
            {e.documents.map((d) => (
              <Typography.Link key={d.documentId} onClick={() => void downloadCaseFile(transactionId, d.documentId)}>
                {t(`section.${d.section}`)}: {d.name}
                {d.supplemental ? ` (${t('detail.supplemental')})` : ''}
              </Typography.Link>
            ))}
          </Space>
        ),
      }))}
    />
  );
}
