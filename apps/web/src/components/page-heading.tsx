import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A page's title with its one-line introduction under it (when it has one). */
export function PageHeading({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
    <div>
      <Typography.Title level={4} style={{ margin: intro ? '0 0 4px' : 0 }}>
        {title}
      </Typography.Title>
      {intro ? <Typography.Text type="secondary">{intro}</Typography.Text> : null}
    </div>
  );
}
