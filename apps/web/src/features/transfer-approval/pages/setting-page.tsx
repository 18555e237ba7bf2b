import { Alert, Button, Card, Descriptions, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useApprovalSetting } from '../api/get-setting';
import { useSetApprovalState } from '../api/set-state';
import { ConditionList } from '../components/condition-list';

const EDIT = 'security:transapproval:edit';
const STATE_COLOR = { none: 'default', enabled: 'success', disabled: 'warning' } as const;

/** security/transapproval: the setting, its state (no setup, enabled, disabled), enable and disable. */
export function SettingPage({ onEdit }: { onEdit: () => void }) {
  const { t } = useTranslation('transfer-approval');
  const setting = useApprovalSetting();
  const setState = useSetApprovalState();
  const view = setting.data;

  const change = (state: 'enabled' | 'disabled') =>
    setState.mutate(state, { onSuccess: () => toast.success(state === 'enabled' ? t('setting.enabled') : t('setting.disabled')) });

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div>
        <Typography.Title level={4} style={{ marginBottom: 4 }}>
          {t('setting.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('setting.intro')}</Typography.Text>
      </div>
      {!view ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <Card
          title={
            <Space>
              {t('setting.state')}
              <Tag color={STATE_COLOR[view.state]} data-testid="approval-state">
                {t(`state.${view.state}`)}
              </Tag>
            </Space>
          }
          extra={
            <Access code={EDIT}>
              <Space>
                {view.state === 'enabled' ? (
                  <Popconfirm
                    title={t('setting.disableConfirm')}
                    okText={t('setting.disable')}
                    cancelText={t('edit.cancel')}
                    onConfirm={() => change('disabled')}
                  >
                    <Button loading={setState.isPending}>{t('setting.disable')}</Button>
                  </Popconfirm>
                ) : null}
                {view.state === 'disabled' ? (
                  <Button loading={setState.isPending} onClick={() => change('enabled')}>
                    {t('setting.enable')}
                  </Button>
                ) : null}
                <Button type="primary" onClick={onEdit}>
                  {view.state === 'none' ? t('setting.setUp') : t('setting.edit')}
                </Button>
              </Space>
            </Access>
          }
        >
          {view.state === 'none' ? (
            <Alert type="info" showIcon message={t('setting.noSetup')} />
          ) : (
            <div style={{ display: 'grid', gap: 16 }}>
              <Descriptions size="small" column={1} title={t('setting.flags')}>
                <Descriptions.Item label={t('setting.approveSelf')}>{view.approveSelfFlag ? t('setting.yes') : t('setting.no')}</Descriptions.Item>
                <Descriptions.Item label={t('setting.multiStep')}>{view.allowApproveMultiStepFlag ? t('setting.yes') : t('setting.no')}</Descriptions.Item>
              </Descriptions>
              <ConditionList conditions={view.conditions} testId="approval-conditions" />
              {view.updatedAt ? (
                <Typography.Text type="secondary">
                  {t('setting.updated', { time: formatDateTime(view.updatedAt), name: view.updatedBy ?? '-' })}
                </Typography.Text>
              ) : null}
            </div>
          )}
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            {t('setting.matchRule')}
          </Typography.Paragraph>
        </Card>
      )}
    </div>
  );
}
