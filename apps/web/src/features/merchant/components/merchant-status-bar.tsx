import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '@crossbill/contracts/session';
import { statusNotices } from '../status-notices';

type FaceAuth = SessionInfo['faceAuth'];

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
