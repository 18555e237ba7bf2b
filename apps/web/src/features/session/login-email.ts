/** The e-mail of the last login attempt, so the expired-password page need not ask twice. */
const KEY = 'cb_login_email';

export function rememberLoginEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email.trim());
  } catch {
    // not kept
  }
}

export function lastLoginEmail(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
