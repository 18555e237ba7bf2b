import { useMemo } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input, Radio, Select, Skeleton, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@crossbill/contracts/money';
import {
  ALL_CURRENCIES,
  APPROVAL_MAX_CONDITIONS,
  APPROVAL_MAX_STEPS,
  settingIssues,
  type ApproverInfo,
  type UsdRates,
} from '@crossbill/contracts/transfer-approval';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCheckSetting } from '../api/check-setting';
import { useApprovalFormData } from '../api/get-form-data';
import { useApprovalSetting } from '../api/get-setting';
import { readDraft, saveDraft } from '../draft';
import { emptyCondition, issueRule, issueText, normalise, valuesOf, type SettingFormValues } from '../setting-form';

const INCOMPLETE = 'approval.incomplete';

/** transapproval/edit: up to 5 conditions with their steps of approvers, and the two flags. */
export function EditPage({ onNext, onCancel }: { onNext: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['transfer-approval', 'messages']);
  const setting = useApprovalSetting();
  const formData = useApprovalFormData();
  const check = useCheckSetting();
  const [form] = Form.useForm<SettingFormValues>();
  const rates: UsdRates = formData.data?.usdRates ?? null;

  // a draft coming back from the confirmation page wins over the saved setting
  const initial = useMemo(() => {
    if (!setting.data) return null;
    return (
      readDraft() ??
      (setting.data.state === 'none' ? { conditions: [emptyCondition()], approveSelfFlag: false, allowApproveMultiStepFlag: false } : valuesOf(setting.data))
    );
  }, [setting.data]);

  if (setting.isError || formData.isError) return <Alert type="error" showIcon message={t('edit.loadFailed')} />;
  if (!initial || !formData.data) return <Skeleton active />;

  const next = async () => {
    try {
      await form.validateFields({ recursive: true });
    } catch {
      const values = normalise(form.getFieldsValue(true) as Partial<SettingFormValues>);
      const issues = settingIssues(values, rates);
      toast.error(issueText(issues.some((i) => i.message === INCOMPLETE) ? INCOMPLETE : (issues[0]?.message ?? INCOMPLETE), issues[0]?.params));
      return;
    }
    const values = normalise(form.getFieldsValue(true) as Partial<SettingFormValues>);
    check.mutate(values, {
      onSuccess: () => {
        saveDraft(values);
        onNext();
      },
      onError: (e) => {
        if (!isApiError(e) || e.notified) return;
        const list = (e.data as { fieldErrors?: Array<{ field: string; message: string }> } | null)?.fieldErrors ?? [];
        form.setFields(list.map((f) => ({ name: f.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) as never, errors: [f.message] })));
        toast.error(list[0]?.message ?? e.message);
      },
    });
  };

  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <div>
        <Typography.Title level={4} style={{ marginBottom: 4 }}>
          {t('edit.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('edit.intro')}</Typography.Text>
      </div>
      {formData.data.approvers.length === 0 ? <Alert type="warning" showIcon message={t('edit.noApprovers')} /> : null}
      <Form form={form} layout="vertical" initialValues={initial} requiredMark={false}>
        <Form.List name="conditions">
          {(fields, { add, remove }) => (
            <div style={{ display: 'grid', gap: 16 }}>
              {fields.map((field, i) => (
                <ConditionCard
                  key={field.key}
                  index={i}
                  rates={rates}
                  approvers={formData.data.approvers}
                  onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
                />
              ))}
              {fields.length < APPROVAL_MAX_CONDITIONS ? (
                <Button icon={<PlusOutlined />} onClick={() => add(emptyCondition())} style={{ justifySelf: 'start' }}>
                  {t('condition.addCondition')}
                </Button>
              ) : null}
            </div>
          )}
        </Form.List>
        <Card size="small" title={t('setting.flags')} style={{ marginTop: 16 }}>
          <Form.Item name="approveSelfFlag" valuePropName="checked" style={{ marginBottom: 8 }}>
            <Checkbox>{t('setting.approveSelf')}</Checkbox>
          </Form.Item>
          <Form.Item name="allowApproveMultiStepFlag" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>{t('setting.multiStep')}</Checkbox>
          </Form.Item>
        </Card>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('setting.matchRule')}
        </Typography.Paragraph>
        <Space>
          <Button onClick={onCancel}>{t('edit.cancel')}</Button>
          <Button type="primary" loading={check.isPending} onClick={() => void next()}>
            {t('edit.next')}
          </Button>
        </Space>
      </Form>
    </div>
  );
}

