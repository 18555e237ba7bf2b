import { useEffect, useState } from 'react';
import { Tag, Typography } from 'antd';
import { DownloadOutlined, FileOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FileStatus } from '@crossbill/contracts/constants';
import type { DownloadTask } from '@crossbill/contracts/shell';
import { HeaderPopover } from '../../../components/header-popover';
import { dictLabel, useDictionaries } from '../../../lib/dict';
import { formatDateTime } from '../../../lib/format';
import { usePendingDownloads } from '../api/query-downloads-exclude';
import { useRecentDownloads } from '../api/query-downloads';
import { useUpdateDownloadFlag } from '../api/update-download-flag';
import { downloadTaskFile } from '../api/download-task-file';

export const STATUS_COLORS: Record<string, string> = {
  [FileStatus.READY]: 'green',
  [FileStatus.GENERATING]: 'blue',
  [FileStatus.FAILED]: 'red',
  [FileStatus.EXPIRED]: 'default',
};

/**
 * The download-task popover (data-testid="download-tasks"): the 5 most recent tasks of the last day,
 * refreshed every 5 minutes and on opening; a ready file (GS) downloads on click and is marked read.
 * The badge counts ready files not downloaded yet.
 */
export function DownloadPopover({ centerHref }: { centerHref?: string }) {
  const { t } = useTranslation('download');
  const recent = useRecentDownloads();
  const pending = usePendingDownloads();
  const flag = useUpdateDownloadFlag();
  const dict = useDictionaries(['FILE_STATUS']);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);

  // the badge's query only polls fast if it saw a file generating; it may have looked before the
  // list did: whenever a task of the list changes status, the badge looks again
  const statuses = (recent.data?.content ?? []).map((task) => `${task.id}:${task.fileStatus}`).join();
  const refetchPending = pending.refetch;
  useEffect(() => {
    if (statuses) void refetchPending();
  }, [statuses, refetchPending]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      void recent.refetch();
      void pending.refetch();
    }
  };

  const download = async (task: DownloadTask) => {
    setBusy(task.id);
    try {
      const ok = await downloadTaskFile(task);
      if (ok) flag.mutate(task.id);
    } finally {
      setBusy(null);
    }
  };

  const tasks = recent.data?.content ?? [];
  const list =
    tasks.length === 0 ? null : (
      <div role="list">
        {tasks.map((task) => {
          const ready = task.fileStatus === FileStatus.READY;
          const label = dictLabel(dict.data?.FILE_STATUS, task.fileStatus) || t(`status.${task.fileStatus}`, { defaultValue: task.fileStatus });
          return (
            <div role="listitem" key={task.id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 4px' }}>
              <FileOutlined style={{ color: 'var(--ant-color-text-tertiary)' }} />
              <div style={{ flex: 1, minWidth: 0 }}>
                {ready ? (
                  <Typography.Link ellipsis style={{ display: 'block' }} onClick={() => void download(task)} disabled={busy !== null}>
                    {task.fileName}
                  </Typography.Link>
                ) : (
                  <Typography.Text ellipsis style={{ display: 'block' }}>
                    {task.fileName}
                  </Typography.Text>
                )}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(task.dateTime)}
                </Typography.Text>
              </div>
              {busy === task.id ? (
                <LoadingOutlined />
              ) : (
                <Tag color={STATUS_COLORS[task.fileStatus] ?? 'default'} style={{ marginInlineEnd: 0 }}>
                  {label}
                </Tag>
              )}
            </div>
          );
        })}
      </div>
    );

  const count = pending.data?.total ?? 0;
  return (
    <HeaderPopover
      testId="download-tasks"
      label={t('label', { count })}
      icon={<DownloadOutlined style={{ fontSize: 16 }} />}
      count={count}
      title={t('title')}
      open={open}
      onOpenChange={onOpenChange}
      width={340}
      emptyText={t('none')}
      items={list}
      footer={centerHref ? { href: centerHref, text: t('center') } : undefined}
    />
  );
}
