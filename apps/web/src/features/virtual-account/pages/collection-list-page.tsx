import { Card, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { COLLECTION_STATUSES, VA_CURRENCIES, type CollectionStatus, type CollectionTransaction } from '@crossbill/contracts/virtual-account';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useAccounts } from '../api/list-accounts';
import { useCollections, type CollectionFilters } from '../api/list-collections';
import { CollectionStatusTag } from '../components/status-tag';
import { pageOf, useUrlFilters } from '../../../lib/use-url-filters';
import { listPagination } from '../../../components/list-pagination';
import { FilterSelect } from '../../../components/filter-select';
import { DATE_PERIODS, DATE_PRESETS } from '@crossbill/contracts/business-time';
import { useRememberedPeriod } from '../../../lib/date-period';

/** collection/transaction: money received on the virtual accounts; filters in the URL. */
export function CollectionListPage({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('virtual-account');
  const { params, update } = useUrlFilters();
  useRememberedPeriod({ params, update, periods: DATE_PERIODS.filter((p) => p !== 'custom'), fallback: 'all' });
  const language = currentLanguage();
  const pick = <T extends string>(key: string, allowed: readonly T[]) =>
    (allowed as readonly string[]).includes(params.get(key) ?? '') ? (params.get(key) as T) : undefined;
  const f: CollectionFilters = {
    page: pageOf(params).page,
    size: 10,
    preset: pick('period', DATE_PRESETS),
    virtualAccountId: Number(params.get('account')) || undefined,
    currency: pick('currency', VA_CURRENCIES),
    status: pick<CollectionStatus>('status', COLLECTION_STATUSES),
  };
  const collections = useCollections(f);
  const accounts = useAccounts({ page: 1, size: 100, status: 'active' });

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('collections.title')}
      </Typography.Title>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <FilterSelect<string>
            aria-label={t('collections.period')}
            style={{ width: 160 }}
            allLabel={t('collections.allTime')}
            value={f.preset}
            onChange={(period) => update({ period })}
            options={DATE_PRESETS.map((p) => ({ value: p, label: t(`collections.preset.${p}`) }))}
          />
          <FilterSelect<number>
            aria-label={t('field.accountNumber')}
            style={{ width: 240 }}
            allLabel={t('collections.allAccounts')}
            value={f.virtualAccountId}
            onChange={(account) => update({ account })}
            options={(accounts.data?.content ?? []).map((a) => ({ value: a.id, label: `${a.currency} · ${a.accountNumber}` }))}
          />
          <FilterSelect<string>
            aria-label={t('field.currency')}
            style={{ width: 140 }}
            allLabel={t('list.allCurrencies')}
            value={f.currency}
            onChange={(currency) => update({ currency })}
            options={VA_CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
          <FilterSelect<string>
            aria-label={t('field.status')}
            style={{ width: 140 }}
            allLabel={t('list.allStatuses')}
            value={f.status}
            onChange={(status) => update({ status })}
            options={COLLECTION_STATUSES.map((s) => ({ value: s, label: t(`collectionStatus.${s}`) }))}
          />
        </Space>
        <Table<CollectionTransaction>
          rowKey="id"
          loading={collections.isPending}
          dataSource={collections.data?.content ?? []}
          locale={{ emptyText: t('collections.empty') }}
          scroll={{ x: 'max-content' }}
          onRow={(r) => ({ onClick: () => onOpen(r.id), style: { cursor: 'pointer' } })}
          pagination={listPagination({
            page: f.page,
            size: f.size,
            total: collections.data?.total,
            update,
            totalText: (total) => t('collections.total', { total }),
            sizeChanger: false,
          })}
          columns={[
            { key: 'time', title: t('field.time'), render: (_, r) => formatDateTime(r.time, language) },
            { key: 'no', title: t('field.transactionNo'), dataIndex: 'transactionNo' },
            { key: 'account', title: t('field.accountNumber'), dataIndex: 'accountNumber' },
            { key: 'payer', title: t('field.payerName'), dataIndex: 'payerName' },
            { key: 'payerAccount', title: t('field.payerAccount'), dataIndex: 'payerAccount' },
            {
              key: 'amount',
              title: t('field.amount'),
              align: 'right',
              render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{`${formatMoney(r.amount, r.currency, language)} ${r.currency}`}</span>,
            },
            { key: 'reference', title: t('field.reference'), dataIndex: 'reference' },
            { key: 'status', title: t('field.status'), render: (_, r) => <CollectionStatusTag status={r.status} /> },
          ]}
        />
      </Card>
    </div>
  );
}
