import { useState } from 'react';
import { Button, Card, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FileStatus } from '@crossbill/contracts/constants';
import type { DownloadTask } from '@crossbill/contracts/shell';
import { dictLabel, useDictionaries } from '../../../lib/dict';
import { SearchForm, rangeTimes, type DayRange } from '../../../components/search-form';
import { formatDateTime } from '../../../lib/format';
import { useDownloadCenter, type DownloadCenterFilters } from '../api/download-center';
import { useUpdateDownloadFlag } from '../api/update-download-flag';
import { downloadTaskFile } from '../api/download-task-file';

export const STATUS_COLORS: Record<string, string> = {
  [FileStatus.READY]: 'green',
  [FileStatus.GENERATING]: 'blue',
  [FileStatus.FAILED]: 'red',
  [FileStatus.EXPIRED]: 'default',
};

interface FilterForm {
  fileName?: string;
  fileStatus?: string;
  range?: DayRange;
}

/**
 * /download: every export task of the operator (default: the last 30 days), filtered by file name,
 * status and time; a ready file downloads and is marked read; an expired one has lost its file.
 */
export function DownloadCenterPage() {
  const { t } = useTranslation('download');
  const dict = useDictionaries(['FILE_STATUS']);
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<DownloadCenterFilters>({ page: 1, size: 10 });
  const list = useDownloadCenter(filters);
  const flag = useUpdateDownloadFlag();
  const [busy, setBusy] = useState<number | null>(null);
  const statusLabel = (s: string) => dictLabel(dict.data?.FILE_STATUS, s) || t(`status.${s}`, { defaultValue: s });

  const download = async (task: DownloadTask) => {
    setBusy(task.id);
    try {
      if (await downloadTaskFile(task)) flag.mutate(task.id);
    } finally {
      setBusy(null);
    }
  };

  const search = (v: FilterForm) =>
    setFilters({
      fileName: v.fileName?.trim() || undefined,
      fileStatus: v.fileStatus || undefined,
      ...rangeTimes(v.range),
      page: 1,
      size: filters.size,
    });

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('centerTitle')}
      </Typography.Title>
      <Card>
        <SearchForm
          form={form}
          onSearch={search}
          onReset={() => setFilters({ page: 1, size: filters.size })}
          labels={{ range: t('time'), search: t('search'), reset: t('reset') }}
        >
          <Form.Item name="fileName" label={t('fileName')}>
            <Input allowClear style={{ width: 220 }} maxLength={200} />
          </Form.Item>
          <Form.Item name="fileStatus" label={t('fileStatus')}>
            <Select allowClear style={{ width: 150 }} options={Object.values(FileStatus).map((s) => ({ value: s, label: statusLabel(s) }))} />
          </Form.Item>
        </SearchForm>
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          {t('hint')}
        </Typography.Paragraph>
      </Card>
      <Card>
        <Table<DownloadTask>
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          loading={list.isPending}
          dataSource={list.data?.content ?? []}
          locale={{ emptyText: t('empty') }}
          pagination={{
            current: filters.page,
            pageSize: filters.size,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('total', { total }),
            onChange: (page, size) => setFilters({ ...filters, page, size }),
          }}
          columns={[
            { key: 'fileName', title: t('fileName'), render: (_, r) => r.fileName },
            { key: 'time', title: t('createdAt'), render: (_, r) => formatDateTime(r.dateTime) },
            {
              key: 'status',
              title: t('fileStatus'),
              render: (_, r) => <Tag color={STATUS_COLORS[r.fileStatus] ?? 'default'}>{statusLabel(r.fileStatus)}</Tag>,
            },
            {
              key: 'read',
              title: t('downloaded'),
              render: (_, r) => (r.fileStatus === FileStatus.READY ? (r.downloadFlag === 1 ? t('flag.read') : t('flag.unread')) : '—'),
            },
            {
              key: 'action',
              title: t('action'),
              render: (_, r) =>
                r.fileStatus === FileStatus.READY ? (
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    loading={busy === r.id}
                    disabled={busy !== null && busy !== r.id}
                    onClick={() => void download(r)}
                  >
                    {t('download')}
                  </Button>
                ) : r.fileStatus === FileStatus.EXPIRED ? (
                  <Typography.Text type="secondary">{t('expiredHint')}</Typography.Text>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
