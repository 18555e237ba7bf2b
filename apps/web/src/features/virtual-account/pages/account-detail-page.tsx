import { Alert, Button, Card, Descriptions, Space, Table, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Shareholder } from '@crossbill/contracts/virtual-account';
import { Access } from '../../../components/access';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useAccount } from '../api/get-account';
import { FundingDetails } from '../components/funding-details';
import { countryName } from '@crossbill/contracts/countries';
import { AccountStatusTag } from '../components/status-tag';

/** virtual-account/detail?id: the account, its state and (once open) its bank details. */
export function AccountDetailPage(p: { id: number; onBack: () => void; onRecharge: () => void; onCollections: () => void }) {
  const { t } = useTranslation('virtual-account');
  const language = currentLanguage();
  const { data: a } = useAccount(p.id);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="center">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('back')} onClick={p.onBack} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('detail.title')}
        </Typography.Title>
      </Space>
      {a ? (
        <>
          {a.status === 'applying' ? <Alert type="info" showIcon message={t('detail.applying', { time: formatDateTime(a.dueAt, language) })} /> : null}
          <Card
            extra={
              a.status === 'active' ? (
                <Space>
                  <Button onClick={p.onCollections}>{t('detail.collections')}</Button>
                  <Access code="virtualAccount:list:recharge">
                    <Button type="primary" onClick={p.onRecharge}>
                      {t('list.recharge')}
                    </Button>
                  </Access>
                </Space>
              ) : null
            }
          >
            <Descriptions column={{ xs: 1, md: 2 }} data-testid="va-detail">
              <Descriptions.Item label={t('field.status')}>
                <AccountStatusTag status={a.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('field.accountNumber')}>{a.accountNumber ?? t('list.pendingNumber')}</Descriptions.Item>
              <Descriptions.Item label={t('field.holderName')}>{a.holderName}</Descriptions.Item>
              <Descriptions.Item label={t('field.type')}>{t(`type.${a.type}`)}</Descriptions.Item>
              <Descriptions.Item label={t('field.currency')}>{a.currency}</Descriptions.Item>
              <Descriptions.Item label={t('field.country')}>{countryName(a.country, language)}</Descriptions.Item>
              <Descriptions.Item label={t('field.bankName')}>{a.bankName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('field.bankCountry')}>{a.bankCountry ? countryName(a.bankCountry, language) : '-'}</Descriptions.Item>
              <Descriptions.Item label={t('field.address')}>{a.address}</Descriptions.Item>
              <Descriptions.Item label={t('field.appliedAt')}>{formatDateTime(a.appliedAt, language)}</Descriptions.Item>
              <Descriptions.Item label={t('field.activatedAt')}>{formatDateTime(a.activatedAt, language)}</Descriptions.Item>
            </Descriptions>
          </Card>
          {a.status === 'active' ? (
            <Card title={t('detail.funding')}>
              <FundingDetails account={a} />
            </Card>
          ) : null}
          {a.type === 'corporate' ? (
            <Card title={t('field.shareholders')}>
              <Table<Shareholder>
                rowKey="name"
                pagination={false}
                dataSource={a.shareholders}
                locale={{ emptyText: t('detail.noShareholders') }}
                columns={[
                  { key: 'name', title: t('field.shareholderName'), dataIndex: 'name' },
                  { key: 'percentage', title: t('field.percentage'), render: (_, s) => `${s.percentage}%` },
                  { key: 'nationality', title: t('field.nationality'), render: (_, s) => countryName(s.nationality, language) },
                ]}
              />
            </Card>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
