import { CARD_BRANDS } from '@crossbill/contracts/card';
import type { HostedLook } from '@crossbill/contracts/hosted-look';
import { LOCAL_METHOD_CODES } from '@crossbill/contracts/payment';
import type { Executor } from '../../platform/db/client.ts';

/**
 * The hosted payment page's look for one of the merchant's websites (appId of an application; null:
 * the session names none). Until the merchant configures brands and card ordering, every card brand
 * and local method is offered in the catalogue's order, without a brand.
 */
export async function hostedLook(_db: Executor, _o: { merchantNo: string; appId: string | null }): Promise<HostedLook> {
  return { brand: null, cardBrands: [...CARD_BRANDS], localMethods: [...LOCAL_METHOD_CODES], cardsFirst: true };
}
