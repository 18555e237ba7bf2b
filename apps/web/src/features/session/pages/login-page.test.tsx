import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { LoginPage } from './login-page';

function renderLogin(onLoggedIn = vi.fn()) {
  renderAt('/', <LoginPage onLoggedIn={onLoggedIn} />);
  return onLoggedIn;
}

async function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  });
}

describe('login page', () => {
  const api = fakeApi();
  beforeEach(async () => {
    await inLanguage('en');
  });

  it('checks the fields before asking the server', async () => {
    renderLogin();
    await submit('not-an-email', '');
    expect(screen.getByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it("shows the server's counter in an alert and then asks for the captcha", async () => {
    api.answer((u) =>
      u.pathname.endsWith('/captcha')
        ? { captchaKey: 'k1', image: 'data:image/svg+xml;base64,PHN2Zy8+' }
        : envelopeResponse(
            '00004|00002',
            { failures: 1, remaining: 4, captchaRequired: true, lockedUntil: null },
            'Incorrect username or password. Wrong attempts: 1; 4 chances left.',
            401,
          ),
    );
    renderLogin();
    await submit('counter@e2e.test', 'Wrong#Password1');
    expect(screen.getByRole('alert').textContent).toContain('Wrong attempts: 1; 4 chances left');
    expect(await screen.findByLabelText('Verification code')).toBeTruthy();
    expect(api.requests.some(({ url }) => url.href === 'http://localhost/api/merLogin/captcha')).toBe(true);

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: 'abcd' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    });
    expect(api.bodies('/doLogin').at(-1)).toEqual({ email: 'counter@e2e.test', password: 'Wrong#Password1', captcha: 'abcd', captchaKey: 'k1' });
  });

  it('hands the new session over after a successful login', async () => {
    const session = { userInfo: { userId: 1, merchantNo: 'M1', merchantName: 'Shop', merchantType: 1 }, loginRecord: null };
    api.answer(() => session);
    const onLoggedIn = renderLogin();
    await submit('demo@crossbill.dev', 'Crossbill@2026');
    expect(onLoggedIn).toHaveBeenCalledWith(session);
  });

  it('has a password visibility toggle', async () => {
    renderLogin();
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
  });
});
