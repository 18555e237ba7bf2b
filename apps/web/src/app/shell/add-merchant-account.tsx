import { Button, Dropdown } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_CODE } from '@crossbill/contracts/resources';
import { useAccess } from '../../components/access';
import { paths } from '../paths';

const TYPES = ['1', '0', '2'] as const;

/**
 * "Add merchant account": the additional-account flow of spec 2 (supplement?type=1&businessType=…),
 * one entry per business type. In the merchant switcher and on the account information page.
 */
export function AddMerchantAccount({ onOpen, block = false }: { onOpen?: () => void; block?: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { has } = useAccess();
  if (!has(ONBOARDING_CODE)) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: TYPES.map((type) => ({ key: type, label: t(`addAccount.type.${type}`) })),
        onClick: ({ key }) => {
          onOpen?.();
          void navigate(paths.addMerchantAccount(key as (typeof TYPES)[number]));
        },
      }}
    >
      <Button icon={<PlusOutlined />} block={block} data-testid="add-merchant-account">
        {t('addAccount.label')} <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
