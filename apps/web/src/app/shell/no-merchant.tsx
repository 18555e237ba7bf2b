import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '../../components/antd-root';
import { endSession } from '../../features/session/api/logout';
import { paths } from '../routes';

/** Logged in without a merchant account, while the application wizard is not there yet. */
export function NoMerchant() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <AntdRoot>
      <Result
        status="info"
        title={t('guard.noMerchant')}
        subTitle={t('messages:code.noMerchant')}
        extra={
          <Button
            onClick={async () => {
              await endSession();
              await navigate(paths.login(), { replace: true });
            }}
          >
            {t('operator.logout')}
          </Button>
        }
      />
    </AntdRoot>
  );
}
