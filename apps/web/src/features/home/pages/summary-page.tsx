import { useState } from 'react';
import { Card, Segmented, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useSummary } from '../api/get-dashboard';

/** summary/view: the dashboard's figures in detail, per payment method and currency, 7 or 30 days. */
export function SummaryPage() {
  const { t } = useTranslation('home');
  const [days, setDays] = useState(30);
  const q = useSummary(days);
  return (
    <Card
      title={t('summary.title')}
      extra={
        <Segmented value={days} onChange={(v) => setDays(Number(v))} options={[7, 30].map((d) => ({ value: d, label: t('dashboard.period', { days: d }) }))} />
      }
    >
      {q.data && (
        <Typography.Paragraph type="secondary">
          {q.data.from} – {q.data.to}
        </Typography.Paragraph>
      )}
      <Table
        rowKey={(r) => `${r.method}-${r.currency}`}
        loading={q.isLoading}
        dataSource={q.data?.rows ?? []}
        pagination={false}
        locale={{ emptyText: t('dashboard.none') }}
        columns={[
          { title: t('summary.method'), dataIndex: 'method' },
          { title: t('dashboard.currency'), dataIndex: 'currency' },
          { title: t('dashboard.attempts'), dataIndex: 'attempts' },
          { title: t('summary.succeeded'), dataIndex: 'succeeded' },
          { title: t('summary.failed'), dataIndex: 'failed' },
          { title: t('dashboard.successRate'), dataIndex: 'successRate', render: (v: string | null) => (v === null ? '—' : `${v}%`) },
          { title: t('dashboard.amount'), dataIndex: 'amount', render: (v: string, r) => formatMoney(v, r.currency) },
          { title: t('dashboard.refunds'), dataIndex: 'refundAmount', render: (v: string, r) => `${r.refundCount} / ${formatMoney(v, r.currency)}` },
        ]}
      />
    </Card>
  );
}
