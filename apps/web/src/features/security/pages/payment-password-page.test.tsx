import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Language } from '@crossbill/contracts/constants';
import { fakeApi, renderAt } from '../../../test/page';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { i18n } from '../../../lib/i18n';
import { PaymentPasswordPage } from './payment-password-page';

// The payment password form applies the contracts' rule before sending (no repeated digits, runs or
// counting), in the operator's language, and shows the server's refusal of personal data on the field.

async function renderPage(lang: Language) {
  await inLanguage(lang);
  await i18n.loadNamespaces('security');
  renderAt('/', <PaymentPasswordPage />);
}

async function submit(pin: string, code = '482913') {
  // the card shows the form once the state is read
  await vi.waitFor(() => expect(document.querySelectorAll('input[type="password"]')).toHaveLength(2));
  const [password, confirm] = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
  fireEvent.change(password!, { target: { value: pin } });
  fireEvent.change(confirm!, { target: { value: pin } });
  fireEvent.change(document.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')!, { target: { value: code } });
  await act(async () => {
    fireEvent.submit(document.querySelector('form')!);
  });
}

describe('payment password form', () => {
  const api = fakeApi();
  const saves = () => api.sent('/security/payment/save');
  const state = { isSet: false, updatedAt: null, lockedUntil: null, maskedEmail: 'a***@shop.test' };
  beforeEach(() => {
    api.answer((u) => (u.pathname.endsWith('/security/payment/info') ? state : null));
  });

  it.each([
    ['en', '246810', 'The payment password must not be one digit repeated, a run of digits (123456, 654321, 246802) or counting (246810, 102030)'],
    ['zh-cn', '111111', '支付密码不能是同一数字重复、连续或等差的数字（如 123456、654321、246802）或顺序计数（如 246810、102030）'],
  ] as const)('in %s refuses %s before sending, with the server’s words', async (lang, pin, message) => {
    await renderPage(lang);
    await submit(pin);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it("sends a good one, and shows the server's refusal of a birth date on the field", async () => {
    await renderPage('en');
    api.answer((u) =>
      u.pathname.endsWith('/security/payment/save')
        ? envelopeResponse(
            '11000',
            {
              fieldErrors: [
                { field: 'password', message: 'The payment password must not be a birth date (yours, or of the directors and owners in your application)' },
              ],
            },
            '',
            422,
          )
        : state,
    );
    await submit('800402');
    await vi.waitFor(() => expect(saves()).toHaveLength(1));
    expect(api.bodies('/security/payment/save')[0]).toMatchObject({ password: '800402', confirmPassword: '800402' });
    expect(await screen.findByText('The payment password must not be a birth date (yours, or of the directors and owners in your application)')).toBeTruthy();
  });
});
