import type { Language } from '@crossbill/contracts/constants';
import { responseMessageKey } from '@crossbill/contracts/payment';
import { t } from '../../platform/i18n.ts';

/**
 * The channel's answer to a payment in `lang`, by its response code (the channel's stored English
 * when the code has no message of ours, or '' when there is none).
 */
export function responseText(lang: Language, r: { responseCode: string | null; responseMessage: string | null; paymentMethod: string }): string | null {
  const key = responseMessageKey(r.responseCode, r.paymentMethod);
  if (!key) return r.responseMessage;
  const text = t(lang, key);
  return text === key ? (r.responseMessage ?? '') : text;
}
