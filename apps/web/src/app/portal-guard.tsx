import { useCallback, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../components/lazy-page';
import { PageLoading } from '../components/page-loading';
import { useSession } from '../features/session/api/get-session';
import { decideGuard } from './guard';
import { usePagePreload } from './page-preload';
import { paths } from './paths';
import { isLiveRoute } from './route-match';

const fullScreen = <PageLoading fullScreen />;
/** The texts the shell shows (header, menus, status bar, switcher, bell, downloads, popup). */
const SHELL_NAMESPACES = ['shell', 'menu', 'merchant', 'notice', 'download', 'novation'];
const PortalShell = lazyNamed(() => import('./shell/portal-shell'), 'PortalShell', { fallback: fullScreen, namespaces: SHELL_NAMESPACES });

/** Start loading the shell, and the page at `path`, side by side (e.g. right after login). */
export function usePreloadPortal(): (path?: string) => void {
  const preloadPage = usePagePreload();
  return useCallback(
    (path?: string) => {
      void PortalShell.preload();
      if (path) preloadPage(path);
    },
    [preloadPage],
  );
}

/**
 * The portal's guard (spec 2). The shell's code (and antd) loads only once a session is there.
 */
export function PortalGuard() {
  const { pathname, search } = useLocation();
  const session = useSession();
  const { t } = useTranslation('common');
  const loggedIn = !!session.data;
  const preloadPortal = usePreloadPortal();
  useEffect(() => {
    if (loggedIn) preloadPortal(pathname); // the shell and the page side by side
  }, [loggedIn, pathname, preloadPortal]);

  if (session.isError)
    return (
      <div className="cb-notice" role="alert">
        <h1>{t('unreachable')}</h1>
        <p />
        <button type="button" className="cb-btn cb-btn-primary" onClick={() => void session.refetch()}>
          {t('retry')}
        </button>
      </div>
    );

  const decision = decideGuard({ pathname, search, session: session.data });
  if (decision.kind === 'wait') return fullScreen;
  if (decision.kind === 'redirect') {
    if (isLiveRoute(decision.to)) return <Navigate to={decision.to} replace />;
    return <Navigate to={paths.notFound()} replace />;
  }
  if (!session.data) return <VisitorNotFound />; // the 404 page, for a visitor
  return <PortalShell />;
}

/** The 404 page without the shell, for someone not logged in. */
function VisitorNotFound() {
  const { t } = useTranslation('common');
  return (
    <div className="cb-notice">
      <h1>404</h1>
      <p>{t('notFound.body')}</p>
      <a className="cb-btn cb-btn-primary" href={paths.login()} style={{ textDecoration: 'none' }}>
        {t('notFound.home')}
      </a>
    </div>
  );
}
