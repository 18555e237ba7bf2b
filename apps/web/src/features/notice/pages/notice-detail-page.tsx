import { useEffect } from 'react';
import { Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useNotice } from '../api/get-notice';
import { useReadNotice } from '../api/read-notice';

/** /notice/detail?id=: one notice; opening it marks it read (the bell's unread list refreshes). */
export function NoticeDetailPage({ id, onBack }: { id: number | null; onBack: () => void }) {
  const { t } = useTranslation('notice');
  const notice = useNotice(id);
  const { mutate: markRead } = useReadNotice();
  const n = notice.data;
  const unread = n !== undefined && !n.read;

  useEffect(() => {
    if (unread && id !== null) markRead(id);
  }, [unread, id, markRead]);

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="center">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('back')} onClick={onBack} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {n?.title ?? t('title')}
        </Typography.Title>
      </Space>
      {id === null || notice.isError ? (
        <Result status="404" title={t('unavailable')} />
      ) : !n ? (
        <Skeleton active />
      ) : (
        <Card>
          <Typography.Text type="secondary">{formatDateTime(n.publishTime)}</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12, marginBottom: 0 }}>{n.content}</Typography.Paragraph>
        </Card>
      )}
    </div>
  );
}
