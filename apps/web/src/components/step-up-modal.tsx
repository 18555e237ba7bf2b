import { useEffect, useRef, useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Codes } from '@crossbill/contracts/codes';
import { stepUp } from '@crossbill/contracts/endpoints/two-factor';
import type { StepUpMethod, StepUpRequired } from '@crossbill/contracts/two-factor';
import { isApiError, setStepUpHandler } from '../lib/api-client';
import { call } from '../lib/call';
import { requiredRule } from '../lib/form-rules';

/** Refusals the dialog shows on its field (the rest are the API client's toasts). */
const FIELD_CODES = new Set<string>([
  Codes.TWO_FACTOR_CODE_WRONG.code,
  Codes.TWO_FACTOR_LOCKED.code,
  Codes.PAYMENT_PASSWORD_WRONG.code,
  Codes.BAD_CREDENTIALS.code,
  Codes.ACCOUNT_LOCKED.code,
  Codes.VALIDATION.code,
]);

interface Pending {
  method: StepUpMethod;
  resolve: (proved: boolean) => void;
}

/**
 * The step-up dialog (mounted once in the portal shell): a sensitive call answered STEP_UP_REQUIRED
 * opens it; the authenticator's code (or a recovery code), else the payment password, else the login
 * password proves a fresh factor, and the API client sends the call again.
 */
export function StepUpModal() {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<{ code: string }>();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const current = useRef<Pending | null>(null);

  useEffect(() => {
    setStepUpHandler(
      (data) =>
        new Promise<boolean>((resolve) => {
          // one dialog at a time: a second call waiting for it is answered with the first's outcome
          const prior = current.current;
          const method = (data as Partial<StepUpRequired> | null)?.method ?? 'password';
          const next: Pending = {
            method,
            resolve: (ok) => {
              prior?.resolve(ok);
              resolve(ok);
            },
          };
          current.current = next;
          setPending(next);
        }),
    );
    return () => setStepUpHandler(null);
  }, []);

  const close = (ok: boolean) => {
    current.current?.resolve(ok);
    current.current = null;
    setPending(null);
    form.resetFields();
  };

  const submit = async () => {
    const { code } = await form.validateFields();
    setBusy(true);
    try {
      await call(stepUp, { body: { code: code.trim() } });
      close(true);
    } catch (e) {
      if (isApiError(e) && FIELD_CODES.has(e.respCode)) form.setFields([{ name: 'code', errors: [e.respMsg] }]);
    } finally {
      setBusy(false);
    }
  };

  const method = pending?.method ?? 'totp';
  const label = t(`stepUp.label.${method}`);
  return (
    <Modal
      open={!!pending}
      title={t('stepUp.title')}
      okText={t('stepUp.confirm')}
      cancelText={t('stepUp.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => close(false)}
      destroyOnHidden
      width={420}
    >
      <Typography.Paragraph type="secondary">{t(`stepUp.intro.${method}`)}</Typography.Paragraph>
      <Form form={form} name="stepUp" layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <Form.Item name="code" label={label} rules={[requiredRule(label)]}>
          {method === 'totp' ? (
            <Input autoComplete="one-time-code" maxLength={16} autoFocus />
          ) : (
            <Input.Password autoComplete={method === 'password' ? 'current-password' : 'off'} maxLength={method === 'paymentPassword' ? 6 : 64} autoFocus />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
