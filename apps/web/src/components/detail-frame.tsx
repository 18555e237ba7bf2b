import type { ReactNode } from 'react';
import { Button, Empty, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';

/**
 * The frame of a detail page (one refund, chargeback, dispute case): the back button and the title
 * (a long ID wraps on a phone), then the content once its data is in; a spinner while it loads, an
 * empty state when there is nothing to show.
 */
export function DetailFrame<T>({
  title,
  backLabel,
  onBack,
  query,
  children,
}: {
  title: ReactNode;
  backLabel: string;
  onBack: () => void;
  query: { data: T | undefined; isPending: boolean };
  children: (data: T) => ReactNode;
}) {
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Space align="center" wrap>
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={backLabel} onClick={onBack} />
        <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography.Title>
      </Space>
      {query.data !== undefined ? children(query.data) : query.isPending ? <Spin /> : <Empty />}
    </div>
  );
}
