import { Button, Card, Descriptions, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CALLING_CODES } from '@crossbill/contracts/phone';
import { bindPhoneBody, phoneSchema, type PhoneInput } from '@crossbill/contracts/security';
import { SendCodeButton } from '../../../components/send-code-button';
import { schemaRule } from '../../../lib/form-rules';
import { showServerErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { sendPhoneCode, useBindPhone, usePhoneInfo } from '../api/security';

/** security/sms: bind (or change) the phone with the code sent to it by SMS. */
export function SmsPage() {
  const { t } = useTranslation('security');
  const info = usePhoneInfo();
  const bind = useBindPhone();
  const [form] = Form.useForm();

  const send = async () => {
    const values = (await form.validateFields(['countryCode', 'number'])) as PhoneInput;
    try {
      const sent = await sendPhoneCode(values);
      toast.success(t('sms.sent'));
      return sent.resendAfterSeconds;
    } catch (e) {
      showServerErrors(form, e, { code: 'code' });
      throw e;
    }
  };

  const finish = async (values: z.infer<typeof bindPhoneBody>) => {
    try {
      await bind.mutateAsync(values);
      toast.success(t('sms.bound'));
      form.resetFields(['code']);
    } catch (e) {
      showServerErrors(form, e, { code: 'code' });
    }
  };

  const d = info.data;
  return (
    <Card title={t('sms.title')} loading={info.isPending} style={{ maxWidth: 640 }}>
      <Typography.Paragraph type="secondary">{t('sms.intro')}</Typography.Paragraph>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('sms.current')}>
          {d?.phone ? t('sms.boundAt', { phone: d.phone, at: d.verifiedAt ? formatDateTime(d.verifiedAt) : '' }) : t('sms.none')}
        </Descriptions.Item>
      </Descriptions>
      <Form form={form} name="bindPhone" layout="vertical" requiredMark={false} initialValues={{ countryCode: '86' }} onFinish={(v) => void finish(v)}>
        <Form.Item label={t('sms.phone')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="countryCode" noStyle rules={[schemaRule(phoneSchema, 'countryCode', t('sms.countryCode'))]}>
              <Select
                style={{ width: 110 }}
                showSearch={{ optionFilterProp: 'label' }}
                aria-label={t('sms.countryCode')}
                options={CALLING_CODES.map((c) => ({ value: c, label: `+${c}` }))}
              />
            </Form.Item>
            <Form.Item name="number" noStyle rules={[schemaRule(phoneSchema, 'number', t('sms.phone'))]}>
              <Input inputMode="tel" autoComplete="tel-national" maxLength={17} aria-label={t('sms.phone')} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t('code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[schemaRule(z.object({ code: bindPhoneBody.shape.code }), 'code', t('code'))]}>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" aria-label={t('code')} />
            </Form.Item>
            <SendCodeButton onSend={send} label={t('send')} countdownLabel={(s) => t('resendIn', { s })} />
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={bind.isPending}>
          {d?.phone ? t('sms.change') : t('sms.bind')}
        </Button>
      </Form>
    </Card>
  );
}
