import { useState } from 'react';
import { Button, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HeaderPopover } from '../../../components/header-popover';
import { formatDateTime } from '../../../lib/format';
import { useUnreadNotices } from '../api/list-unread-notices';
import { useReadNotice } from '../api/read-notice';
import { LazyNoticeModal } from './lazy-notice-modal';

/**
 * The notice bell (data-testid="notice-bell"): the unread count as badge, the first 3 unread in a
 * popover (refreshed every minute); opening one shows it and marks it read.
 */
export function NoticeBell({ listHref }: { listHref?: string }) {
  const { t } = useTranslation('notice');
  const unread = useUnreadNotices();
  const read = useReadNotice();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const items = unread.data?.content ?? [];

  const openNotice = (id: number) => {
    setOpen(false);
    setShown(id);
    read.mutate(id);
  };

  const list =
    items.length === 0 ? null : (
      <div role="list">
        {items.map((n) => (
          <div role="listitem" key={n.id}>
            <Button type="text" block onClick={() => openNotice(n.id)} style={{ height: 'auto', textAlign: 'start', padding: '8px 8px', display: 'block' }}>
              <Typography.Text strong ellipsis style={{ display: 'block' }}>
                {n.title}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(n.publishTime)}
              </Typography.Text>
            </Button>
          </div>
        ))}
      </div>
    );

  return (
    <>
      <HeaderPopover
        testId="notice-bell"
        label={t('bellLabel', { count: unread.data?.total ?? 0 })}
        icon={<BellOutlined style={{ fontSize: 16 }} />}
        count={unread.data?.total ?? 0}
        title={t('title')}
        open={open}
        onOpenChange={setOpen}
        width={320}
        emptyText={t('none')}
        items={list}
        footer={listHref ? { href: listHref, text: t('viewAll') } : undefined}
      />
      <LazyNoticeModal id={shown} onClose={() => setShown(null)} />
    </>
  );
}
