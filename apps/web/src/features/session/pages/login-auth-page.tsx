import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Codes } from '@crossbill/contracts/codes';
import type { SessionInfo } from '@crossbill/contracts/session';
import type { TwoFactorChallenge } from '@crossbill/contracts/two-factor';
import { isApiError } from '../../../lib/api-client';
import { sixDigitsSchema } from '@crossbill/contracts/validation';
import { useQueryClient } from '@tanstack/react-query';
import { AntdRoot } from '../../../components/antd-root';
import { SendCodeButton } from '../../../components/send-code-button';
import { schemaRule } from '../../../lib/form-rules';
import { showServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { resendDeviceCode, verifyDevice } from '../api/onboarding';
import { adoptSession } from '../api/do-login';
import { PublicFrame, StartAgain } from '../components/public-frame';
import { flowState } from '../flow-state';
import { BackToLogin } from '../components/frame-footer';

const codeSchema = z.object({ code: sixDigitsSchema });

/** login/auth: a login from a new device is confirmed with the code mailed to the person. */
export function LoginAuthPage({
  loginHref,
  onLoggedIn,
  onTwoFactor,
}: {
  loginHref: string;
  onLoggedIn: (s: SessionInfo) => void | Promise<void>;
  /** the device is confirmed; the person's authenticator code is the next step */
  onTwoFactor: () => void;
}) {
  const { t } = useTranslation('session');
  const [form] = Form.useForm<{ code: string }>();
  const client = useQueryClient();
  const challenge = flowState.challenge();

  if (!challenge) {
    return <StartAgain title={t('loginAuth.title')} message={t('loginAuth.startAgain')} href={loginHref} linkText={t('backToLogin')} />;
  }

  const finish = async ({ code }: { code: string }) => {
    try {
      const session = await verifyDevice({ challenge: challenge.challenge, code });
      flowState.setChallenge(null);
      adoptSession(client, session);
      await onLoggedIn(session);
    } catch (e) {
      if (isApiError(e, Codes.TWO_FACTOR_REQUIRED.code)) {
        flowState.setChallenge(null);
        flowState.setTwoFactor(e.data as TwoFactorChallenge);
        onTwoFactor();
        return;
      }
      showServerErrors(form, e, { code: 'code' });
    }
  };

  const resend = async () => {
    const sent = await resendDeviceCode(challenge.challenge);
    toast.success(t('code.sent'));
    return sent.resendAfterSeconds;
  };

  return (
    <PublicFrame title={t('loginAuth.title')}>
      <AntdRoot>
        <Typography.Paragraph type="secondary">{t('loginAuth.intro', { email: challenge.maskedEmail })}</Typography.Paragraph>
        <Form form={form} name="loginAuth" layout="vertical" requiredMark={false} onFinish={(v) => void finish(v)}>
          <Form.Item label={t('code.label')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="code" noStyle rules={[schemaRule(codeSchema, 'code', t('code.label'))]}>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus aria-label={t('code.label')} />
              </Form.Item>
              <SendCodeButton onSend={resend} label={t('code.resend')} countdownLabel={(s) => t('code.resendIn', { s })} />
            </Space.Compact>
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            {t('loginAuth.submit')}
          </Button>
        </Form>
        <BackToLogin href={loginHref} />
      </AntdRoot>
    </PublicFrame>
  );
}
