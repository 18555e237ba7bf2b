import { useEffect, useMemo, useState } from 'react';
import { Layout, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, SIDEBAR_WIDTH } from '@crossbill/contracts/constants';
import { NOVATION_CODE } from '@crossbill/contracts/resources';
import { AccessProvider } from '../../components/access';
import { AntdRoot } from '../../components/antd-root';
import { StepUpModal } from '../../components/step-up-modal';
import { lazyNamed, lazyPage, useOpenedOnce } from '../../components/lazy-page';
import { permissionsOf } from '../../lib/access';
import { useIsDesktop } from '../../lib/use-media';
import { ConsentSettingsLink } from '../../features/consent/components/consent-settings-link';
import { useMenuButtons } from '../../features/menu/api/list-menu-buttons';
import { useMenus } from '../../features/menu/api/list-menus';
import { SideMenu } from '../../features/menu/components/side-menu';
import { findMenuTrail, hoistSharedBranchNodes, pruneMenu } from '../../features/menu/menu-tree';
import { sessionKey, useSession } from '../../features/session/api/get-session';
import { matchRoute, routeNamespace, routeTitle } from '../route-match';
import { afterLoginTarget } from '../guard';
import { PageTabs } from './page-tabs';
import { RouteGate } from './route-gate';
import { ShellHeader } from './shell-header';
import { StatusArea } from './status-area';
import './portal.css';

// Loaded when shown: the menu drawer on a phone only, the contracting-party popup when it asks.
const Drawer = lazyPage(() => import('antd/es/drawer'), { fallback: null });
const NovationModal = lazyNamed(() => import('../../features/novation/components/novation-modal'), 'NovationModal', { fallback: null });

/**
 * The portal shell: sidebar from the operator's menus (238 px from 992 px up, a drawer below),
 * header, status bar, page tabs, the page, the footer; the contracting-party popup when asked.
 */
export function PortalShell() {
  const { t } = useTranslation('shell');
  const session = useSession().data;
  const client = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menusQuery = useMenus(!!session);

  const isManage = session?.userInfo.isManage ?? false;
  // pages that exist (and are not hidden from managers), shared aggregate pages once
  const menus = useMemo(
    () =>
      hoistSharedBranchNodes(
        pruneMenu(menusQuery.data ?? [], (url) => {
          const match = matchRoute(url);
          return match !== null && !(isManage && match.route.hiddenForManager);
        }),
      ),
    [menusQuery.data, isManage],
  );

  const path = location.pathname;
  const current = findMenuTrail(menus, path).at(-1) ?? null;
  const buttons = useMenuButtons(current && current.id > 0 ? current.id : null);
  const permissions = useMemo(
    () => permissionsOf(session, current && buttons.data ? { menuCode: current.resourceCode, buttonCodes: buttons.data.map((b) => b.resourceCode) } : null),
    [session, current, buttons.data],
  );

  const match = matchRoute(path);
  // the title's namespace may load after the shell rendered: wait for it rather than show its key
  const titles = useTranslation([match ? routeNamespace(match.route) : 'shell', 'menu'], { useSuspense: false });
  const pageTitle = match && titles.ready ? routeTitle(match, titles.t) : '';
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${t('brand')}` : t('brand');
  }, [pageTitle, t]);
  const novationOpen = !!session?.businessTypesInfo.showNovationPopup && permissions.has(NOVATION_CODE);
  const novationMounted = useOpenedOnce(novationOpen);

  if (!session) return null; // the guard renders the shell only with a session
  const hideMenu = match?.route.hideMenu ?? false;
  const home = afterLoginTarget(null, menus);

  const sideMenu = (
    <div data-testid="sidebar">
      <SideMenu
        nodes={menus}
        path={path}
        onNavigate={(url) => {
          setDrawerOpen(false);
          void navigate(url);
        }}
      />
    </div>
  );
  const brand = (
    <div style={{ height: 56, display: 'flex', alignItems: 'center', padding: '0 24px', borderBottom: '1px solid var(--ant-color-split)' }}>
      <Typography.Title level={4} style={{ margin: 0, color: 'var(--ant-color-link)' }}>
        {t('brand')}
      </Typography.Title>
    </div>
  );

  return (
    <AntdRoot>
      <AccessProvider permissions={permissions}>
        <Layout style={{ minHeight: '100vh' }}>
          {desktop && !hideMenu && (
            <Layout.Sider
              width={SIDEBAR_WIDTH}
              theme="light"
              style={{ borderInlineEnd: '1px solid var(--ant-color-split)', position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
            >
              {brand}
              {sideMenu}
            </Layout.Sider>
          )}
          <Layout className="cb-portal-main">
            <ShellHeader session={session} menus={menus} path={path} pageTitle={pageTitle} desktop={desktop} onOpenMenu={() => setDrawerOpen(true)} />
            <StatusArea session={session} />
            <PageTabs fallbackPath={home} />
            <Layout.Content style={{ padding: desktop ? 24 : 12 }}>
              <RouteGate route={match?.route ?? null} session={session}>
                <Outlet />
              </RouteGate>
            </Layout.Content>
            <Layout.Footer style={{ textAlign: 'center', padding: '12px 24px', fontSize: 12, color: 'var(--ant-color-text-secondary)' }}>
              {t('footer', { version: APP_VERSION })} · <ConsentSettingsLink />
            </Layout.Footer>
          </Layout>
        </Layout>
        {!desktop && (
          <Drawer
            open={drawerOpen}
            placement="left"
            size={SIDEBAR_WIDTH}
            onClose={() => setDrawerOpen(false)}
            title={t('brand')}
            styles={{ body: { padding: 0 } }}
          >
            {sideMenu}
          </Drawer>
        )}
        {/* only a role that may confirm the agreement is asked to (it cannot be dismissed) */}
        <StepUpModal />
        {novationMounted && <NovationModal open={novationOpen} onDone={() => void client.invalidateQueries({ queryKey: sessionKey })} />}
      </AccessProvider>
    </AntdRoot>
  );
}
