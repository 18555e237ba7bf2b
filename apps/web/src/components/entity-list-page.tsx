import type { ReactNode } from 'react';
import { Space } from 'antd';
import { PageHeading } from './page-heading';

/**
 * The frame of a list page: its title (and one-line introduction) with the page's own buttons beside
 * it, then what it lists: an EntityTable (filters, columns, export), with a quick filter above it or
 * the page's dialogs after it where it has them. The buttons wrap under the title on a phone.
 */
export function EntityListPage({ title, intro, actions, children }: { title: ReactNode; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const heading = <PageHeading title={title} intro={intro} />;
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      {actions ? (
        <Space align={intro ? 'start' : 'center'} style={{ justifyContent: 'space-between', width: '100%' }} wrap>
          {heading}
          {actions}
        </Space>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}
