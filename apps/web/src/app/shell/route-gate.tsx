import type { ReactNode } from 'react';
import type { SessionInfo } from '@crossbill/contracts/session';
import { ONBOARDING_CODE } from '@crossbill/contracts/resources';
import { useAccess } from '../../components/access';
import { lazyNamed } from '../../components/lazy-page';
import { AuditPrompt } from '../../features/merchant/components/audit-prompt';
import { paths } from '../paths';
import { liveHref } from '../route-match';
import type { RouteMeta } from '../route-def';

// antd's Result (10 kB gz) loads only for a page the role does not include
const NoPermission = lazyNamed(() => import('../../components/no-permission'), 'NoPermission');

/**
 * A portal page behind its checks: the permission code it needs (and not for managers where spec 6
 * says so), then the audit check (the prompt while the merchant is not approved).
 */
export function RouteGate({ route, session, children }: { route: RouteMeta | null; session: SessionInfo; children: ReactNode }) {
  const { has } = useAccess();
  if (!route) return <>{children}</>;
  const { userInfo } = session;
  if (route.hiddenForManager && userInfo.isManage) return <NoPermission />;
  if (!has(route.code)) return <NoPermission />;
  if (route.auditCheck && userInfo.auditStatus !== 0)
    return <AuditPrompt auditStatus={userInfo.auditStatus} supplementHref={has(ONBOARDING_CODE) ? liveHref(paths.supplement()) : undefined} />;
  return <>{children}</>;
}
