import { useState } from 'react';
import { Button, Popconfirm, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpointItem } from '@crossbill/contracts/notify';
import { Access } from '../../../components/access';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useEnableWebhook, useRotateSecret, useTestWebhook, useWebhooks } from '../api/webhook-endpoints';
import { DeliveryDrawer } from '../components/delivery-drawer';
import { SecretModal } from '../components/secret-modal';
import { StateTag } from '../components/state-tag';
import { WebhookFormModal } from '../components/webhook-form-modal';

type Editing = { endpoint: WebhookEndpointItem | null } | null;

/** developer/notify?tab=webhooks: the merchant's endpoints, their secrets, tests and delivery logs. */
export function WebhooksPanel() {
  const { t } = useTranslation('developer');
  const list = useWebhooks();
  const test = useTestWebhook();
  const rotate = useRotateSecret();
  const enable = useEnableWebhook();
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<{ value: string; until?: string | null } | null>(null);
  const [log, setLog] = useState<WebhookEndpointItem | null>(null);

  const onTest = (e: WebhookEndpointItem) =>
    test.mutate(e.endpointId, {
      onSuccess: (r) => {
        const last = r.delivery.log.at(-1);
        if (last?.outcome === 'delivered') toast.success(t('webhooks.testOk'));
        else toast.error(t('webhooks.testFailed', { reason: last?.responseStatus ?? last?.error ?? t('webhooks.noAnswer') }));
      },
    });
  const onRotate = (e: WebhookEndpointItem) =>
    rotate.mutate(e.endpointId, {
      onSuccess: (r) => setSecret({ value: r.secret, until: r.endpoint.previousSecretUntil ? formatDateTime(r.endpoint.previousSecretUntil) : null }),
    });
  const onEnable = (e: WebhookEndpointItem, enabled: boolean) =>
    enable.mutate({ endpointId: e.endpointId, enabled }, { onSuccess: () => toast.success(t(enabled ? 'webhooks.enabled' : 'webhooks.disabled')) });
  const off = (e: WebhookEndpointItem) => e.state === 'disenrolling' || e.state === 'disenrolled';

  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('webhooks.intro')}
      </Typography.Paragraph>
      <div>
        <Access code="developer:notify:edit">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ endpoint: null })}>
            {t('webhooks.add')}
          </Button>
        </Access>
      </div>
      <Table<WebhookEndpointItem>
        rowKey="endpointId"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('webhooks.empty') }}
        columns={[
          {
            title: t('webhooks.url'),
            dataIndex: 'url',
            render: (url: string, e) => (
              <div style={{ maxWidth: 360 }}>
                <Typography.Text style={{ wordBreak: 'break-all' }}>{url}</Typography.Text>
                {e.description ? (
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {e.description}
                  </Typography.Text>
                ) : null}
              </div>
            ),
          },
          { title: t('webhooks.events'), dataIndex: 'events', render: (v: string[]) => t('webhooks.eventsCount', { count: v.length }) },
          { title: t('webhooks.state'), dataIndex: 'state', render: (v: WebhookEndpointItem['state']) => <StateTag state={v} /> },
          { title: t('webhooks.created'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          {
            title: t('webhooks.actions'),
            key: 'actions',
            render: (_: unknown, e) => (
              <Space wrap size={[8, 8]} style={{ maxWidth: 360 }}>
                <Access code="developer:notify:edit">
                  {off(e) ? null : (
                    <Button size="small" loading={test.isPending && test.variables === e.endpointId} onClick={() => onTest(e)}>
                      {t('webhooks.test')}
                    </Button>
                  )}
                </Access>
                <Button size="small" onClick={() => setLog(e)}>
                  {t('webhooks.log')}
                </Button>
                <Access code="developer:notify:edit">
                  <Button size="small" onClick={() => setEditing({ endpoint: e })}>
                    {t('webhooks.edit')}
                  </Button>
                  <Popconfirm title={t('webhooks.rotateConfirm')} onConfirm={() => onRotate(e)} okText={t('webhooks.rotate')} cancelText={t('webhooks.cancel')}>
                    <Button size="small">{t('webhooks.rotate')}</Button>
                  </Popconfirm>
                  {off(e) ? (
                    <Button size="small" onClick={() => onEnable(e, true)}>
                      {t('webhooks.enable')}
                    </Button>
                  ) : (
                    <Popconfirm
                      title={t('webhooks.disableConfirm')}
                      onConfirm={() => onEnable(e, false)}
                      okText={t('webhooks.disable')}
                      cancelText={t('webhooks.cancel')}
                    >
                      <Button size="small" danger>
                        {t('webhooks.disable')}
                      </Button>
                    </Popconfirm>
                  )}
                </Access>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <WebhookFormModal
          endpoint={editing.endpoint}
          onClose={() => setEditing(null)}
          onCreated={(value) => {
            setEditing(null);
            setSecret({ value });
          }}
        />
      ) : null}
      {secret ? <SecretModal secret={secret.value} overlapUntil={secret.until} onClose={() => setSecret(null)} /> : null}
      {log ? <DeliveryDrawer endpoint={log} onClose={() => setLog(null)} /> : null}
    </div>
  );
}
