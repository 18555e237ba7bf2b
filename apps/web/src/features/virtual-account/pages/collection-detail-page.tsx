import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useCollection } from '../api/get-collection';
import { CollectionStatusTag } from '../components/status-tag';

/** collection/transaction/view?id */
export function CollectionDetailPage({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('virtual-account');
  const language = currentLanguage();
  const { data: c } = useCollection(id);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="center">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('back')} onClick={onBack} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('collections.detailTitle')}
        </Typography.Title>
      </Space>
      {c ? (
        <Card>
          <Descriptions column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('field.transactionNo')}>{c.transactionNo}</Descriptions.Item>
            <Descriptions.Item label={t('field.status')}>
              <Space>
                <CollectionStatusTag status={c.status} />
                {c.failReason ? <Typography.Text type="secondary">{t(`failReason.${c.failReason}`)}</Typography.Text> : null}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.amount')}>{`${formatMoney(c.amount, c.currency, language)} ${c.currency}`}</Descriptions.Item>
            <Descriptions.Item label={t('field.time')}>{formatDateTime(c.time, language)}</Descriptions.Item>
            <Descriptions.Item label={t('field.payerName')}>{c.payerName}</Descriptions.Item>
            <Descriptions.Item label={t('field.payerAccount')}>{c.payerAccount || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('field.accountNumber')}>{c.accountNumber}</Descriptions.Item>
            <Descriptions.Item label={t('field.reference')}>{c.reference || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('field.bankTransactionId')}>{c.bankTransactionId}</Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
    </div>
  );
}
