import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A page's title with its one-line introduction under it. */
export function PageHeading({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <div>
      <Typography.Title level={4} style={{ marginBottom: 4 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{intro}</Typography.Text>
    </div>
  );
}
