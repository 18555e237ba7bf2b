import { Alert, Button, Card, Descriptions, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type paymentPasswordBody } from '@crossbill/contracts/security';
import { sixDigitsSchema } from '@crossbill/contracts/validation';
import { paymentPinSchema } from '@crossbill/contracts/payment-password';
import { SendCodeButton } from '../../../components/send-code-button';
import { schemaRule } from '../../../lib/form-rules';
import { showServerErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { sendPaymentCode, usePaymentInfo, useSavePaymentPassword } from '../api/security';

const codeSchema = z.object({ code: sixDigitsSchema });
// the same rule as the server's (no repeated digits, runs or counting); the server also refuses the
// person's birth dates and phone digits, and its answer lands on the field
const pinPair = z.object({ password: paymentPinSchema, confirmPassword: z.string().min(1, 'validation.required') }).superRefine((v, ctx) => {
  if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.password.confirm' });
});

/** security/payment: set or change the 6-digit payment password, confirmed by a mailed code. */
export function PaymentPasswordPage() {
  const { t } = useTranslation('security');
  const info = usePaymentInfo();
  const save = useSavePaymentPassword();
  const [form] = Form.useForm();

  const finish = async (values: z.infer<typeof paymentPasswordBody>) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('payment.saved'));
      form.resetFields();
    } catch (e) {
      showServerErrors(form, e, { code: 'code' });
    }
  };

  const send = async () => {
    const sent = await sendPaymentCode();
    toast.success(t('codeSent', { to: info.data?.maskedEmail ?? '' }));
    return sent.resendAfterSeconds;
  };

  const d = info.data;
  return (
    <Card title={t('payment.title')} loading={info.isPending} style={{ maxWidth: 640 }}>
      <Typography.Paragraph type="secondary">{t('payment.intro')}</Typography.Paragraph>
      {d && (
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('payment.state')}>
            {d.isSet ? t('payment.isSet', { at: d.updatedAt ? formatDateTime(d.updatedAt) : '' }) : t('payment.notSet')}
          </Descriptions.Item>
        </Descriptions>
      )}
      {d?.lockedUntil && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('payment.locked', { until: formatDateTime(d.lockedUntil) })} />}
      <Form form={form} name="paymentPassword" layout="vertical" requiredMark={false} onFinish={(v) => void finish(v)}>
        <Form.Item label={t('payment.password')} name="password" extra={t('payment.hint')} rules={[schemaRule(pinPair, 'password', t('payment.password'))]}>
          <Input.Password inputMode="numeric" maxLength={6} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('payment.confirm')}
          name="confirmPassword"
          dependencies={['password']}
          rules={[schemaRule(pinPair, 'confirmPassword', t('payment.confirm'))]}
        >
          <Input.Password inputMode="numeric" maxLength={6} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('code')} required extra={d ? t('codeTo', { to: d.maskedEmail }) : undefined}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[schemaRule(codeSchema, 'code', t('code'))]}>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" aria-label={t('code')} />
            </Form.Item>
            <SendCodeButton onSend={send} label={t('send')} countdownLabel={(s) => t('resendIn', { s })} />
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {d?.isSet ? t('payment.change') : t('payment.set')}
        </Button>
      </Form>
    </Card>
  );
}
