import { Button, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApplyForm } from '../components/apply-form';

/** virtual-account/add */
export function ApplyPage({ onDone, onBack }: { onDone: (id: number) => void; onBack: () => void }) {
  const { t } = useTranslation('virtual-account');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="center">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('back')} onClick={onBack} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('apply.title')}
        </Typography.Title>
      </Space>
      <Typography.Text type="secondary">{t('apply.intro')}</Typography.Text>
      <ApplyForm onDone={onDone} onCancel={onBack} />
    </div>
  );
}
