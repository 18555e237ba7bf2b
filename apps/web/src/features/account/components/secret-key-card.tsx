import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { sixDigitsSchema } from '@crossbill/contracts/validation';
import { useRevealSecretKey, useRotateSecretKey, useSecretKey } from '../api/secret-key';

type Action = 'reveal' | 'rotate';

/**
 * The merchant's API secret key, masked; revealing or rotating it asks for the payment password
 * (rotation also for a confirmation). Without a payment password, a link to set one.
 */
export function SecretKeyCard({ paymentPasswordHref }: { paymentPasswordHref: string }) {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation('messages');
  const info = useSecretKey();
  const reveal = useRevealSecretKey();
  const rotate = useRotateSecretKey();
  const [action, setAction] = useState<Action | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [form] = Form.useForm<{ paymentPassword: string; confirm: boolean }>();
  const busy = reveal.isPending || rotate.isPending;

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const m = action === 'rotate' ? rotate : reveal;
    m.mutate(v.paymentPassword, {
      onSuccess: (r) => {
        setShown(r.secretKey);
        setAction(null);
        form.resetFields();
      },
      onError: () => form.setFields([{ name: 'paymentPassword', errors: [t('secretKey.wrong')] }]),
    });
  };

  const d = info.data;
  return (
    <Card title={t('secretKey.title')} data-testid="secret-key">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text code copyable={shown ? { text: shown } : false} data-testid="secret-key-value">
          {shown ?? d?.masked ?? ''}
        </Typography.Text>
        {d && <Typography.Text type="secondary">{t('secretKey.version', { version: d.version })}</Typography.Text>}
        {d && !d.paymentPasswordSet ? (
          <Alert type="warning" showIcon message={t('secretKey.noPassword')} action={<a href={paymentPasswordHref}>{t('secretKey.setPassword')}</a>} />
        ) : (
          <Space>
            <Button onClick={() => setAction('reveal')} disabled={!!shown}>
              {t('secretKey.reveal')}
            </Button>
            <Button danger onClick={() => setAction('rotate')}>
              {t('secretKey.rotate')}
            </Button>
          </Space>
        )}
      </Space>
      <Modal
        open={action !== null}
        title={action === 'rotate' ? t('secretKey.rotate') : t('secretKey.reveal')}
        onCancel={() => setAction(null)}
        onOk={() => void submit()}
        confirmLoading={busy}
        okText={t('secretKey.confirm')}
        destroyOnHidden
      >
        {action === 'rotate' && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('secretKey.rotateWarning')} />}
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="paymentPassword"
            label={t('secretKey.paymentPassword')}
            rules={[
              {
                validator: (_, v: string | undefined) =>
                  sixDigitsSchema.safeParse(v ?? '').success ? Promise.resolve() : Promise.reject(new Error(tm('validation.sixDigits'))),
              },
            ]}
          >
            <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" />
          </Form.Item>
          {action === 'rotate' && (
            <Form.Item
              name="confirm"
              valuePropName="checked"
              rules={[{ validator: (_, v: boolean) => (v ? Promise.resolve() : Promise.reject(new Error(t('secretKey.confirmRequired')))) }]}
            >
              <Checkbox>{t('secretKey.rotateConfirm')}</Checkbox>
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Card>
  );
}
