import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AlertDetail } from '@crossbill/contracts/alert';
import { isCurrency } from '@crossbill/contracts/money';
import { refundAmountSchema } from '@crossbill/contracts/refund';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { formatAmount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useCloseAlert, useRefundAlert } from '../api/alert-actions';

/** The most a refund from the alert takes: the alert's amount, never more than the payment still holds. */
const maxOf = (d: AlertDetail) => (Number(d.amount) < Number(d.payment.refundable) ? d.amount : d.payment.refundable);

/** Refund (full by default, or part), mark processed, ignore: the answers of a new alert; the server decides again on each. */
export function AlertActions({ d }: { d: AlertDetail }) {
  const { t } = useTranslation(['alert', 'messages']);
  const language = currentLanguage();
  const [modal, holder] = Modal.useModal();
  const close = useCloseAlert();
  const refund = useRefundAlert();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ amount: string }>();
  const max = maxOf(d);

  const confirm = (as: 'processed' | 'ignored') =>
    void modal.confirm({
      title: t(as === 'processed' ? 'confirm.processedTitle' : 'confirm.ignoreTitle'),
      content: t(as === 'processed' ? 'confirm.processedBody' : 'confirm.ignoreBody'),
      okText: t('confirm.ok'),
      cancelText: t('refund.cancel'),
      onOk: () => close.mutateAsync({ alertId: d.alertId, as }).then(() => toast.success(t('confirm.done'))),
    });

  const amountRule = {
    validator: async (_: unknown, value: string | undefined) => {
      if (!isCurrency(d.currency)) return;
      const r = refundAmountSchema(d.currency, max).safeParse(value ?? '');
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
      const amount = v.amount.trim();
      await refund.mutateAsync({ alertId: d.alertId, amount: amount === max ? undefined : amount, key });
      toast.success(t('refund.done'));
      setKey(crypto.randomUUID());
      setOpen(false);
    } catch (e) {
      if (showServerErrors(form, e)) return;
      setKey(crypto.randomUUID());
      setError(isApiError(e) ? e.respMsg : String(e));
    }
  };

  return (
    <Space wrap>
      {holder}
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('action.refund')}
      </Button>
      <Button onClick={() => confirm('processed')}>{t('action.processed')}</Button>
      <Button onClick={() => confirm('ignored')}>{t('action.ignore')}</Button>
      <Modal
        open={open}
        title={t('refund.title')}
        okText={t('refund.ok')}
        cancelText={t('refund.cancel')}
        onOk={submit}
        confirmLoading={refund.isPending}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} role="alert" /> : null}
        <Form form={form} layout="vertical" requiredMark initialValues={{ amount: max }}>
          <Form.Item
            name="amount"
            label={`${t('refund.amount')} (${d.currency})`}
            extra={t('refund.amountHelp', { max: formatAmount(max, d.currency, language) })}
            rules={[requiredRule(t('refund.amount')), amountRule]}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
