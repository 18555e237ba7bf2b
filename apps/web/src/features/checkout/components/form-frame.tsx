import type { ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ArrowLeftOutlined } from '@ant-design/icons';

/** The frame of an add or edit page: the back button and the title, then the form. */
export function FormFrame({ title, backLabel, onBack, children }: { title: ReactNode; backLabel: string; onBack: () => void; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Space align="center" wrap>
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={backLabel} onClick={onBack} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Space>
      {children}
    </div>
  );
}

/** Save (submits the form) and cancel. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation(['checkout']);
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('save')}
      </Button>
      <Button onClick={onCancel}>{t('cancel')}</Button>
    </Space>
  );
}
