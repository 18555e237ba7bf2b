import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnrolmentStatus } from '@crossbill/contracts/enrolment-states';
import { STATUS_COLOR } from '../kind';

export function StatusTag({ status }: { status: EnrolmentStatus }) {
  const { t } = useTranslation('enrolment');
  return <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>;
}
