import { Form, Input, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { sixDigitsSchema } from '@crossbill/contracts/validation';
import type { CodeSent } from '@crossbill/contracts/registration';
import { emailSchema } from '@crossbill/contracts/validation';
import { z } from 'zod';
import { SendCodeButton } from '../../../components/send-code-button';
import { schemaRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../lib/api-client';

const codeSchema = z.object({ code: sixDigitsSchema });
const emailOnly = z.object({ email: emailSchema });

/** The e-mail code field with its send button (the e-mail field of the same form must be valid first). */
export function EmailCodeField({ form, send }: { form: FormInstance; send: (email: string) => Promise<CodeSent> }) {
  const { t } = useTranslation('session');
  const onSend = async () => {
    const { email } = await form.validateFields(['email']).catch(() => ({ email: null }));
    if (!email || !emailOnly.safeParse({ email }).success) throw new Error('email');
    try {
      const sent = await send(String(email).trim());
      toast.success(t('code.sent'));
      return sent.resendAfterSeconds;
    } catch (e) {
      if (isApiError(e)) form.setFields([{ name: 'code', errors: [e.respMsg] }]);
      throw e;
    }
  };
  return (
    <Form.Item label={t('code.label')} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="code" noStyle rules={[schemaRule(codeSchema, 'code', t('code.label'))]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} aria-label={t('code.label')} />
        </Form.Item>
        <SendCodeButton onSend={onSend} label={t('code.send')} countdownLabel={(s) => t('code.resendIn', { s })} />
      </Space.Compact>
    </Form.Item>
  );
}
