import { Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '../../../components/antd-root';
import { toast } from '../../../lib/toast';
import { useUpdatePassword } from '../api/update-password';
import { PasswordForm } from '../components/password-form';
import { PublicFrame } from '../components/public-frame';
import { lastLoginEmail } from '../login-email';

/**
 * The password has expired (code 00005|10040): set a new one, then log in again. Without a session
 * the server needs the e-mail too.
 */
export function ExpirePasswordPage({ hasSession, onDone, loginHref }: { hasSession: boolean; onDone: () => void; loginHref: string }) {
  const { t } = useTranslation('session');
  const update = useUpdatePassword();
  return (
    <PublicFrame title={t('expire.title')}>
      <AntdRoot>
        <Typography.Paragraph type="secondary">{t('expire.intro')}</Typography.Paragraph>
        <PasswordForm
          askEmail={!hasSession}
          initialEmail={lastLoginEmail()}
          submitting={update.isPending}
          submitText={t('expire.submit')}
          onSubmit={async (values) => {
            await update.mutateAsync(values);
            toast.success(t('expire.done'));
            onDone();
          }}
        />
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          <Link to={loginHref}>{t('backToLogin')}</Link>
        </Typography.Paragraph>
      </AntdRoot>
    </PublicFrame>
  );
}
