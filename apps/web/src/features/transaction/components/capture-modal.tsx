import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isCurrency } from '@crossbill/contracts/money';
import { captureAmountSchema } from '@crossbill/contracts/transaction';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { formatAmount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useCapture } from '../api/capture-transaction';
import { requiredRule } from '../../../lib/form-rules';

/** Capture of an authorised payment: the amount (the whole authorisation by default, at most that, the currency's decimals). */
export function CaptureModal({
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
  const { t } = useTranslation(['transaction', 'messages']);
  const language = currentLanguage();
  const [form] = Form.useForm<{ amount: string }>();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const capture = useCapture();
  const [error, setError] = useState<string | null>(null);

  const amountRule = {
    validator: async (_: unknown, value: string | undefined) => {
      if (!isCurrency(currency)) return;
      const r = captureAmountSchema(currency, authorised).safeParse(value ?? '');
      if (r.success) return;
      const issue = r.error.issues[0] as { message: string; params?: Record<string, unknown> };
      throw new Error(t(`messages:${issue.message}`, { max: 2, ...issue.params }));
    },
  };

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setError(null);
    try {
      const r = await capture.mutateAsync({ body: { transactionId, amount: v.amount.trim() }, key });
      toast.success(t('capture.done', { amount: r.capturedAmount, currency: r.currency }));
      setKey(crypto.randomUUID());
      onClose();
    } catch (e) {
      if (showServerErrors(form, e)) return;
      setKey(crypto.randomUUID());
      setError(isApiError(e) ? e.respMsg : t('capture.failed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('capture.title')}
      okText={t('capture.submit')}
      cancelText={t('capture.cancel')}
      onOk={submit}
      confirmLoading={capture.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('capture.authorised')}: <Typography.Text strong>{formatAmount(authorised, currency, language)}</Typography.Text>
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} role="alert" /> : null}
      <Form form={form} layout="vertical" requiredMark initialValues={{ amount: authorised }}>
        <Form.Item name="amount" label={t('capture.amount', { currency })} rules={[requiredRule(t('capture.amount', { currency })), amountRule]}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{t('capture.hint')}</Typography.Text>
    </Modal>
  );
}
