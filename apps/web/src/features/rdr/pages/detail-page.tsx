import type { ReactNode } from 'react';
import { Alert, Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryName } from '@crossbill/contracts/countries';
import type { RdrDetail } from '@crossbill/contracts/rdr';
import { DetailFrame } from '../../../components/detail-frame';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { RulesCard } from '../../enrolment/components/rules-card';
import { REFUND_COLOR } from '../../ethoca/entity';
import { useRdrAlert } from '../api/get-rdr';
import { RdrTimeline } from '../components/rdr-timeline';
import { OUTCOME_COLOR } from '../entity';

const columns = { xs: 1, md: 2, xl: 3 } as const;
const mono = (v: string | null) => (v ? <span style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{v}</span> : '—');

export interface RdrLinks {
  transaction: (id: string) => void;
  refund: (id: string) => void;
  chargeback: (id: string) => void;
  enrolment: (id: string) => void;
}

/** The decision first (what happened to the money), then the alert, its payment and card, the rules, the timeline. */
function Body({ d, open }: { d: RdrDetail; open: RdrLinks }) {
  const { t } = useTranslation('rdr');
  const language = currentLanguage();
  const item = (key: string, label: string, children: ReactNode) => ({ key, label, children });
  const link = (id: string | null, go: (id: string) => void) => (id ? <Typography.Link onClick={() => go(id)}>{id}</Typography.Link> : '—');
  const amount = formatAmount(d.amount, d.currency, language);
  return (
    <>
      <Alert
        type={d.outcome === 'declined' ? 'warning' : d.outcome === 'accepted' ? 'success' : 'info'}
        showIcon
        message={t(`decision.${d.outcome}`, { rule: d.rule ? t(`rule.${d.rule}`) : '', amount, chargebackId: d.chargebackId ?? '' })}
      />
      <Card title={t('detail.alert')}>
        <Descriptions
          column={columns}
          items={[
            item('outcome', t('col.outcome'), <Tag color={OUTCOME_COLOR[d.outcome]}>{t(`outcome.${d.outcome}`)}</Tag>),
            item('rule', t('col.rule'), d.rule ? t(`rule.${d.rule}`) : t('rule.none')),
            item('caseNumber', t('detail.caseNumber'), mono(d.caseNumber)),
            item('amount', t('col.amount'), amount),
            item('reason', t('col.reasonCode'), `${d.reasonCode} · ${d.reasonName}`),
            item('receivedAt', t('col.receivedAt'), formatDateTime(d.receivedAt, language)),
            item('refundStatus', t('col.refundStatus'), <Tag color={REFUND_COLOR[d.refundStatus]}>{t(`ethoca:refundStatus.${d.refundStatus}`)}</Tag>),
            item('refundId', t('detail.refundId'), link(d.refundId, open.refund)),
            item('chargebackId', t('col.chargebackId'), link(d.chargebackId, open.chargeback)),
            item('enrolmentId', t('detail.enrolmentId'), link(d.enrolmentId, open.enrolment)),
            item('descriptor', t('detail.descriptor'), d.descriptor),
          ]}
        />
      </Card>
      <Card title={t('detail.payment')}>
        <Descriptions
          column={columns}
          items={[
            item('transactionId', t('detail.transactionId'), link(d.transactionId, open.transaction)),
            item('merchantOrderId', t('col.merchantOrderId'), d.merchantOrderId ?? '—'),
            item('transactionAmount', t('detail.transactionAmount'), formatAmount(d.transactionAmount, d.transactionCurrency, language)),
            item('arn', t('detail.arn'), mono(d.arn)),
            item('card', t('col.card'), mono(d.cardNumber)),
            item('cardCountry', t('detail.cardCountry'), d.cardCountry ? countryName(d.cardCountry, language) : '—'),
          ]}
        />
      </Card>
      <RulesCard rules={d.rules} title={t('detail.rules')} matched={d.rule} />
      <Card title={t('detail.timeline')}>
        <RdrTimeline events={d.timeline} />
      </Card>
    </>
  );
}

/** /risk/rdr/view?id=: one RDR alert, read-only (the enrolment's rules decided it on arrival). */
export function RdrDetailPage(p: { alertId: string; onBack: () => void; open: RdrLinks }) {
  const { t } = useTranslation('rdr');
  const q = useRdrAlert(p.alertId);
  return (
    <DetailFrame title={`${t('route.view')} ${p.alertId}`} backLabel={t('detail.back')} onBack={p.onBack} query={q}>
      {(d) => <Body d={d} open={p.open} />}
    </DetailFrame>
  );
}
