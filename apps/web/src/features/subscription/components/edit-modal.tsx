import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Codes } from '@crossbill/contracts/codes';
import { amountSchema, isCurrency, toMinor } from '@crossbill/contracts/money';
import {
  FREQUENCY_COUNT_MAX,
  FREQUENCY_UNITS,
  QUANTITY_MAX,
  type FrequencyUnit,
  type ProrationPreview,
  type SubscriptionDetail,
} from '@crossbill/contracts/subscription';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { refreshSubscriptions, useChangeSubscription, usePreviewChange, type ChangeBody } from '../api/change-subscription';

interface Values {
  price: string;
  quantity: number;
  frequencyUnit: FrequencyUnit;
  frequencyCount: number;
}
type Change = Omit<ChangeBody, 'subscriptionId' | 'version' | 'prorationAmount'>;

/** What differs from the current plan (frequency unit and count travel together); null when nothing does. */
function changeOf(d: SubscriptionDetail, v: Values): Change | null {
  const c: Change = {};
  const price = v.price.trim();
  const currency = isCurrency(d.currency) ? d.currency : null;
  if (currency ? toMinor(price, currency) !== toMinor(d.price, currency) : price !== d.price) c.price = price;
  if (v.quantity !== d.quantity) c.quantity = v.quantity;
  if (v.frequencyUnit !== d.frequencyUnit || v.frequencyCount !== d.frequencyCount)
    Object.assign(c, { frequencyUnit: v.frequencyUnit, frequencyCount: v.frequencyCount });
  return Object.keys(c).length ? c : null;
}

/**
 * Edit of price, quantity or frequency: Preview asks the server for the proration (credit of the
 * unused part of the current cycle, charged or refunded now); Confirm sends the change with that
 * credit and the version read. When either moved meanwhile (409), the operator is told and the
 * preview is asked again, to be confirmed anew.
 */
export function EditModal({ d, open, onClose }: { d: SubscriptionDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['subscription', 'messages']);
  const language = currentLanguage();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [preview, setPreview] = useState<{ change: Change; result: ProrationPreview } | null>(null);
  const [moved, setMoved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const previewing = usePreviewChange();
  const change = useChangeSubscription();
  const money = (v: string) => formatAmount(v, d.currency, language);

  const priceRule = {
    validator: async (_: unknown, value: string | undefined) => {
      if (!value?.trim() || !isCurrency(d.currency)) return;
      const r = amountSchema(d.currency).safeParse(value.trim());
      if (!r.success) {
        const issue = r.error.issues[0] as { message: string; params?: Record<string, unknown> };
        throw new Error(t(`messages:${issue.message}`, { max: 2, ...issue.params }));
      }
      if (!/[1-9]/.test(value)) throw new Error(t('messages:payment.amountPositive'));
    },
  };

  const ask = async (c: Change) => {
    setError(null);
    try {
      setPreview({ change: c, result: await previewing.mutateAsync({ subscriptionId: d.subscriptionId, ...c }) });
    } catch (e) {
      if (!showServerErrors(form, e)) setError(isApiError(e) ? e.respMsg : t('edit.failed'));
    }
  };

  const onPreview = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const c = changeOf(d, v);
    if (!c) {
      form.setFields([{ name: 'price', errors: [t('messages:subscription.changeEmpty')] }]);
      return;
    }
    setMoved(false);
    await ask(c);
  };

  const onConfirm = async () => {
    if (!preview) return;
    setError(null);
    try {
      await change.mutateAsync({
        key,
        // the preview's instant: the change is prorated as of then, the amounts shown here
        body: {
          subscriptionId: d.subscriptionId,
          version: d.version,
          ...preview.change,
          prorationAmount: preview.result.credit,
          prorationDate: preview.result.effectiveAt,
        },
      });
      toast.success(t('edit.done'));
      onClose();
    } catch (e) {
      setKey(crypto.randomUUID());
      if (isApiError(e, Codes.PRORATION_CHANGED.code) || isApiError(e, Codes.SUBSCRIPTION_CHANGED.code)) {
        // the amounts (or the subscription) moved on: read it again and show the new proration to confirm
        setMoved(true);
        setPreview(null);
        await refreshSubscriptions(client);
        await ask(preview.change);
        return;
      }
      if (!showServerErrors(form, e)) setError(isApiError(e) ? e.respMsg : t('edit.failed'));
    }
  };

  const r = preview?.result;
  return (
    <Modal
      open={open}
      title={t('edit.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('edit.close')}</Button>
          <Button onClick={() => void onPreview()} loading={previewing.isPending}>
            {t('edit.preview')}
          </Button>
          <Button type="primary" disabled={!preview} loading={change.isPending} onClick={() => void onConfirm()}>
            {t('edit.confirm')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ price: d.price, quantity: d.quantity, frequencyUnit: d.frequencyUnit, frequencyCount: d.frequencyCount }}
        // a preview is of the values it was asked for: any edit asks for a new one
        onValuesChange={() => setPreview(null)}
      >
        <Form.Item name="price" label={t('edit.price', { currency: d.currency })} rules={[requiredRule(t('edit.priceLabel'), { whitespace: true }), priceRule]}>
          <Input inputMode="decimal" autoComplete="off" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('edit.quantity')}
          rules={[requiredRule(t('edit.quantity')), { type: 'integer', min: 1, max: QUANTITY_MAX, message: t('edit.quantityRange', { max: QUANTITY_MAX }) }]}
        >
          <InputNumber min={1} max={QUANTITY_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 12 }}>
          <Form.Item
            name="frequencyCount"
            label={t('edit.frequencyCount')}
            rules={[
              requiredRule(t('edit.frequencyCount')),
              { type: 'integer', min: 1, max: FREQUENCY_COUNT_MAX, message: t('edit.frequencyRange', { max: FREQUENCY_COUNT_MAX }) },
            ]}
          >
            <InputNumber min={1} max={FREQUENCY_COUNT_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="frequencyUnit" label={t('edit.frequencyUnit')}>
            <Select options={FREQUENCY_UNITS.map((u) => ({ value: u, label: t(`unit.${u}`) }))} />
          </Form.Item>
        </div>
      </Form>
      {moved ? <Alert type="warning" showIcon message={t('edit.moved')} style={{ marginBottom: 12 }} role="alert" /> : null}
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} role="alert" /> : null}
      {r ? (
        <Descriptions
          bordered
          size="small"
          column={1}
          title={t('edit.previewTitle')}
          items={[
            { key: 'credit', label: t('edit.credit'), children: money(r.credit) },
            { key: 'newAmount', label: t('edit.newAmount'), children: money(r.newAmount) },
            { key: 'chargeNow', label: t('edit.chargeNow'), children: money(r.chargeNow) },
            { key: 'refundNow', label: t('edit.refundNow'), children: money(r.refundNow) },
            { key: 'effectiveAt', label: t('edit.effectiveAt'), children: formatDateTime(r.effectiveAt, language) },
            { key: 'nextBillingAt', label: t('edit.nextBillingAt'), children: formatDateTime(r.nextBillingAt, language) },
          ]}
        />
      ) : (
        <Alert type="info" showIcon message={t('edit.previewFirst')} />
      )}
    </Modal>
  );
}
