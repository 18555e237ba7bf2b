import type { ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { TestCards } from './test-cards';

/** A demo page: its card (title, introduction, content) with the test cards beside it (below on a phone). */
export function DemoLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card title={title}>
          <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
          {children}
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <TestCards />
      </Col>
    </Row>
  );
}
