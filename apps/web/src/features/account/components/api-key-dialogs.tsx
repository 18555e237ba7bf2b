import { Alert, Form, Input, Modal, Radio, Select, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Codes } from '@crossbill/contracts/codes';
import {
  apiKeyName,
  KEY_LIFETIME_CHOICES,
  ROLL_OVERLAP_CHOICES,
  type ApiKeyItem,
  type ApiKeySecret,
  type KeyLifetime,
  type RollOverlap,
} from '@crossbill/contracts/api-key';
import { sixDigitsSchema } from '@crossbill/contracts/validation';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { schemaRule } from '../../../lib/form-rules';
import { useCreateApiKey, useRevokeApiKey, useRollApiKey } from '../api/change-api-key';

/**
 * The API keys card's dialogs: create and roll (both ask for the payment password and end in the
 * secret dialog, the only place a secret is ever shown), revoke (a confirmation), and the secret.
 */

type PinForm = { paymentPassword: string };

/** The payment password field, or, without one, where to set it. */
function PinField({ passwordSet, paymentPasswordHref }: { passwordSet: boolean; paymentPasswordHref: string }) {
  const { t } = useTranslation('account');
  if (!passwordSet)
    return <Alert type="warning" showIcon message={t('apiKeys.noPassword')} action={<a href={paymentPasswordHref}>{t('apiKeys.setPassword')}</a>} />;
  return (
    <Form.Item
      name="paymentPassword"
      label={t('apiKeys.field.paymentPassword')}
      rules={[schemaRule(z.object({ paymentPassword: sixDigitsSchema }), 'paymentPassword', t('apiKeys.field.paymentPassword'))]}
    >
      <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" />
    </Form.Item>
  );
}

/** A refused submit on the form: a wrong payment password on its field, field errors on theirs (others are toasts). */
function showRefusal<T extends PinForm>(form: FormInstance<T>, e: unknown, wrong: string) {
  if (isApiError(e) && e.respCode === Codes.PAYMENT_PASSWORD_WRONG.code) form.setFields([{ name: 'paymentPassword' as never, errors: [wrong] }]);
  else showServerErrors(form, e);
}

type PinDialog = { open: boolean; passwordSet: boolean; paymentPasswordHref: string; onClose: () => void; onSecret: (s: ApiKeySecret) => void };

export function CreateKeyDialog({ open, passwordSet, paymentPasswordHref, onClose, onSecret }: PinDialog) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<PinForm & { name: string; lifetime: KeyLifetime }>();
  const create = useCreateApiKey();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    create.mutate(v, { onSuccess: onSecret, onError: (e) => showRefusal(form, e, t('apiKeys.wrong')) });
  };
  return (
    <Modal
      open={open}
      title={t('apiKeys.createTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('apiKeys.confirm')}
      okButtonProps={{ disabled: !passwordSet }}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ lifetime: 'never' }}>
        <Form.Item name="name" label={t('apiKeys.field.name')} rules={[schemaRule(z.object({ name: apiKeyName }), 'name', t('apiKeys.field.name'))]}>
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
        <Form.Item name="lifetime" label={t('apiKeys.field.lifetime')}>
          <Select options={KEY_LIFETIME_CHOICES.map((l) => ({ value: l, label: t(`apiKeys.lifetime.${l}`) }))} />
        </Form.Item>
        <PinField passwordSet={passwordSet} paymentPasswordHref={paymentPasswordHref} />
      </Form>
    </Modal>
  );
}

export function RollKeyDialog({ apiKey, ...p }: Omit<PinDialog, 'open'> & { apiKey: ApiKeyItem | null }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<PinForm & { overlap: RollOverlap }>();
  const roll = useRollApiKey();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !apiKey) return;
    roll.mutate({ ...v, id: apiKey.id }, { onSuccess: p.onSecret, onError: (e) => showRefusal(form, e, t('apiKeys.wrong')) });
  };
  return (
    <Modal
      open={apiKey !== null}
      title={t('apiKeys.rollTitle', { name: apiKey?.name ?? '' })}
      onCancel={p.onClose}
      onOk={() => void submit()}
      okText={t('apiKeys.confirm')}
      okButtonProps={{ disabled: !p.passwordSet }}
      confirmLoading={roll.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('apiKeys.rollIntro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ overlap: '24h' }}>
        <Form.Item name="overlap" label={t('apiKeys.field.overlap')}>
          <Radio.Group options={ROLL_OVERLAP_CHOICES.map((o) => ({ value: o, label: t(`apiKeys.overlap.${o}`) }))} />
        </Form.Item>
        <PinField passwordSet={p.passwordSet} paymentPasswordHref={p.paymentPasswordHref} />
      </Form>
    </Modal>
  );
}

export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyItem | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  const revoke = useRevokeApiKey();
  return (
    <Modal
      open={apiKey !== null}
      title={t('apiKeys.revokeTitle', { name: apiKey?.name ?? '' })}
      onCancel={onClose}
      onOk={() => apiKey && revoke.mutate(apiKey.id, { onSuccess: onClose })}
      okText={t('apiKeys.revoke')}
      okButtonProps={{ danger: true }}
      confirmLoading={revoke.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('apiKeys.revokeIntro')}</Typography.Paragraph>
    </Modal>
  );
}

/** The secret of a key just made: shown here once, with a copy button; closing it loses it for good. */
export function SecretDialog({ made, onClose }: { made: ApiKeySecret | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Modal
      open={made !== null}
      title={t('apiKeys.secretTitle', { name: made?.key.name ?? '' })}
      onCancel={onClose}
      onOk={onClose}
      okText={t('apiKeys.done')}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
    >
      <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('apiKeys.secretWarning')} />
      <Typography.Paragraph code copyable={made ? { text: made.secret } : false} style={{ wordBreak: 'break-all' }} data-testid="api-key-secret">
        {made?.secret}
      </Typography.Paragraph>
    </Modal>
  );
}
