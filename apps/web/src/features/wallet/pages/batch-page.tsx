import { Button, Card, Descriptions, Space, Table, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StatementEntry } from '@crossbill/contracts/wallet';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useBatch } from '../api/get-batch';
import { pageOf, useUrlFilters } from '../../../lib/use-url-filters';
import { listPagination } from '../../../components/list-pagination';

/** /wallet/balance/batch/view?currency&reference: the movements of one batch on the available balance. */
export function BatchPage({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(['wallet', 'messages']);
  const { params, update } = useUrlFilters();
  const currency = (params.get('currency') ?? '').toUpperCase();
  const reference = params.get('reference') ?? '';
  const { page } = pageOf(params);
  const batch = useBatch({ currency, reference, page, size: 10 });
  const language = currentLanguage();
  const b = batch.data;
  const money = (v: string | undefined) => (v === undefined ? '-' : formatMoney(v, currency, language));

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="center">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('batch.back')} onClick={onBack} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('batch.title', { reference })}
        </Typography.Title>
      </Space>
      <Card>
        <Descriptions column={{ xs: 1, md: 3 }} data-testid="batch-summary">
          <Descriptions.Item label={t('batch.currency')}>{currency}</Descriptions.Item>
          <Descriptions.Item label={t('batch.count')}>{b?.count ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('batch.period')}>
            {b ? `${formatDateTime(b.firstTime, language)} – ${formatDateTime(b.lastTime, language)}` : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('batch.credits')}>{money(b?.credits)}</Descriptions.Item>
          <Descriptions.Item label={t('batch.debits')}>{money(b?.debits)}</Descriptions.Item>
          <Descriptions.Item label={t('batch.net')}>{money(b?.net)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <Table<StatementEntry>
          rowKey="id"
          loading={batch.isPending}
          dataSource={b?.content ?? []}
          locale={{ emptyText: t('statement.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={listPagination({ page, size: 10, total: b?.total, update, sizeChanger: false })}
          columns={[
            { key: 'time', title: t('statement.time'), render: (_, e) => formatDateTime(e.time, language) },
            { key: 'kind', title: t('statement.kind'), dataIndex: 'kindLabel' },
            { key: 'amount', title: t('statement.amount'), align: 'right', render: (_, e) => `${e.amount.startsWith('-') ? '' : '+'}${money(e.amount)}` },
            { key: 'balance', title: t('statement.balance'), align: 'right', render: (_, e) => money(e.balance) },
          ]}
        />
      </Card>
    </div>
  );
}
