import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Beside a date-range picker: the days picked are Beijing business days (contracts business-time). */
export function BusinessZoneHint() {
  const { t } = useTranslation('common');
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {t('businessTime.zone')}
    </Typography.Text>
  );
}
