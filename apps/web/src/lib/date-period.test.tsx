import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { DATE_PERIODS, presetDates } from '@crossbill/contracts/business-time';
import { getProfile } from '@crossbill/contracts/endpoints/merchant';
import { keyOf } from './call';
import { queryClient } from './query-client';
import { rememberedPeriod, useRememberedPeriod } from './date-period';
import { useUrlFilters, type FilterPatch } from './use-url-filters';

let update: (patch: FilterPatch) => void = () => undefined;
let go: (to: string) => void = () => undefined;

/** A list page: transactions-like (default last30) or statement-like (default all); each route its own page (key). */
function ListPage({ fallback }: { fallback: 'last30' | 'all' }) {
  const filters = useUrlFilters();
  useRememberedPeriod({ params: filters.params, update: filters.update, periods: DATE_PERIODS, fallback });
  update = filters.update;
  go = useNavigate();
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

/** A list with a day range and no period choice (settlement-like): ?begin&end only. */
function DaysPage() {
  const filters = useUrlFilters();
  useRememberedPeriod({ params: filters.params, update: filters.update, periods: [], fallback: 'all', key: '__none', daysOnly: true });
  update = filters.update;
  go = useNavigate();
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

const app = (at: string) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/transactions" element={<ListPage key="t" fallback="last30" />} />
        <Route path="/statement" element={<ListPage key="s" fallback="all" />} />
        <Route path="/refunds" element={<ListPage key="r" fallback="all" />} />
        <Route path="/batches" element={<DaysPage key="b" />} />
      </Routes>
    </MemoryRouter>,
  );
const url = () => screen.getByRole('status').textContent;

describe('the remembered date range', () => {
  beforeEach(() => {
    sessionStorage.clear();
    queryClient.clear();
  });

  it('follows the operator from one list to the next once chosen, and not before', () => {
    app('/transactions');
    expect(url()).toBe('/transactions');
    act(() => go('/statement'));
    expect(url()).toBe('/statement'); // nothing chosen yet: each list keeps its own default
    act(() => update({ period: 'last7' }));
    expect(rememberedPeriod()).toEqual({ period: 'last7' });
    act(() => go('/transactions'));
    expect(url()).toBe('/transactions?period=last7');
    act(() => go('/refunds'));
    expect(url()).toBe('/refunds?period=last7');
  });

  it('carries a custom range of business days with its bounds', () => {
    app('/statement');
    act(() => update({ period: 'custom', begin: '2026-11-01', end: '2026-11-03' }));
    act(() => go('/transactions'));
    expect(url()).toBe('/transactions?period=custom&begin=2026-11-01&end=2026-11-03');
  });

  it('remembers "no date filter" too: a list whose default is 30 days then shows all', () => {
    app('/statement?period=today');
    act(() => update({ period: undefined }));
    expect(rememberedPeriod()).toEqual({ period: 'all' });
    act(() => go('/transactions'));
    expect(url()).toBe('/transactions?period=all');
  });

  it('shows a shared link as it is and leaves the remembered choice alone', () => {
    app('/statement');
    act(() => update({ period: 'last30' }));
    act(() => go('/transactions?period=today'));
    expect(url()).toBe('/transactions?period=today');
    expect(rememberedPeriod()).toEqual({ period: 'last30' });
  });

  it('ignores a remembered value it does not know', () => {
    sessionStorage.setItem('crossbill.datePeriod', JSON.stringify({ period: 'last7Days' }));
    app('/transactions');
    expect(url()).toBe('/transactions');
  });

  it('carries a range between lists with a period choice and lists with days only, a preset as its days', () => {
    app('/batches');
    act(() => update({ begin: '2026-11-02', end: '2026-11-05' }));
    expect(rememberedPeriod()).toEqual({ period: 'custom', begin: '2026-11-02', end: '2026-11-05' });
    act(() => go('/transactions'));
    expect(url()).toBe('/transactions?period=custom&begin=2026-11-02&end=2026-11-05');
    act(() => update({ period: 'last7', begin: undefined, end: undefined }));
    act(() => go('/batches'));
    const { from, to } = presetDates('last7', new Date());
    expect(url()).toBe(`/batches?begin=${from}&end=${to}`);
    // a range the URL brings wins over the remembered one
    act(() => go('/batches?begin=2026-01-01&end=2026-01-02'));
    expect(url()).toBe('/batches?begin=2026-01-01&end=2026-01-02');
  });

  it('keeps each list to its own range when the operator turned carrying off', () => {
    queryClient.setQueryData(keyOf(getProfile), { carryDateRange: false });
    app('/statement');
    act(() => update({ period: 'last7' }));
    expect(rememberedPeriod()).toBeNull();
    act(() => go('/transactions'));
    expect(url()).toBe('/transactions');
    sessionStorage.setItem('crossbill.datePeriod', JSON.stringify({ period: 'today' }));
    act(() => go('/batches'));
    expect(url()).toBe('/batches');
  });
});
