import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TWO_FACTOR_REQUIRE } from '@crossbill/contracts/endpoints/two-factor';
import { RECOVERY_CODES_LOW, twoFactorCodeBody } from '@crossbill/contracts/two-factor';
import { Access } from '../../../components/access';
import { schemaRule } from '../../../lib/form-rules';
import { showServerErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { RegenerateRecoveryCodes } from '../components/regenerate-recovery-codes';
import { TwoFactorEnrol } from '../components/two-factor-enrol';
import { useDisableTwoFactor, useSetTwoFactorPolicy, useTwoFactorInfo } from '../api/two-factor';

/**
 * security/twoFactor: the person's authenticator app (set up, new recovery codes, turn off with a
 * code) and, for the merchant's administrators, requiring it of every operator.
 */
export function TwoFactorPage() {
  const { t } = useTranslation('security');
  const info = useTwoFactorInfo();
  const d = info.data;
  const [enrolling, setEnrolling] = useState(false);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 640 }}>
      <Card title={t('twoFactor.title')} loading={info.isPending}>
        <Typography.Paragraph type="secondary">{t('twoFactor.intro')}</Typography.Paragraph>
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('twoFactor.state')}>
            {d?.enabled ? t('twoFactor.on', { at: d.enrolledAt ? formatDateTime(d.enrolledAt) : '' }) : t('twoFactor.off')}
          </Descriptions.Item>
          {d?.enabled && <Descriptions.Item label={t('twoFactor.recoveryLeft')}>{d.recoveryCodesLeft}</Descriptions.Item>}
        </Descriptions>
        {/* the enrolment stays until its recovery codes are put away, though the state above already says on */}
        {enrolling ? <TwoFactorEnrol onDone={() => setEnrolling(false)} /> : d && !d.enabled && <StartButton onStart={() => setEnrolling(true)} />}
        {d?.enabled && !enrolling && (
          <>
            <RecoveryCodes left={d.recoveryCodesLeft} />
            <DisableForm required={d.required} />
          </>
        )}
      </Card>
      <Access code={TWO_FACTOR_REQUIRE}>{d && <PolicyCard required={d.required} />}</Access>
    </Space>
  );
}

function StartButton({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('security');
  return (
    <Button type="primary" onClick={onStart}>
      {t('twoFactor.turnOn')}
    </Button>
  );
}

/** Few codes left: say so (a person who runs out can only sign in with the phone), and offer new ones. */
function RecoveryCodes({ left }: { left: number }) {
  const { t } = useTranslation('security');
  return (
    <div style={{ marginBottom: 24 }}>
      {left <= RECOVERY_CODES_LOW && (
        <Alert
          type="warning"
          showIcon
          title={left === 0 ? t('twoFactor.recoveryNone') : t('twoFactor.recoveryLow', { count: left })}
          style={{ marginBottom: 12 }}
        />
      )}
      <RegenerateRecoveryCodes />
    </div>
  );
}

function DisableForm({ required }: { required: boolean }) {
  const { t } = useTranslation('security');
  const [form] = Form.useForm<{ code: string }>();
  const disable = useDisableTwoFactor();
  if (required) return <Typography.Paragraph type="secondary">{t('twoFactor.requiredNoOff')}</Typography.Paragraph>;

  const finish = async ({ code }: { code: string }) => {
    try {
      await disable.mutateAsync(code);
      toast.success(t('twoFactor.turnedOff'));
    } catch (e) {
      showServerErrors(form, e, { code: 'code' });
    }
  };

  return (
    <Form form={form} name="twoFactorDisable" layout="vertical" requiredMark={false} onFinish={(v) => void finish(v)} style={{ maxWidth: 320 }}>
      <Form.Item name="code" label={t('twoFactor.codeOrRecovery')} rules={[schemaRule(twoFactorCodeBody, 'code', t('twoFactor.codeOrRecovery'))]}>
        <Input autoComplete="one-time-code" maxLength={16} />
      </Form.Item>
      <Button danger htmlType="submit" loading={disable.isPending}>
        {t('twoFactor.turnOff')}
      </Button>
    </Form>
  );
}

function PolicyCard({ required }: { required: boolean }) {
  const { t } = useTranslation('security');
  const policy = useSetTwoFactorPolicy();
  const change = async (next: boolean) => {
    await policy.mutateAsync(next);
    toast.success(next ? t('twoFactor.policyOn') : t('twoFactor.policyOff'));
  };
  return (
    <Card title={t('twoFactor.policyTitle')}>
      <Typography.Paragraph type="secondary">{t('twoFactor.policyIntro')}</Typography.Paragraph>
      <Space>
        <Switch id="twoFactorRequired" checked={required} loading={policy.isPending} onChange={(v) => void change(v)} aria-label={t('twoFactor.policyLabel')} />
        <label htmlFor="twoFactorRequired">{t('twoFactor.policyLabel')}</label>
      </Space>
    </Card>
  );
}
