import { useState } from 'react';
import { Badge, Button, Empty, Popover, Tag, Typography } from 'antd';
import { DownloadOutlined, FileOutlined, LoadingOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileStatus } from '@crossbill/contracts/constants';
import type { DownloadTask } from '@crossbill/contracts/shell';
import { dictLabel, useDictionaries } from '../../../lib/dict';
import { downloadFile } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { usePendingDownloads } from '../api/query-downloads-exclude';
import { useRecentDownloads } from '../api/query-downloads';
import { useUpdateDownloadFlag } from '../api/update-download-flag';

const STATUS_COLORS: Record<string, string> = {
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
      const ok = await downloadFile(`/downloadFile/download/${task.id}`, { fallbackName: task.fileName });
      if (ok) flag.mutate(task.id);
    } finally {
      setBusy(null);
    }
  };

  const tasks = recent.data?.content ?? [];
  const content = (
    <div style={{ width: 340 }}>
      {tasks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />
      ) : (
        <div role="list">
          {tasks.map((task) => {
            const ready = task.fileStatus === FileStatus.READY;
            const label = dictLabel(dict.data?.FILE_STATUS, task.fileStatus) || t(`status.${task.fileStatus}`, { defaultValue: task.fileStatus });
            return (
              <div role="listitem" key={task.id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 4px' }}>
                <FileOutlined style={{ color: 'rgba(0,0,0,0.45)' }} />
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
      )}
      {centerHref && (
        <div style={{ textAlign: 'center', borderTop: '1px solid rgba(5,5,5,0.06)', paddingTop: 8, marginTop: 4 }}>
          <Link to={centerHref} onClick={() => setOpen(false)}>
            {t('center')}
          </Link>
        </div>
      )}
    </div>
  );

  const count = pending.data?.total ?? 0;
  return (
    <Popover trigger="click" placement="bottomRight" title={t('title')} content={content} open={open} onOpenChange={onOpenChange}>
      <Button type="text" data-testid="download-tasks" aria-label={t('label', { count })}>
        <Badge count={count} size="small">
          <DownloadOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
