import { useState } from 'react';
import { Button, Card, Table, Tooltip } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useExportLoginRecords } from '../api/export-login-records';
import { useLoginRecords, type LoginRecord } from '../api/list-login-records';

const PAGE_SIZE = 10;

/**
 * Sign-in activity of the current merchant, paged on the server, with an export to the download
 * center (`onExported` lets the shell refresh its download popover).
 */
export function LoginActivity({ onExported }: { onExported?: () => void }) {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const records = useLoginRecords(page, size);
  const exporter = useExportLoginRecords();

  const exportAll = () =>
    exporter.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('activity.exporting'));
        onExported?.();
      },
    });

  return (
    <Card
      title={t('activity.title')}
      extra={
        <Button icon={<ExportOutlined />} onClick={exportAll} loading={exporter.isPending}>
          {t('activity.export')}
        </Button>
      }
    >
      <Table<LoginRecord>
        rowKey="id"
        size="small"
        loading={records.isFetching}
        dataSource={records.data?.content ?? []}
        scroll={{ x: 720 }}
        pagination={{
          current: page,
          pageSize: size,
          total: records.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          onChange: (p, s) => {
            setPage(s === size ? p : 1);
            setSize(s);
          },
        }}
        columns={[
          { key: 'time', title: t('activity.time'), dataIndex: 'time', width: 190, render: (v: string) => formatDateTime(v) },
          { key: 'action', title: t('activity.action'), dataIndex: 'actionName', width: 160 },
          { key: 'email', title: t('activity.email'), dataIndex: 'email', ellipsis: true },
          { key: 'ip', title: t('activity.ip'), dataIndex: 'ip', width: 140 },
          {
            key: 'ua',
            title: t('activity.userAgent'),
            dataIndex: 'userAgent',
            ellipsis: { showTitle: false },
            render: (v: string) => (
              <Tooltip placement="topLeft" title={v}>
                {v}
              </Tooltip>
            ),
          },
        ]}
      />
    </Card>
  );
}
