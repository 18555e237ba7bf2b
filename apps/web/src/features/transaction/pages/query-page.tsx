import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TRANSACTION_COLUMNS } from '@crossbill/contracts/transaction';
import { Access } from '../../../components/access';
import { toast } from '../../../lib/toast';
import { useColumns } from '../api/get-columns';
import { useExportTransactions } from '../api/export-transactions';
import { useTransactions } from '../api/list-transactions';
import { ColumnSettings } from '../components/column-settings';
import { FilterForm } from '../components/filter-form';
import { SelectionRefundModal } from '../components/selection-refund-modal';
import { TrackingUploadDrawer } from '../components/tracking-upload-drawer';
import { TransactionTable } from '../components/transaction-table';
import { DEFAULT_PERIOD, PAGE_SIZES, PERIODS, readUrl } from '../filters';
import { useRememberedPeriod } from '../../../lib/date-period';

/** /transaction/query: the filtered, paged list (server side), column settings, export. */
export function TransactionQueryPage({ onOpen }: { onOpen: (transactionId: string) => void }) {
  const { t, i18n } = useTranslation(['transaction', 'messages']);
  const [params, setParams] = useSearchParams();
  const state = readUrl(params);
  const list = useTransactions({ ...state.filters, page: state.page, size: state.size });
  const columns = useColumns().data?.columns ?? DEFAULT_TRANSACTION_COLUMNS;
  const exporter = useExportTransactions();
  const [selected, setSelected] = useState<string[]>([]);
  const [refunding, setRefunding] = useState(false);
  // the tracking upload drawer and its file live in the URL (?tracking=open or ?tracking=<id>)
  const tracking = params.get('tracking');
  const setTracking = (v: string | undefined) => update({ tracking: v }, true);
  const batchRefund = () => {
    // spec 6: a batch refund needs a selection
    if (selected.length === 0) return toast.error(t('messages:refund.batch.selectItems'));
    setRefunding(true);
  };

  const update = (patch: Record<string, string | undefined>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch))
      if (v) next.set(k, v);
      else next.delete(k);
    if (!keepPage) next.delete('page');
    setParams(next, { replace: true });
  };
  useRememberedPeriod({ params, update: (p) => update(p as Record<string, string | undefined>), periods: PERIODS, fallback: DEFAULT_PERIOD });

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('query.title')}
      </Typography.Title>
      <Card>
        <FilterForm state={state} onSearch={(v) => update(v)} onReset={() => setParams(new URLSearchParams(), { replace: true })} />
      </Card>
      <Card
        title={
          list.data?.totalCapped
            ? t('query.totalCapped', { total: list.data.total.toLocaleString(i18n.language) })
            : t('query.total', { total: list.data?.total ?? 0 })
        }
        extra={
          <Space>
            <Access code="transaction:refund:batch">
              <Button onClick={batchRefund}>{t('batchRefund.open')}</Button>
            </Access>
            <Access code="transaction:query:tracking">
              <Button onClick={() => setTracking('open')}>{t('tracking.batch')}</Button>
            </Access>
            <ColumnSettings columns={columns} />
            <Access code="transaction:query:export">
              <Button
                icon={<DownloadOutlined />}
                loading={exporter.isPending}
                onClick={() => exporter.mutate(state.filters, { onSuccess: () => toast.success(t('query.exporting')) })}
              >
                {t('query.export')}
              </Button>
            </Access>
          </Space>
        }
      >
        <TransactionTable
          rows={list.data?.content ?? []}
          columns={columns}
          loading={list.isPending}
          onOpen={onOpen}
          emptyText={t('query.empty')}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys.map(String)),
            // only payments with something left to refund can be part of a batch refund
            getCheckboxProps: (r) => ({ disabled: r.type === 'refund' || r.status !== 'succeeded' || r.refundState === 'full', 'aria-label': r.transactionId }),
          }}
          pagination={{
            current: state.page,
            pageSize: state.size,
            // past the count's cap, paging reaches the first TRANSACTION_COUNT_CAP rows (the title says so)
            total: list.data?.total ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            onChange: (page, size) => update({ page: page > 1 ? String(page) : undefined, size: size !== 10 ? String(size) : undefined }, true),
          }}
        />
      </Card>
      {refunding && (
        <SelectionRefundModal
          ids={selected}
          open
          onClose={(submitted) => {
            setRefunding(false);
            // the refunded rows leave the selection; a cancelled dialog keeps it
            if (submitted) setSelected([]);
          }}
        />
      )}
      <TrackingUploadDrawer
        open={tracking !== null}
        batchId={tracking && /^\d+$/.test(tracking) ? Number(tracking) : null}
        onBatch={(id) => setTracking(String(id))}
        onClose={() => setTracking(undefined)}
      />
    </div>
  );
}
