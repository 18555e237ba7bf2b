import { useNavigate } from 'react-router';
import { PasswordEditPage } from '../../features/session/pages/password-edit-page';
import { paths } from '../paths';

/** /password/edit: after the change the operator logs in again. */
export default function PasswordEditRoute() {
  const navigate = useNavigate();
  return <PasswordEditPage onDone={() => navigate(paths.login(), { replace: true })} />;
}
