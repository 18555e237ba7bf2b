import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isCurrency } from '@crossbill/contracts/money';
import { REFUND_ARRIVAL_DAYS, refundAmountSchema } from '@crossbill/contracts/refund';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useApplyRefund } from '../api/apply-refund';
import { useRefundable } from '../api/get-refundable';
import { requiredRule } from '../../../lib/form-rules';

interface Values {
  amount: string;
  reason: string;
}

/** The refund form of a transaction: amount (at most the refundable amount, the currency's decimals) and reason. */
export function RefundModal({ transactionId, open, onClose }: { transactionId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['transaction', 'messages']);
  const language = currentLanguage();
  const [form] = Form.useForm<Values>();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const info = useRefundable(transactionId, open).data;
  const apply = useApplyRefund();
  const [error, setError] = useState<string | null>(null);

  const amountRule = {
    validator: async (_: unknown, value: string | undefined) => {
      if (!info || !isCurrency(info.currency)) return;
      const r = refundAmountSchema(info.currency, info.refundable).safeParse(value ?? '');
      if (r.success) return;
      const issue = r.error.issues[0] as { message: string; params?: Record<string, unknown> };
      throw new Error(t(`messages:${issue.message}`, { max: 2, ...issue.params }));
    },
  };

  const submit = async () => {
    // a refused field is shown on the form; nothing to submit
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setError(null);
    try {
      const r = await apply.mutateAsync({ body: { transactionId, amount: v.amount.trim(), reason: v.reason.trim() }, key });
      toast.success(t(`refund.done.${r.status === 'succeeded' ? 'succeeded' : r.status === 'pending_review' ? 'review' : 'other'}`));
      form.resetFields();
      setKey(crypto.randomUUID());
      onClose();
    } catch (e) {
      if (showServerErrors(form, e)) return;
      // a refused amount (above what remains) is told in the form; a new key for the next try
      setKey(crypto.randomUUID());
      setError(isApiError(e) ? e.respMsg : t('refund.failed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('refund.title')}
      okText={t('refund.submit')}
      cancelText={t('refund.cancel')}
      onOk={submit}
      confirmLoading={apply.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {info ? (
        <Typography.Paragraph>
          {t('refund.refundable')}: <Typography.Text strong>{formatMoney(info.refundable, info.currency, language)}</Typography.Text>
          {Number(info.pending) > 0 ? ` · ${t('refund.pending')}: ${formatMoney(info.pending, info.currency, language)}` : ''}
        </Typography.Paragraph>
      ) : null}
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} role="alert" /> : null}
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="amount"
          label={t('refund.amount', { currency: info?.currency ?? '' })}
          rules={[requiredRule(t('refund.amount', { currency: info?.currency ?? '' })), amountRule]}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('refund.reason')}
          rules={[
            { required: true, whitespace: true, message: t('messages:refund.reasonRequired') },
            { max: 256, message: t('messages:validation.maxLength', { max: 256 }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={256} showCount />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{t('refund.arrival', { days: REFUND_ARRIVAL_DAYS })}</Typography.Text>
    </Modal>
  );
}
