import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@crossbill/contracts/session';
import { currentSession } from '@crossbill/contracts/endpoints/session';
import { AntdRoot } from '../../../components/antd-root';
import { call } from '../../../lib/call';
import { adoptSession } from '../../session/api/do-login';
import { PublicFrame } from '../../session/components/public-frame';
import { BackToLogin } from '../../session/components/frame-footer';
import { TwoFactorEnrol } from '../components/two-factor-enrol';

/**
 * /user/two-factor: the merchant requires two-factor sign-in and this person has not set it up (code
 * 00004|14013). Their session opens nothing else until the app is set up; then the portal opens.
 */
export function TwoFactorSetupPage({ loginHref, onReady }: { loginHref: string; onReady: (s: SessionInfo) => void | Promise<void> }) {
  const { t } = useTranslation('security');
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
        <BackToLogin href={loginHref} />
      </AntdRoot>
    </PublicFrame>
  );
}
