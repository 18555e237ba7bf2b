import { AutoComplete, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMON_CARRIERS, TRACKING_NUMBER_PATTERN } from '@crossbill/contracts/tracking';
import { showServerErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useSaveTracking } from '../api/save-tracking';

interface Values {
  trackingNumber: string;
  trackingCarrier: string;
}

/** Add or change the tracking number and carrier of a payment (a listed carrier, or any other typed in). */
export function TrackingModal({
  transactionId,
  initial,
  open,
  onClose,
}: {
  transactionId: string;
  initial: Partial<Values>;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['transaction', 'messages']);
  const [form] = Form.useForm<Values>();
  const save = useSaveTracking();
  const max = { max: 64, message: t('messages:validation.maxLength', { max: 64 }) };

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await save.mutateAsync({ transactionId, trackingNumber: v.trackingNumber.trim(), trackingCarrier: v.trackingCarrier.trim() });
      toast.success(t('tracking.saved'));
      onClose();
    } catch (e) {
      if (!showServerErrors(form, e)) toast.error(t('refund.failed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('tracking.title')}
      okText={t('refund.submit')}
      cancelText={t('refund.cancel')}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} requiredMark>
        <Form.Item
          name="trackingNumber"
          label={t('tracking.number')}
          rules={[
            requiredRule(t('tracking.number'), { whitespace: true }),
            max,
            { pattern: TRACKING_NUMBER_PATTERN, message: t('messages:tracking.badNumber') },
          ]}
        >
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="trackingCarrier"
          label={t('tracking.carrier')}
          extra={t('tracking.carrierHint')}
          rules={[requiredRule(t('tracking.carrier'), { whitespace: true }), max]}
        >
          <AutoComplete
            options={COMMON_CARRIERS.map((c) => ({ value: c }))}
            filterOption={(input, o) =>
              String(o?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
            maxLength={64}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
