import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { bindNavigator, SESSION_ENDED_STATE } from '../lib/navigation';
import { PortalGuard } from './portal-guard';
import { PublicGuard } from './public-guard';
import { RootLayout } from './root-layout';
import { PagePreload } from './page-preload';
import { paths } from './paths';
import { isPublicPath } from './route-match';
import { preloadPage, routes } from './routes';

// Declarative routing (BrowserRouter + useRoutes): the data router's loaders and actions are not
// used, and leaving them out keeps 17 kB gz off every page, the login route included.
const children = (layout: 'public' | 'portal'): RouteObject[] =>
  routes
    .filter((r) => r.layout === layout)
    .map((r) => {
      const Page = r.page;
      return { path: r.path, element: <Page /> };
    });

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <PublicGuard />, children: children('public') },
      { element: <PortalGuard />, children: children('portal') },
      { path: '/', element: <Navigate to={paths.login()} replace /> },
      // spec 2: permission redirects to role
      { path: paths.permission(), element: <Navigate to={paths.roles()} replace /> },
      { path: '*', element: <Navigate to={paths.notFound()} replace /> },
    ],
  },
];

export function AppRoutes() {
  return <PagePreload.Provider value={preloadPage}>{useRoutes(routeObjects)}</PagePreload.Provider>;
}

/**
 * The API client's redirect codes navigate through the router; going to login from a portal page
 * remembers the page so the user comes back to it. The path is known at once, before the next
 * render, so that the answers still arriving for the ended session see the redirect under way.
 */
export function NavigatorBinding() {
  const navigate = useNavigate();
  const location = useLocation();
  const where = useRef({ pathname: location.pathname, search: location.search });
  useEffect(() => {
    where.current = { pathname: location.pathname, search: location.search };
  }, [location]);
  useEffect(() => {
    bindNavigator(
      (to) => {
        const { pathname, search } = where.current;
        if (pathname === to) return;
        const target = to === paths.login() && !isPublicPath(pathname) ? paths.login(`${pathname}${search}`) : to;
        where.current = { pathname: to, search: '' };
        void navigate(target, { replace: true, state: SESSION_ENDED_STATE });
      },
      () => where.current.pathname,
    );
  }, [navigate]);
  return null;
}
