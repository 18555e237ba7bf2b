import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '@crossbill/contracts/session';
import { verifyTwoFactorBody } from '@crossbill/contracts/two-factor';
import { verifyTwoFactor as verifyTwoFactorEndpoint } from '@crossbill/contracts/endpoints/two-factor';
import { useQueryClient } from '@tanstack/react-query';
import { AntdRoot } from '../../../components/antd-root';
import { call } from '../../../lib/call';
import { schemaRule } from '../../../lib/form-rules';
import { showServerErrors } from '../../../lib/form-errors';
import { adoptSession } from '../api/do-login';
import { PublicFrame, StartAgain } from '../components/public-frame';
import { BackToLogin } from '../components/frame-footer';
import { flowState } from '../flow-state';

/**
 * login/two-factor: after the password (and a new device's mailed code), the code of the person's
 * authenticator app, or one of their recovery codes, finishes the login.
 */
export function LoginTwoFactorPage({ loginHref, onLoggedIn }: { loginHref: string; onLoggedIn: (s: SessionInfo) => void | Promise<void> }) {
  const { t } = useTranslation('session');
  const [form] = Form.useForm<{ code: string }>();
  const client = useQueryClient();
  const challenge = flowState.twoFactor();

  if (!challenge) {
    return <StartAgain title={t('loginTwoFactor.title')} message={t('loginAuth.startAgain')} href={loginHref} linkText={t('backToLogin')} />;
  }

  const finish = async ({ code }: { code: string }) => {
    try {
      const session = await call(verifyTwoFactorEndpoint, { body: { challenge: challenge.challenge, code: code.trim() } });
      flowState.setTwoFactor(null);
      adoptSession(client, session);
      await onLoggedIn(session);
    } catch (e) {
      showServerErrors(form, e, { code: 'code' });
    }
  };

  return (
    <PublicFrame title={t('loginTwoFactor.title')}>
      <AntdRoot>
        <Typography.Paragraph type="secondary">{t('loginTwoFactor.intro')}</Typography.Paragraph>
        <Form form={form} name="loginTwoFactor" layout="vertical" requiredMark={false} onFinish={(v) => void finish(v)}>
          <Form.Item name="code" label={t('loginTwoFactor.code')} rules={[schemaRule(verifyTwoFactorBody, 'code', t('loginTwoFactor.code'))]}>
            <Input autoComplete="one-time-code" maxLength={16} autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            {t('loginTwoFactor.submit')}
          </Button>
        </Form>
        <BackToLogin href={loginHref} />
      </AntdRoot>
    </PublicFrame>
  );
}
