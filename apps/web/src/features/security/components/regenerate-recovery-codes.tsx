import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { recoveryCodesRegenerateBody } from '@crossbill/contracts/two-factor';
import { schemaRule } from '../../../lib/form-rules';
import { showServerErrors } from '../../../lib/form-errors';
import { useRegenerateRecoveryCodes } from '../api/two-factor';
import { RecoveryCodesList } from './recovery-codes-list';

/**
 * "Generate new recovery codes": the app's current code (a recovery code is not taken: one stolen
 * code must not buy ten), then the new codes in the enrolment's format. The old codes are gone once
 * the new ones show, so the dialog closes only through "I have saved them".
 */
export function RegenerateRecoveryCodes() {
  const { t } = useTranslation('security');
  const [form] = Form.useForm<{ code: string }>();
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useRegenerateRecoveryCodes();
  const label = t('twoFactor.appCode');

  const close = () => {
    setOpen(false);
    setCodes(null);
    form.resetFields();
  };

  const finish = async ({ code }: { code: string }) => {
    try {
      setCodes((await regenerate.mutateAsync(code.trim())).recoveryCodes);
    } catch (e) {
      showServerErrors(form, e, { code: 'code' });
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('twoFactor.regenerate')}</Button>
      <Modal
        open={open}
        title={t('twoFactor.regenerateTitle')}
        onCancel={close}
        destroyOnHidden
        width={480}
        closable={!codes}
        mask={{ closable: false }}
        keyboard={!codes}
        footer={
          codes
            ? null
            : [
                <Button key="cancel" onClick={close}>
                  {t('twoFactor.cancel')}
                </Button>,
                <Button key="ok" type="primary" loading={regenerate.isPending} onClick={() => form.submit()}>
                  {t('twoFactor.regenerateConfirm')}
                </Button>,
              ]
        }
      >
        {codes ? (
          <>
            <Alert type="success" showIcon title={t('twoFactor.regenerated')} style={{ marginBottom: 16 }} />
            <RecoveryCodesList codes={codes} onDone={close} />
          </>
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('twoFactor.regenerateIntro')}</Typography.Paragraph>
            <Form form={form} name="recoveryCodesRegenerate" layout="vertical" requiredMark={false} onFinish={(v) => void finish(v)}>
              <Form.Item name="code" label={label} rules={[schemaRule(recoveryCodesRegenerateBody, 'code', label)]}>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
              </Form.Item>
            </Form>
          </>
        )}
      </Modal>
    </>
  );
}
