import { useEffect } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { matchRoute, routeNamespace, routeTitle } from '../route-match';
import { closeTab, openTab, useTabs } from './tabs-store';
import './page-tabs.css';

/**
 * Opened pages as closable tabs (data-testid="page-tabs"); the 404 page is not kept. They are links
 * to pages, not tab panels, so they are a navigation list (a tablist may hold only tabs, and the
 * close buttons are not). A title shows once its namespace has loaded, never as its key.
 */
export function PageTabs({ fallbackPath }: { fallbackPath: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = useTabs();
  const active = `${location.pathname}${location.search}`;
  const activeMatch = matchRoute(location.pathname);
  const keep = activeMatch !== null && activeMatch.route.layout === 'portal' && activeMatch.route.id !== 'notFound';

  useEffect(() => {
    if (keep) openTab(active);
  }, [active, keep]);

  const opened = tabs.flatMap((page) => {
    const match = matchRoute(page);
    return match ? [{ page, match }] : [];
  });
  const namespaces = ['shell', 'menu', ...new Set(opened.map((o) => routeNamespace(o.match.route)))];
  const { t, i18n } = useTranslation(namespaces, { useSuspense: false });
  const shown = opened.filter((o) => i18n.hasLoadedNamespace(routeNamespace(o.match.route)));
  if (shown.length === 0 || !i18n.hasLoadedNamespace('shell')) return null;

  const close = (page: string) => {
    const next = closeTab(page, active);
    if (next) void navigate(next);
    else if (page === active) void navigate(fallbackPath);
  };

  return (
    <nav data-testid="page-tabs" className="cb-page-tabs" aria-label={t('shell:tabs.label')}>
      <ul>
        {shown.map(({ page, match }) => {
          const title = routeTitle(match, t);
          const current = page === active;
          return (
            <li key={page} className={current ? 'cb-page-tab cb-page-tab-active' : 'cb-page-tab'}>
              <Link to={page} aria-current={current ? 'page' : undefined}>
                {title}
              </Link>
              {tabs.length > 1 && (
                <button type="button" aria-label={t('shell:tabs.close', { title })} onClick={() => close(page)}>
                  <CloseOutlined aria-hidden />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
