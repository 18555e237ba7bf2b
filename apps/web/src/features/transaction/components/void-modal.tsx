import { useState } from 'react';
import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useVoid } from '../api/void-transaction';

/** The confirmation before voiding an authorised payment: the hold is released, nothing is captured. */
export function VoidModal({
  transactionId,
  authorised,
  currency,
  open,
  onClose,
}: {
  transactionId: string;
  authorised: string;
  currency: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('transaction');
  const language = currentLanguage();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const voiding = useVoid();
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      await voiding.mutateAsync({ body: { transactionId }, key });
      toast.success(t('void.done'));
      setKey(crypto.randomUUID());
      onClose();
    } catch (e) {
      setKey(crypto.randomUUID());
      setError(isApiError(e) ? e.respMsg : t('void.failed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('void.title')}
      okText={t('void.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('void.cancel')}
      onOk={submit}
      confirmLoading={voiding.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} role="alert" /> : null}
      <Typography.Paragraph>{t('void.confirm', { amount: formatMoney(authorised, currency, language), currency })}</Typography.Paragraph>
    </Modal>
  );
}
