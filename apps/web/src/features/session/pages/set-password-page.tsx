import { Alert, Button, Form, Input, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Codes } from '@crossbill/contracts/codes';
import { newPasswordSchema } from '@crossbill/contracts/team';
import { PASSWORD_MAX } from '@crossbill/contracts/validation';
import { AntdRoot } from '../../../components/antd-root';
import { isApiError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/form-rules';
import { placeFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { usePasswordLink, useSetPasswordFromLink } from '../api/password-link';
import { PublicFrame } from '../components/public-frame';
import { rememberLoginEmail } from '../login-email';
import { BackToLogin } from '../components/frame-footer';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

/**
 * /user/reset-password?token=: the page a mailed link opens (operator invitation, or a reset by an
 * administrator). The link works once; afterwards the person logs in with the new password.
 */
export function SetPasswordPage({ token, onDone, loginHref }: { token: string; onDone: () => void; loginHref: string }) {
  const { t } = useTranslation('session');
  const link = usePasswordLink(token);
  const set = useSetPasswordFromLink();
  const [form] = Form.useForm<Values>();
  const rule = (field: keyof Values) => schemaRule(newPasswordSchema, field, t(field));
  const invalid = token.length < 16 || link.isError;

  const finish = async (values: Values) => {
    try {
      const { email } = await set.mutateAsync({ token, ...values });
      rememberLoginEmail(email);
      toast.success(t('reset.done'));
      onDone();
    } catch (e) {
      if (isApiError(e, Codes.VALIDATION.code)) placeFieldErrors(form, e.data);
      else if (isApiError(e)) void link.refetch();
    }
  };

  return (
    <PublicFrame title={link.data?.purpose === 'reset' ? t('reset.titleReset') : t('reset.titleInvite')}>
      <AntdRoot>
        {invalid ? (
          <Alert type="error" showIcon message={t('reset.invalid')} />
        ) : !link.data ? (
          <Skeleton active />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('reset.intro', { email: link.data.email })}</Typography.Paragraph>
            <Form<Values> form={form} name="reset-password" layout="vertical" requiredMark={false} onFinish={(v) => void finish(v)}>
              <Form.Item label={t('newPassword')} name="newPassword" extra={t('passwordHint', { max: PASSWORD_MAX })} rules={[rule('newPassword')]}>
                <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
              </Form.Item>
              <Form.Item label={t('confirmPassword')} name="confirmPassword" dependencies={['newPassword']} rules={[rule('confirmPassword')]}>
                <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={set.isPending}>
                {t('reset.submit')}
              </Button>
            </Form>
          </>
        )}
        <BackToLogin href={loginHref} />
      </AntdRoot>
    </PublicFrame>
  );
}
