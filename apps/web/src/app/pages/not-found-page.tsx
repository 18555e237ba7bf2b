import { Button, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { menusQuery } from '../../features/menu/api/list-menus';
import { afterLoginTarget } from '../guard';

/** /error/404 */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const menus = useQuery(menusQuery);
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.body')}
      extra={
        <Button type="primary" onClick={() => void navigate(afterLoginTarget(null, menus.data ?? []))}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
