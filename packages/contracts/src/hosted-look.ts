import { z } from 'zod';
import { CARD_BRANDS } from './card.ts';

/**
 * What the hosted payment page shows for one of the merchant's websites: the checkout brand that
 * applies to it (spec 3 Checkout brand; spec 5: a website belongs to one brand only, else the brand
 * for 'All websites', else none) and the payment methods in the merchant's order (checkout/card,
 * spec 5 card sorting), enabled ones only. Built by the checkout module, read by the hosted page.
 */
export const hostedBrand = z.object({
  name: z.string().nullable(),
  /** a URL the customer's browser fetches without a session; null when the brand has no logo */
  logoUrl: z.string().nullable(),
  /** main colour, #rrggbb */
  colour: z.string().regex(/^#[0-9a-f]{6}$/i),
  showMerchantOrderId: z.boolean(),
  allowCancel: z.boolean(),
  switchCountry: z.boolean(),
  autoRedirect: z.boolean(),
});
export type HostedBrand = z.infer<typeof hostedBrand>;

export const hostedLook = z.object({
  brand: hostedBrand.nullable(),
  /** card brands accepted, highest priority first; empty: the page offers no card form */
  cardBrands: z.array(z.enum(CARD_BRANDS)),
  /** local method codes (LOCAL_METHODS in payment.ts), highest priority first; the page still filters them by currency */
  localMethods: z.array(z.string()),
  /** whether cards come before local methods on the page */
  cardsFirst: z.boolean(),
});
export type HostedLook = z.infer<typeof hostedLook>;
