import { Descriptions, Drawer, Empty, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditChange } from '@crossbill/contracts/audit-log';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useAuditLogEntry } from '../api/audit-log';

/** One audit entry: who, what (and on which object), when, where (IP, device, user agent) and its before/after. */
export function AuditEntryDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('audit-log');
  const entry = useAuditLogEntry(id);
  const e = entry.data;
  const language = currentLanguage();
  return (
    <Drawer open={id !== null} onClose={onClose} width="min(560px, 100vw)" title={t('detail.title')} destroyOnHidden>
      {!e ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('detail.when')}>{formatDateTime(e.time, language)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.who')}>
              <span style={{ display: 'grid' }}>
                <span>{e.operatorEmail}</span>
                {e.operatorName ? <Typography.Text type="secondary">{e.operatorName}</Typography.Text> : null}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.what')}>{e.actionName}</Descriptions.Item>
            <Descriptions.Item label={t('detail.object')}>{e.objectId ? `${e.objectTypeName} · ${e.objectId}` : e.objectTypeName}</Descriptions.Item>
            <Descriptions.Item label={t('detail.where')}>{[e.ip, e.device].filter(Boolean).join(' · ') || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('detail.userAgent')}>
              <Typography.Text style={{ wordBreak: 'break-all' }}>{e.userAgent || '—'}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('detail.changes')}
          </Typography.Title>
          {e.changes.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noChanges')} />
          ) : (
            <Table<AuditChange>
              size="small"
              pagination={false}
              rowKey={(r) => r.field}
              dataSource={e.changes}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: t('detail.field'), dataIndex: 'field' },
                { title: t('detail.before'), render: (_, r) => <Typography.Text delete={r.before !== null}>{r.before ?? '—'}</Typography.Text> },
                { title: t('detail.after'), render: (_, r) => <Typography.Text strong={r.before !== null}>{r.after ?? '—'}</Typography.Text> },
              ]}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
