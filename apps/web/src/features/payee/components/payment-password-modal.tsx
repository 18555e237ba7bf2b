import { useEffect } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../../lib/form-rules';

/**
 * The payment password for an edit of a payee's account details (the server asks for it: where
 * money goes is changing). `error` is the server's answer to a wrong entry (with the chances left).
 */
export function PaymentPasswordModal({
  open,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: (pin: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['payee', 'messages']);
  const [form] = Form.useForm<{ pin: string }>();
  useEffect(() => {
    if (error) form.setFields([{ name: 'pin', errors: [error], value: '' }]);
  }, [error, form]);
  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('password.confirm')}
      cancelText={t('form.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('password.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={({ pin }) => onSubmit(pin)}>
        <Form.Item
          name="pin"
          label={t('password.label')}
          rules={[requiredRule(t('password.label')), { pattern: /^\d{6}$/, message: t('messages:validation.sixDigits') }]}
        >
          <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
