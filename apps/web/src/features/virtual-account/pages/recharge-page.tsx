import { Alert, Button, Card, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { useClientConfig } from '../../../lib/client-config';
import { useAccount } from '../api/get-account';
import { FundingDetails } from '../components/funding-details';
import { SandboxCreditForm } from '../components/sandbox-credit-form';

/** virtual-account/recharge?id: how to fund the account (its details), and in sandbox mode a simulated transfer. */
export function RechargePage(p: { id: number; onBack: () => void; onCollections: () => void }) {
  const { t } = useTranslation('virtual-account');
  const { data: a } = useAccount(p.id);
  const sandbox = useClientConfig().data?.sandbox === true;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="center">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('back')} onClick={p.onBack} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('recharge.title', { currency: a?.currency ?? '' })}
        </Typography.Title>
      </Space>
      {a && a.status !== 'active' ? <Alert type="warning" showIcon message={t('recharge.notActive')} /> : null}
      {a && a.status === 'active' ? (
        <>
          <Card title={t('recharge.howTo')} extra={<Button onClick={p.onCollections}>{t('detail.collections')}</Button>}>
            <Typography.Paragraph>{t('recharge.steps', { currency: a.currency })}</Typography.Paragraph>
            <FundingDetails account={a} />
            <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
              {t('recharge.arrival')}
            </Typography.Paragraph>
          </Card>
          {sandbox ? (
            <Access code="virtualAccount:list:recharge">
              <SandboxCreditForm account={a} />
            </Access>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
