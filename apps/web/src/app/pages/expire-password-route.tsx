import { useNavigate } from 'react-router';
import { useSession } from '../../features/session/api/get-session';
import { ExpirePasswordPage } from '../../features/session/pages/expire-password-page';
import { paths } from '../routes';

/** /user/expire-password: set a new password, then back to login. */
export default function ExpirePasswordRoute() {
  const navigate = useNavigate();
  const session = useSession();
  return <ExpirePasswordPage hasSession={!!session.data} loginHref={paths.login()} onDone={() => void navigate(paths.login(), { replace: true })} />;
}
