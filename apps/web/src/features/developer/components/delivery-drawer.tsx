import { useState } from 'react';
import { Button, Drawer, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryItem, WebhookEndpointItem } from '@crossbill/contracts/notify';
import { Access } from '../../../components/access';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDeliveries, useResendDelivery } from '../api/webhook-endpoints';
import { eventLabelKey } from './event-checkboxes';

type Attempt = WebhookDeliveryItem['log'][number];
const STATUS_COLOR = { pending: 'warning', sending: 'processing', delivered: 'success', failed: 'error' } as const;

/** The attempts of one delivery: when, how long, what the receiver answered. */
function Attempts({ d }: { d: WebhookDeliveryItem }) {
  const { t } = useTranslation('developer');
  return (
    <div style={{ display: 'grid', gap: 8, minWidth: 0 }}>
      <Table<Attempt>
        size="small"
        rowKey="attemptNo"
        pagination={false}
        dataSource={d.log}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('webhooks.attemptNo'), dataIndex: 'attemptNo', render: (n: number, a) => (a.manual ? `${n} (${t('webhooks.manual')})` : n) },
          { title: t('webhooks.time'), dataIndex: 'at', render: (v: string) => formatDateTime(v) },
          { title: t('webhooks.duration'), dataIndex: 'durationMs', render: (v: number) => t('webhooks.ms', { value: v }) },
          { title: t('webhooks.response'), dataIndex: 'responseStatus', render: (v: number | null, a) => v ?? a.error ?? t('webhooks.noAnswer') },
          {
            title: t('webhooks.outcome'),
            dataIndex: 'outcome',
            render: (v: Attempt['outcome']) => <Tag color={v === 'delivered' ? 'success' : 'error'}>{t(`webhooks.outcomeLabel.${v}`)}</Tag>,
          },
          { title: t('webhooks.response'), key: 'body', render: (_: unknown, a) => <Typography.Text code>{a.responseExcerpt.slice(0, 120)}</Typography.Text> },
        ]}
      />
      <Typography.Text strong>{t('webhooks.requestBody')}</Typography.Text>
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, fontSize: 12 }}>{JSON.stringify(JSON.parse(d.requestBody), null, 2)}</pre>
    </div>
  );
}

/** An endpoint's delivery log: each event with its attempts (expand a row) and a resend. */
export function DeliveryDrawer({ endpoint, onClose }: { endpoint: WebhookEndpointItem; onClose: () => void }) {
  const { t } = useTranslation('developer');
  const [page, setPage] = useState(1);
  const list = useDeliveries(endpoint.endpointId, page);
  const resend = useResendDelivery();
  const onResend = (d: WebhookDeliveryItem) =>
    resend.mutate(d.deliveryId, {
      onSuccess: (r) => {
        const last = r.delivery.log.at(-1);
        if (last?.outcome === 'delivered') toast.success(t('webhooks.resent'));
        else toast.error(t('webhooks.resendFailed', { reason: last?.responseStatus ?? last?.error ?? t('webhooks.noAnswer') }));
      },
    });
  return (
    <Drawer open title={t('webhooks.logTitle', { url: endpoint.url })} onClose={onClose} width="min(960px, 100vw)">
      <Table<WebhookDeliveryItem>
        rowKey="deliveryId"
        loading={list.isPending}
        dataSource={list.data?.content ?? []}
        locale={{ emptyText: t('webhooks.noDeliveries') }}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (d) => <Attempts d={d} /> }}
        pagination={{ current: page, pageSize: 10, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('webhooks.eventType'), dataIndex: 'eventType', render: (v: string) => t(eventLabelKey(v)) },
          { title: t('webhooks.eventId'), dataIndex: 'eventId', render: (v: string) => <Typography.Text copyable>{v}</Typography.Text> },
          {
            title: t('webhooks.status'),
            dataIndex: 'status',
            render: (v: WebhookDeliveryItem['status']) => <Tag color={STATUS_COLOR[v]}>{t(`webhooks.deliveryStatus.${v}`)}</Tag>,
          },
          { title: t('webhooks.attempts'), dataIndex: 'attempts' },
          { title: t('webhooks.time'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          { title: t('webhooks.nextAttempt'), dataIndex: 'nextAttemptAt', render: (v: string | null) => (v ? formatDateTime(v) : '-') },
          {
            title: t('webhooks.actions'),
            key: 'actions',
            render: (_: unknown, d) =>
              d.status === 'sending' ? null : (
                <Access code="developer:notify:edit">
                  <Button size="small" loading={resend.isPending && resend.variables === d.deliveryId} onClick={() => onResend(d)}>
                    {t('webhooks.resend')}
                  </Button>
                </Access>
              ),
          },
        ]}
      />
    </Drawer>
  );
}
