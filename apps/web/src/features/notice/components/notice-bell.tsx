import { useState } from 'react';
import { Badge, Button, Empty, Popover, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useUnreadNotices } from '../api/list-unread-notices';
import { useReadNotice } from '../api/read-notice';
import { NoticeModal } from './notice-modal';

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

  const content = (
    <div style={{ width: 320 }}>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />
      ) : (
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
      )}
      {listHref && (
        <div style={{ textAlign: 'center', borderTop: '1px solid rgba(5,5,5,0.06)', paddingTop: 8, marginTop: 4 }}>
          <Link to={listHref} onClick={() => setOpen(false)}>
            {t('viewAll')}
          </Link>
        </div>
      )}
    </div>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" title={t('title')} content={content} open={open} onOpenChange={setOpen}>
        <Button type="text" data-testid="notice-bell" aria-label={t('bellLabel', { count: unread.data?.total ?? 0 })}>
          <Badge count={unread.data?.total ?? 0} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Popover>
      <NoticeModal id={shown} onClose={() => setShown(null)} />
    </>
  );
}
