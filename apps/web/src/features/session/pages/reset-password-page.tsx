import { endSession } from '../api/logout';
import { NewPasswordPage } from '../components/new-password-page';

/**
 * reset-password: the first login with a password an administrator set (code 00005|10041). The
 * person replaces it with their own, then logs in again with it.
 */
export function ResetPasswordPage({ loginHref, onDone }: { loginHref: string; onDone: () => void }) {
  return <NewPasswordPage texts="resetPassword" askEmail={false} afterSave={endSession} loginHref={loginHref} onDone={onDone} />;
}
