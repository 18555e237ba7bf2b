import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RateReport, RateRow } from '@crossbill/contracts/chargeback-rate';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { RateReportPage } from './rate-page';

// the chart's options as the page hands them to echarts (no canvas in the test browser)
const options: Array<{ series: Array<{ name: string; data: Array<number | null> }> }> = [];
vi.mock('../../../lib/charts', () => ({
  init: () => ({ setOption: (o: (typeof options)[number]) => options.push(o), dispose() {}, resize() {} }),
}));

const NOW = new Date('2026-11-20T04:00:00Z');
const row = (key: string, o: Partial<RateRow> = {}): RateRow => ({
  key,
  count: 0,
  amount: '0.00',
  salesCount: 0,
  salesAmount: '0.00',
  countRatio: null,
  amountRatio: null,
  won: 0,
  lost: 0,
  open: 0,
  ...o,
});
const months = Array.from({ length: 12 }, (_, i) => row(`2026-${String(i < 1 ? 12 : i).padStart(2, '0')}`));
months[11] = row('2026-11', { count: 3, amount: '190.00', salesCount: 250, salesAmount: '9000.00', countRatio: '1.20', amountRatio: '2.11', open: 3 });
const report: RateReport = {
  from: '2025-12',
  to: '2026-11',
  displayCurrency: 'USD',
  dimension: 'total',
  key: null,
  months,
  keys: [],
  thresholds: [
    { id: 'visa_vdmp', scheme: 'visa', ratio: '0.90', minCount: 100 },
    { id: 'mastercard_ecm', scheme: 'mastercard', ratio: '1.50', minCount: 100 },
  ],
  standing: {
    month: '2026-11',
    programs: [
      { id: 'visa_vdmp', scheme: 'visa', ratio: '0.90', minCount: 100, current: '1.50', count: 120, level: 'error' },
      { id: 'mastercard_ecm', scheme: 'mastercard', ratio: '1.50', minCount: 100, current: '1.30', count: 4, level: 'warning' },
    ],
  },
};

describe('chargeback-rate report', () => {
  const api = fakeApi();
  const show = (url = '/report/refuse-rate') => {
    api.answer((u) => (u.pathname.endsWith('/report/refuse-rate/export') ? { id: 7, fileStatus: 'GI' } : report));
    renderAt(url, <RateReportPage viewHref={(m, s) => `/report/refuse-rate/view?month=${m}${s ? `&scheme=${s}` : ''}`} family={false} now={NOW} />, {
      codes: ['report:refuseRate'],
    });
  };

  it('shows the months with both ratios, the banners of this month and the programs as chart lines', async () => {
    await inLanguage('en');
    show();
    expect(await screen.findByText(/Visa VDMP: this month 1.50% with 120 chargebacks has reached the program \(0.90% and 100 chargebacks\)/)).toBeTruthy();
    expect(screen.getByText(/Mastercard ECM: this month 1.30% with 4 chargebacks is near the program/)).toBeTruthy();
    const table = screen.getByTestId('rate-months');
    const latest = within(table).getByRole('link', { name: '2026-11' });
    expect(latest.getAttribute('href')).toBe('/report/refuse-rate/view?month=2026-11');
    const cells = within(latest.closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['2026-11', '3', '190.00', '250', '9,000.00', '1.20%', '2.11%', '0', '0', '3']);
    // the last 12 months up to this one (Beijing), in the display currency asked
    expect(Object.fromEntries(api.urls('/report/refuse-rate').at(-1)!.searchParams)).toMatchObject({ from: '2025-12', to: '2026-11', displayCurrency: 'USD' });
    await waitFor(() => expect(options.length).toBeGreaterThan(0));
    expect(options.at(-1)!.series.map((s) => s.name)).toEqual(['Ratio by count', 'Ratio by amount', 'Visa VDMP 0.90%', 'Mastercard ECM 1.50%']);
    expect(options.at(-1)!.series[2]!.data.every((v) => v === 0.9)).toBe(true);
  });

  it('asks for a breakdown and exports the table under the same choices', async () => {
    await inLanguage('en');
    show('/report/refuse-rate?currency=EUR');
    await screen.findByTestId('rate-months');
    fireEvent.click(screen.getByRole('radio', { name: 'Card scheme (brand)' }));
    await waitFor(() => expect(api.urls('/report/refuse-rate').at(-1)!.searchParams.get('dimension')).toBe('scheme'));
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(api.bodies('/report/refuse-rate/export')).toHaveLength(1));
    expect(api.bodies('/report/refuse-rate/export')[0]).toMatchObject({ from: '2025-12', to: '2026-11', displayCurrency: 'EUR', dimension: 'scheme' });
    fireEvent.click(screen.getByRole('radio', { name: 'BIN country' }));
    await waitFor(() => expect(api.urls('/report/refuse-rate').at(-1)!.searchParams.get('dimension')).toBe('country'));
    // a member breakdown is for group and proxy accounts only
    expect(screen.queryByRole('radio', { name: 'Member' })).toBeNull();
  });

  it('speaks Chinese', async () => {
    await inLanguage('zh-cn');
    show();
    expect(await screen.findByText(/Visa 争议监控计划（VDMP）：本月拒付率 1.50%，拒付 120 笔，已达到监控标准/)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '笔数拒付率' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '卡组织（卡品牌）' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '发卡国家（BIN）' })).toBeTruthy();
  });
});
