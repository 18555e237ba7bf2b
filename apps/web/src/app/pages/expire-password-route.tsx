import { useNavigate } from 'react-router';
import { Codes } from '@crossbill/contracts/codes';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../features/session/api/get-session';
import { ExpirePasswordPage } from '../../features/session/pages/expire-password-page';
import { paths } from '../paths';

/**
 * /user/expire-password: set a new password, then back to login. A session whose password expired
 * answers the session probe with the expired-password code: it is still there for the change, so the
 * e-mail is not asked.
 */
export default function ExpirePasswordRoute() {
  const navigate = useNavigate();
  const session = useSession();
  const hasSession = !!session.data || isApiError(session.error, Codes.PASSWORD_EXPIRED.code);
  return <ExpirePasswordPage hasSession={hasSession} loginHref={paths.login()} onDone={() => void navigate(paths.login(), { replace: true })} />;
}
