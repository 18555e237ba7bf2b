import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionStatus } from '@crossbill/contracts/checkout-page';
import { usePageSession } from '../api/demo-session';

const TYPES: Record<SessionStatus, 'success' | 'error' | 'info' | 'warning'> = {
  paid: 'success',
  failed: 'error',
  pending: 'info',
  open: 'info',
  expired: 'warning',
  cancelled: 'warning',
};

/** A session's outcome as the server knows it (never taken from the URL the customer came back with). */
export function SessionStatusPanel({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('checkout-demo');
  const session = usePageSession(sessionId);
  if (!session.data) return null;
  const s = session.data;
  return (
    <Alert
      type={TYPES[s.status]}
      showIcon
      role="status"
      message={t('result.title', { status: t(`status.${s.status}`) })}
      description={
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('result.session')}>{s.sessionId}</Descriptions.Item>
          {s.result && <Descriptions.Item label={t('result.transaction')}>{s.result.transactionId}</Descriptions.Item>}
          {s.result?.cardNumber && <Descriptions.Item label={t('result.card')}>{s.result.cardNumber}</Descriptions.Item>}
        </Descriptions>
      }
    />
  );
}
