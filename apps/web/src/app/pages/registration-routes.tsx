import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RegisterPage } from '../../features/session/pages/register-page';
import { RegisterDonePage } from '../../features/session/pages/register-done-page';
import { ForgotAuthPage, ForgotResetPage } from '../../features/session/pages/forgot-password-pages';
import { LoginAuthPage } from '../../features/session/pages/login-auth-page';
import { LoginTwoFactorPage } from '../../features/session/pages/login-two-factor-page';
import { ResetPasswordPage } from '../../features/session/pages/reset-password-page';
import { SetPasswordPage } from '../../features/session/pages/set-password-page';
import { paths } from '../paths';
import { useAfterLogin } from './login-route';

/** The public onboarding pages wired to their neighbours (spec 2 public routes). */

export function RegisterRoute() {
  const navigate = useNavigate();
  return <RegisterPage loginHref={paths.login()} onRegistered={() => void navigate(paths.registerDone(), { replace: true })} />;
}

export function QuickRegisterRoute() {
  const navigate = useNavigate();
  return <RegisterPage quick loginHref={paths.login()} onRegistered={() => void navigate(paths.registerDone(), { replace: true })} />;
}

export function RegisterDoneRoute() {
  const navigate = useNavigate();
  const toLogin = useCallback(() => void navigate(paths.login(), { replace: true }), [navigate]);
  return <RegisterDonePage onLogin={toLogin} />;
}

export function ForgotAuthRoute() {
  const navigate = useNavigate();
  return <ForgotAuthPage loginHref={paths.login()} onVerified={() => void navigate(paths.forgotPasswordReset())} />;
}

export function ForgotResetRoute() {
  const navigate = useNavigate();
  return <ForgotResetPage authHref={paths.forgotPassword()} onDone={() => void navigate(paths.login(), { replace: true })} />;
}

/** The redirect wanted before the login, carried through its steps. */
function useRedirectQuery() {
  const redirect = useSearchParams()[0].get('redirect');
  return redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
}

export function LoginAuthRoute() {
  const onLoggedIn = useAfterLogin();
  const navigate = useNavigate();
  const query = useRedirectQuery();
  return <LoginAuthPage loginHref={paths.login()} onLoggedIn={onLoggedIn} onTwoFactor={() => void navigate(`${paths.loginTwoFactor()}${query}`)} />;
}

export function LoginTwoFactorRoute() {
  const onLoggedIn = useAfterLogin();
  return <LoginTwoFactorPage loginHref={paths.login()} onLoggedIn={onLoggedIn} />;
}

/**
 * /user/reset-password: with `?token=` the page a mailed link opens (operator invitation or a reset
 * by an administrator); without it, the forced change at a first login with an administrator-set
 * password (code 00005|10041).
 */
export function ResetPasswordRoute() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const done = () => void navigate(paths.login(), { replace: true });
  if (token !== null) return <SetPasswordPage token={token} loginHref={paths.login()} onDone={done} />;
  return <ResetPasswordPage loginHref={paths.login()} onDone={done} />;
}
