import { useState } from 'react';
import { Badge, Card, Input, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@crossbill/contracts/shell';
import { formatDateTime } from '../../../lib/format';
import { useNotices } from '../api/list-notices';
import { pageOf, useUrlFilters } from '../../../lib/use-url-filters';
import { listPagination } from '../../../components/list-pagination';
import { FilterSelect } from '../../../components/filter-select';

/** /notice/list: every notice with its read state, filtered by title and read state (?title&read&page&size). */
export function NoticeListPage({ detailHref }: { detailHref: (id: number) => string }) {
  const { t } = useTranslation('notice');
  const { params, update } = useUrlFilters();
  const title = params.get('title') || undefined;
  const readParam = params.get('read');
  const read = readParam === 'true' ? true : readParam === 'false' ? false : undefined;
  const { page, size } = pageOf(params);
  const notices = useNotices(page, size, { title, read });
  const [search, setSearch] = useState(title ?? '');

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label={t('filterTitle')}
            placeholder={t('filterTitle')}
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(v) => update({ title: v.trim() || undefined })}
            style={{ width: 260 }}
          />
          <FilterSelect<string>
            aria-label={t('readState')}
            style={{ minWidth: 140 }}
            allLabel={t('allStates')}
            value={read === undefined ? undefined : String(read)}
            onChange={(v) => update({ read: v })}
            options={[
              { value: 'false', label: t('unread') },
              { value: 'true', label: t('read') },
            ]}
          />
        </Space>
        <Table<Notice>
          rowKey="id"
          loading={notices.isPending}
          dataSource={notices.data?.content ?? []}
          locale={{ emptyText: t('empty') }}
          scroll={{ x: 'max-content' }}
          pagination={listPagination({ page, size, total: notices.data?.total, update, totalText: (total) => t('total', { total }) })}
          columns={[
            {
              key: 'title',
              title: t('noticeTitle'),
              render: (_, n) => (
                <Space>
                  <Badge status={n.read ? 'default' : 'processing'} />
                  <Link to={detailHref(n.id)} style={{ fontWeight: n.read ? 'normal' : 600 }}>
                    {n.title}
                  </Link>
                </Space>
              ),
            },
            { key: 'state', title: t('readState'), render: (_, n) => (n.read ? t('read') : t('unread')) },
            { key: 'time', title: t('publishTime'), render: (_, n) => formatDateTime(n.publishTime) },
          ]}
        />
      </Card>
    </div>
  );
}
