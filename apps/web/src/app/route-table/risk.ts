import type { RouteMeta } from '../route-def';

const page = (id: string, path: string, titleKey: string): RouteMeta => ({
  id,
  path,
  titleKey,
  icon: 'risk',
  code: 'risk:list',
  auditCheck: true,
  branch: 'acq',
  layout: 'portal',
});

/** Risk pages (spec 2 Risk: risk/list and risk/detail, the blacklists and their items). */
export const riskRoutes: readonly RouteMeta[] = [
  page('blacklistList', '/risk/list', 'blacklist:route.list'),
  page('blacklistDetail', '/risk/detail', 'blacklist:route.detail'),
];
