import { Button, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@crossbill/contracts/menu';
import type { SessionInfo } from '@crossbill/contracts/session';
import { useAccess } from '../../components/access';
import { LanguageSwitch } from '../../components/language-switch';
import { DownloadPopover } from '../../features/download/components/download-popover';
import { MenuBreadcrumb } from '../../features/menu/components/menu-breadcrumb';
import { NoticeBell } from '../../features/notice/components/notice-bell';
import { GlobalSearch } from '../../features/search/components/global-search';
import { useSwitchLanguage } from '../../features/session/api/switch-language';
import { paths } from '../paths';
import { liveHref } from '../route-match';
import { MerchantSwitcher } from './merchant-switcher';
import { OperatorMenu } from './operator-menu';
import { searchHitHref } from './search-links';

/**
 * The header: menu button (mobile), breadcrumb, global search (Ctrl+K / ⌘K), merchant switcher, notice bell, download tasks,
 * language switch (also tells the server, then server texts load again), operator menu.
 */
export function ShellHeader({
  session,
  menus,
  path,
  pageTitle,
  desktop,
  onOpenMenu,
}: {
  session: SessionInfo;
  menus: MenuNode[];
  path: string;
  pageTitle: string;
  desktop: boolean;
  onOpenMenu: () => void;
}) {
  // the search box's texts load with the header's, not after it
  const { t } = useTranslation(['shell', 'search']);
  const client = useQueryClient();
  const switchLanguage = useSwitchLanguage();
  const access = useAccess();
  const navigate = useNavigate();
  const { userInfo } = session;

  return (
    <Layout.Header
      style={{
        background: 'var(--ant-color-bg-container)',
        padding: desktop ? '0 16px 0 24px' : '0 8px',
        display: 'flex',
        alignItems: 'center',
        gap: desktop ? 8 : 2,
        height: 56,
        lineHeight: '56px',
        borderBottom: '1px solid var(--ant-color-split)',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      {!desktop && <Button type="text" icon={<MenuOutlined />} aria-label={t('openMenu')} onClick={onOpenMenu} />}
      <div style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>{desktop && <MenuBreadcrumb nodes={menus} path={path} fallback={pageTitle} />}</div>
      <GlobalSearch
        compact={!desktop}
        owner={`${userInfo.userId}`}
        merchantNo={userInfo.merchantNo}
        hrefOf={searchHitHref}
        onNavigate={(href) => void navigate(href)}
      />
      <MerchantSwitcher merchantName={userInfo.merchantName ?? '-'} merchantNo={userInfo.merchantNo} isManage={userInfo.isManage} compact={!desktop} />
      {/* the notice pages need their menu code; without it the bell still lists and opens notices */}
      <NoticeBell listHref={access.has('content:notice') ? liveHref(paths.noticeList()) : undefined} />
      {/* on a phone the header keeps switcher, notices, language and operator menu in reach; the
          download tasks stay in the menu's download center */}
      {desktop && <DownloadPopover centerHref={access.has('content:download') ? liveHref(paths.downloadCenter()) : undefined} />}
      <LanguageSwitch
        compact={!desktop}
        onChanged={(language) => {
          switchLanguage.mutate(language, {
            // the UI changed already; if the server did not follow, its texts reload anyway
            onError: () => void client.invalidateQueries(),
          });
        }}
      />
      <OperatorMenu name={userInfo.operatorName} email={userInfo.operatorEmail} isManage={userInfo.isManage} compact={!desktop} />
    </Layout.Header>
  );
}
