import { Button, Card, Col, Row, Space, Steps, Tag, Typography } from 'antd';
import { GlobalOutlined, SwapOutlined, ThunderboltOutlined, WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PAYOUT_DEFAULT_CURRENCIES } from '@crossbill/contracts/wallet';
import { ONBOARDING_CODE } from '@crossbill/contracts/resources';
import { Access } from '../../../components/access';
import { toast } from '../../../lib/toast';
import { useActivatePayout } from '../api/activate-payout';

const FEATURES = [
  { key: 'wallet', icon: <WalletOutlined /> },
  { key: 'exchange', icon: <SwapOutlined /> },
  { key: 'payout', icon: <GlobalOutlined /> },
  { key: 'speed', icon: <ThunderboltOutlined /> },
] as const;

/**
 * /guide (payout activation): what payout brings, what activation does (the default wallet accounts
 * of spec 9), and the activate action. `onActivated` runs once the server has activated payout.
 */
export function PayoutGuidePage({ onActivated }: { onActivated: () => Promise<void> | void }) {
  const { t } = useTranslation('guide');
  const activate = useActivatePayout();
  const run = () =>
    activate.mutate(undefined, {
      onSuccess: async () => {
        toast.success(t('activated'));
        await onActivated();
      },
    });

  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <div>
        <Typography.Title level={3} style={{ marginBottom: 4 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('intro')}
        </Typography.Paragraph>
      </div>
      <Row gutter={[16, 16]}>
        {FEATURES.map((f) => (
          <Col xs={24} md={12} key={f.key}>
            <Card style={{ height: '100%' }}>
              <Space align="start">
                <span style={{ fontSize: 24, color: '#1668dc' }} aria-hidden>
                  {f.icon}
                </span>
                <div>
                  <Typography.Title level={5} style={{ marginTop: 0 }}>
                    {t(`feature.${f.key}.title`)}
                  </Typography.Title>
                  <Typography.Text type="secondary">{t(`feature.${f.key}.body`)}</Typography.Text>
                </div>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('how.title')}>
        <Steps
          direction="vertical"
          size="small"
          current={-1}
          items={[
            { title: t('how.activate.title'), description: t('how.activate.body') },
            { title: t('how.fund.title'), description: t('how.fund.body') },
            { title: t('how.pay.title'), description: t('how.pay.body') },
          ]}
        />
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 8 }}>{t('accounts')}</Typography.Paragraph>
        <Space wrap>
          {PAYOUT_DEFAULT_CURRENCIES.map((c) => (
            <Tag key={c}>{c}</Tag>
          ))}
        </Space>
        <div style={{ marginTop: 24 }}>
          <Access code={ONBOARDING_CODE} fallback={<Typography.Text type="secondary">{t('activateNeedsRole')}</Typography.Text>}>
            <Button type="primary" size="large" loading={activate.isPending} onClick={run}>
              {t('activate')}
            </Button>
          </Access>
        </div>
      </Card>
    </div>
  );
}
