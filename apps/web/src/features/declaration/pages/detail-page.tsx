import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Codes } from '@crossbill/contracts/codes';
import type { DeclarationDetail } from '@crossbill/contracts/declaration';
import { Access } from '../../../components/access';
import { DetailFrame } from '../../../components/detail-frame';
import { EventTimeline } from '../../../components/event-timeline';
import { isApiError } from '../../../lib/api-client';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useDeclaration } from '../api/get-declaration';
import { DeclarationFormModal } from '../components/declaration-form';
import { customsLabel, StatusTag } from '../labels';

const columns = { xs: 1, md: 2, xl: 3 } as const;
const EVENT_COLOR: Record<string, string> = { accepted: 'green', rejected: 'red', submitted: 'blue', corrected: 'orange' };

function Body({ d, openTransaction }: { d: DeclarationDetail; openTransaction: (id: string) => void }) {
  const { t } = useTranslation(['declaration', 'messages']);
  const language = currentLanguage();
  const [correcting, setCorrecting] = useState(false);
  const item = (key: string, label: string, children: ReactNode) => ({ key, label, children });
  const money = (v: string | null) => (v === null ? '—' : formatAmount(v, d.currency, language));
  const time = (v: string | null) => (v ? formatDateTime(v, language) : '—');
  const reason = d.rejectCode ? (d.rejectMessage ?? t(`messages:declaration.reject.${d.rejectCode}`)) : null;
  const canCorrect = d.status === 'rejected' || d.status === 'to_be_submitted';
  return (
    <>
      {d.status === 'rejected' ? <Alert type="error" showIcon message={t('detail.rejected', { reason })} /> : null}
      {d.status === 'submitted' ? <Alert type="info" showIcon message={t('detail.waiting')} /> : null}
      <Card
        title={t('detail.declaration')}
        styles={{ header: { flexWrap: 'wrap' } }}
        extra={
          canCorrect ? (
            <Access code="settlement:declaration:add">
              <Button type="primary" onClick={() => setCorrecting(true)}>
                {t(d.status === 'rejected' ? 'detail.correct' : 'detail.submit')}
              </Button>
            </Access>
          ) : null
        }
      >
        <Descriptions
          column={columns}
          items={[
            item('status', t('col.status'), <StatusTag status={d.status} t={t} />),
            item('customsCode', t('col.customsCode'), customsLabel(d.customsCode, t)),
            item('customsReceiptNo', t('col.customsReceiptNo'), d.customsReceiptNo ?? '—'),
            item('identityCheck', t('detail.identityCheck'), d.identityCheck ? t(`detail.identity.${d.identityCheck}`) : '—'),
            item('rejectReason', t('detail.rejectReason'), reason ?? '—'),
            item('submitCount', t('detail.submitCount'), d.submitCount),
            item('createdAt', t('col.createdAt'), time(d.createdAt)),
            item('submittedAt', t('col.submittedAt'), time(d.submittedAt)),
            item('answeredAt', t('detail.answeredAt'), time(d.answeredAt)),
          ]}
        />
      </Card>
      <Card title={t('detail.payment')}>
        <Descriptions
          column={columns}
          items={[
            item(
              'transactionId',
              t('col.transactionId'),
              <Typography.Link onClick={() => openTransaction(d.transactionId)}>{d.transactionId}</Typography.Link>,
            ),
            item('merchantOrderId', t('col.merchantOrderId'), d.merchantOrderId),
            item('subOrderNo', t('col.subOrderNo'), d.subOrderNo || '—'),
            item('paymentAmount', t('detail.paymentAmount'), money(d.paymentAmount)),
            item('declaredElsewhere', t('detail.declaredElsewhere'), money(d.declaredElsewhere)),
            item('amount', t('col.amount'), money(d.amount)),
            item('goodsAmount', t('form.goodsAmount'), money(d.goodsAmount)),
            item('freightAmount', t('form.freightAmount'), money(d.freightAmount)),
            item('taxAmount', t('form.taxAmount'), money(d.taxAmount)),
          ]}
        />
      </Card>
      <Card title={t('detail.parties')}>
        <Descriptions
          column={columns}
          items={[
            item('merchantCustomsCode', t('form.merchantCustomsCode'), d.merchantCustomsCode),
            item('merchantCustomsName', t('form.merchantCustomsName'), <span style={{ overflowWrap: 'anywhere' }}>{d.merchantCustomsName}</span>),
            item('platformCode', t('form.platformCode'), d.platformCode ?? '—'),
            item('payerName', t('col.payerName'), d.payerName),
            item('payerId', t('detail.payerId'), <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{d.payerIdMasked}</span>),
          ]}
        />
      </Card>
      <Card title={t('detail.history')}>
        <EventTimeline
          steps={d.history.map((e) => ({
            color: EVENT_COLOR[e.type],
            title: t(`event.${e.type}`),
            at: e.at,
            actor: e.by ?? t(e.type === 'accepted' || e.type === 'rejected' ? 'detail.byCustoms' : 'detail.bySystem'),
            details:
              e.customsReceiptNo || e.rejectCode ? (
                <Typography.Text type="secondary">
                  {e.customsReceiptNo ? t('detail.receipt', { no: e.customsReceiptNo }) : (e.message ?? t(`messages:declaration.reject.${e.rejectCode}`))}
                </Typography.Text>
              ) : null,
          }))}
        />
      </Card>
      {canCorrect ? <DeclarationFormModal open={correcting} onClose={() => setCorrecting(false)} correct={d} /> : null}
    </>
  );
}

/** /settlement/declaration/detail?declarationId=: the declaration, its payment and parties, its history; a rejected one is corrected and resubmitted here. */
export function DeclarationDetailPage(p: { declarationId: string; onBack: () => void; openTransaction: (id: string) => void }) {
  const { t } = useTranslation(['declaration', 'messages']);
  const q = useDeclaration(p.declarationId);
  const title = `${t('declaration:route.detail')} ${p.declarationId}`;
  if (isApiError(q.error, Codes.NOT_FOUND.code) || isApiError(q.error, Codes.INVALID_ID_PARAMETER.code))
    return (
      <DetailFrame title={title} backLabel={t('declaration:detail.back')} onBack={p.onBack} query={{ data: true, isPending: false }}>
        {() => (
          <Result status="warning" title={t('declaration:detail.notFound')} extra={<Button onClick={p.onBack}>{t('declaration:detail.toList')}</Button>} />
        )}
      </DetailFrame>
    );
  return (
    <DetailFrame title={title} backLabel={t('declaration:detail.back')} onBack={p.onBack} query={q}>
      {(d) => <Body d={d} openTransaction={p.openTransaction} />}
    </DetailFrame>
  );
}
