import { useState } from 'react';
import { Modal, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '../../../components/antd-root';
import { readConsent, REJECT_ALL, type ConsentChoice } from '../../../lib/consent';

type Category = 'necessary' | 'preferences' | 'analytics';

/** The cookie settings dialog: necessary (always on), preferences, analytics. */
export function ConsentSettings({ onSave, onCancel }: { onSave: (c: ConsentChoice) => void; onCancel: () => void }) {
  const { t } = useTranslation('consent');
  const [choice, setChoice] = useState<ConsentChoice>(() => readConsent() ?? REJECT_ALL);
  const row = (key: Category, disabled = false) => (
    <div key={key} style={{ display: 'flex', gap: 16, alignItems: 'flex-start', padding: '10px 0' }}>
      <div style={{ flex: 1 }}>
        <Typography.Text strong>{t(`${key}.title`)}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t(`${key}.body`)}
        </Typography.Paragraph>
      </div>
      <Switch
        aria-label={t(`${key}.title`)}
        checked={choice[key]}
        disabled={disabled}
        onChange={(on) => setChoice((c) => ({ ...c, [key]: on, necessary: true }))}
      />
    </div>
  );
  return (
    <AntdRoot>
      <Modal open title={t('settingsTitle')} onCancel={onCancel} onOk={() => onSave(choice)} okText={t('save')} cancelText={t('cancel')}>
        {row('necessary', true)}
        {row('preferences')}
        {row('analytics')}
      </Modal>
    </AntdRoot>
  );
}
