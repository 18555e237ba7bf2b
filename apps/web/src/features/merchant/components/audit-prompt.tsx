import { Button, Empty } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_REVIEW_BUSINESS_DAYS } from '@crossbill/contracts/constants';

/**
 * The empty-state prompt of a page marked for audit check while the merchant is not approved
 * (spec 2): says why, and links to the information page when it exists.
 */
export function AuditPrompt({ auditStatus, supplementHref }: { auditStatus: number; supplementHref?: string }) {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const reason = auditStatus === 1 ? 'notCompleted' : auditStatus === 3 ? 'failed' : 'reviewing';
  return (
    <Empty
      style={{ padding: '64px 0' }}
      description={
        <>
          <div style={{ fontWeight: 500, marginBottom: 4 }}>{t('auditPrompt.title')}</div>
          <div>{t(`auditPrompt.${reason}`, { days: ACCOUNT_REVIEW_BUSINESS_DAYS })}</div>
        </>
      }
    >
      {supplementHref && auditStatus !== 2 && (
        <Button type="primary" onClick={() => navigate(supplementHref)}>
          {t(auditStatus === 3 ? 'statusBar.modify' : 'statusBar.fillIn')}
        </Button>
      )}
    </Empty>
  );
}
