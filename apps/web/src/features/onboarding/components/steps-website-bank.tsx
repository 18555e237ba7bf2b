import { AutoComplete, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bankStep,
  MARKETS,
  normalName,
  OPERATING_DURATIONS,
  PLATFORM_TYPES,
  PROOF_DOCS,
  SETTLEMENT_CURRENCIES,
  websiteStep,
} from '@crossbill/contracts/onboarding';
import { MCC_CODES } from '@crossbill/contracts/mcc';
import { useBankSearch } from '../api/banks';
import { CountrySelect, Field } from './fields';
import { FileField } from './file-field';

export function WebsiteStep() {
  const { t } = useTranslation('onboarding');
  const form = Form.useFormInstance();
  const platform = Form.useWatch(['website', 'platformType'], form) as string | undefined;
  const f = (sub: string, children: React.ReactNode, extra?: React.ReactNode) => (
    <Field step={websiteStep} root={['website']} sub={[sub]} label={t(`field.${sub}`)} extra={extra}>
      {children}
    </Field>
  );
  return (
    <>
      {f('platformType', <Select showSearch={{ optionFilterProp: 'label' }} options={PLATFORM_TYPES.map((p) => ({ value: p, label: t(`platform.${p}`) }))} />)}
      {f('websiteUrl', <Input placeholder="https://" />)}
      {f('primaryDomain', <Input placeholder="example.com" />)}
      {f(
        'operationalHistory',
        <Select showSearch={{ optionFilterProp: 'label' }} options={OPERATING_DURATIONS.map((p) => ({ value: p, label: t(`duration.${p}`) }))} />,
      )}
      {f('mcc', <Select showSearch={{ optionFilterProp: 'label' }} options={MCC_CODES.map((c) => ({ value: c, label: `${c} ${t(`mcc.${c}`)}` }))} />)}
      {f('monthlyAmountUsd', <Input suffix="USD" />)}
      {f('averageAmountUsd', <Input suffix="USD" />)}
      {f('chargebackRatio', <Input suffix="%" />)}
      {f('refundRatio', <Input suffix="%" />)}
      {f(
        'targetMarkets',
        <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={MARKETS.map((m) => ({ value: m, label: t(`market.${m}`) }))} />,
      )}
      {platform && platform !== 'website' && (
        <>
          {f('appName', <Input />)}
          {f('appDescription', <Input.TextArea rows={3} showCount maxLength={200} />)}
        </>
      )}
      {PROOF_DOCS.map((doc) => (
        <Field key={doc} step={websiteStep} root={['website']} sub={['proof', doc]} label={t(`doc.${doc}`)}>
          <FileField category={doc === 'rawTransactionData' || doc === 'transactionTable' ? 'general' : 'document'} max={3} />
        </Field>
      ))}
    </>
  );
}

/** Bank account: holder = legal company name; bank by name or SWIFT (3+ characters); GB accounts are IBANs. */
export function BankStep() {
  const { t } = useTranslation('onboarding');
  const form = Form.useFormInstance();
  const [keyword, setKeyword] = useState('');
  const banks = useBankSearch(keyword);
  const f = (sub: string, children: React.ReactNode, extra?: React.ReactNode) => (
    <Field step={bankStep} root={['bank']} sub={[sub]} label={t(`field.${sub}`)} extra={extra}>
      {children}
    </Field>
  );
  return (
    <>
      <Form.Item
        name={['bank', 'holderName']}
        label={t('field.holderName')}
        extra={t('hint.holderName')}
        rules={[
          {
            validator: async (_r, v: string | undefined) => {
              if (!v?.trim()) throw new Error(t('messages:validation.requiredField', { field: t('field.holderName') }));
              if (normalName(v) !== normalName(String(form.getFieldValue(['business', 'legalName']) ?? '')))
                throw new Error(t('messages:validation.onboarding.holderName'));
            },
          },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item label={t('field.bankSearch')} extra={t('hint.bankSearch')}>
        <AutoComplete
          data-testid="bank-search"
          onSearch={setKeyword}
          onSelect={(_v, option) => {
            const b = banks.data?.find((x) => x.swift === (option as { value: string }).value);
            if (b) form.setFieldsValue({ bank: { bankName: b.name, swift: b.swift, bankCountry: b.country } });
          }}
          options={(banks.data ?? []).map((b) => ({ value: b.swift, label: `${b.name} · ${b.swift}` }))}
          placeholder={t('hint.bankSearchPlaceholder')}
        />
      </Form.Item>
      {f('bankName', <Input />)}
      {f('swift', <Input />)}
      {f('bankCountry', <CountrySelect />)}
      {f('branchAddress', <Input />)}
      {f('settlementCurrency', <Select showSearch={{ optionFilterProp: 'label' }} options={SETTLEMENT_CURRENCIES.map((c) => ({ value: c, label: c }))} />)}
      {f('accountNumber', <Input />, t('hint.iban'))}
      <Field step={bankStep} root={['bank']} sub={['accountNumberConfirm']} label={t('field.accountNumberConfirm')}>
        <Input onPaste={(e) => e.preventDefault()} />
      </Field>
      {f('statements', <FileField max={6} />)}
    </>
  );
}
