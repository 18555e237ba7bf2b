import { Alert, Button, Card, Radio, Select, Space, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  businessMonth,
  monthsBack,
  RATE_DIMENSIONS,
  RATE_MAX_MONTHS,
  type RateDimension,
  type RateReport,
  type RateRow,
} from '@crossbill/contracts/chargeback-rate';
import { countryName } from '@crossbill/contracts/countries';
import { DEFAULT_DISPLAY_CURRENCY, DISPLAY_CURRENCIES } from '@crossbill/contracts/dashboard';
import { exportRateReport } from '@crossbill/contracts/endpoints/chargeback-rate';
import { call } from '../../../lib/call';
import { useExportTask } from '../../../lib/export-task';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useRateReport } from '../api/get-rate';
import { RateChart } from '../components/rate-chart';

const percent = (v: string | null) => (v === null ? '—' : `${v}%`);

/** The months one may pick: the last 24 up to this Beijing month, newest first. */
const monthChoices = (now: Date) => {
  const current = businessMonth(now);
  return Array.from({ length: RATE_MAX_MONTHS }, (_, i) => monthsBack(current, i));
};

/** The columns of the monthly and of the per-value tables. */
function useRateColumns(currency: string, first: { title: string; render: (r: RateRow) => React.ReactNode }) {
  const { t } = useTranslation('dispute');
  const num = (k: 'count' | 'salesCount' | 'won' | 'lost' | 'open') => ({
    key: k,
    title: t(`rate.col.${k}`),
    align: 'right' as const,
    render: (_: unknown, r: RateRow) => r[k],
  });
  return [
    { key: 'key', title: first.title, render: (_: unknown, r: RateRow) => first.render(r) },
    num('count'),
    { key: 'amount', title: t('rate.col.amount', { currency }), align: 'right' as const, render: (_: unknown, r: RateRow) => formatMoney(r.amount, currency) },
    num('salesCount'),
    {
      key: 'salesAmount',
      title: t('rate.col.salesAmount', { currency }),
      align: 'right' as const,
      render: (_: unknown, r: RateRow) => formatMoney(r.salesAmount, currency),
    },
    { key: 'countRatio', title: t('rate.col.countRatio'), align: 'right' as const, render: (_: unknown, r: RateRow) => percent(r.countRatio) },
    { key: 'amountRatio', title: t('rate.col.amountRatio'), align: 'right' as const, render: (_: unknown, r: RateRow) => percent(r.amountRatio) },
    num('won'),
    num('lost'),
    num('open'),
  ];
}

/** This month against each program: an error once reached, a warning from 80% of its ratio. */
function StandingBanners({ report }: { report: RateReport }) {
  const { t } = useTranslation('dispute');
  const shown = report.standing.programs.filter((p) => p.level !== 'ok');
  if (shown.length === 0) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="rate-banners">
      {shown.map((p) => (
        <Alert
          key={p.id}
          showIcon
          type={p.level === 'error' ? 'error' : 'warning'}
          title={t(`rate.banner.${p.level}`, {
            program: t(`rate.program.${p.id}`, { defaultValue: p.id }),
            current: p.current,
            count: p.count,
            ratio: p.ratio,
            minCount: p.minCount,
          })}
        />
      ))}
    </Space>
  );
}

/**
 * reports/refuse-rate: chargebacks over sales per month (Beijing), by count and by amount, in a
 * display currency; a breakdown by scheme, reason category, currency or member; the trend against the
 * monitoring programs; the monthly table's export. The choices live in the URL.
 */
