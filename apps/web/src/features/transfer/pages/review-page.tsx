import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useTransfer } from '../api/get-transfer';
import { WizardSteps } from './recipient-page';

/** /transfer/add/review?id: what happened to the submitted transfer, and where to go next. */
export function ReviewPage({ id, onView, onList, onAnother }: { id: number; onView: () => void; onList: () => void; onAnother: () => void }) {
  const { t } = useTranslation('transfer');
  const q = useTransfer(id);
  if (!q.data) return <Skeleton active />;
  const r = q.data;
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 760 }}>
      <WizardSteps current={3} />
      <Result
        status={r.status === 'failed' || r.status === 'rejected' ? 'error' : r.status === 'pending_approval' ? 'info' : 'success'}
        title={t(`review.${r.status}`)}
        subTitle={t('review.summary', {
          serialNo: r.serialNo,
          amount: `${formatMoney(r.sendAmount, r.sendCurrency)} ${r.sendCurrency}`,
          payee: r.payeeNickname,
        })}
        extra={[
          <Button key="view" type="primary" onClick={onView}>
            {t('review.view')}
          </Button>,
          <Button key="list" onClick={onList}>
            {t('review.list')}
          </Button>,
          <Button key="again" onClick={onAnother}>
            {t('review.another')}
          </Button>,
        ]}
      />
    </div>
  );
}
