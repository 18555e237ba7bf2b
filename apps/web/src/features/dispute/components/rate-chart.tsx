import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyChart } from '../../../lib/use-lazy-chart';
import type { RateRow, RateThreshold } from '@crossbill/contracts/chargeback-rate';

/**
 * The ratio per month (by count and by amount) with the monitoring programs' ratios as dashed lines.
 * ECharts (lib/charts) loads with this page only (dynamic import).
 */
export function RateChart({ months, thresholds }: { months: RateRow[]; thresholds: RateThreshold[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('dispute');
  const option = useMemo(() => {
    const ratio = (v: string | null) => (v === null ? null : Number(v));
    const program = (id: string) => t(`rate.program.${id}`, { defaultValue: id });
    return {
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v === null || v === undefined ? '—' : `${String(v)}%`) },
      // one legend row that pages on a narrow screen
      legend: { type: 'scroll', top: 0 },
      grid: { left: 48, right: 16, bottom: 32, top: 48 },
      xAxis: { type: 'category', data: months.map((m) => m.key) },
      yAxis: { type: 'value', axisLabel: { formatter: '{value}%' } },
      series: [
        { name: t('rate.series.countRatio'), type: 'line', data: months.map((m) => ratio(m.countRatio)), connectNulls: false },
        { name: t('rate.series.amountRatio'), type: 'line', data: months.map((m) => ratio(m.amountRatio)), connectNulls: false },
        // a program's ratio as a flat dashed line across the months
        ...thresholds.map((th) => ({
          name: t('rate.threshold', { program: program(th.id), ratio: th.ratio }),
          type: 'line',
          symbol: 'none',
          lineStyle: { type: 'dashed', width: 1 },
          data: months.map(() => Number(th.ratio)),
        })),
      ],
    };
  }, [months, thresholds, t]);
  useLazyChart(ref, option);
  return <div ref={ref} data-testid="rate-chart" role="img" aria-label={t('rate.trend')} style={{ height: 320 }} />;
}
