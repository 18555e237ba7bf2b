import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, InputNumber, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  AFTER_LAST_RETRY,
  CANCEL_MODES,
  DEFAULT_SUBSCRIPTION_SETTINGS,
  RETRY_DELAY_MAX,
  RETRY_DELAYS_MAX,
  subscriptionSettings,
  type SubscriptionSettings,
} from '@crossbill/contracts/subscription';
import { PageHeading } from '../../../components/page-heading';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { UnsavedChangesModal } from '../../../components/unsaved-changes-modal';
import { useSaveSubscriptionSettings, useSubscriptionSettings } from '../api/subscription-settings';
import { VerticalRadios } from '../components/vertical-radios';

type Values = Omit<SubscriptionSettings, 'retryDelays'> & { retryDelays: Array<number | null> };
const EMAILS = ['emailUpcoming', 'emailFailed', 'emailCancelled'] as const;

/**
 * The retry delays checked as the server checks them (contracts subscriptionSettings): each a whole
 * number from 1 to RETRY_DELAY_MAX, at least one and at most RETRY_DELAYS_MAX, each later than the one
 * before. Answers the message of the first problem, in the operator's language.
 */
export function retryProblem(delays: Array<number | null | undefined>, t: (key: string, o?: Record<string, unknown>) => string): string | null {
  if (delays.length === 0) return t('setting.retryNone');
  if (delays.length > RETRY_DELAYS_MAX) return t('setting.retryTooMany', { max: RETRY_DELAYS_MAX });
  const r = subscriptionSettings.shape.retryDelays.safeParse(delays);
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  if (issue.path.length) return t('setting.retryRange', { row: Number(issue.path[0]) + 1, max: RETRY_DELAY_MAX });
  return t('messages:subscription.retryOrder');
}

/** subscription/setting: the merchant's retry schedule, what the last failed retry does, customer e-mails and the default cancellation. */
export function SubscriptionSettingPage() {
  const { t } = useTranslation(['subscription', 'messages']);
  const settings = useSubscriptionSettings();
  const save = useSaveSubscriptionSettings();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blocker = useLeaveGuard(dirty);

  useEffect(() => {
    if (settings.data) {
      form.setFieldsValue(settings.data);
      setDirty(false);
    }
  }, [settings.data, form]);

  const submit = async (): Promise<boolean> => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return false;
    setError(null);
    try {
      await save.mutateAsync({ ...v, retryDelays: v.retryDelays.map(Number) });
      setDirty(false);
      toast.success(t('setting.saved'));
      return true;
    } catch (e) {
      if (!showServerErrors(form, e)) setError(isApiError(e) ? e.respMsg : t('setting.failed'));
      return false;
    }
  };

  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <PageHeading title={t('setting.title')} intro={t('setting.intro')} />
      {/* the form waits for the saved settings: a choice made before they arrived would be overwritten */}
      <Card loading={settings.isPending}>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={DEFAULT_SUBSCRIPTION_SETTINGS}
          onValuesChange={() => setDirty(true)}
          style={{ maxWidth: 560 }}
        >
          <Typography.Title level={5}>{t('setting.retries')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('setting.retryUnit')}</Typography.Paragraph>
          <Form.List
            name="retryDelays"
            rules={[
              {
                validator: async (_, v: Values['retryDelays'] | undefined) => {
                  const problem = retryProblem(v ?? [], t);
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((f, i) => (
                  <Space key={f.key} align="baseline" wrap>
                    <Form.Item name={f.name} label={t('setting.retryN', { n: i + 1 })} style={{ marginBottom: 8 }}>
                      <InputNumber min={1} max={RETRY_DELAY_MAX} precision={0} style={{ width: 140 }} />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('setting.removeRetry', { n: i + 1 })}
                      onClick={() => remove(f.name)}
                      disabled={fields.length <= 1}
                    />
                  </Space>
                ))}
                <Form.ErrorList errors={errors} />
                <Button icon={<PlusOutlined />} onClick={() => add(null)} disabled={fields.length >= RETRY_DELAYS_MAX} style={{ margin: '8px 0 16px' }}>
                  {t('setting.addRetry')}
                </Button>
              </>
            )}
          </Form.List>
          <Form.Item name="afterLastRetry" label={t('setting.afterLastRetry')}>
            <VerticalRadios options={AFTER_LAST_RETRY.map((a) => ({ value: a, label: t(`setting.after.${a}`) }))} />
          </Form.Item>
          <Typography.Title level={5}>{t('setting.emails')}</Typography.Title>
          {EMAILS.map((name) => (
            <Form.Item key={name} name={name} valuePropName="checked" label={t(`setting.${name}`)} extra={t(`setting.${name}Help`)}>
              <Switch />
            </Form.Item>
          ))}
          <Form.Item name="defaultCancelMode" label={t('setting.defaultCancelMode')} extra={t('setting.defaultCancelModeHelp')}>
            <VerticalRadios options={CANCEL_MODES.map((m) => ({ value: m, label: t(`cancelMode.${m}`) }))} />
          </Form.Item>
          {error ? <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} /> : null}
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('setting.save')}
          </Button>
        </Form>
      </Card>
      <UnsavedChangesModal
        blocker={blocker}
        onSave={submit}
        saving={save.isPending}
        texts={{ title: t('unsaved.title'), leave: t('unsaved.leave'), save: t('unsaved.save') }}
      />
    </div>
  );
}
