import { useNavigate } from 'react-router';
import { TwoFactorSetupPage } from '../../features/security/pages/two-factor-setup-page';
import { paths } from '../paths';
import { useAfterLogin } from './login-route';

/** /user/two-factor: the enrolment a merchant requires, then on to the portal as after a login. */
export function TwoFactorSetupRoute() {
  const onReady = useAfterLogin();
  const navigate = useNavigate();
  return <TwoFactorSetupPage onLeave={() => void navigate(paths.login(), { replace: true })} onReady={onReady} />;
}
