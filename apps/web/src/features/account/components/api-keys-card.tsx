import { useState } from 'react';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_KEYS_LIVE_MAX, type ApiKeyItem, type ApiKeySecret } from '@crossbill/contracts/api-key';
import { formatDateTime } from '../../../lib/format';
import { useApiKeys } from '../api/get-api-keys';
import { CreateKeyDialog, RevokeKeyDialog, RollKeyDialog, SecretDialog } from './api-key-dialogs';

const PAGE_SIZE = 10;
const STATUS_COLOR = { active: 'green', expiring: 'orange', expired: 'default', revoked: 'red' } as const;

/**
 * The merchant's Payment API keys on account/info: name, the secret's first characters, created,
 * last used and status (active, expiring at …, expired, revoked); create, roll and revoke. Every
 * action needs `account:info:secretKey` (the page wraps the card in <Access>).
 */
export function ApiKeysCard({ paymentPasswordHref }: { paymentPasswordHref: string }) {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(1);
  const keys = useApiKeys(page, PAGE_SIZE);
  const [creating, setCreating] = useState(false);
  const [rolling, setRolling] = useState<ApiKeyItem | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyItem | null>(null);
  const [made, setMade] = useState<ApiKeySecret | null>(null);
  const d = keys.data;
  const passwordSet = d?.paymentPasswordSet ?? false;
  // a key a roll replaced: its successor (same page, newest first) carries its id
  const rolled = new Set((d?.content ?? []).map((k) => k.rolledFromId).filter((id): id is number => id !== null));
  const live = (k: ApiKeyItem) => k.status === 'active' || k.status === 'expiring';
  const showSecret = (s: ApiKeySecret) => {
    setCreating(false);
    setRolling(null);
    setMade(s);
  };
  const when = (v: string | null) => (v ? formatDateTime(v) : t('apiKeys.never'));

  return (
    <Card
      title={t('apiKeys.title')}
      data-testid="api-keys"
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('apiKeys.create')}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('apiKeys.intro')}</Typography.Text>
        {d && <Typography.Text>{t('apiKeys.count', { live: d.live, max: API_KEYS_LIVE_MAX })}</Typography.Text>}
        <Table<ApiKeyItem>
          rowKey="id"
          size="small"
          loading={keys.isLoading}
          dataSource={d?.content ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: d?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
          columns={[
            { key: 'name', title: t('apiKeys.column.name'), dataIndex: 'name' },
            { key: 'prefix', title: t('apiKeys.column.prefix'), render: (_, k) => <Typography.Text code>{`${k.prefix ?? 'sk_sandbox_'}…`}</Typography.Text> },
            { key: 'created', title: t('apiKeys.column.created'), render: (_, k) => formatDateTime(k.createdAt) },
            { key: 'lastUsed', title: t('apiKeys.column.lastUsed'), render: (_, k) => when(k.lastUsedAt) },
            {
              key: 'status',
              title: t('apiKeys.column.status'),
              render: (_, k) => (
                <Tag color={STATUS_COLOR[k.status]}>
                  {t(`apiKeys.status.${k.status}`, {
                    at: k.expiresAt ? formatDateTime(k.expiresAt) : '',
                    revokedAt: k.revokedAt ? formatDateTime(k.revokedAt) : '',
                  })}
                </Tag>
              ),
            },
            {
              key: 'actions',
              title: t('apiKeys.column.actions'),
              render: (_, k) =>
                live(k) && (
                  <Space size={4}>
                    {!rolled.has(k.id) && (
                      <Button size="small" onClick={() => setRolling(k)} aria-label={t('apiKeys.rollNamed', { name: k.name })}>
                        {t('apiKeys.roll')}
                      </Button>
                    )}
                    <Button size="small" danger onClick={() => setRevoking(k)} aria-label={t('apiKeys.revokeNamed', { name: k.name })}>
                      {t('apiKeys.revoke')}
                    </Button>
                  </Space>
                ),
            },
          ]}
        />
      </Space>
      <CreateKeyDialog
        open={creating}
        passwordSet={passwordSet}
        paymentPasswordHref={paymentPasswordHref}
        onClose={() => setCreating(false)}
        onSecret={showSecret}
      />
      <RollKeyDialog
        apiKey={rolling}
        passwordSet={passwordSet}
        paymentPasswordHref={paymentPasswordHref}
        onClose={() => setRolling(null)}
        onSecret={showSecret}
      />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
      <SecretDialog made={made} onClose={() => setMade(null)} />
    </Card>
  );
}
