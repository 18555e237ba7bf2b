import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '../../../components/antd-root';
import { toast } from '../../../lib/toast';
import { useUpdatePassword } from '../api/update-password';
import { BackToLogin } from './frame-footer';
import { PasswordForm } from './password-form';
import { PublicFrame } from './public-frame';

/**
 * The forced password change after login (expired, or set by an administrator): the texts under
 * `texts` (title, intro, submit, done), the form, then `afterSave` and `onDone`.
 */
export function NewPasswordPage(p: {
  texts: 'expire' | 'resetPassword';
  askEmail: boolean;
  initialEmail?: string;
  afterSave?: () => Promise<void>;
  loginHref: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('session');
  const update = useUpdatePassword();
  return (
    <PublicFrame title={t(`${p.texts}.title`)}>
      <AntdRoot>
        <Typography.Paragraph type="secondary">{t(`${p.texts}.intro`)}</Typography.Paragraph>
        <PasswordForm
          askEmail={p.askEmail}
          initialEmail={p.initialEmail}
          submitting={update.isPending}
          submitText={t(`${p.texts}.submit`)}
          onSubmit={async (values) => {
            await update.mutateAsync(values);
            toast.success(t(`${p.texts}.done`));
            await p.afterSave?.();
            p.onDone();
          }}
        />
        <BackToLogin href={p.loginHref} />
      </AntdRoot>
    </PublicFrame>
  );
}
