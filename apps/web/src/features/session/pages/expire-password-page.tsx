import { NewPasswordPage } from '../components/new-password-page';
import { lastLoginEmail } from '../login-email';

/**
 * The password has expired (code 00005|10040): set a new one, then log in again. Without a session
 * the server needs the e-mail too.
 */
export function ExpirePasswordPage({ hasSession, onDone, loginHref }: { hasSession: boolean; onDone: () => void; loginHref: string }) {
  return <NewPasswordPage texts="expire" askEmail={!hasSession} initialEmail={lastLoginEmail()} loginHref={loginHref} onDone={onDone} />;
}
