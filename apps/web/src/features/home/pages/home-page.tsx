import type { ReactNode } from 'react';
import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The home page: a greeting, the dashboard, and the cards the app composes in (merchant, notices,
 * sign-in activity).
 */
export function HomePage({
  operatorName,
  branch,
  merchant,
  notices,
  activity,
  dashboard,
}: {
  operatorName: string;
  /** 'acq' | 'payout' on the aggregate merchant's home pages */
  branch?: string;
  merchant: ReactNode;
  notices: ReactNode;
  activity?: ReactNode;
  /** the figures, or the no-permission message without the view right */
  dashboard?: ReactNode;
}) {
  const { t } = useTranslation('home');
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <div>
        <Typography.Title level={4} style={{ marginBottom: 4 }}>
          {t('greeting', { name: operatorName })}
        </Typography.Title>
        <Typography.Text type="secondary">{branch ? t(`branch.${branch}`) : t('intro')}</Typography.Text>
      </div>
      {dashboard}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          {merchant}
        </Col>
        <Col xs={24} xl={10}>
          {notices}
        </Col>
      </Row>
      {activity}
    </div>
  );
}
