import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TwoFactorEnrolment } from '@crossbill/contracts/two-factor';
import { twoFactorConfirmBody } from '@crossbill/contracts/two-factor';
import { schemaRule } from '../../../lib/form-rules';
import { showServerErrors } from '../../../lib/form-errors';
import { startEnrolment, useConfirmEnrolment } from '../api/two-factor';
import { RecoveryCodesList } from './recovery-codes-list';

/**
 * Setting up an authenticator app: the QR code (and the secret as text, for typing in), the app's
 * first code to confirm, then the ten recovery codes shown this once. The security page and the
 * enrolment a merchant requires at login both use it.
 */
export function TwoFactorEnrol({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('security');
  const [form] = Form.useForm<{ code: string }>();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const confirm = useConfirmEnrolment();

  const start = async () => {
    setStarting(true);
    try {
      setEnrolment(await startEnrolment());
    } finally {
      setStarting(false);
    }
  };

  const finish = async ({ code }: { code: string }) => {
    try {
      setCodes((await confirm.mutateAsync(code.trim())).recoveryCodes);
    } catch (e) {
      showServerErrors(form, e, { code: 'code' });
    }
  };

  if (codes) {
    return (
      <div>
        <Alert type="success" showIcon title={t('twoFactor.enabled')} style={{ marginBottom: 16 }} />
        <RecoveryCodesList codes={codes} onDone={onDone} />
      </div>
    );
  }

  if (!enrolment) {
    return (
      <Button type="primary" loading={starting} onClick={() => void start()}>
        {t('twoFactor.setUp')}
      </Button>
    );
  }

  return (
    <div>
      <Typography.Paragraph>{t('twoFactor.scan')}</Typography.Paragraph>
      <img src={enrolment.qrDataUrl} alt={t('twoFactor.qrAlt')} width={200} height={200} style={{ display: 'block', marginBottom: 8 }} />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {t('twoFactor.manual')}
      </Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code copyable data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
          {enrolment.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Form form={form} name="twoFactorConfirm" layout="vertical" requiredMark={false} onFinish={(v) => void finish(v)} style={{ maxWidth: 320 }}>
        <Form.Item name="code" label={t('twoFactor.appCode')} rules={[schemaRule(twoFactorConfirmBody, 'code', t('twoFactor.appCode'))]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={confirm.isPending}>
          {t('twoFactor.confirm')}
        </Button>
      </Form>
    </div>
  );
}
