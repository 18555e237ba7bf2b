import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyPoint } from '@crossbill/contracts/dashboard';
import { useLazyChart } from '../../../lib/use-lazy-chart';

/**
 * Daily volume (bars per method, display currency) and success rate (line) over 30 days. ECharts
 * (lib/charts) is imported when the chart comes near the screen: below the home page's figures it
 * is not part of what the first screen loads.
 */
export function DashboardChart({ daily, methods, currency }: { daily: DailyPoint[]; methods: string[]; currency: string }) {
  const { t } = useTranslation('home');
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  const option = useMemo(() => {
    const days = [...new Set(daily.map((d) => d.day))].sort();
    const byDay = new Map<string, { a: number; s: number }>();
    for (const d of daily) {
      const v = byDay.get(d.day) ?? { a: 0, s: 0 };
      v.a += d.attempts;
      v.s += d.succeeded;
      byDay.set(d.day, v);
    }
    return {
      tooltip: { trigger: 'axis' },
      // one legend row that pages on a narrow screen (wrapped rows ran into the plot), the axis names below it
      legend: { type: 'scroll', top: 0 },
      grid: { left: 48, right: 48, bottom: 32, top: 56 },
      xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
      yAxis: [
        { type: 'value', name: currency },
        { type: 'value', name: '%', min: 0, max: 100 },
      ],
      series: [
        ...methods.map((m) => ({
          name: m,
          type: 'bar',
          stack: 'volume',
          data: days.map((day) => Number(daily.find((d) => d.day === day && d.method === m)?.amount ?? 0)),
        })),
        {
          name: t('dashboard.successRate'),
          type: 'line',
          yAxisIndex: 1,
          data: days.map((day) => {
            const v = byDay.get(day)!;
            return v.a ? Math.round((v.s * 10000) / v.a) / 100 : null;
          }),
        },
      ],
    };
  }, [daily, methods, currency, t]);
  useLazyChart(ref, option, near);
  return <div ref={ref} role="img" aria-label={t('dashboard.chartTitle')} style={{ width: '100%', height: 320 }} />;
}

/** True once the element is within 200 px of the viewport (at once where IntersectionObserver is missing). */
function useNearScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, near]);
  return near;
}
