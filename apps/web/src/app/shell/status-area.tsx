import { MerchantStatusBar } from '../../features/merchant/components/merchant-status-bar';
import { useAuditLastRecord } from '../../features/merchant/api/get-audit-last-record';
import type { SessionInfo } from '@crossbill/contracts/session';
import { liveHref, paths } from '../routes';

/** The merchant status bar with the reason of a failed review. */
export function StatusArea({ session }: { session: SessionInfo }) {
  const { auditStatus } = session.userInfo;
  const audit = useAuditLastRecord(auditStatus === 3);
  return (
    <MerchantStatusBar
      auditStatus={auditStatus}
      faceAuth={session.faceAuth}
      supplementHref={liveHref(paths.supplement())}
      faceHref={liveHref(paths.supplementJumio())}
      rejectReason={audit.data?.comments}
    />
  );
}
