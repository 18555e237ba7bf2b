import { Button, Card, Input, Space, Table } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@crossbill/contracts/money';
import { TRANSFER_STATUSES, type Transfer, type TransferStatus } from '@crossbill/contracts/transfer';
import { Access } from '../../../components/access';
import { DayRangeFilter } from '../../../components/day-range-filter';
import { FilterSelect } from '../../../components/filter-select';
import { listPagination } from '../../../components/list-pagination';
import { PageHeading } from '../../../components/page-heading';
import { dayRangeOf, pageOf, useUrlFilters } from '../../../lib/use-url-filters';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useTransfers, type TransferFilters } from '../api/list-transfers';
import { TransferStatusTag } from '../components/status-tag';

/** The filters as the URL holds them: ?begin&end&status&currency&payee&reference&page&size. */
function filtersOf(params: URLSearchParams): TransferFilters & { begin?: string; end?: string } {
  const status = (TRANSFER_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as TransferStatus) : undefined;
  const currency = (CURRENCIES as readonly string[]).includes(params.get('currency') ?? '') ? params.get('currency')! : undefined;
  return {
    ...pageOf(params),
    ...dayRangeOf(params),
    status,
    currency,
    payee: params.get('payee') || undefined,
    reference: params.get('reference') || undefined,
  };
}

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export interface TransferListPageProps {
  /** spec 6: the add button shows only for business types 0 and 2 (and with transfer:transfer:add) */
  canAdd: boolean;
  onAdd: () => void;
  onBatch: () => void;
  onView: (id: number) => void;
}

/** /transfer/transfer (and its aggregate variant): transfers with filters; add and batch buttons. */
export function TransferListPage({ canAdd, onAdd, onBatch, onView }: TransferListPageProps) {
  const { t } = useTranslation('transfer');
  const { params, update } = useUrlFilters();
  const f = filtersOf(params);
  const { begin, end, ...query } = f;
  const list = useTransfers(query);
  const money = (amount: string, currency: string) => <span style={num}>{`${formatMoney(amount, currency)} ${currency}`}</span>;

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="start" style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <PageHeading title={t('list.title')} intro={t('list.intro')} />
        {canAdd && (
          <Space>
            <Access code="transfer:transfer:batch">
              <Button icon={<UploadOutlined />} onClick={onBatch}>
                {t('list.batch')}
              </Button>
            </Access>
            <Access code="transfer:transfer:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
                {t('list.add')}
              </Button>
            </Access>
          </Space>
        )}
      </Space>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <DayRangeFilter label={t('list.period')} begin={begin} end={end} update={update} />
          <FilterSelect<TransferStatus>
            aria-label={t('list.status')}
            style={{ minWidth: 170 }}
            allLabel={t('list.allStatuses')}
            value={f.status}
            onChange={(status) => update({ status })}
            options={TRANSFER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <FilterSelect<string>
            aria-label={t('list.currency')}
            style={{ minWidth: 140 }}
            showSearch
            allLabel={t('list.allCurrencies')}
            value={f.currency}
            onChange={(currency) => update({ currency })}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
          <Input.Search
            aria-label={t('list.payee')}
            placeholder={t('list.payee')}
            allowClear
            defaultValue={f.payee}
            onSearch={(payee) => update({ payee: payee.trim() || undefined })}
            style={{ width: 200 }}
          />
          <Input.Search
            aria-label={t('list.reference')}
            placeholder={t('list.reference')}
            allowClear
            defaultValue={f.reference}
            onSearch={(reference) => update({ reference: reference.trim() || undefined })}
            style={{ width: 240 }}
          />
        </Space>
        <Table<Transfer>
          rowKey="id"
          size="middle"
          loading={list.isPending}
          dataSource={list.data?.content ?? []}
          locale={{ emptyText: t('list.empty') }}
          scroll={{ x: 'max-content' }}
          onRow={(r) => ({ onClick: () => onView(r.id), style: { cursor: 'pointer' } })}
          pagination={listPagination({ page: f.page, size: f.size, total: list.data?.total, update, totalText: (total) => t('list.total', { total }) })}
          columns={[
            { key: 'serialNo', title: t('field.serialNo'), dataIndex: 'serialNo' },
            { key: 'time', title: t('field.createdAt'), render: (_, r) => formatDateTime(r.createdAt) },
            { key: 'ref', title: t('field.merchantReference'), render: (_, r) => r.merchantReference ?? '—' },
            { key: 'payee', title: t('field.payee'), render: (_, r) => `${r.payeeNickname} (${r.payeeName})` },
            { key: 'send', title: t('field.sendAmount'), align: 'right', render: (_, r) => money(r.sendAmount, r.sendCurrency) },
            { key: 'receive', title: t('field.receiveAmount'), align: 'right', render: (_, r) => money(r.receiveAmount, r.receiveCurrency) },
            { key: 'fee', title: t('field.fee'), align: 'right', render: (_, r) => money(r.fee, r.sendCurrency) },
            { key: 'purpose', title: t('field.purpose'), render: (_, r) => t(`purpose.${r.purpose}`) },
            { key: 'when', title: t('field.paymentDate'), render: (_, r) => r.scheduledDate ?? t('field.immediate') },
            { key: 'status', title: t('field.status'), render: (_, r) => <TransferStatusTag status={r.status} /> },
          ]}
        />
      </Card>
    </div>
  );
}
