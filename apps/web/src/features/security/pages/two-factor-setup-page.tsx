import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@crossbill/contracts/session';
import { currentSession } from '@crossbill/contracts/endpoints/session';
import { AntdRoot } from '../../../components/antd-root';
import { call } from '../../../lib/call';
import { adoptSession } from '../../session/api/do-login';
import { PublicFrame } from '../../session/components/public-frame';
import { endSession } from '../../session/api/logout';
import { TwoFactorEnrol } from '../components/two-factor-enrol';

/**
 * /user/two-factor: the merchant requires two-factor sign-in and this person has not set it up (code
 * 00004|14013). Their session opens nothing else until the app is set up; then the portal opens.
 */
export function TwoFactorSetupPage({ onLeave, onReady }: { onLeave: () => void; onReady: (s: SessionInfo) => void | Promise<void> }) {
  const { t } = useTranslation(['security', 'session']);
  const client = useQueryClient();
  const done = async () => {
    const session = await call(currentSession);
    if (!session) return;
    adoptSession(client, session);
    await onReady(session);
  };
  return (
    <PublicFrame title={t('twoFactor.setupTitle')}>
      <AntdRoot>
        <Typography.Paragraph type="secondary">{t('twoFactor.setupIntro')}</Typography.Paragraph>
        <TwoFactorEnrol onDone={() => void done()} />
        {/* the restricted session ends first: the login page would send it straight back here */}
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          <Button type="link" onClick={() => void endSession().then(onLeave)}>
            {t('session:backToLogin')}
          </Button>
        </Typography.Paragraph>
      </AntdRoot>
    </PublicFrame>
  );
}
