import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A signing secret, shown this once (after create or rotate) with a copy button. */
export function SecretModal({ secret, overlapUntil, onClose }: { secret: string; overlapUntil?: string | null; onClose: () => void }) {
  const { t } = useTranslation('developer');
  return (
    <Modal
      open
      title={t('webhooks.secretTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('webhooks.done')}
        </Button>
      }
    >
      <Alert type="warning" showIcon message={t('webhooks.secretIntro')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph copyable={{ text: secret }} code style={{ wordBreak: 'break-all' }} data-testid="webhook-secret">
        {secret}
      </Typography.Paragraph>
      {overlapUntil ? <Typography.Text type="secondary">{t('webhooks.secretOverlap', { until: overlapUntil })}</Typography.Text> : null}
    </Modal>
  );
}
