import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { endSession } from '../api/logout';
import { useUpdatePassword } from '../api/update-password';
import { PasswordForm } from '../components/password-form';

/** Update the login password; afterwards the operator logs in again with the new one. */
export function PasswordEditPage({ onDone }: { onDone: () => void | Promise<void> }) {
  const { t } = useTranslation('session');
  const update = useUpdatePassword();
  return (
    <Card title={t('edit.title')} style={{ maxWidth: 560 }}>
      <Typography.Paragraph type="secondary">{t('edit.intro')}</Typography.Paragraph>
      <PasswordForm
        askEmail={false}
        submitting={update.isPending}
        submitText={t('edit.submit')}
        onSubmit={async (values) => {
          await update.mutateAsync(values);
          toast.success(t('edit.done'));
          await endSession();
          await onDone();
        }}
      />
    </Card>
  );
}
