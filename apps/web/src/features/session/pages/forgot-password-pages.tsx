import { Button, Form, Input, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { codeVerifyQuery, passwordPairSchema } from '@crossbill/contracts/registration';
import { PASSWORD_MAX } from '@crossbill/contracts/validation';
import { AntdRoot } from '../../../components/antd-root';
import { schemaRule } from '../../../lib/form-rules';
import { showServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { sendResetCode, useResetPassword, useVerifyResetCode } from '../api/onboarding';
import { EmailCodeField } from '../components/email-code-field';
import { PublicFrame, StartAgain } from '../components/public-frame';
import { flowState } from '../flow-state';
import { BackToLogin } from '../components/frame-footer';

/** forget-password/auth: the e-mail and the code mailed to it (spec 7 loginForgetPwd, loginCodeVerify). */
export function ForgotAuthPage({ loginHref, onVerified }: { loginHref: string; onVerified: () => void }) {
  const { t } = useTranslation('session');
  const [form] = Form.useForm();
  const [params] = useSearchParams();
  const verify = useVerifyResetCode();

  const finish = async (values: { email: string; code: string }) => {
    try {
      const email = values.email.trim();
      const { ticket } = await verify.mutateAsync({ email, code: values.code });
      flowState.setTicket({ ticket, email });
      onVerified();
    } catch (e) {
      showServerErrors(form, e, { code: 'code' });
    }
  };

  return (
    <PublicFrame title={t('forgot.title')}>
      <AntdRoot>
        <Typography.Paragraph type="secondary">{t('forgot.intro')}</Typography.Paragraph>
        <Form
          form={form}
          name="forgot"
          layout="vertical"
          requiredMark={false}
          initialValues={{ email: params.get('email') ?? '' }}
          onFinish={(v) => void finish(v)}
        >
          <Form.Item label={t('email')} name="email" rules={[schemaRule(codeVerifyQuery, 'email', t('email'))]}>
            <Input inputMode="email" autoComplete="username" />
          </Form.Item>
          <EmailCodeField form={form} send={sendResetCode} />
          <Button type="primary" htmlType="submit" block loading={verify.isPending}>
            {t('forgot.next')}
          </Button>
        </Form>
        <BackToLogin href={loginHref} />
      </AntdRoot>
    </PublicFrame>
  );
}

/** forget-password/reset: the new password with the ticket of the verified code (spec 7 loginUpdatePwd). */
export function ForgotResetPage({ authHref, onDone }: { authHref: string; onDone: () => void }) {
  const { t } = useTranslation('session');
  const [form] = Form.useForm();
  const reset = useResetPassword();
  const step = flowState.ticket();

  if (!step) {
    return <StartAgain title={t('forgot.resetTitle')} message={t('forgot.startAgain')} href={authHref} linkText={t('forgot.title')} />;
  }

  const finish = async (values: { password: string; confirmPassword: string }) => {
    try {
      await reset.mutateAsync({ ticket: step.ticket, ...values });
      flowState.setTicket(null);
      toast.success(t('forgot.done'));
      onDone();
    } catch (e) {
      showServerErrors(form, e, { password: 'password' });
    }
  };

  return (
    <PublicFrame title={t('forgot.resetTitle')}>
      <AntdRoot>
        <Typography.Paragraph type="secondary">{t('forgot.resetIntro', { email: step.email })}</Typography.Paragraph>
        <Form form={form} name="reset" layout="vertical" requiredMark={false} onFinish={(v) => void finish(v)}>
          <Form.Item
            label={t('newPassword')}
            name="password"
            extra={t('passwordHint', { max: PASSWORD_MAX })}
            rules={[schemaRule(passwordPairSchema, 'password', t('newPassword'))]}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
          <Form.Item
            label={t('confirmPassword')}
            name="confirmPassword"
            dependencies={['password']}
            rules={[schemaRule(passwordPairSchema, 'confirmPassword', t('confirmPassword'))]}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {t('forgot.resetSubmit')}
          </Button>
        </Form>
      </AntdRoot>
    </PublicFrame>
  );
}
