import { useState } from 'react';
import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BANK_SEARCH_MIN, type Bank } from '@crossbill/contracts/payee';
import { useBankSearch } from '../api/search-banks';
import type { PayeeSurface } from '../api/surface';

/**
 * Bank name with a search of the bank directory by name or SWIFT (spec 5: from 3 characters; fewer
 * show the rule). Choosing a bank hands its SWIFT and local code to the form; a name typed freely
 * is kept as typed.
 */
export function BankSelect({
  surface,
  country,
  value,
  onChange,
  onPick,
  id,
}: {
  surface: PayeeSurface;
  country?: string;
  value?: string;
  onChange?: (v: string | undefined) => void;
  onPick: (bank: Bank) => void;
  id?: string;
}) {
  const { t } = useTranslation(['payee', 'messages']);
  const [keyword, setKeyword] = useState('');
  const banks = useBankSearch(surface, keyword, country);
  const short = keyword.trim().length > 0 && keyword.trim().length < BANK_SEARCH_MIN;
  const options = (banks.data ?? []).map((b) => ({ value: b.swift, label: `${b.name} (${b.swift})`, bank: b }));
  return (
    <Select
      id={id}
      showSearch
      allowClear
      value={value || undefined}
      placeholder={t('form.bankPlaceholder')}
      filterOption={false}
      onSearch={setKeyword}
      loading={banks.isFetching}
      onClear={() => onChange?.(undefined)}
      onChange={(swift: string | undefined) => {
        const picked = options.find((o) => o.value === swift)?.bank;
        if (picked) {
          onChange?.(picked.name);
          onPick(picked);
        }
      }}
      options={options}
      notFoundContent={
        short ? (
          <Typography.Text type="secondary">{t('messages:payee.bankSearchMin')}</Typography.Text>
        ) : keyword.trim() ? (
          <Typography.Text type="secondary">{t('form.noBank')}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('form.bankHint')}</Typography.Text>
        )
      }
      labelRender={() => value}
    />
  );
}
