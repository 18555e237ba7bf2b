import { useState } from 'react';
import { Button, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CheckoutSession } from '@crossbill/contracts/hosted-checkout';
import { SessionForm } from '../components/session-form';
import { SessionStatusPanel } from '../components/session-status';
import { DemoLayout } from '../components/demo-layout';

/**
 * Checkout › demo: the merchant makes a real checkout session for one of its approved websites and
 * opens the hosted page (new tab or here); the customer comes back here, and the page shows the
 * session's outcome as the server has it.
 */
export function HostedDemoPage() {
  const { t } = useTranslation('checkout-demo');
  const [params] = useSearchParams();
  const returned = params.get('sessionId');
  const [session, setSession] = useState<CheckoutSession | null>(null);
  return (
    <DemoLayout title={t('hosted.title')} intro={t('hosted.intro')}>
      {returned && (
        <div style={{ marginBottom: 16 }}>
          <SessionStatusPanel sessionId={returned} />
        </div>
      )}
      <SessionForm kind="hosted" onCreated={setSession} />
      {session && (
        <div style={{ marginTop: 24 }} data-testid="demo-session">
          <Descriptions size="small" column={1} title={t('created')}>
            <Descriptions.Item label={t('result.session')}>{session.sessionId}</Descriptions.Item>
            <Descriptions.Item label={t('orderId')}>{session.merchantOrderId}</Descriptions.Item>
          </Descriptions>
          <Space wrap style={{ marginTop: 12 }}>
            <Button type="primary" href={session.url}>
              {t('hosted.openHere')}
            </Button>
            <Button href={session.url} target="_blank" rel="noopener">
              {t('hosted.openTab')}
            </Button>
          </Space>
        </div>
      )}
    </DemoLayout>
  );
}
