import { Card, Progress, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { formatMoney } from '../../../lib/format';
import { useAvailableLimits } from '../api/list-available-limits';

/** /transfer/available-limit: per-currency daily limits and what today's submitted transfers leave. */
export function AvailableLimitPage() {
  const { t } = useTranslation('transfer');
  const q = useAvailableLimits();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PageHeading title={t('limit.title')} intro={t('limit.intro', { date: q.data?.date ?? '' })} />
      <Card>
        <Table
          rowKey="currency"
          size="middle"
          loading={q.isPending}
          pagination={false}
          dataSource={q.data?.content ?? []}
          columns={[
            { key: 'currency', title: t('limit.currency'), dataIndex: 'currency' },
            { key: 'limit', title: t('limit.limit'), align: 'right', render: (_, r) => formatMoney(r.limit, r.currency) },
            { key: 'used', title: t('limit.used'), align: 'right', render: (_, r) => formatMoney(r.used, r.currency) },
            { key: 'left', title: t('limit.left'), align: 'right', render: (_, r) => formatMoney(r.left, r.currency) },
            {
              key: 'bar',
              title: t('limit.usage'),
              render: (_, r) => (
                <Progress
                  percent={Math.round((Number(r.used) / Number(r.limit)) * 100)}
                  size="small"
                  style={{ minWidth: 140 }}
                  aria-label={t('limit.usageOf', { currency: r.currency })}
                />
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
