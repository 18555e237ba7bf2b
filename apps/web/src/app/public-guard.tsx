import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { useClientConfig } from '../lib/client-config';
import { isLegacyHostWindow } from '../lib/legacy-host';
import { useSession } from '../features/session/api/get-session';
import { useMenus } from '../features/menu/api/list-menus';
import { decideGuard } from './guard';
import { matchRoute } from './route-match';

/** The public pages' guard: the login page moves legacy-host users and logged-in users on. */
export function PublicGuard() {
  const { pathname, search } = useLocation();
  const isLogin = matchRoute(pathname)?.route.id === 'login';
  const session = useSession();
  const config = useClientConfig();
  const sessionData = session.isError ? null : session.data;
  const menus = useMenus(isLogin && !!sessionData);
  const legacyHost = config.isPending ? undefined : isLegacyHostWindow(window.location.hostname, config.data, Date.now());

  const decision = decideGuard({ pathname, search, session: sessionData, menus: menus.data, legacyHost });
  if (decision.kind === 'wait') return <PageLoading fullScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
