import { MerchantStatusBar } from '../../features/merchant/components/merchant-status-bar';
import { useAuditLastRecord } from '../../features/merchant/api/get-audit-last-record';
import type { SessionInfo } from '@crossbill/contracts/session';
import { ONBOARDING_CODE } from '@crossbill/contracts/resources';
import { useAccess } from '../../components/access';
import { paths } from '../paths';
import { liveHref } from '../route-match';

/** The merchant status bar with the reason of a failed review; links to the onboarding pages only for roles that hold them. */
export function StatusArea({ session }: { session: SessionInfo }) {
  const { auditStatus } = session.userInfo;
  const audit = useAuditLastRecord(auditStatus === 3);
  const onboarding = useAccess().has(ONBOARDING_CODE);
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
