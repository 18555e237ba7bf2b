import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { TwoFactorPage } from './two-factor-page';

const CODES = [
  'abcde-fghij',
  'klmno-pqrst',
  'uvwxy-z2345',
  'aaaaa-bbbbb',
  'ccccc-ddddd',
  'eeeee-fffff',
  'ggggg-hhhhh',
  'iiiii-jjjjj',
  'kkkkk-lllll',
  'mmmmm-nnnnn',
];

describe('two-factor security page', () => {
  const api = fakeApi();
  beforeEach(async () => {
    await inLanguage('en');
  });

  it('sets the app up with the key under the QR code and keeps the recovery codes on screen until put away', async () => {
    let enabled = false;
    api.answer((u) => {
      if (u.pathname.endsWith('/twoFactor/info'))
        return {
          enabled,
          enrolledAt: enabled ? '2026-01-01T00:00:00.000Z' : null,
          recoveryCodesLeft: enabled ? 10 : 0,
          required: false,
          stepUpMethod: 'password',
        };
      if (u.pathname.endsWith('/enrol/start')) return { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrDataUrl: 'data:image/png;base64,AA==' };
      if (u.pathname.endsWith('/enrol/confirm')) {
        enabled = true;
        return { recoveryCodes: CODES };
      }
      return {};
    });
    renderAt('/security/twoFactor', <TwoFactorPage />, { codes: ['security:twoFactor'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show the QR code' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    // the administrators' switch is not this operator's
    expect(screen.queryByRole('switch')).toBeNull();

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    });
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(api.bodies('/enrol/confirm')).toEqual([{ code: '123456' }]);
    // the state says on now, and the codes are still there
    await waitFor(() => expect(screen.getByText('Recovery codes left')).toBeTruthy());
    expect(screen.getByText('abcde-fghij')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByText('abcde-fghij')).toBeNull());
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it("shows administrators the merchant's requirement", async () => {
    api.answer(() => ({ enabled: false, enrolledAt: null, recoveryCodesLeft: 0, required: true, stepUpMethod: 'password' }));
    renderAt('/security/twoFactor', <TwoFactorPage />, { codes: ['security:twoFactor', 'security:twoFactor:require'] });
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor sign-in for all operators' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(toggle);
    });
    await waitFor(() => expect(api.bodies('/twoFactor/policy')).toEqual([{ required: false }]));
  });
});
