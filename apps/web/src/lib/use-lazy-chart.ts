import { useEffect, type RefObject } from 'react';

/**
 * Draws `option` (an ECharts option object, built by the caller with useMemo) into `ref`'s element.
 * ECharts (lib/charts) is imported only when a chart is drawn, so it stays out of the pages without
 * one; `enabled` false waits (the home page's chart waits until it comes near the screen). The chart
 * follows the window's size and is disposed with the component.
 */
export function useLazyChart(ref: RefObject<HTMLDivElement | null>, option: Record<string, unknown> | null, enabled = true): void {
  useEffect(() => {
    if (!enabled || !option) return;
    let disposed = false;
    let chart: { dispose(): void; resize(): void } | null = null;
    const onResize = () => chart?.resize();
    void import('./charts').then((echarts) => {
      if (disposed || !ref.current) return;
      const c = echarts.init(ref.current);
      c.setOption(option);
      chart = c;
      window.addEventListener('resize', onResize);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [ref, option, enabled]);
}
