import type { ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Transfer } from '@crossbill/contracts/transfer';
import { Access } from '../../../components/access';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCancelTransfer } from '../api/cancel-transfer';
import { useTransfer } from '../api/get-transfer';
import { certificateUrl } from '../api/certificate-url';
import { PayeeSnapshotView } from '../components/payee-snapshot';
import { TransferStatusTag } from '../components/status-tag';

export interface TransferViewPageProps {
  id: number;
  onBack: () => void;
  /** the approval section (the approval feature's timeline and decision buttons, composed by the app) */
  approval: (transfer: Transfer) => ReactNode;
}

/**
 * /transfer/transfer/view?id: every field of a transfer, the payee's account as submitted (what the
 * approvers approve and what is paid), its status and approval flow, and Cancel while it waits.
 */
export function TransferViewPage({ id, onBack, approval }: TransferViewPageProps) {
  const { t } = useTranslation('transfer');
  const q = useTransfer(id);
  const cancel = useCancelTransfer();
  if (q.isError) return <Alert type="error" showIcon message={t('view.notFound')} action={<Button onClick={onBack}>{t('view.back')}</Button>} />;
  if (!q.data) return <Skeleton active />;
  const r = q.data;
  const money = (amount: string, currency: string) => `${formatMoney(amount, currency)} ${currency}`;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('view.title', { serialNo: r.serialNo })} <TransferStatusTag status={r.status} />
        </Typography.Title>
        <Space>
          {r.canCancel && (
            <Access code="transfer:transfer:cancel">
              <Popconfirm
                title={t('view.cancelTitle')}
                description={t('view.cancelConfirm', { amount: money(r.debitAmount, r.sendCurrency) })}
                okText={t('view.cancelOk')}
                cancelText={t('view.cancelKeep')}
                okButtonProps={{ danger: true, loading: cancel.isPending }}
                onConfirm={() =>
                  cancel.mutateAsync(r.id).then(
                    () => toast.success(t('view.cancelled')),
                    () => undefined,
                  )
                }
              >
                <Button danger>{t('view.cancel')}</Button>
              </Popconfirm>
            </Access>
          )}
          <Button onClick={onBack}>{t('view.back')}</Button>
        </Space>
      </Space>
      {r.failureReason && <Alert type="warning" showIcon message={r.failureReason} />}
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('field.serialNo')}>{r.serialNo}</Descriptions.Item>
          <Descriptions.Item label={t('field.merchantReference')}>{r.merchantReference ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.payee')}>{`${r.payeeNickname} (${r.payeeName})`}</Descriptions.Item>
          <Descriptions.Item label={t('field.account')}>{[r.payeeBank, r.payeeAccount].filter(Boolean).join(' · ')}</Descriptions.Item>
          <Descriptions.Item label={t('field.sendAmount')}>{money(r.sendAmount, r.sendCurrency)}</Descriptions.Item>
          <Descriptions.Item label={t('field.receiveAmount')}>{money(r.receiveAmount, r.receiveCurrency)}</Descriptions.Item>
          <Descriptions.Item label={t('field.rate')}>{`1 ${r.sendCurrency} = ${r.rate} ${r.receiveCurrency}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.fee')}>{money(r.fee, r.sendCurrency)}</Descriptions.Item>
          <Descriptions.Item label={t('field.feeBearing')}>{t(`feeBearing.${r.feeBearing}`)}</Descriptions.Item>
          <Descriptions.Item label={t('field.debitAmount')}>{money(r.debitAmount, r.sendCurrency)}</Descriptions.Item>
          <Descriptions.Item label={t('field.purpose')}>{t(`purpose.${r.purpose}`)}</Descriptions.Item>
          <Descriptions.Item label={t('field.paymentDate')}>
            {r.scheduledDate ? t('field.scheduledOn', { date: r.scheduledDate }) : t('field.immediate')}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.certificate')}>
            {r.certificate ? (
              <a href={certificateUrl(r.id)} download>
                {r.certificate.fileName}
              </a>
            ) : (
              '—'
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.batchNo')}>{r.batchNo ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.submitter')}>{r.submitter}</Descriptions.Item>
          <Descriptions.Item label={t('field.createdAt')}>{formatDateTime(r.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('field.completedAt')}>{r.completedAt ? formatDateTime(r.completedAt) : '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('view.payee')} extra={<Typography.Text type="secondary">{t('view.payeeHint')}</Typography.Text>}>
        <PayeeSnapshotView payee={r.payee} />
      </Card>
      <Card title={t('view.approval')}>{approval(r)}</Card>
    </div>
  );
}
