import { useState } from 'react';
import { Badge, Card, Empty, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useNotices } from '../api/list-notices';
import { useReadNotice } from '../api/read-notice';
import { LazyNoticeModal } from './lazy-notice-modal';

const SIZE = 5;

/** The newest notices (home page); an unread one carries a dot; opening one marks it read. */
export function LatestNotices({ listHref }: { listHref?: string }) {
  const { t } = useTranslation('notice');
  const notices = useNotices(1, SIZE);
  const read = useReadNotice();
  const [shown, setShown] = useState<number | null>(null);
  const items = notices.data?.content ?? [];
  return (
    <Card title={t('latest')} extra={listHref ? <Link to={listHref}>{t('viewAll')}</Link> : null}>
      {notices.isPending ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      ) : (
        <div role="list" style={{ display: 'grid', gap: 4 }}>
          {items.map((n) => (
            <div role="listitem" key={n.id} style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: 8, alignItems: 'baseline' }}>
              <Badge status={n.read ? 'default' : 'processing'} />
              <Typography.Link
                ellipsis
                style={{ display: 'block' }}
                onClick={() => {
                  setShown(n.id);
                  if (!n.read) read.mutate(n.id);
                }}
              >
                {n.title}
              </Typography.Link>
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                {formatDate(n.publishTime)}
              </Typography.Text>
            </div>
          ))}
        </div>
      )}
      <LazyNoticeModal id={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
