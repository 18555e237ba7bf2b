import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { envelopeResponse, inLanguage } from '../../../test/utils';
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
  afterEach(() => {
    vi.restoreAllMocks();
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

  it("warns when few recovery codes are left and replaces them all with the app's code, shown once", async () => {
    let left = 2;
    api.answer((u, init) => {
      if (u.pathname.endsWith('/twoFactor/info'))
        return { enabled: true, enrolledAt: '2026-01-01T00:00:00.000Z', recoveryCodesLeft: left, required: false, stepUpMethod: 'totp' };
      if (u.pathname.endsWith('/twoFactor/recoveryCodes')) {
        const { code } = JSON.parse(String(init?.body)) as { code: string };
        if (code === '111111')
          return envelopeResponse('00004|14011', { remaining: 4, lockedUntil: null }, 'The code is wrong or was already used. Please enter a new code.', 422);
        left = 10;
        return { recoveryCodes: CODES };
      }
      return {};
    });
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      saved.push(b);
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt('/security/twoFactor', <TwoFactorPage />, { codes: ['security:twoFactor'] });
    expect(await screen.findByText(/Only 2 recovery codes left/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Generate new recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate new recovery codes' });
    const field = within(dialog).getByLabelText('Code from the app');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    // a recovery code does not confirm: the form says so and nothing is sent
    fireEvent.change(field, { target: { value: 'abcde-fghij' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    });
    expect(await within(dialog).findByText(/6 digits/)).toBeTruthy();
    expect(api.sent('/twoFactor/recoveryCodes')).toHaveLength(0);
    // a wrong code: the server's answer on the field
    fireEvent.change(field, { target: { value: '111111' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    });
    expect(await within(dialog).findByText('The code is wrong or was already used. Please enter a new code.')).toBeTruthy();

    fireEvent.change(field, { target: { value: '654321' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    });
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(api.bodies('/twoFactor/recoveryCodes')).toEqual([{ code: '111111' }, { code: '654321' }]);
    expect(within(dialog).getByText('New recovery codes generated. Your earlier recovery codes no longer work.')).toBeTruthy();
    // the count follows, the warning goes
    await waitFor(() => expect(screen.queryByText(/Only 2 recovery codes left/)).toBeNull());
    // downloaded as a text file, one code a line
    fireEvent.click(within(dialog).getByRole('button', { name: /Download/ }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(await saved[0]!.text()).toBe(`${CODES.join('\n')}\n`);
    // only "I have saved them" puts the codes away
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    // nothing is kept: opened again, the dialog asks for a code afresh
    fireEvent.click(screen.getByRole('button', { name: 'Generate new recovery codes' }));
    expect(((await within(dialog).findByLabelText('Code from the app')) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('abcde-fghij')).toBeNull();
  });

  it('says when no recovery code is left', async () => {
    api.answer(() => ({ enabled: true, enrolledAt: '2026-01-01T00:00:00.000Z', recoveryCodesLeft: 0, required: false, stepUpMethod: 'totp' }));
    renderAt('/security/twoFactor', <TwoFactorPage />, { codes: ['security:twoFactor'] });
    expect(await screen.findByText(/No recovery codes left/)).toBeTruthy();
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
