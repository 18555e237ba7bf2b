import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SearchHit } from '@crossbill/contracts/search';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { i18n } from '../../../lib/i18n';
import { GlobalSearch } from './global-search';

const hit = (kind: SearchHit['kind'], key: string, matched: SearchHit['matched'] = 'id', merchantNo = 'M1'): SearchHit => ({
  kind,
  key,
  title: key,
  detail: kind === 'transaction' ? '12.50 USD · ORDER-1' : '',
  matched,
  merchantNo,
});
const HITS = [
  hit('transaction', 'T20261128000000000001'),
  hit('transaction', 'T20261128000000000002', 'id', 'M2'),
  hit('refund', 'R20261128000000000009', 'transactionId'),
];

describe('the global search box', () => {
  const api = fakeApi();
  const navigate = vi.fn<(href: string) => void>();

  beforeEach(() => {
    navigate.mockReset();
    window.localStorage.clear();
    api.answer((u) => (u.pathname.endsWith('/search') ? { hits: u.searchParams.get('keyword')!.startsWith('T2026') ? HITS : [] } : undefined));
  });

  function show() {
    renderAt(
      '/index',
      <GlobalSearch
        compact={false}
        owner="7"
        merchantNo="M1"
        hrefOf={(h) => (h.kind === 'operator' ? undefined : `/${h.kind}/${h.key}`)}
        onNavigate={navigate}
      />,
    );
  }
  const box = () => screen.getByRole('combobox', { name: /Find by ID|按编号/ });
  const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
  const openWithShortcut = () => act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));

  it('opens on Ctrl+K, groups the hits by kind, moves with the arrows and opens the chosen one with Enter', async () => {
    await inLanguage('en');
    await i18n.loadNamespaces('search');
    show();
    expect(screen.queryByRole('dialog')).toBeNull();
    openWithShortcut();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText(/Type at least 3 characters/)).toBeTruthy();

    fireEvent.change(box(), { target: { value: 't2' } });
    expect(screen.getByText('Type at least 3 characters.')).toBeTruthy();
    fireEvent.change(box(), { target: { value: 'T2026' } });
    await screen.findByText('3 results. Use the arrow keys and Enter to open one.');
    expect(api.urls('/search').map((u) => u.searchParams.get('keyword'))).toEqual(['T2026']);
    // grouped: transactions, then refunds, each group named
    expect(within(screen.getByRole('group', { name: 'Transactions' })).getAllByRole('option')).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Refunds' })).getByRole('option').textContent).toContain('Transaction ID');
    // a member's hit names its merchant; the current merchant's does not
    expect(options()[1]!.textContent).toContain('Merchant M2');
    expect(options()[0]!.textContent).toBe('T20261128000000000001ID · 12.50 USD · ORDER-1');

    // the first is active; down twice, up once: the second
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/transaction/T20261128000000000002');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when nothing is found, and keeps recent searches per operator until cleared', async () => {
    await inLanguage('zh-cn');
    await i18n.loadNamespaces('search');
    show();
    openWithShortcut();
    await screen.findByRole('dialog');
    fireEvent.change(box(), { target: { value: 'NOPE1' } });
    expect(await screen.findByText('未找到“NOPE1”的结果。')).toBeTruthy();
    expect(options()).toHaveLength(0);

    fireEvent.change(box(), { target: { value: 'T2026112' } });
    await screen.findByText('共 3 条结果，用方向键和回车键打开。');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(navigate).toHaveBeenLastCalledWith('/transaction/T20261128000000000001');

    // open again (the header button): the empty box lists the recent search; choosing it searches again
    fireEvent.click(screen.getByRole('button', { name: /查找/ }));
    await screen.findByRole('dialog');
    const recent = within(screen.getByRole('group', { name: '最近搜索' })).getAllByRole('option');
    expect(recent.map((o) => o.textContent?.trim())).toEqual(['T2026112']);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect((box() as HTMLInputElement).value).toBe('T2026112');
    await screen.findByText('共 3 条结果，用方向键和回车键打开。');

    // another operator of this browser has none of them
    expect(window.localStorage.getItem('crossbill.search.recent.7')).toBe('["T2026112"]');
    expect(window.localStorage.getItem('crossbill.search.recent.8')).toBeNull();

    fireEvent.change(box(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '清除最近搜索' }));
    expect(screen.queryByRole('group', { name: '最近搜索' })).toBeNull();
    expect(window.localStorage.getItem('crossbill.search.recent.7')).toBeNull();

    // Esc closes
    fireEvent.keyDown(box(), { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
