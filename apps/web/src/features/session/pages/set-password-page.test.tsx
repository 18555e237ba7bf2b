import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { SetPasswordPage } from './set-password-page';

const TOKEN = 'a'.repeat(43);

function renderPage(onDone = vi.fn()) {
  renderAt('/', <SetPasswordPage token={TOKEN} loginHref="/user/login" onDone={onDone} />);
  return onDone;
}

describe('set-password page of a mailed link', () => {
  const api = fakeApi();

  it('names the person, checks the rules before sending, sets the password and goes on to login', async () => {
    await inLanguage('en');
    api.answer((u) =>
      u.pathname.endsWith('/passwordLink/set')
        ? { email: 'new@shop.test' }
        : { email: 'new@shop.test', purpose: 'invite', expiresAt: new Date().toISOString() },
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
    expect(api.sent('/passwordLink/set')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Invited#2026' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.bodies('/passwordLink/set')[0]).toEqual({ token: TOKEN, newPassword: 'Invited#2026', confirmPassword: 'Invited#2026' });
  });

  it('says in Chinese when the link is used up or expired', async () => {
    await inLanguage('zh-cn');
    api.answer(() => envelopeResponse('00004|14002', null, '该链接已失效', 400));
    renderPage();
    expect(await screen.findByText(/该链接已失效（已使用、已被替换或已过期）/)).toBeTruthy();
    expect(screen.queryByLabelText('新密码')).toBeNull();
    await inLanguage('en');
  });
});
