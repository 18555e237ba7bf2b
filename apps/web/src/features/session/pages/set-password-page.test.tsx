import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { SetPasswordPage } from './set-password-page';

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'a'.repeat(43);

function renderPage(onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SetPasswordPage token={TOKEN} loginHref="/user/login" onDone={onDone} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onDone;
}

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

describe('set-password page of a mailed link', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('names the person, checks the rules before sending, sets the password and goes on to login', async () => {
    await inLanguage('en');
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/passwordLink/set')
        ? envelopeResponse('20000', { email: 'new@shop.test' })
        : envelopeResponse('20000', { email: 'new@shop.test', purpose: 'invite', expiresAt: new Date().toISOString() }),
    );
    const onDone = renderPage();
    expect(await screen.findByText('Choose the password for new@shop.test.')).toBeTruthy();
    expect(screen.getByText('Set your password')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Invited#2026' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Invited#2027' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    });
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(calls('/passwordLink/set')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Invited#2026' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(calls('/passwordLink/set')[0]![1]!.body))).toEqual({ token: TOKEN, newPassword: 'Invited#2026', confirmPassword: 'Invited#2026' });
  });

  it('says in Chinese when the link is used up or expired', async () => {
    await inLanguage('zh-cn');
    fetchMock.mockResolvedValue(envelopeResponse('00004|14002', null, '该链接已失效', 400));
    renderPage();
    expect(await screen.findByText(/该链接已失效（已使用、已被替换或已过期）/)).toBeTruthy();
    expect(screen.queryByLabelText('新密码')).toBeNull();
    await inLanguage('en');
  });
});
