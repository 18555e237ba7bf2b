import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseEvent } from '@crossbill/contracts/dispute-case';
import { EventTimeline, Quoted } from '../../../components/event-timeline';
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
    <EventTimeline
      steps={events.map((e) => ({
        color: e.kind === 'won' ? 'green' : ['lost', 'penalty', 'expired', 'inquiryExpired'].includes(e.kind) ? 'red' : undefined,
        title: t(`case.event.${e.kind}`),
        titleExtra: `${e.round ? ` · ${t('case.timeline.round', { round: e.round })}` : ''}${e.amount ? ` · ${formatAmount(e.amount, currency, language)}` : ''}`,
        at: e.at,
        actor: `${actorOf(e)} · ${e.ref}`,
        details: (
          <>
            {e.dueAt ? <Typography.Text>{t('case.timeline.due', { date: formatDateTime(e.dueAt, language) })}</Typography.Text> : null}
            {e.note && REFUND_KINDS.has(e.kind) ? <Typography.Text>{t(`refund:status.${e.note}`, { defaultValue: e.note })}</Typography.Text> : null}
            {e.note && !REFUND_KINDS.has(e.kind) ? <Quoted note={e.note} /> : null}
            {e.documents.map((d) => (
              <Typography.Link key={d.documentId} onClick={() => void downloadCaseFile(transactionId, d.documentId)}>
                {t(`section.${d.section}`)}: {d.name}
                {d.supplemental ? ` (${t('detail.supplemental')})` : ''}
              </Typography.Link>
            ))}
          </>
        ),
      }))}
    />
  );
}
