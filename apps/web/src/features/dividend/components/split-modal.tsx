import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SPLITS_PER_PAYMENT_MAX } from '@crossbill/contracts/dividend';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { formatAmount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useCreateSplits, useSplittable } from '../api/split-payment';
import { percentOf } from '../labels';
import { previewSplit, type SplitLine } from './split-preview';

const TRANSACTION_ID = /^[A-Z]{1,4}\d{8,32}$/;

interface Values {
  transactionId: string;
  splits: SplitLine[];
}

/**
 * "Split after capture": a captured payment not settled yet is shared among the merchant's receivers,
 * each line an amount or a percentage; the preview computes the shares as the server will, and says
 * what stays with the merchant of the net amount.
 */
export function SplitModal({ open, onClose, transactionId: initial }: { open: boolean; onClose: () => void; transactionId?: string }) {
  const { t } = useTranslation(['dividend', 'messages']);
  const language = currentLanguage();
  const [form] = Form.useForm<Values>();
  const typed = (Form.useWatch('transactionId', form) ?? initial ?? '').trim();
  const lines = Form.useWatch('splits', form) ?? [];
  const payment = useSplittable(TRANSACTION_ID.test(typed) ? typed : null);
  const create = useCreateSplits();
  const [error, setError] = useState<string | null>(null);
  const p = payment.data;
  const preview = p
    ? previewSplit(
        p,
        lines.map((l) => l ?? { mode: 'amount' }),
      )
    : null;
  const money = (v: string | null | undefined) => (v && p ? formatAmount(v, p.currency, language) : '—');

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setError(null);
    try {
      await create.mutateAsync({
        transactionId: v.transactionId.trim(),
        splits: v.splits.map((l) => ({ receiverId: l.receiverId!, ...(l.mode === 'percentage' ? { percentage: l.value } : { amount: l.value }) })),
      });
      toast.success(t('split.done'));
      form.resetFields();
      onClose();
    } catch (e) {
      if (showServerErrors(form, e)) {
        const d = isApiError(e) ? (e.data as { fieldErrors?: Array<{ field: string; message: string }> } | null) : null;
        const whole = d?.fieldErrors?.find((f) => f.field === 'splits');
        if (whole) setError(whole.message);
        return;
      }
      setError(isApiError(e) ? e.respMsg : t('split.failed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('split.title')}
      okText={t('split.submit')}
      cancelText={t('receiver.cancel')}
      onOk={() => void submit()}
      confirmLoading={create.isPending}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      <Form form={form} layout="vertical" initialValues={{ transactionId: initial ?? '', splits: [{ mode: 'amount' }] }}>
        <Form.Item
          name="transactionId"
          label={t('col.transactionId')}
          rules={[requiredRule(t('col.transactionId'), { whitespace: true }), { pattern: TRANSACTION_ID, message: t('split.transactionPattern') }]}
        >
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
        {payment.isError ? <Alert type="warning" showIcon message={t('split.notFound')} /> : null}
        {p ? (
          <>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'amount', label: t('split.captured'), children: money(p.amount) },
                { key: 'fee', label: t('split.fee'), children: money(p.fee) },
                { key: 'net', label: t('split.net'), children: money(p.net) },
                { key: 'split', label: t('split.already'), children: money(p.split) },
              ]}
            />
            {!p.open ? <Alert type="warning" showIcon message={t('messages:dividend.windowClosed')} style={{ marginBottom: 12 }} /> : null}
            {p.receivers.length === 0 ? <Alert type="info" showIcon message={t('split.noReceivers')} style={{ marginBottom: 12 }} /> : null}
          </>
        ) : null}
        <Form.List name="splits">
          {(fields, { add, remove }) => (
            <div style={{ display: 'grid', gap: 8 }}>
              {fields.map((f, i) => (
                <Space key={f.key} wrap align="start" style={{ rowGap: 0 }}>
                  <Form.Item name={[f.name, 'receiverId']} label={t('split.receiver')} rules={[requiredRule(t('split.receiver'))]} style={{ minWidth: 200 }}>
                    <Select options={(p?.receivers ?? []).map((r) => ({ value: r.id, label: `${r.name} (≤ ${percentOf(r.maxShareBp)})` }))} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'mode']} label={t('split.mode')}>
                    <Select style={{ width: 130 }} options={(['amount', 'percentage'] as const).map((m) => ({ value: m, label: t(`split.modes.${m}`) }))} />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'value']}
                    label={lines[i]?.mode === 'percentage' ? t('split.percentage') : t('split.amount')}
                    rules={[requiredRule(t('split.amount'), { whitespace: true })]}
                    validateStatus={preview?.lines[i]?.overMax ? 'error' : undefined}
                    help={preview?.lines[i]?.overMax ? t('split.overMax') : undefined}
                  >
                    <Input style={{ width: 140 }} inputMode="decimal" maxLength={20} suffix={lines[i]?.mode === 'percentage' ? '%' : p?.currency} />
                  </Form.Item>
                  <Form.Item label={t('split.share')}>
                    <Typography.Text>{money(preview?.lines[i]?.share)}</Typography.Text>
                  </Form.Item>
                  {fields.length > 1 ? (
                    <Form.Item label=" ">
                      <Button type="text" icon={<DeleteOutlined />} aria-label={t('split.remove')} onClick={() => remove(f.name)} />
                    </Form.Item>
                  ) : null}
                </Space>
              ))}
              {fields.length < SPLITS_PER_PAYMENT_MAX ? (
                <div>
                  <Button icon={<PlusOutlined />} onClick={() => add({ mode: 'amount' })}>
                    {t('split.addLine')}
                  </Button>
                </div>
              ) : null}
            </div>
          )}
        </Form.List>
      </Form>
      {preview ? (
        <Alert
          style={{ marginTop: 12 }}
          type={preview.overNet ? 'error' : 'info'}
          showIcon
          message={t('split.previewTotal', { total: money(preview.total), left: money(preview.left) })}
          description={preview.overNet ? t('split.overNet') : undefined}
        />
      ) : null}
      {error ? <Alert style={{ marginTop: 12 }} type="error" showIcon message={error} role="alert" /> : null}
    </Modal>
  );
}
