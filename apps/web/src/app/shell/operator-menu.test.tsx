import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { theme } from 'antd';
import { AntdRoot } from '../../components/antd-root';
import { queryClient } from '../../lib/query-client';
import { setThemeMode } from '../../lib/theme-mode';
import { fakeApi } from '../../test/page';
import { inLanguage } from '../../test/utils';
import { OperatorMenu } from './operator-menu';

/** The container colour antd's theme gives the portal's boxes. */
function Probe() {
  const { token } = theme.useToken();
  return <output>{token.colorBgContainer}</output>;
}

const shell = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AntdRoot>
          <OperatorMenu name="Ada" email="ada@example.com" isManage={false} />
          <Probe />
        </AntdRoot>
      </MemoryRouter>
    </QueryClientProvider>,
  );
const background = () => screen.getByRole('status').textContent;

describe('the theme in the operator menu', () => {
  const api = fakeApi();
  let profile: Record<string, unknown> = {};

  beforeEach(() => {
    profile = {};
    act(() => setThemeMode('light'));
    localStorage.setItem('cb_login', JSON.stringify({ userId: 1, merchantNo: 'M1', merchantName: 'Shop', merchantType: 1, roleName: null }));
    api.answer((u, init) => {
      if (u.pathname.endsWith('/merchant/profile/update')) profile = { ...profile, ...JSON.parse(String(init?.body)) };
      if (u.pathname.endsWith('/merchant/profile') || u.pathname.endsWith('/merchant/profile/update')) return profile;
    });
  });

  // the next test files of this worker paint light again
  afterEach(() => act(() => setThemeMode('light')));

  it('turns the dark algorithm on and keeps the choice with the operator', async () => {
    await inLanguage('en');
    shell();
    expect(background()).toBe('#ffffff');
    await waitFor(() => expect(api.urls('/merchant/profile')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('operator-menu'));
    fireEvent.click(await screen.findByText('Dark theme'));
    await waitFor(() => expect(background()).toBe('#141414'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await waitFor(() => expect(api.bodies('/merchant/profile/update')).toEqual([{ theme: 'dark' }]));
    fireEvent.click(screen.getByTestId('operator-menu'));
    fireEvent.click(await screen.findByText('Light theme'));
    await waitFor(() => expect(background()).toBe('#ffffff'));
    await waitFor(() => expect(profile).toEqual({ theme: 'light' }));
    // the saved answer is in place: the menu offers the dark theme again
    fireEvent.click(screen.getByTestId('operator-menu'));
    expect(await screen.findByText('Dark theme')).toBeTruthy();
  });

  it("puts the operator's remembered theme on once their preferences arrive, and switches carrying the date range", async () => {
    await inLanguage('zh-cn');
    profile = { theme: 'dark' };
    shell();
    await waitFor(() => expect(background()).toBe('#141414'));
    fireEvent.click(screen.getByTestId('operator-menu'));
    fireEvent.click(await screen.findByText('在各列表间保留日期范围：开'));
    await waitFor(() => expect(api.bodies('/merchant/profile/update')).toEqual([{ carryDateRange: false }]));
    fireEvent.click(screen.getByTestId('operator-menu'));
    expect(await screen.findByText('在各列表间保留日期范围：关')).toBeTruthy();
    expect(screen.getByText('浅色主题')).toBeTruthy();
  });
});
