import { Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChargebackOverview } from '@crossbill/contracts/chargeback-rate';
import { useChargebackOverview } from '../api/get-chargeback-overview';

const LEVEL_COLOR = { ok: 'green', warning: 'gold', error: 'red' } as const;

/** Where each figure leads: the chargeback list under the figure's filters, and the ratio report. */
export interface ChargebackLinks {
  open: string;
  dueSoon: string;
  won: string;
  lost: string;
  report?: string;
}

function Figure({ title, value, to, testId }: { title: string; value: number; to: string; testId: string }) {
  return (
    <Link to={to} data-testid={testId} style={{ display: 'block' }}>
      <Statistic title={title} value={value} />
    </Link>
  );
}

function RatioFigure({ o, report }: { o: ChargebackOverview; report?: string }) {
  const { t } = useTranslation('home');
  const n = o.nearest;
  const value = n?.current == null ? '—' : `${n.current}%`;
  const body = (
    <>
      <Statistic title={t('chargebacks.ratio')} value={value} />
      {n ? (
        <Typography.Text type="secondary">
          {n.current === null
            ? t('chargebacks.noSales')
            : t('chargebacks.against', { program: t(`chargebacks.program.${n.id}`, { defaultValue: n.id }), ratio: n.ratio })}{' '}
          <Tag color={LEVEL_COLOR[n.level]}>{t(`chargebacks.level.${n.level}`)}</Tag>
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('chargebacks.noProgram')}</Typography.Text>
      )}
    </>
  );
  return report ? (
    <Link to={report} data-testid="cb-ratio" style={{ display: 'block' }}>
      {body}
    </Link>
  ) : (
    <div data-testid="cb-ratio">{body}</div>
  );
}

/**
 * The home dashboard's chargebacks: open ones, those due within three days, this month's ratio
 * against the nearest monitoring program, won and lost in 30 days. Each figure opens the list it
 * counts (the server counts them with the list's own filters).
 */
export function ChargebackBlock({ links }: { links: ChargebackLinks }) {
  const { t } = useTranslation('home');
  const o = useChargebackOverview().data;
  return (
    <Card title={t('chargebacks.title')} loading={!o} data-testid="home-chargebacks">
      {o && (
        <Row gutter={[16, 16]}>
          <Col xs={12} md={8} xl={4}>
            <Figure title={t('chargebacks.open')} value={o.open} to={links.open} testId="cb-open" />
          </Col>
          <Col xs={12} md={8} xl={4}>
            <Figure title={t('chargebacks.dueSoon', { days: o.dueDays })} value={o.dueSoon} to={links.dueSoon} testId="cb-due" />
          </Col>
          <Col xs={12} md={8} xl={4}>
            <Figure title={t('chargebacks.won30')} value={o.won30} to={links.won} testId="cb-won" />
          </Col>
          <Col xs={12} md={8} xl={4}>
            <Figure title={t('chargebacks.lost30')} value={o.lost30} to={links.lost} testId="cb-lost" />
          </Col>
          <Col xs={24} md={16} xl={8}>
            <RatioFigure o={o} report={links.report} />
          </Col>
        </Row>
      )}
    </Card>
  );
}
