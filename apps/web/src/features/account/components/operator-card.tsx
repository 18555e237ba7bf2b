import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleName } from '../../../lib/role-name';

export interface OperatorInfo {
  name: string;
  email: string;
  roleName: string | null;
  language: string;
  isManage: boolean;
}

/** The logged-in operator in this merchant account (account/info). */
export function OperatorCard({ operator }: { operator: OperatorInfo | null }) {
  const { t } = useTranslation('account');
  return (
    <Card title={t('info.operatorTitle')}>
      {operator ? (
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2 }}
          size="small"
          items={[
            { key: 'name', label: t('info.name'), children: operator.name },
            { key: 'email', label: t('info.email'), children: operator.email },
            { key: 'role', label: t('info.role'), children: operator.roleName ? roleName(operator.roleName) : t('info.noRole') },
            { key: 'language', label: t('info.language'), children: t(`info.languages.${operator.language}`) },
            ...(operator.isManage ? [{ key: 'manage', label: t('info.accountKind'), children: <Tag>{t('info.manager')}</Tag> }] : []),
          ]}
        />
      ) : null}
    </Card>
  );
}
