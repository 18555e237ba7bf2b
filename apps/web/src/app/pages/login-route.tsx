import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { SessionInfo } from '@crossbill/contracts/session';
import { currentLanguage } from '../../lib/language';
import { menusQuery } from '../../features/menu/api/list-menus';
import { LoginPage } from '../../features/session/pages/login-page';
import { switchLanguage } from '../../features/session/api/switch-language';
import { afterLoginTarget } from '../guard';
import { usePreloadPortal } from '../portal-guard';
import { paths } from '../paths';
import { liveHref } from '../route-match';

/** After a login (password, or password and new-device code): the page wanted, or the first menu url. */
export function useAfterLogin() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preloadPortal = usePreloadPortal();
  return async (session: SessionInfo) => {
    // the language chosen on this page is the one the server should answer in
    if (session.userInfo.language !== currentLanguage()) void switchLanguage(currentLanguage()).catch(() => undefined);
    preloadPortal(); // the shell's code loads while the menus do
    const menus = await client.fetchQuery(menusQuery);
    const target = afterLoginTarget(params.get('redirect'), menus);
    preloadPortal(target);
    await navigate(target, { replace: true });
  };
}

export default function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onLoggedIn = useAfterLogin();
  const query = params.get('redirect') ? `?redirect=${encodeURIComponent(params.get('redirect')!)}` : '';

  return (
    <LoginPage
      onLoggedIn={onLoggedIn}
      forgotPasswordHref={liveHref(paths.forgotPassword())}
      registerHref={liveHref(paths.register())}
      onDeviceChallenge={() => void navigate(`${paths.loginAuth()}${query}`)}
      onTwoFactor={() => void navigate(`${paths.loginTwoFactor()}${query}`)}
    />
  );
}
