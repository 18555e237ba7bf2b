import { useState, type ReactNode } from 'react';
import { Button, Card, Col, Empty, Row, Select, Space, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DISPLAY_CURRENCY, DISPLAY_CURRENCIES, type PeriodTotals } from '@crossbill/contracts/dashboard';
import type { WalletBalance } from '@crossbill/contracts/wallet';
import { formatMoney } from '../../../lib/format';
import { useDashboard, useHomeBalances, usePayoutOverview } from '../api/get-dashboard';
import { DashboardChart } from './dashboard-chart';

function PeriodCard({ p, currency }: { p: PeriodTotals; currency: string }) {
  const { t } = useTranslation('home');
  return (
    <Card title={t('dashboard.period', { days: p.days })} data-testid={`period-${p.days}`}>
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title={t('dashboard.successRate')} value={p.successRate === null ? '—' : `${p.successRate}%`} />
        </Col>
        <Col span={8}>
          <Statistic title={t('dashboard.attempts')} value={p.attempts} />
        </Col>
        <Col span={8}>
          <Statistic title={t('dashboard.volume', { currency })} value={formatMoney(p.convertedAmount, currency)} />
        </Col>
      </Row>
      <Table
        size="small"
        style={{ marginTop: 12 }}
        rowKey="currency"
        pagination={false}
        dataSource={p.byCurrency}
        locale={{ emptyText: t('dashboard.none') }}
        columns={[
          { title: t('dashboard.currency'), dataIndex: 'currency' },
          { title: t('dashboard.count'), dataIndex: 'count' },
          { title: t('dashboard.amount'), dataIndex: 'amount', render: (v: string, r) => formatMoney(v, r.currency) },
          { title: t('dashboard.refunds'), dataIndex: 'refundAmount', render: (v: string, r) => `${r.refundCount} / ${formatMoney(v, r.currency)}` },
        ]}
      />
    </Card>
  );
}

function Balances({ rows, settings }: { rows: WalletBalance[]; settings?: (rows: WalletBalance[]) => ReactNode }) {
  const { t } = useTranslation('home');
  const shown = rows.filter((r) => !r.hidden);
  return (
    <Card title={t('dashboard.balances')} extra={settings?.(rows)} data-testid="home-balances">
      {shown.length === 0 ? (
        <Empty description={t('dashboard.noBalances')} />
      ) : (
        <Row gutter={[16, 16]}>
          {shown.map((b) => (
            <Col key={b.currency} xs={12} md={6}>
              <Statistic title={`${b.currency} · ${t('dashboard.available')}`} value={formatMoney(b.available, b.currency)} />
              <Typography.Text type="secondary">{t('dashboard.total', { amount: formatMoney(b.total, b.currency) })}</Typography.Text>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}

/**
 * The home dashboard. `branch` 'payout' (aggregate merchants) shows the payout side: balances and
 * recent transfers; otherwise acquiring figures (success rate, 7/30-day totals, 30-day chart).
 */
export function DashboardPanel({
  branch,
  showBalances,
  summaryHref,
  balanceSettings,
}: {
  branch?: string;
  showBalances: boolean;
  summaryHref: string;
  balanceSettings?: (rows: WalletBalance[]) => ReactNode;
}) {
  const { t } = useTranslation('home');
  const [currency, setCurrency] = useState<string>(DEFAULT_DISPLAY_CURRENCY);
  const payout = branch === 'payout';
  const data = useDashboard(currency);
  const balances = useHomeBalances(showBalances);
  const transfers = usePayoutOverview();
  const balanceCard = showBalances && balances.data ? <Balances rows={balances.data} settings={balanceSettings} /> : null;
  if (payout)
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {balanceCard}
        <Card title={t('dashboard.transfers')}>
          <Row gutter={16}>
            <Col span={12}>
              <Statistic title={t('dashboard.period', { days: 7 })} value={transfers.data?.transfers7 ?? '—'} />
            </Col>
            <Col span={12}>
              <Statistic title={t('dashboard.period', { days: 30 })} value={transfers.data?.transfers30 ?? '—'} />
            </Col>
          </Row>
        </Card>
      </Space>
    );
  const d = data.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>{t('dashboard.displayCurrency')}</Typography.Text>
        <Select
          aria-label={t('dashboard.displayCurrency')}
          value={currency}
          onChange={setCurrency}
          options={DISPLAY_CURRENCIES.map((c) => ({ value: c, label: c }))}
          style={{ width: 100 }}
        />
        <Button type="link" href={summaryHref}>
          {t('dashboard.view')}
        </Button>
      </Space>
      <Row gutter={[16, 16]}>
        {(d?.periods ?? []).map((p) => (
          <Col key={p.days} xs={24} xl={12}>
            <PeriodCard p={p} currency={d!.displayCurrency} />
          </Col>
        ))}
      </Row>
      {balanceCard}
      <Card title={t('dashboard.chartTitle')}>
        {d && d.daily.length > 0 ? (
          <DashboardChart daily={d.daily} methods={d.methods} currency={d.displayCurrency} />
        ) : (
          <Empty description={t('dashboard.none')} />
        )}
      </Card>
    </Space>
  );
}
