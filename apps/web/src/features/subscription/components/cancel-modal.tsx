import { useEffect, useState } from 'react';
import { Alert, Checkbox, DatePicker, Form, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import '../../../lib/dayjs-language';
import { useTranslation } from 'react-i18next';
import { businessDate, businessInstant } from '@crossbill/contracts/business-time';
import { CANCEL_MODES, type CancelMode, type SubscriptionDetail } from '@crossbill/contracts/subscription';
import { BusinessZoneHint } from '../../../components/business-zone-hint';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { VerticalRadios } from './vertical-radios';

interface Values {
  mode: CancelMode;
  cancelDate?: Dayjs;
  refund: boolean;
}

/** A day the subscription can end on: after today (Beijing business days, as billing counts them). */
export const isPastDay = (day: Dayjs, now = new Date()) => day.format('YYYY-MM-DD') <= businessDate(now);

/**
 * Cancellation in one of the three modes (spec 4): after the current cycle, on a date (ending at the
 * start of that Beijing day), or at once with, optionally, a refund of the unused part. The mode
 * chosen first is the merchant's default (settings).
 */
export function CancelModal({ d, open, onClose, defaultMode }: { d: SubscriptionDetail; open: boolean; onClose: () => void; defaultMode: CancelMode }) {
  const { t } = useTranslation(['subscription', 'messages']);
  const language = currentLanguage();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? defaultMode;
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelSubscription();
  // the settings may arrive after the dialog was made: the default follows until the operator chooses
  useEffect(() => {
    if (open && !form.isFieldTouched('mode')) form.setFieldValue('mode', defaultMode);
  }, [open, defaultMode, form]);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (v.mode === 'on_date' && !v.cancelDate) return; // the date field is only just showing: it asks for the date
    setError(null);
    try {
      await cancel.mutateAsync({
        key,
        body: {
          subscriptionId: d.subscriptionId,
          mode: v.mode,
          cancelDate: v.mode === 'on_date' && v.cancelDate ? businessInstant(v.cancelDate.format('YYYY-MM-DD')).toISOString() : undefined,
          refund: v.mode === 'immediately' ? v.refund : false,
        },
      });
      toast.success(t(`cancel.done.${v.mode}`));
      setKey(crypto.randomUUID());
      onClose();
    } catch (e) {
      if (showServerErrors(form, e)) return;
      setKey(crypto.randomUUID());
      setError(isApiError(e) ? e.respMsg : t('cancel.failed'));
    }
  };

  const help: Record<CancelMode, string> = {
    end_of_cycle: t('cancel.help.end_of_cycle', { at: d.nextBillingAt ? formatDateTime(d.nextBillingAt, language) : '—' }),
    on_date: t('cancel.help.on_date'),
    immediately: t('cancel.help.immediately'),
  };
  return (
    <Modal
      open={open}
      title={t('cancel.title')}
      okText={t('cancel.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('cancel.keep')}
      onOk={() => void submit()}
      confirmLoading={cancel.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ mode: defaultMode, refund: false }}>
        <Form.Item name="mode" label={t('cancel.mode')} extra={help[mode]}>
          <VerticalRadios options={CANCEL_MODES.map((m) => ({ value: m, label: t(`cancelMode.${m}`) }))} />
        </Form.Item>
        {mode === 'on_date' ? (
          <Form.Item
            name="cancelDate"
            label={t('cancel.date')}
            extra={<BusinessZoneHint />}
            rules={[
              requiredRule(t('cancel.date')),
              { validator: async (_, v?: Dayjs) => (v && isPastDay(v) ? Promise.reject(new Error(t('messages:subscription.cancelDatePast'))) : undefined) },
            ]}
          >
            <DatePicker disabledDate={(day) => isPastDay(day)} style={{ width: '100%' }} />
          </Form.Item>
        ) : null}
        {mode === 'immediately' ? (
          <Form.Item name="refund" valuePropName="checked">
            <Checkbox>{t('cancel.refund')}</Checkbox>
          </Form.Item>
        ) : null}
      </Form>
      <Typography.Paragraph type="secondary">{t('cancel.final')}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} role="alert" /> : null}
    </Modal>
  );
}