function ConditionCard({ index, rates, approvers, onRemove }: { index: number; rates: UsdRates; approvers: ApproverInfo[]; onRemove?: () => void }) {
  const { t } = useTranslation('transfer-approval');
  const form = Form.useFormInstance<SettingFormValues>();
  const required = Form.useWatch(['conditions', index, 'required'], form);
  const at = (...rest: Array<string | number>) => ['conditions', index, ...rest];
  const rule = (...rest: Array<string | number>) => issueRule(at(...rest), rates);
  const amountDeps = [at('currency'), at('lowerAmount'), at('upperAmount')];
  const currencyOptions = [{ value: ALL_CURRENCIES, label: t('condition.allCurrencies') }, ...CURRENCIES.map((c) => ({ value: c, label: c }))];
  const approverOptions = approvers.map((a) => ({ value: a.userId, label: `${a.name} (${a.email})` }));

  return (
    <Card
      size="small"
      title={t('condition.title', { n: index + 1 })}
      data-testid={`condition-form-${index + 1}`}
      extra={
        onRemove ? (
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('condition.removeCondition', { n: index + 1 })} onClick={onRemove} />
        ) : null
      }
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 16 }}>
        <Form.Item name={[index, 'currency']} label={t('condition.currency')} rules={[rule('currency')]}>
          <Select options={currencyOptions} showSearch />
        </Form.Item>
        <Form.Item name={[index, 'lowerAmount']} label={t('condition.lowerAmount')} rules={[rule('lowerAmount')]} dependencies={amountDeps.slice(0, 1)}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name={[index, 'upperAmount']} label={t('condition.upperAmount')} rules={[rule('upperAmount')]} dependencies={amountDeps.slice(0, 2)}>
          <Input inputMode="decimal" placeholder={t('condition.noUpper')} />
        </Form.Item>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 16 }}>
        <Form.Item name={[index, 'required']} label={t('condition.required')} rules={[rule('required')]}>
          <Radio.Group
            options={[
              { value: true, label: t('condition.requiredYes') },
              { value: false, label: t('condition.requiredNo') },
            ]}
          />
        </Form.Item>
        {required !== false ? (
          <Form.Item name={[index, 'mode']} label={t('condition.mode')} rules={[rule('mode')]}>
            <Radio.Group
              options={[
                { value: 'any', label: t('condition.modeAny') },
                { value: 'all', label: t('condition.modeAll') },
              ]}
            />
          </Form.Item>
        ) : null}
      </div>
      {required !== false ? (
        <Form.List
          name={[index, 'steps']}
          rules={[
            {
              validator: async (_, steps?: unknown[]) => {
                if (!steps?.length) throw new Error(issueText('approval.stepRequired'));
              },
            },
          ]}
        >
          {(steps, { add, remove }, { errors }) => (
            <div style={{ display: 'grid', gap: 4 }}>
              <Typography.Text strong>{t('condition.steps')}</Typography.Text>
              {steps.map((step, j) => (
                <Space key={step.key} align="start" style={{ width: '100%' }}>
                  <Form.Item
                    name={[step.name, 'approverUserIds']}
                    label={t('condition.step', { n: j + 1 })}
                    rules={[rule('steps', j, 'approverUserIds')]}
                    style={{ minWidth: 280, marginBottom: 8 }}
                  >
                    <Select mode="multiple" options={approverOptions} optionFilterProp="label" placeholder={t('condition.pickApprovers')} />
                  </Form.Item>
                  {steps.length > 1 ? (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('condition.removeStep', { n: j + 1 })}
                      onClick={() => remove(step.name)}
                      style={{ marginTop: 30 }}
                    />
                  ) : null}
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              {steps.length < APPROVAL_MAX_STEPS ? (
                <Button size="small" icon={<PlusOutlined />} onClick={() => add({ approverUserIds: [] })} style={{ justifySelf: 'start' }}>
                  {t('condition.addStep')}
                </Button>
              ) : null}
            </div>
          )}
        </Form.List>
      ) : null}
    </Card>
  );
}
