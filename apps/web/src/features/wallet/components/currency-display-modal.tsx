import { useState } from 'react';
import { Alert, Checkbox, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '@crossbill/contracts/wallet';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSetDisplayCurrencies } from '../api/set-display-currencies';

/**
 * Currency display settings: a checkbox per currency account; saving hides the unchecked ones. The
 * server refuses to hide a currency whose balance is not zero; its message is shown in the dialog.
 */
export function CurrencyDisplayModal({ rows, onClose }: { rows: WalletBalance[]; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const save = useSetDisplayCurrencies();
  // mounted when opened: starts from the currencies shown now
  const [checked, setChecked] = useState<string[]>(() => rows.filter((r) => !r.hidden).map((r) => r.currency));
  const [error, setError] = useState<string | null>(null);

  return (
    <Modal
      open
      title={t('display.title')}
      okText={t('display.save')}
      cancelText={t('display.cancel')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => {
        setError(null);
        save.mutate(checked, {
          onSuccess: () => {
            toast.success(t('display.saved'));
            onClose();
          },
          onError: (e) => {
            if (isApiError(e) && !e.notified) setError(e.message);
          },
        });
      }}
    >
      <Typography.Paragraph type="secondary">{t('display.hint')}</Typography.Paragraph>
      <Checkbox.Group
        value={checked}
        onChange={(v) => setChecked(v as string[])}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 8 }}
      >
        {rows.map((r) => (
          <Checkbox key={r.currency} value={r.currency}>
            {r.currency}
          </Checkbox>
        ))}
      </Checkbox.Group>
      {error ? <Alert role="alert" type="error" showIcon message={error} style={{ marginTop: 16 }} /> : null}
    </Modal>
  );
}
