import { useState } from 'react';
import { Modal, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '@crossbill/contracts/audit-actions';
import { toast } from '../../../lib/toast';
import { useAuditRetention, useSaveAuditRetention } from '../api/audit-log';

/** The retention setting: how long entries are kept before the daily job deletes them. */
export function RetentionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('audit-log');
  const retention = useAuditRetention();
  const save = useSaveAuditRetention();
  const [chosen, setChosen] = useState<number | null>(null);
  const current = retention.data?.days;
  const value = chosen ?? current;
  const periodOf = (days: number) => t(`retention.periods.${days}`);
  return (
    <Modal
      open={open}
      title={t('retention.title')}
      okText={t('retention.save')}
      cancelText={t('retention.cancel')}
      okButtonProps={{ disabled: value === undefined || value === current, loading: save.isPending }}
      onOk={() =>
        value !== undefined &&
        save.mutate(value, {
          onSuccess: () => {
            toast.success(t('retention.saved'));
            setChosen(null);
            onClose();
          },
        })
      }
      onCancel={() => (setChosen(null), onClose())}
      destroyOnHidden
    >
      {current !== undefined ? <Typography.Paragraph>{t('retention.current', { period: periodOf(current) })}</Typography.Paragraph> : null}
      <Typography.Paragraph type="secondary">{t('retention.intro')}</Typography.Paragraph>
      <Radio.Group value={value} onChange={(e) => setChosen(e.target.value as number)} aria-label={t('retention.title')}>
        <Space direction="vertical">
          {(retention.data?.choices ?? []).map((d) => (
            <Radio key={d} value={d}>
              {periodOf(d)} {d === DEFAULT_AUDIT_RETENTION_DAYS ? t('retention.default') : ''}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
