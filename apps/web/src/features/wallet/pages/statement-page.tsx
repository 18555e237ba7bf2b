import { Button, Card, Select, Space, Table, Typography } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { kindLabelKey, STATEMENT_KINDS, type StatementEntry } from '@crossbill/contracts/wallet';
import { DATE_PERIODS, type DatePeriod, type DatePreset } from '@crossbill/contracts/business-time';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useStatement, type StatementFilters } from '../api/get-statement';
import { useExportStatement } from '../api/export-statement';
import { Access } from '../../../components/access';
import { toast } from '../../../lib/toast';
import { dayRangeOf, pageOf, useUrlFilters } from '../../../lib/use-url-filters';
import { listPagination } from '../../../components/list-pagination';
import { DayRangeFilter } from '../../../components/day-range-filter';
import { FilterSelect } from '../../../components/filter-select';
import { useRememberedPeriod } from '../../../lib/date-period';

const PERIODS = DATE_PERIODS;
type Period = DatePeriod;

/** The filters as the URL holds them: ?currency&period&begin&end&kind&page&size. */
export function statementFilters(params: URLSearchParams): StatementFilters & { period: Period; begin?: string; end?: string } {
  const currency = (params.get('currency') ?? '').toUpperCase();
  const period = (PERIODS as readonly string[]).includes(params.get('period') ?? '') ? (params.get('period') as Period) : 'all';
  const { page, size } = pageOf(params);
  const kind = params.get('kind') || undefined;
  const base = { currency, page, size, kind, period };
  if (period === 'custom') return { ...base, ...dayRangeOf(params) };
  return period === 'all' ? base : { ...base, preset: period as DatePreset };
}

/** /wallet/balance/view?currency=XXX: the statement of one currency's available account. */
export function StatementPage({ onBack, onOpenBatch }: { onBack: () => void; onOpenBatch: (currency: string, reference: string) => void }) {
  const { t } = useTranslation(['wallet', 'messages']);
  const { params, update } = useUrlFilters();
  useRememberedPeriod({ params, update, periods: PERIODS, fallback: 'all' });
  const f = statementFilters(params);
  const statement = useStatement({
    currency: f.currency,
    page: f.page,
    size: f.size,
    preset: f.preset,
    beginTime: f.beginTime,
    endTime: f.endTime,
    kind: f.kind,
  });
  const language = currentLanguage();
  const exporter = useExportStatement();
  const runExport = () =>
    exporter.mutate(
      { currency: f.currency, preset: f.preset, beginTime: f.beginTime, endTime: f.endTime, kind: f.kind },
      { onSuccess: () => toast.success(t('statement.exportQueued')) },
    );

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="center">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('statement.back')} onClick={onBack} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('statement.title', { currency: f.currency })}
        </Typography.Title>
      </Space>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Select<Period>
            aria-label={t('statement.period')}
            style={{ minWidth: 160 }}
            value={f.period}
            onChange={(period) => update({ period: period === 'all' ? undefined : period, begin: undefined, end: undefined })}
            options={PERIODS.map((p) => ({ value: p, label: t(`statement.preset.${p}`) }))}
          />
          {f.period === 'custom' ? <DayRangeFilter begin={f.begin} end={f.end} update={update} /> : null}
          <FilterSelect<string>
            aria-label={t('statement.kind')}
            style={{ minWidth: 180 }}
            allLabel={t('statement.allKinds')}
            value={f.kind}
            onChange={(kind) => update({ kind })}
            options={STATEMENT_KINDS.map((k) => ({ value: k, label: t(`messages:${kindLabelKey(k)}`) }))}
          />
          <Access code="wallet:balance:export">
            <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={runExport}>
              {t('statement.export')}
            </Button>
          </Access>
        </Space>
        <Table<StatementEntry>
          rowKey="id"
          size="middle"
          loading={statement.isPending}
          dataSource={statement.data?.content ?? []}
          locale={{ emptyText: t('statement.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={listPagination({
            page: f.page,
            size: f.size,
            total: statement.data?.total,
            update,
            totalText: (total) => t('statement.total', { total }),
          })}
          columns={[
            { key: 'time', title: t('statement.time'), render: (_, e) => formatDateTime(e.time, language) },
            { key: 'kind', title: t('statement.kind'), dataIndex: 'kindLabel' },
            {
              key: 'reference',
              title: t('statement.reference'),
              // a line of a batch (several entries share its reference) opens the batch's view
              render: (_, e) =>
                e.batchSize > 1 ? (
                  <Typography.Link onClick={() => onOpenBatch(f.currency, e.reference)}>
                    {t('statement.batchLink', { reference: e.reference, count: e.batchSize })}
                  </Typography.Link>
                ) : (
                  e.reference
                ),
            },
            {
              key: 'amount',
              title: t('statement.amount'),
              align: 'right',
              render: (_, e) => (
                <Typography.Text type={e.amount.startsWith('-') ? 'danger' : 'success'} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {e.amount.startsWith('-') ? '' : '+'}
                  {formatMoney(e.amount, f.currency, language)}
                </Typography.Text>
              ),
            },
            {
              key: 'balance',
              title: t('statement.balance'),
              align: 'right',
              render: (_, e) => (
                <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatMoney(e.balance, f.currency, language)}</span>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
