import { CARD_BRANDS, type CardBrand } from '@crossbill/contracts/card';
import { brandLogoPath, methodKindOf } from '@crossbill/contracts/checkout';
import type { HostedLook } from '@crossbill/contracts/hosted-look';
import { LOCAL_METHOD_CODES } from '@crossbill/contracts/payment';
import type { Executor } from '../../platform/db/client.ts';
import * as store from './store.ts';

/**
 * The hosted payment page's look for one of the merchant's websites (appId of an application; null:
 * the session names none). The brand whose websites include appId, else the brand for 'All
 * websites', else none. The methods: those the merchant listed (checkout/card), enabled for this
 * website (every website, or listing it), in the merchant's order; a merchant that listed none
 * offers every card brand and local method in the catalogue's order. Cards come first when the
 * highest-priority method offered is a card.
 */
export async function hostedLook(db: Executor, o: { merchantNo: string; appId: string | null }): Promise<HostedLook> {
  const own = o.appId ? await store.brandOfWebsite(db, o.merchantNo, o.appId) : undefined;
  const b = own ?? (await store.allWebsitesBrand(db, o.merchantNo));
  const brand = b
    ? {
        name: b.name || null,
        logoUrl: b.logoToken ? brandLogoPath(b.logoToken) : null,
        colour: b.colour,
        showMerchantOrderId: b.showMerchantOrderId,
        allowCancel: b.allowCancel,
        switchCountry: b.switchCountry,
        autoRedirect: b.autoRedirect,
      }
    : null;
  const rows = await store.methodsOf(db, o.merchantNo);
  if (rows.length === 0) return { brand, cardBrands: [...CARD_BRANDS], localMethods: [...LOCAL_METHOD_CODES], cardsFirst: true };
  const offered = rows.filter((r) => r.enabled && (r.allWebsites || (o.appId !== null && r.appIds.includes(o.appId))));
  return {
    brand,
    cardBrands: offered.filter((r) => methodKindOf(r.method) === 'card').map((r) => r.method as CardBrand),
    localMethods: offered.filter((r) => methodKindOf(r.method) === 'local').map((r) => r.method),
    cardsFirst: offered.length === 0 || methodKindOf(offered[0]!.method) === 'card',
  };
}

// what other parts of the server (the demo seed) create through, with the same rules as the routes
export { addMethod } from './methods.ts';
export { saveBrand } from './brands.ts';
export { uploadLogo } from './logo.ts';
