import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PayeeSnapshot } from '@crossbill/contracts/payee';
import { ACCOUNT_FIELDS } from '@crossbill/contracts/payout-rules';
import { countryName } from '@crossbill/contracts/countries';

/**
 * The payee's account as the transfer took it at submission: what its approvers approve and what
 * is paid, whatever the payee became since. Labels are the payee form's.
 */
export function PayeeSnapshotView({ payee }: { payee: PayeeSnapshot }) {
  const { t, i18n } = useTranslation(['transfer', 'payee']);
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="payee-snapshot">
      <Descriptions.Item label={t('payee:field.name')}>{payee.name}</Descriptions.Item>
      <Descriptions.Item label={t('payee:field.nickname')}>{payee.nickname}</Descriptions.Item>
      <Descriptions.Item label={t('payee:field.entityType')}>{t(`payee:entityType.${payee.entityType}`)}</Descriptions.Item>
      <Descriptions.Item label={t('payee:field.country')}>
        {t(`payee:country.${payee.country}`, { defaultValue: countryName(payee.country, i18n.language) })}
      </Descriptions.Item>
      <Descriptions.Item label={t('payee:field.method')}>{t(`payee:method.${payee.method}`)}</Descriptions.Item>
      <Descriptions.Item label={t('payee:field.currency')}>{payee.currency}</Descriptions.Item>
      {payee.bankName ? <Descriptions.Item label={t('payee:field.bankName')}>{payee.bankName}</Descriptions.Item> : null}
      {payee.swift ? <Descriptions.Item label={t('payee:field.swift')}>{payee.swift}</Descriptions.Item> : null}
      {ACCOUNT_FIELDS.filter((f) => payee[f]).map((f) => (
        <Descriptions.Item key={f} label={t(`payee:field.${f}`)}>
          {f === 'walletType' ? t(`payee:wallet.${payee[f]}`) : f === 'pickupPartner' ? t(`payee:pickup.${payee[f]}`) : payee[f]}
        </Descriptions.Item>
      ))}
      {payee.idNumber ? <Descriptions.Item label={t('payee:field.idNumber')}>{payee.idNumber}</Descriptions.Item> : null}
      {payee.address ? <Descriptions.Item label={t('payee:field.address')}>{payee.address}</Descriptions.Item> : null}
    </Descriptions>
  );
}
