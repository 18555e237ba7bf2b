import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TransferStatus } from '@crossbill/contracts/transfer';

const COLOR: Record<TransferStatus, string> = {
  pending_approval: 'gold',
  scheduled: 'blue',
  processing: 'processing',
  paid: 'success',
  rejected: 'error',
  cancelled: 'default',
  failed: 'error',
};

export function TransferStatusTag({ status }: { status: TransferStatus }) {
  const { t } = useTranslation('transfer');
  return <Tag color={COLOR[status]}>{t(`status.${status}`)}</Tag>;
}
