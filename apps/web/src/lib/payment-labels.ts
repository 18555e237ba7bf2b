import { responseMessageKey } from '@crossbill/contracts/payment';
import { translate } from './i18n';

/** A payment method's name (`alipay` → Alipay / 支付宝), the code itself for one we do not know. */
export const paymentMethodLabel = (method: string): string => translate(`messages:paymentMethod.${method}`, { defaultValue: method });

/** A transaction's response message in the operator's language by its code; the stored text otherwise. */
export function responseMessageText(code: string | null, stored: string | null, method: string): string | null {
  const key = responseMessageKey(code, method);
  return key ? translate(`messages:${key}`, { defaultValue: stored ?? '' }) || stored : stored;
}
