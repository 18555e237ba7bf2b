import { useState } from 'react';
import { Button, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FileStatus } from '@crossbill/contracts/constants';
import { listDownloads } from '@crossbill/contracts/endpoints/download';
import type { DownloadTask } from '@crossbill/contracts/shell';
import { defineEntity } from '../../components/entity-table/entity';
import { formatDateTime } from '../../lib/format';
import { downloadTaskFile } from './api/download-task-file';
import { refreshEvery } from './api/query-downloads';
import { useUpdateDownloadFlag } from './api/update-download-flag';
import { STATUS_COLORS } from './components/download-popover';

/** Without a date range the center shows the last 30 days (the endpoint alone: the last day). */
export const CENTER_DEFAULT_DAYS = 30;

/** The default window, computed at each fetch so that it moves with the clock. */
export function withWindow(q: Record<string, unknown>, now = Date.now()): Record<string, unknown> {
  const endTime = (q.endTime as string | undefined) ?? new Date(now).toISOString();
  const beginTime = (q.beginTime as string | undefined) ?? new Date(new Date(endTime).getTime() - CENTER_DEFAULT_DAYS * 24 * 3600_000).toISOString();
  return { ...q, beginTime, endTime };
}

/** A ready file downloads, and is then marked read. */
function DownloadButton({ task }: { task: DownloadTask }) {
  const { t } = useTranslation('download');
  const flag = useUpdateDownloadFlag();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      if (await downloadTaskFile(task)) flag.mutate(task.id);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {t('download')}
    </Button>
  );
}

/**
 * /download (spec 7): every export task of the operator, filtered by file name, status and days; a
 * ready file downloads and is marked read, an expired one has lost its file.
 */
export const downloadEntity = defineEntity({
  id: 'downloads',
  ns: ['download'],
  list: listDownloads,
  rowKey: 'id',
  columnPrefix: 'col',
  texts: { empty: 'empty', total: 'total' },
  atFetch: withWindow,
  // under the download key: marking a file read or a new export refreshes this list too
  refresh: refreshEvery,
  filters: [
    { kind: 'text', name: 'fileName', label: 'fileName', maxLength: 200 },
    {
      kind: 'select',
      name: 'fileStatus',
      label: 'fileStatus',
      options: (t) => Object.values(FileStatus).map((s) => ({ value: s, label: t(`download:status.${s}`) })),
    },
    { kind: 'days', label: 'time' },
  ],
  columns: [
    { key: 'fileName', title: 'fileName', render: (r) => r.fileName },
    { key: 'time', title: 'createdAt', render: (r, c) => formatDateTime(r.dateTime, c.language) },
    {
      key: 'status',
      title: 'fileStatus',
      render: (r, c) => <Tag color={STATUS_COLORS[r.fileStatus] ?? 'default'}>{c.t(`download:status.${r.fileStatus}`, { defaultValue: r.fileStatus })}</Tag>,
    },
    {
      key: 'downloaded',
      title: 'downloaded',
      render: (r, c) => (r.fileStatus === FileStatus.READY ? c.t(r.downloadFlag === 1 ? 'download:flag.read' : 'download:flag.unread') : '—'),
    },
  ],
  actions: (r, c) =>
    r.fileStatus === FileStatus.READY ? (
      <DownloadButton task={r} />
    ) : r.fileStatus === FileStatus.EXPIRED ? (
      <Typography.Text type="secondary">{c.t('download:expiredHint')}</Typography.Text>
    ) : (
      '—'
    ),
});
