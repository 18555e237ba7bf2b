import { ACCOUNT_REVIEW_BUSINESS_DAYS } from '@crossbill/contracts/constants';
import type { SessionInfo } from '@crossbill/contracts/session';

type FaceAuth = SessionInfo['faceAuth'];

export interface StatusNotice {
  key: string;
  type: 'info' | 'warning' | 'error';
  textKey: string;
  params?: Record<string, string>;
  link?: { href: string; textKey: string };
}

/**
 * What the status bar says (spec 2, 4): the derived audit status (1 not completed → fill in,
 * 2 reviewing, 3 failed → modify, 0 nothing) and, where the business type needs it, the owners'
 * face authentication (pending, pending scan, rejected; or the merchant-level review waiting / fail).
 * A failed review and a rejected face check show their reason (the bar adds it). Links only to pages that exist.
 */
export function statusNotices(auditStatus: number, faceAuth: FaceAuth | null | undefined, supplementHref?: string, faceHref?: string): StatusNotice[] {
  const out: StatusNotice[] = [];
  if (auditStatus === 1)
    out.push({
      key: 'audit',
      type: 'warning',
      textKey: 'statusBar.notCompleted',
      link: supplementHref ? { href: supplementHref, textKey: 'statusBar.fillIn' } : undefined,
    });
  else if (auditStatus === 2) out.push({ key: 'audit', type: 'info', textKey: 'statusBar.reviewing', params: { days: ACCOUNT_REVIEW_BUSINESS_DAYS } });
  else if (auditStatus === 3)
    out.push({
      key: 'audit',
      type: 'error',
      textKey: 'statusBar.failed',
      link: supplementHref ? { href: supplementHref, textKey: 'statusBar.modify' } : undefined,
    });

  if (faceAuth?.required) {
    const flag = faceAuth.faceAuthFlag;
    const link = faceHref ? { href: faceHref, textKey: 'statusBar.authenticate' } : undefined;
    if (flag === 'pending') out.push({ key: 'face', type: 'warning', textKey: 'statusBar.facePending' });
    else if (flag === 'pending_scan') out.push({ key: 'face', type: 'warning', textKey: 'statusBar.facePendingScan', link });
    else if (flag === 'rejected') out.push({ key: 'face', type: 'error', textKey: 'statusBar.faceRejected', link });
    else if (faceAuth.approveStatus === 'waiting') out.push({ key: 'face', type: 'info', textKey: 'statusBar.faceWaiting' });
    else if (faceAuth.approveStatus === 'fail') out.push({ key: 'face', type: 'error', textKey: 'statusBar.faceFailed', link });
  }
  return out;
}
