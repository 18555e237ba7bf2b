import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, InputNumber, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CAPTURE_DELAY_MAX_HOURS, type CaptureSettingsBody } from '@crossbill/contracts/dashboard';
import { Access } from '../../../components/access';
import { toast } from '../../../lib/toast';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { UnsavedChangesModal } from '../../../components/unsaved-changes-modal';
import { useCaptureSettings, useSaveCaptureSettings } from '../api/capture-settings';

/**
 * Checkout paymentSetting: capture authorised payments automatically after a delay in hours, or
 * never. Leaving with unsaved changes asks to leave or to save first (spec 4 and 8).
 */
export function PaymentSettingPage() {
  const { t } = useTranslation('checkout');
  const { t: tm } = useTranslation('messages');
  const settings = useCaptureSettings();
  const save = useSaveCaptureSettings();
  const [form] = Form.useForm<CaptureSettingsBody>();
  const [dirty, setDirty] = useState(false);
  const mode = Form.useWatch('mode', form);

  useEffect(() => {
    if (settings.data) {
      form.setFieldsValue({ mode: settings.data.mode, delayHours: settings.data.delayHours });
      setDirty(false);
    }
  }, [settings.data, form]);

  const blocker = useLeaveGuard(dirty);

  const submit = async (): Promise<boolean> => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return false;
    await save.mutateAsync({ mode: v.mode, delayHours: v.mode === 'delay' ? (v.delayHours ?? null) : null });
    setDirty(false);
    toast.success(t('saved'));
    return true;
  };

  return (
    // the form waits for the saved setting: a choice made before it arrived would be overwritten
    <Card title={t('paymentSetting.title')} loading={settings.isPending}>
      <Typography.Paragraph type="secondary">{t('paymentSetting.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onValuesChange={() => setDirty(true)} initialValues={{ mode: 'never', delayHours: null }} style={{ maxWidth: 480 }}>
        <Form.Item name="mode" label={t('paymentSetting.mode')}>
          <Radio.Group>
            <Space direction="vertical">
              <Radio value="never">{t('paymentSetting.never')}</Radio>
              <Radio value="delay">{t('paymentSetting.delay')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {mode === 'delay' && (
          <Form.Item
            name="delayHours"
            label={t('paymentSetting.delayHours')}
            rules={[
              { required: true, message: tm('capture.delayRequired') },
              { type: 'integer', min: 0, max: CAPTURE_DELAY_MAX_HOURS, message: tm('capture.delayRange') },
            ]}
          >
            <InputNumber min={0} max={CAPTURE_DELAY_MAX_HOURS} precision={0} addonAfter={t('paymentSetting.hours')} style={{ width: 200 }} />
          </Form.Item>
        )}
        {settings.data?.updatedAt && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('paymentSetting.current', {
              value: settings.data.mode === 'delay' ? t('paymentSetting.after', { hours: settings.data.delayHours }) : t('paymentSetting.never'),
            })}
          />
        )}
        <Access code="checkout:paymentSetting:edit">
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('save')}
          </Button>
        </Access>
      </Form>
      <UnsavedChangesModal
        blocker={blocker}
        onSave={submit}
        saving={save.isPending}
        texts={{ title: t('unsaved.title'), leave: t('unsaved.leave'), save: t('unsaved.save') }}
      />
    </Card>
  );
}
