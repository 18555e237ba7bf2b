import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CollectionStatus, VaStatus } from '@crossbill/contracts/virtual-account';

export function AccountStatusTag({ status }: { status: VaStatus }) {
  const { t } = useTranslation('virtual-account');
  return <Tag color={status === 'active' ? 'green' : 'gold'}>{t(`status.${status}`)}</Tag>;
}

export function CollectionStatusTag({ status }: { status: CollectionStatus }) {
  const { t } = useTranslation('virtual-account');
  return <Tag color={status === 'succeed' ? 'green' : 'red'}>{t(`collectionStatus.${status}`)}</Tag>;
}
