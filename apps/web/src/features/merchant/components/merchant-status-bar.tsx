import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
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
 * A failed review and a rejected face check show their reason. Links only to pages that exist.
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

/** The merchant status bar (data-testid="merchant-status-bar"); renders nothing when all is normal. */
export function MerchantStatusBar({
  auditStatus,
  faceAuth,
  supplementHref,
  faceHref,
  rejectReason,
}: {
  auditStatus: number;
  faceAuth: FaceAuth | null | undefined;
  supplementHref?: string;
  faceHref?: string;
  rejectReason?: string | null;
}) {
  const { t } = useTranslation('merchant');
  const notices = statusNotices(auditStatus, faceAuth, supplementHref, faceHref);
  if (notices.length === 0) return null;
  return (
    <div data-testid="merchant-status-bar" style={{ display: 'grid', gap: 8 }}>
      {notices.map((n) => {
        // the reason of a failed review, or of a rejected face check (the server sends it only then)
        const reason = n.key === 'audit' ? (auditStatus === 3 ? rejectReason : null) : faceAuth?.rejectReason;
        return (
          <Alert
            key={n.key}
            type={n.type}
            showIcon
            title={
              <span>
                {t(n.textKey, n.params)}
                {reason ? ` ${t('statusBar.reason', { reason })}` : null}
                {n.link && (
                  <>
                    {' '}
                    <Link to={n.link.href}>{t(n.link.textKey)}</Link>
                  </>
                )}
              </span>
            }
          />
        );
      })}
    </div>
  );
}
