import type { ReactNode } from 'react';
import { Alert, Card, Descriptions, Table, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Codes } from '@crossbill/contracts/codes';
import type { SplitDetail, SplitItem } from '@crossbill/contracts/dividend';
import { DetailFrame } from '../../../components/detail-frame';
import { isApiError } from '../../../lib/api-client';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { loginData } from '../../../lib/session-state';
import { useSplit } from '../api/get-split';
import { SplitStatusTag } from '../labels';

const columns = { xs: 1, md: 2, xl: 3 } as const;

function Body({ d, openTransaction }: { d: SplitDetail; openTransaction?: (id: string) => void }) {
  const { t } = useTranslation('dividend');
  const language = currentLanguage();
  const s = d.split;
  const money = (v: string) => formatAmount(v, s.currency, language);
  const item = (key: string, label: string, children: ReactNode) => ({ key, label, children });
  return (
    <>
      {s.status === 'failed' && s.failureReason ? (
        <Alert type="error" showIcon message={t(`failure.${s.failureReason}`, { defaultValue: t('failure.other') })} />
      ) : null}
      <Card title={t('detail.split')}>
        <Descriptions
          column={columns}
          items={[
            item('status', t('col.status'), <SplitStatusTag status={s.status} t={t} />),
            item('merchant', t('col.merchant'), `${s.merchantName} (${s.merchantNo})`),
            item('receiver', t('col.receiver'), `${s.receiverName} · ${t(`kind.${s.receiverKind}`)}`),
            item('amount', t('col.amount'), money(s.amount)),
            item('reversedAmount', t('col.reversedAmount'), money(s.reversedAmount)),
            item('netAmount', t('detail.netAmount'), money(s.netAmount)),
            item('createdAt', t('col.createdAt'), formatDateTime(s.createdAt, language)),
            item('settledAt', t('col.settledAt'), s.settledAt ? formatDateTime(s.settledAt, language) : '—'),
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
              openTransaction ? (
                <Typography.Link onClick={() => openTransaction(d.payment.transactionId)}>{d.payment.transactionId}</Typography.Link>
              ) : (
                d.payment.transactionId
              ),
            ),
            item('captured', t('split.captured'), money(d.payment.captured)),
            item('refunded', t('detail.refunded'), money(d.payment.refunded)),
            item('chargeback', t('detail.chargeback'), money(d.payment.chargeback)),
            item('settled', t('detail.settled'), d.payment.settled ? t('detail.yes') : t('detail.no')),
          ]}
        />
      </Card>
      <Card title={t('detail.shares')}>
        <Table<SplitItem>
          rowKey="splitId"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={d.shares}
          columns={[
            { key: 'receiver', title: t('col.receiver'), render: (_, r) => r.receiverName },
            { key: 'amount', title: t('col.amount'), align: 'right', render: (_, r) => money(r.amount) },
            { key: 'reversed', title: t('col.reversedAmount'), align: 'right', render: (_, r) => money(r.reversedAmount) },
            { key: 'status', title: t('col.status'), render: (_, r) => <SplitStatusTag status={r.status} t={t} /> },
          ]}
        />
      </Card>
      <Card title={t('detail.history')}>
        <Timeline
          items={d.history.map((h) => ({
            children: (
              <div style={{ display: 'grid' }}>
                <Typography.Text>{t(`event.${h.kind}`, { amount: money(h.amount) })}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatDateTime(h.at, language)}
                  {h.entryId !== null ? ` · ${t('detail.entry', { id: h.entryId })}` : ''}
                  {h.reference ? ` · ${h.reference}` : ''}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      </Card>
    </>
  );
}

/**
 * /transaction/dividend/detail?splitId=: one split, its payment, every share of it (the payer's view) and its
 * history with the ledger entries. A receiver sees its own share; the payment's page is the payer's only.
 */
export function DividendDetailPage({ splitId, onBack, openTransaction }: { splitId: string; onBack: () => void; openTransaction?: (id: string) => void }) {
  const { t } = useTranslation('dividend');
  const q = useSplit(splitId);
  const notFound = isApiError(q.error) && q.error.respCode === Codes.NOT_FOUND.code;
  return (
    <DetailFrame title={t('detail.title', { id: splitId })} backLabel={t('detail.back')} onBack={onBack} query={q}>
      {(d) => (notFound ? null : <Body d={d} openTransaction={d.split.merchantNo === loginData()?.merchantNo ? openTransaction : undefined} />)}
    </DetailFrame>
  );
}
