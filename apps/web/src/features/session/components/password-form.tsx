import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Codes } from '@crossbill/contracts/codes';
import { emailSchema, passwordChangeSchema, PASSWORD_MAX } from '@crossbill/contracts/validation';
import type { UpdatePasswordBody } from '@crossbill/contracts/session';
import { isApiError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/form-rules';
import { placeFieldErrors } from '../../../lib/form-errors';

const withEmail = z.object({ email: emailSchema });

/**
 * Old, new and confirmation (spec 5 rules from contracts: 8-20 characters, digit + letter + symbol,
 * no spaces, differs from the old one, confirmation matches); with the e-mail when there is no
 * session (expired password). Server answers land on their fields.
 */
export function PasswordForm({
  askEmail,
  initialEmail,
  submitting,
  onSubmit,
  submitText,
}: {
  askEmail: boolean;
  initialEmail?: string;
  submitting: boolean;
  onSubmit: (values: UpdatePasswordBody) => Promise<unknown>;
  submitText: string;
}) {
  const { t } = useTranslation('session');
  const [form] = Form.useForm<UpdatePasswordBody>();

  const finish = async (values: UpdatePasswordBody) => {
    try {
      await onSubmit(askEmail ? values : { ...values, email: undefined });
    } catch (e) {
      if (isApiError(e, Codes.OLD_PASSWORD_WRONG.code)) form.setFields([{ name: 'oldPassword', errors: [e.respMsg] }]);
      else if (isApiError(e, Codes.PASSWORD_REUSED.code)) form.setFields([{ name: 'newPassword', errors: [e.respMsg] }]);
      else if (isApiError(e, Codes.VALIDATION.code)) placeFieldErrors(form, e.data);
    }
  };

  return (
    <Form form={form} name="password" layout="vertical" requiredMark={false} initialValues={{ email: initialEmail }} onFinish={finish}>
      {askEmail && (
        <Form.Item label={t('email')} name="email" rules={[schemaRule(withEmail, 'email', t('email'))]}>
          <Input autoComplete="username" inputMode="email" />
        </Form.Item>
      )}
      <Form.Item label={t('oldPassword')} name="oldPassword" rules={[schemaRule(passwordChangeSchema, 'oldPassword', t('oldPassword'))]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label={t('newPassword')}
        name="newPassword"
        extra={t('passwordHint', { max: PASSWORD_MAX })}
        dependencies={['oldPassword']}
        rules={[schemaRule(passwordChangeSchema, 'newPassword', t('newPassword'))]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
      </Form.Item>
      <Form.Item
        label={t('confirmPassword')}
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[schemaRule(passwordChangeSchema, 'confirmPassword', t('confirmPassword'))]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitText}
      </Button>
    </Form>
  );
}
