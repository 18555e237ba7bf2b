import { lazyNamed } from '../../components/lazy-page';
import { statusNotices } from '../../features/merchant/status-notices';
import { useAuditLastRecord } from '../../features/merchant/api/get-audit-last-record';
import type { SessionInfo } from '@crossbill/contracts/session';
import { ONBOARDING_CODE } from '@crossbill/contracts/resources';
import { useAccess } from '../../components/access';
import { paths } from '../paths';
import { liveHref } from '../route-match';

// the bar (antd's Alert) loads only for a merchant it has something to say to
const MerchantStatusBar = lazyNamed(() => import('../../features/merchant/components/merchant-status-bar'), 'MerchantStatusBar', { fallback: null });

/** The merchant status bar with the reason of a failed review; links to the onboarding pages only for roles that hold them. */
export function StatusArea({ session }: { session: SessionInfo }) {
  const { auditStatus } = session.userInfo;
  const audit = useAuditLastRecord(auditStatus === 3);
  const onboarding = useAccess().has(ONBOARDING_CODE);
  if (statusNotices(auditStatus, session.faceAuth).length === 0) return null;
  return (
    <MerchantStatusBar
      auditStatus={auditStatus}
      faceAuth={session.faceAuth}
      supplementHref={onboarding ? liveHref(paths.supplement()) : undefined}
      faceHref={onboarding ? liveHref(paths.supplementJumio()) : undefined}
      rejectReason={audit.data?.comments}
    />
  );
}
