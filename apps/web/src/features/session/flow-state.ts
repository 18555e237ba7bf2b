import type { DeviceChallenge } from '@crossbill/contracts/registration';
import type { TwoFactorChallenge } from '@crossbill/contracts/two-factor';

/**
 * What one public step hands to the next within the tab (a reload keeps it; another tab does not):
 * the new-device challenge, the two-factor challenge, the reset ticket, the registered e-mail. Never a password.
 */
const KEYS = { challenge: 'cb_login_challenge', twoFactor: 'cb_login_two_factor', ticket: 'cb_reset_ticket', registered: 'cb_registered' } as const;

function read<T>(key: string): T | null {
  try {
    const v = sessionStorage.getItem(key);
    return v ? (JSON.parse(v) as T) : null;
  } catch {
    return null;
  }
}
function write(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage refused: the step starts again */
  }
}

export const flowState = {
  challenge: () => read<DeviceChallenge>(KEYS.challenge),
  setChallenge: (c: DeviceChallenge | null) => write(KEYS.challenge, c),
  twoFactor: () => read<TwoFactorChallenge>(KEYS.twoFactor),
  setTwoFactor: (c: TwoFactorChallenge | null) => write(KEYS.twoFactor, c),
  ticket: () => read<{ ticket: string; email: string }>(KEYS.ticket),
  setTicket: (t: { ticket: string; email: string } | null) => write(KEYS.ticket, t),
  registered: () => read<{ email: string }>(KEYS.registered),
  setRegistered: (r: { email: string } | null) => write(KEYS.registered, r),
};
