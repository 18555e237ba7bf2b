import { useEffect } from 'react';
import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { matchRoute, routeTitle } from '../route-match';
import { closeTab, openTab, useTabs } from './tabs-store';

/** Opened pages as closable tabs (data-testid="page-tabs"); the 404 page is not kept. */
export function PageTabs({ fallbackPath }: { fallbackPath: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = useTabs();
  const active = `${location.pathname}${location.search}`;
  const activeMatch = matchRoute(location.pathname);
  const keep = activeMatch !== null && activeMatch.route.layout === 'portal' && activeMatch.route.id !== 'notFound';

  useEffect(() => {
    if (keep) openTab(active);
  }, [active, keep]);

  const items = tabs.flatMap((page) => {
    const match = matchRoute(page);
    return match ? [{ key: page, label: routeTitle(match, t), closable: tabs.length > 1 }] : [];
  });
  if (items.length === 0) return null;

  return (
    <div data-testid="page-tabs" style={{ padding: '0 16px', background: '#fff', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={items.some((i) => i.key === active) ? active : undefined}
        items={items}
        onChange={(key) => void navigate(key)}
        onEdit={(key, action) => {
          if (action !== 'remove' || typeof key !== 'string') return;
          const next = closeTab(key, active);
          if (next) void navigate(next);
          else if (key === active) void navigate(fallbackPath);
        }}
        tabBarStyle={{ margin: 0 }}
      />
    </div>
  );
}
