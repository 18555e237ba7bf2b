import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The page the operator's role does not include. */
export function NoPermission() {
  const { t } = useTranslation('common');
  return <Result status="403" title={t('noPermission.title')} subTitle={t('noPermission.subTitle')} />;
}
