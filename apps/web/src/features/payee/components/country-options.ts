import type { TFunction } from 'i18next';
import { PAYEE_COUNTRIES } from '@crossbill/contracts/payout-rules';
import { countryName } from '@crossbill/contracts/countries';

/**
 * A payee bank country's name: the payee texts' own wording where they have one (e.g. "Hong Kong,
 * China"), else the browser's name of the region in the interface language.
 */
export function payeeCountryName(t: TFunction, code: string, language: string): string {
  return t(`payee:country.${code}`, { defaultValue: countryName(code, language) });
}

/** The payee bank countries (every IBAN country among them) as select options, by name in the interface language. */
export function countryOptions(t: TFunction, language: string): Array<{ value: string; label: string }> {
  const collator = new Intl.Collator(language === 'zh-cn' ? 'zh-CN' : 'en');
  return PAYEE_COUNTRIES.map((c) => ({ value: c, label: payeeCountryName(t, c, language) })).sort((a, b) => collator.compare(a.label, b.label));
}
