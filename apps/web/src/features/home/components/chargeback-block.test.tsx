import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ChargebackOverview } from '@crossbill/contracts/chargeback-rate';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { ChargebackBlock } from './chargeback-block';

const overview: ChargebackOverview = {
  open: 4,
  dueSoon: 2,
  dueDays: 3,
  won30: 5,
  lost30: 1,
  month: '2026-11',
  nearest: { id: 'visa_vdmp', scheme: 'visa', ratio: '0.90', minCount: 100, current: '0.75', count: 12, level: 'warning' },
};
const links = {
  open: '/transaction/refuse?group=all&due=open',
  dueSoon: '/transaction/refuse?group=all&due=soon',
  won: '/w',
  lost: '/l',
  report: '/report/refuse-rate',
};

describe('home dashboard: chargebacks', () => {
  const api = fakeApi();
  const show = (o: ChargebackOverview = overview) => {
    api.answer(() => o);
    renderAt('/index', <ChargebackBlock links={links} />, { codes: ['transaction:refuse'] });
  };

  it('shows each figure as a link to the list it counts, and the ratio against the nearest program', async () => {
    await inLanguage('en');
    show();
    const open = await screen.findByTestId('cb-open');
    expect(open.textContent).toContain('Open4');
    expect(open.getAttribute('href')).toBe(links.open);
    expect(screen.getByTestId('cb-due').textContent).toContain('Due within 3 days2');
    expect(screen.getByTestId('cb-due').getAttribute('href')).toBe(links.dueSoon);
    expect(screen.getByTestId('cb-won').getAttribute('href')).toBe('/w');
    expect(screen.getByTestId('cb-lost').textContent).toContain('Lost (30 days)1');
    const ratio = screen.getByTestId('cb-ratio');
    expect(ratio.textContent).toContain('0.75%');
    expect(ratio.textContent).toContain('against Visa VDMP 0.90%');
    expect(ratio.textContent).toContain('Near the program');
    expect(ratio.getAttribute('href')).toBe('/report/refuse-rate');
    expect(api.urls('/index/chargebacks')).toHaveLength(1);
  });

  it('says when nothing was sold yet this month, in Chinese', async () => {
    await inLanguage('zh-cn');
    show({ ...overview, nearest: { ...overview.nearest!, current: null, count: 0, level: 'ok' } });
    const ratio = await screen.findByTestId('cb-ratio');
    expect(ratio.textContent).toContain('本月尚无销售');
    expect(ratio.textContent).toContain('低于监控标准');
    expect(screen.getByTestId('cb-open').textContent).toContain('处理中4');
  });
});