export function RateReportPage({ viewHref, family, now = new Date() }: { viewHref: (month: string, scheme?: string) => string; family: boolean; now?: Date }) {
  const { t } = useTranslation('dispute');
  const { params, update } = useUrlFilters();
  const months = monthChoices(now);
  const pick = (v: string | null) => (v && months.includes(v) ? v : undefined);
  const to = pick(params.get('to')) ?? months[0]!;
  const from = pick(params.get('from')) ?? monthsBack(to, 11);
  const currency = (DISPLAY_CURRENCIES as readonly string[]).includes(params.get('currency') ?? '') ? params.get('currency')! : DEFAULT_DISPLAY_CURRENCY;
  const dimensions = RATE_DIMENSIONS.filter((d) => family || d !== 'member');
  const dimension = (dimensions as readonly string[]).includes(params.get('dimension') ?? '') ? (params.get('dimension') as RateDimension) : 'total';
  const key = dimension === 'total' ? undefined : (params.get('key') ?? undefined);
  const query = { from, to, displayCurrency: currency as never, dimension, key };
  const report = useRateReport(query);
  const r = report.data;
  const exporter = useExportTask(() => call(exportRateReport, { body: query }));

  const keyLabel = (k: string) => {
    if (dimension === 'scheme') return t(`scheme.${k}`, { defaultValue: k });
    if (dimension === 'category') return t(`category.${k}`, { defaultValue: k });
    if (dimension === 'country') return k ? `${countryName(k, currentLanguage())} (${k})` : t('rate.unknownCountry');
    return k;
  };
  const schemeOf = (month: string) => (dimension === 'scheme' && key ? viewHref(month, key) : viewHref(month));
  const monthColumns = useRateColumns(currency, { title: t('rate.col.month'), render: (row) => <Link to={schemeOf(row.key)}>{row.key}</Link> });
  const keyColumns = useRateColumns(currency, { title: t(`rate.dimension.${dimension}`), render: (row) => keyLabel(row.key) });
  // the chart's programs: the chosen scheme's alone when one is chosen
  const thresholds = (r?.thresholds ?? []).filter((th) => dimension !== 'scheme' || !key || th.scheme === key);
  const monthOptions = months.map((m) => ({ value: m, label: m }));

  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('rate.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('rate.intro')}</Typography.Text>
      </div>
      {r && <StandingBanners report={r} />}
      <Card>
        <Space wrap size={[16, 12]}>
          <Space>
            <Typography.Text>{t('rate.from')}</Typography.Text>
            <Select aria-label={t('rate.from')} value={from} options={monthOptions} onChange={(v) => update({ from: v })} style={{ width: 110 }} />
          </Space>
          <Space>
            <Typography.Text>{t('rate.to')}</Typography.Text>
            <Select aria-label={t('rate.to')} value={to} options={monthOptions} onChange={(v) => update({ to: v })} style={{ width: 110 }} />
          </Space>
          <Space>
            <Typography.Text>{t('rate.displayCurrency')}</Typography.Text>
            <Select
              aria-label={t('rate.displayCurrency')}
              value={currency}
              options={DISPLAY_CURRENCIES.map((c) => ({ value: c, label: c }))}
              onChange={(v) => update({ currency: v })}
              style={{ width: 100 }}
            />
          </Space>
          <Button
            icon={<DownloadOutlined />}
            loading={exporter.isPending}
            onClick={() => exporter.mutate(undefined, { onSuccess: () => toast.success(t('rate.exporting')) })}
          >
            {t('rate.export')}
          </Button>
        </Space>
      </Card>
      <Space wrap>
        {/* buttons rather than tabs: they wrap on a phone */}
        <Radio.Group
          aria-label={t('rate.breakdown')}
          optionType="button"
          buttonStyle="solid"
          value={dimension}
          onChange={(e) => update({ dimension: e.target.value === 'total' ? undefined : String(e.target.value), key: undefined })}
          options={dimensions.map((d) => ({ value: d, label: t(`rate.dimension.${d}`) }))}
        />
        {dimension !== 'total' && r && (
          <Select
            aria-label={t(`rate.dimension.${dimension}`)}
            value={key ?? ''}
            style={{ minWidth: 160 }}
            onChange={(v) => update({ key: v || undefined })}
            options={[{ value: '', label: t('rate.allValues') }, ...r.keys.map((k) => ({ value: k.key, label: keyLabel(k.key) }))]}
          />
        )}
      </Space>
      <Card title={t('rate.trend')} loading={report.isPending}>
        {r && <RateChart months={r.months} thresholds={thresholds} />}
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('rate.thresholdsNote')}
        </Typography.Paragraph>
      </Card>
      <Card title={t('rate.byMonth')}>
        <Table<RateRow>
          rowKey="key"
          size="small"
          pagination={false}
          loading={report.isPending}
          dataSource={r ? [...r.months].reverse() : []}
          columns={monthColumns}
          scroll={{ x: 'max-content' }}
          data-testid="rate-months"
        />
      </Card>
      {dimension !== 'total' && (
        <Card title={t('rate.byKey', { dimension: t(`rate.dimension.${dimension}`) })}>
          <Table<RateRow>
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={r?.keys ?? []}
            columns={keyColumns}
            scroll={{ x: 'max-content' }}
            data-testid="rate-keys"
          />
        </Card>
      )}
    </div>
  );
}
