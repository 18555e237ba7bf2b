import { useState } from 'react';
import { Button, Card, Input, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from '@crossbill/contracts/application';
import { Access, useAccess } from '../../../components/access';
import { formatDateTime } from '../../../lib/format';
import { useApplications } from '../api/list-applications';
import { ApplicationFormModal } from '../components/application-form-modal';
import { pageOf, useUrlFilters } from '../../../lib/use-url-filters';
import { listPagination } from '../../../components/list-pagination';
import { FilterSelect } from '../../../components/filter-select';
import { PageHeading } from '../../../components/page-heading';

const STATUS_COLOR: Record<ApplicationStatus, string> = { waiting: 'processing', pass: 'success', fail: 'error' };

/** /application/list: the merchant's stores and websites with their review status (?name&auditStatus&page&size). */
export function ApplicationListPage() {
  const { t } = useTranslation('application');
  const { params, update } = useUrlFilters();
  const status = (APPLICATION_STATUSES as readonly string[]).includes(params.get('auditStatus') ?? '')
    ? (params.get('auditStatus') as ApplicationStatus)
    : undefined;
  const { page, size } = pageOf(params);
  const name = params.get('name') || undefined;
  const list = useApplications({ name, auditStatus: status, page, size });
  const access = useAccess();
  const [editing, setEditing] = useState<Application | 'new' | null>(null);
  const [search, setSearch] = useState(name ?? '');

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PageHeading title={t('title')} intro={t('intro')} />
      <Card
        extra={
          <Access code="application:list:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          </Access>
        }
      >
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label={t('name')}
            placeholder={t('name')}
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(v) => update({ name: v.trim() || undefined })}
            style={{ width: 240 }}
          />
          <FilterSelect<string>
            aria-label={t('status')}
            style={{ minWidth: 160 }}
            allLabel={t('allStatuses')}
            value={status}
            onChange={(auditStatus) => update({ auditStatus })}
            options={APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          />
        </Space>
        <Table<Application>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.content ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('empty') }}
          pagination={listPagination({ page, size, total: list.data?.total, update, totalText: (total) => t('total', { total }) })}
          columns={[
            { key: 'appId', title: t('appId'), dataIndex: 'appId' },
            { key: 'name', title: t('name'), dataIndex: 'name' },
            { key: 'type', title: t('type'), render: (_, a) => t(`types.${a.type}`) },
            { key: 'url', title: t('url'), render: (_, a) => <Typography.Text copyable={{ text: a.url }}>{a.url}</Typography.Text> },
            {
              key: 'status',
              title: t('status'),
              render: (_, a) => {
                const tag = <Tag color={STATUS_COLOR[a.auditStatus]}>{t(`statuses.${a.auditStatus}`)}</Tag>;
                return a.comments ? <Tooltip title={a.comments}>{tag}</Tooltip> : tag;
              },
            },
            { key: 'reason', title: t('comments'), render: (_, a) => a.comments ?? '-' },
            { key: 'created', title: t('created'), render: (_, a) => formatDateTime(a.createTime) },
            {
              key: 'actions',
              title: t('actions'),
              render: (_, a) =>
                a.auditStatus === 'fail' && access.has('application:list:add') ? (
                  <Button size="small" type="link" onClick={() => setEditing(a)} aria-label={t('editNamed', { name: a.name })}>
                    {t('edit')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
      {editing !== null ? <ApplicationFormModal app={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
