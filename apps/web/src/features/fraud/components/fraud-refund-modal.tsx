import { useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FraudDetail } from '@crossbill/contracts/fraud';
import { isCurrency } from '@crossbill/contracts/money';
import { refundAmountSchema } from '@crossbill/contracts/refund';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useRefundFraudPayment } from '../api/refund-fraud-payment';

interface Values {
  kind: 'full' | 'partial';
  amount?: string;
  reason: string;
}

/** Refund of the reported payment: everything still refundable, or a part of it, with a reason. */
export function FraudRefundModal({ d, open, onClose }: { d: FraudDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['fraud', 'messages']);
  const language = currentLanguage();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const refund = useRefundFraudPayment();

  const amountRule = {
    validator: async (_: unknown, value: string | undefined) => {
      if (!isCurrency(d.currency)) return;
      const r = refundAmountSchema(d.currency, d.refundable).safeParse(value ?? '');
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
      const full = v.kind === 'full';
      await refund.mutateAsync({ body: { serviceId: d.notificationId, full, amount: full ? undefined : v.amount?.trim(), reason: v.reason.trim() }, key });
      toast.success(t('fraud:refundDialog.done'));
      form.resetFields();
      setKey(crypto.randomUUID());
      onClose();
    } catch (e) {
      if (showServerErrors(form, e)) return;
      setKey(crypto.randomUUID());
      setError(isApiError(e) ? e.respMsg : t('fraud:refundDialog.failed'));
    }
  };

  const amountLabel = t('fraud:refundDialog.amount', { currency: d.currency });
  return (
    <Modal
      open={open}
      title={t('fraud:refundDialog.title')}
      okText={t('fraud:refundDialog.submit')}
      cancelText={t('fraud:cancel')}
      onOk={submit}
      confirmLoading={refund.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('fraud:refundDialog.refundable')}: <Typography.Text strong>{formatMoney(d.refundable, d.currency, language)}</Typography.Text>
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} role="alert" /> : null}
      <Form form={form} layout="vertical" requiredMark initialValues={{ kind: 'full' }}>
        <Form.Item name="kind" label={t('fraud:refundDialog.kind')}>
          <Radio.Group
            options={[
              { value: 'full', label: t('fraud:refundDialog.full') },
              { value: 'partial', label: t('fraud:refundDialog.partial') },
            ]}
          />
        </Form.Item>
        {kind === 'partial' ? (
          <Form.Item name="amount" label={amountLabel} rules={[requiredRule(amountLabel), amountRule]}>
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="reason"
          label={t('fraud:refundDialog.reason')}
          rules={[
            { required: true, whitespace: true, message: t('messages:refund.reasonRequired') },
            { max: 256, message: t('messages:validation.maxLength', { max: 256 }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={256} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
