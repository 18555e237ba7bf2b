import { useMemo } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Codes } from '@crossbill/contracts/codes';
import type { ApprovalConditionView, ApprovalSettingInput, ApproverInfo } from '@crossbill/contracts/transfer-approval';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useApprovalFormData } from '../api/get-form-data';
import { useApprovalSetting } from '../api/get-setting';
import { useSaveSetting } from '../api/save-setting';
import { ConditionList } from '../components/condition-list';
import { clearDraft, readDraft } from '../draft';
import { requiredRule } from '../../../lib/form-rules';

/** The draft as the views show it: approvers by name from the eligible list. */
function draftConditions(draft: ApprovalSettingInput, people: ApproverInfo[]): ApprovalConditionView[] {
  const byId = new Map(people.map((p) => [p.userId, p]));
  return draft.conditions.map((c) => ({
    currency: c.currency ?? '',
    lowerAmount: c.lowerAmount ?? '',
    upperAmount: c.upperAmount ? c.upperAmount : null,
    required: c.required === true,
    mode: c.mode ?? 'any',
    steps: c.required ? c.steps.map((s) => ({ approvers: s.approverUserIds.map((id) => byId.get(id) ?? { userId: id, name: `#${id}`, email: '' }) })) : [],
  }));
}

/**
 * transapproval/confirm: the current setting beside the new one, then the login password (there is
 * no payment password in the portal yet) to confirm. Confirming enables the setting.
 */
export function ConfirmPage({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation(['transfer-approval', 'messages']);
  const setting = useApprovalSetting();
  const formData = useApprovalFormData();
  const save = useSaveSetting();
  const [form] = Form.useForm<{ password: string }>();
  const draft = useMemo(() => readDraft(), []);

  if (!draft) return <Alert type="info" showIcon message={t('confirm.noDraft')} action={<Button onClick={onBack}>{t('confirm.back')}</Button>} />;
  if (!setting.data || !formData.data) return <Skeleton active />;
  const after = draftConditions(draft, formData.data.approvers);
  const yesNo = (v: boolean) => (v ? t('setting.yes') : t('setting.no'));

  const confirm = ({ password }: { password: string }) =>
    save.mutate(
      { setting: draft, password },
      {
        onSuccess: () => {
          clearDraft();
          toast.success(t('confirm.saved'));
          onDone();
        },
        onError: (e) => {
          if (!isApiError(e) || e.notified) return;
          if (e.respCode === Codes.CONFIRM_PASSWORD_WRONG.code) form.setFields([{ name: 'password', errors: [e.message] }]);
          else toast.error(`${t('confirm.saveFailed')}: ${e.message}`);
        },
      },
    );

  const side = (title: string, conditions: ApprovalConditionView[], self: boolean, multi: boolean, testId: string) => (
    <Card size="small" title={title} data-testid={testId}>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('setting.approveSelf')}>{yesNo(self)}</Descriptions.Item>
        <Descriptions.Item label={t('setting.multiStep')}>{yesNo(multi)}</Descriptions.Item>
      </Descriptions>
      <ConditionList conditions={conditions} />
    </Card>
  );

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div>
        <Typography.Title level={4} style={{ marginBottom: 4 }}>
          {t('confirm.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('confirm.intro')}</Typography.Text>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 16 }}>
        {side(t('confirm.before'), setting.data.conditions, setting.data.approveSelfFlag, setting.data.allowApproveMultiStepFlag, 'approval-before')}
        {side(t('confirm.after'), after, draft.approveSelfFlag, draft.allowApproveMultiStepFlag, 'approval-after')}
      </div>
      <Card size="small">
        <Form form={form} layout="vertical" onFinish={confirm} style={{ maxWidth: 360 }}>
          <Form.Item name="password" label={t('confirm.password')} extra={t('confirm.passwordHint')} rules={[requiredRule(t('confirm.password'))]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Space>
            <Button onClick={onBack}>{t('confirm.back')}</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('confirm.confirm')}
            </Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
