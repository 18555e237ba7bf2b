import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The centred line under a public form: "Back to login", after an optional lead-in. */
export function BackToLogin({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation('session');
  return (
    <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
      {children}
      {children ? ' ' : null}
      <Link to={href}>{t('backToLogin')}</Link>
    </Typography.Paragraph>
  );
}
