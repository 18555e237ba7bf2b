import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoginActivity } from '../../features/account/components/login-activity';
import { ApiKeysCard } from '../../features/account/components/api-keys-card';
import { Access } from '../../components/access';
import { paths } from '../paths';
import { AddMerchantAccount } from '../shell/add-merchant-account';
import { OperatorCard } from '../../features/account/components/operator-card';
import { MerchantCard } from '../../features/merchant/components/merchant-card';
import { useSession } from '../../features/session/api/get-session';

/**
 * /account/info: the merchant account (number, name, type, business lines, status, contracting
 * entity, created), the operator's own details, the Payment API keys and the sign-in activity.
 */
export default function AccountInfoRoute() {
  const { t } = useTranslation('account');
  const session = useSession().data;
  const u = session?.userInfo;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div>
        <Typography.Title level={4} style={{ marginBottom: 4 }}>
          {t('info.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('info.intro')}</Typography.Text>
      </div>
      <MerchantCard />
      {!u?.isManage && (
        <div>
          <AddMerchantAccount />
        </div>
      )}
      <OperatorCard
        operator={
          u
            ? { name: u.operatorName, email: u.operatorEmail, roleName: session?.loginRecord?.roleName ?? null, language: u.language, isManage: u.isManage }
            : null
        }
      />
      <Access code="account:info:secretKey">
        <ApiKeysCard paymentPasswordHref={paths.securityPayment()} />
      </Access>
      <LoginActivity />
    </div>
  );
}
