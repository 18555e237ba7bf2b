import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VirtualAccount } from '@crossbill/contracts/virtual-account';
import { currentLanguage } from '../../../lib/language';
import { countryName } from '@crossbill/contracts/countries';

/** What a payer needs to send money to the account: beneficiary, bank and the routing details. */
export function FundingDetails({ account }: { account: VirtualAccount }) {
  const { t } = useTranslation('virtual-account');
  const language = currentLanguage();
  return (
    <Descriptions column={1} bordered size="small" data-testid="funding-details">
      <Descriptions.Item label={t('field.beneficiary')}>
        <Typography.Text copyable>{account.holderName}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('field.bankName')}>{account.bankName}</Descriptions.Item>
      <Descriptions.Item label={t('field.bankAddress')}>{account.bankAddress}</Descriptions.Item>
      <Descriptions.Item label={t('field.bankCountry')}>{account.bankCountry ? countryName(account.bankCountry, language) : '-'}</Descriptions.Item>
      <Descriptions.Item label={t('field.currency')}>{account.currency}</Descriptions.Item>
      {account.routing.map((r) => (
        <Descriptions.Item key={r.key} label={t(`routing.${r.key}`)}>
          <Typography.Text copyable style={{ fontFamily: 'monospace' }}>
            {r.value}
          </Typography.Text>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
