import { useState } from 'react';
import { Button, Card, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_CURRENCIES, EXCHANGE_STATUSES, type Exchange, type ExchangeStatus } from '@crossbill/contracts/exchange';
import { Access } from '../../../components/access';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useExchanges, type ExchangeFilters } from '../api/list-exchanges';
import { ExchangeDetailDrawer, statusColor } from '../components/exchange-detail-drawer';
import { dayRangeOf, pageOf, useUrlFilters } from '../../../lib/use-url-filters';
import { listPagination } from '../../../components/list-pagination';
import { DayRangeFilter } from '../../../components/day-range-filter';
import { FilterSelect } from '../../../components/filter-select';
import { PageHeading } from '../../../components/page-heading';

/** The filters as the URL holds them: ?begin&end&currency&status&page&size. */
export function exchangeFilters(params: URLSearchParams): ExchangeFilters & { begin?: string; end?: string } {
  const currency = (EXCHANGE_CURRENCIES as readonly string[]).includes(params.get('currency') ?? '') ? params.get('currency')! : undefined;
  const status = (EXCHANGE_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as ExchangeStatus) : undefined;
  return {
    ...pageOf(params),
    ...dayRangeOf(params),
    currency,
    status,
  };
}

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** /wallet/exchange: the exchanges with filters and a detail drawer; "New exchange" needs the add code. */
export function ExchangeListPage({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('exchange');
  const { params, update } = useUrlFilters();
  const f = exchangeFilters(params);
  const { begin, end, ...query } = f;
  const list = useExchanges(query);
  const [openId, setOpenId] = useState<number | null>(null);
  const language = currentLanguage();

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="start" style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <PageHeading title={t('list.title')} intro={t('list.intro')} />
        <Access code="wallet:exchange:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t('list.add')}
          </Button>
        </Access>
      </Space>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <DayRangeFilter label={t('list.period')} begin={begin} end={end} update={update} />
          <FilterSelect<string>
            aria-label={t('list.currency')}
            style={{ minWidth: 150 }}
            showSearch
            allLabel={t('list.allCurrencies')}
            value={f.currency}
            onChange={(currency) => update({ currency })}
            options={EXCHANGE_CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
          <FilterSelect<string>
            aria-label={t('list.status')}
            style={{ minWidth: 160 }}
            allLabel={t('list.allStatuses')}
            value={f.status}
            onChange={(status) => update({ status })}
            options={EXCHANGE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </Space>
        <Table<Exchange>
          rowKey="id"
          size="middle"
          loading={list.isPending}
          dataSource={list.data?.content ?? []}
          locale={{ emptyText: t('list.empty') }}
          scroll={{ x: 'max-content' }}
          onRow={(e) => ({ onClick: () => setOpenId(e.id), style: { cursor: 'pointer' } })}
          pagination={listPagination({ page: f.page, size: f.size, total: list.data?.total, update, totalText: (total) => t('list.total', { total }) })}
          columns={[
            { key: 'serialNo', title: t('list.serialNo'), dataIndex: 'serialNo' },
            { key: 'time', title: t('list.time'), render: (_, e) => formatDateTime(e.createdAt, language) },
            { key: 'pair', title: t('list.pair'), render: (_, e) => `${e.sellCurrency} → ${e.buyCurrency}` },
            { key: 'rate', title: t('list.rate'), align: 'right', render: (_, e) => <span style={num}>{e.rate}</span> },
            {
              key: 'sell',
              title: t('list.sellAmount'),
              align: 'right',
              render: (_, e) => <span style={num}>{`${formatMoney(e.sellAmount, e.sellCurrency, language)} ${e.sellCurrency}`}</span>,
            },
            {
              key: 'buy',
              title: t('list.buyAmount'),
              align: 'right',
              render: (_, e) => <span style={num}>{`${formatMoney(e.buyAmount, e.buyCurrency, language)} ${e.buyCurrency}`}</span>,
            },
            { key: 'delivery', title: t('list.deliveryDate'), dataIndex: 'deliveryDate' },
            { key: 'status', title: t('list.status'), render: (_, e) => <Tag color={statusColor(e.status)}>{t(`status.${e.status}`)}</Tag> },
            {
              key: 'actions',
              title: t('list.actions'),
              render: (_, e) => (
                <Button type="link" size="small" onClick={(ev) => (ev.stopPropagation(), setOpenId(e.id))}>
                  {t('list.view')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <ExchangeDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
