import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { flowState } from '../flow-state';
import { LoginPage } from './login-page';
import { LoginTwoFactorPage } from './login-two-factor-page';

const session = { userInfo: { userId: 1, merchantNo: 'M1', merchantName: 'Shop', merchantType: 1 }, loginRecord: null };

async function enter(code: string) {
  fireEvent.change(screen.getByLabelText('Authenticator code or recovery code'), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
  });
}

describe('two-factor login step', () => {
  const api = fakeApi();
  beforeEach(async () => {
    sessionStorage.clear();
    await inLanguage('en');
  });

  it('follows a correct password to the code step when the server asks for the second factor', async () => {
    api.answer(() => envelopeResponse('00004|14010', { challenge: 'ch-1', expiresInSeconds: 600 }, 'Enter the code', 403));
    const onTwoFactor = vi.fn();
    const onLoggedIn = vi.fn();
    renderAt('/', <LoginPage onLoggedIn={onLoggedIn} onTwoFactor={onTwoFactor} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'totp@e2e.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Crossbill@2026' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    });
    expect(onTwoFactor).toHaveBeenCalledOnce();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(flowState.twoFactor()).toEqual({ challenge: 'ch-1', expiresInSeconds: 600 });
  });

  it('checks the code, shows a wrong one on its field, and logs in with an app or recovery code', async () => {
    flowState.setTwoFactor({ challenge: 'ch-2', expiresInSeconds: 600 });
    const onLoggedIn = vi.fn();
    renderAt('/', <LoginTwoFactorPage loginHref="/user/login" onLoggedIn={onLoggedIn} />);
    expect(screen.getByText(/Enter one of your recovery codes instead/)).toBeTruthy();

    await enter('12');
    expect(await screen.findByText('Please enter the 6-digit code from your app or a recovery code')).toBeTruthy();
    expect(api.requests).toEqual([]);

    api.answer(() =>
      envelopeResponse('00004|14011', { remaining: 4, lockedUntil: null }, 'The code is wrong or was already used. Please enter a new code.', 422),
    );
    await enter('123456');
    expect(await screen.findByText('The code is wrong or was already used. Please enter a new code.')).toBeTruthy();
    expect(onLoggedIn).not.toHaveBeenCalled();

    api.answer(() => session);
    await enter(' abcde-fghij ');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(session));
    expect(api.bodies('/merLogin/verifyTwoFactor').at(-1)).toEqual({ challenge: 'ch-2', code: 'abcde-fghij' });
    expect(flowState.twoFactor()).toBeNull();
  });

  it('sends the person back to the login without a challenge', () => {
    renderAt('/', <LoginTwoFactorPage loginHref="/user/login" onLoggedIn={vi.fn()} />);
    expect(screen.queryByLabelText('Authenticator code or recovery code')).toBeNull();
    expect(screen.getByRole('link')).toBeTruthy();
  });
});
