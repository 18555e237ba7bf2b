import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /switch: the merchant account list full page (the list itself is composed in by the app). */
export function SwitchPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('merchant');
  return (
    <Card title={t('switcher.pageTitle')} style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary">{t('switcher.pageIntro')}</Typography.Paragraph>
      {children}
    </Card>
  );
}
