import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { dayRangeOf, pageOf, patchParams, useUrlFilters, type FilterPatch } from './use-url-filters';

describe('pageOf', () => {
  it('reads ?page from 1 and ?size among the offered sizes, else the defaults', () => {
    expect(pageOf(new URLSearchParams('page=3&size=50'))).toEqual({ page: 3, size: 50 });
    expect(pageOf(new URLSearchParams('page=0&size=7'))).toEqual({ page: 1, size: 10 });
    expect(pageOf(new URLSearchParams('page=x'))).toEqual({ page: 1, size: 10 });
  });
});

describe('dayRangeOf', () => {
  it('covers whole business days whatever the browser zone: 00:00 Beijing of begin to 00:00 Beijing after end', () => {
    const r = dayRangeOf(new URLSearchParams('begin=2026-11-01&end=2026-11-03'));
    expect(r.begin).toBe('2026-11-01');
    expect(r.beginTime).toBe('2026-10-31T16:00:00.000Z');
    expect(r.endTime).toBe('2026-11-03T16:00:00.000Z');
  });
  it('ignores anything that is not a YYYY-MM-DD day', () => {
    expect(dayRangeOf(new URLSearchParams('begin=yesterday&end=2026-13'))).toEqual({
      begin: undefined,
      end: undefined,
      beginTime: undefined,
      endTime: undefined,
    });
  });
});

describe('patchParams', () => {
  it('sets values (numbers and 0 too), removes undefined and empty ones, and goes back to page 1 on a filter change', () => {
    const next = patchParams(new URLSearchParams('status=ok&page=4&size=20'), { status: undefined, currency: 'USD', roleId: 0, name: '' });
    expect(next.toString()).toBe('size=20&currency=USD&roleId=0');
  });

  it('keeps the other filters when only the page changes', () => {
    expect(patchParams(new URLSearchParams('status=ok&page=4'), { page: 2 }).toString()).toBe('status=ok&page=2');
    expect(patchParams(new URLSearchParams('status=ok&page=4'), { page: undefined }).toString()).toBe('status=ok');
  });
});

let update: (patch: FilterPatch) => void = () => undefined;
function Probe() {
  const filters = useUrlFilters();
  update = filters.update;
  const location = useLocation();
  return <output>{`${location.search}|${filters.params.get('currency') ?? '-'}`}</output>;
}

describe('useUrlFilters', () => {
  it('gives the URL filters and writes patches into the URL', () => {
    render(
      <MemoryRouter initialEntries={['/list?currency=EUR&page=3']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('?currency=EUR&page=3|EUR');
    act(() => update({ currency: 'USD' }));
    expect(screen.getByRole('status').textContent).toBe('?currency=USD|USD');
    act(() => update({ page: 2 }));
    expect(screen.getByRole('status').textContent).toBe('?currency=USD&page=2|USD');
  });
});
