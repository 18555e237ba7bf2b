import { z } from 'zod';
import { CARD_BRANDS } from './card.ts';
import { LOCAL_METHOD_CODES, isLocalMethod } from './payment.ts';
import type { FileRule } from './upload.ts';
import { code, paging, serialId, serialIdParam, text } from './validation.ts';

/**
 * Checkout cards and brands (spec 2 Checkout, 3 Checkout brand, 5 Brand and Card sorting): the
 * payment methods the hosted page offers, in the merchant's order, and the look of the page per
 * website. Messages are keys of the messages namespace.
 */

/** Every method a merchant can list: the card brands, then the local methods. */
export const CHECKOUT_METHODS = [...CARD_BRANDS, ...LOCAL_METHOD_CODES] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];
export const METHOD_KINDS = ['card', 'local'] as const;
export type MethodKind = (typeof METHOD_KINDS)[number];
export const methodKindOf = (m: string): MethodKind => (isLocalMethod(m) ? 'local' : 'card');

/** A website is an approved application (APP + 9 digits). */
export const appIdSchema = code(/^APP\d{9}$/);
/** More than a merchant would have; bounds the request. */
export const WEBSITES_MAX = 200;

/**
 * Where a method or brand applies: every website, or the websites listed. Spec 5: 'All websites'
 * cannot be combined with specific websites.
 */
const websitesShape = {
  allWebsites: z.boolean(),
  appIds: z.array(appIdSchema).max(WEBSITES_MAX, 'validation.maxItems'),
};
function websitesCheck(v: { allWebsites: boolean; appIds: string[] }, ctx: z.RefinementCtx) {
  if (v.allWebsites && v.appIds.length > 0) ctx.addIssue({ code: 'custom', path: ['appIds'], message: 'checkout.allWithSpecific' });
  if (!v.allWebsites && v.appIds.length === 0) ctx.addIssue({ code: 'custom', path: ['appIds'], message: 'checkout.websitesRequired' });
  if (new Set(v.appIds).size !== v.appIds.length) ctx.addIssue({ code: 'custom', path: ['appIds'], message: 'checkout.websiteTwice' });
}

export const website = z.object({ appId: z.string(), name: z.string(), url: z.string() });
export type Website = z.infer<typeof website>;

// ---- checkout/card ----

export const checkoutCard = z.object({
  id: z.number().int(),
  method: z.string(),
  kind: z.enum(METHOD_KINDS),
  /** 1 = shown first; dense */
  priority: z.number().int(),
  enabled: z.boolean(),
  allWebsites: z.boolean(),
  websites: z.array(website),
  createTime: z.string(),
  updateTime: z.string(),
});
export type CheckoutCard = z.infer<typeof checkoutCard>;

export const cardListQuery = z.object({ ...paging({ maxSize: 100, defaultSize: 50 }) });
export const cardIdQuery = z.object({ id: serialIdParam });
export const cardAddBody = z.object({ method: z.enum(CHECKOUT_METHODS, { message: 'validation.required' }), ...websitesShape }).superRefine(websitesCheck);
export type CardAddBody = z.input<typeof cardAddBody>;
export const cardEditBody = z.object({ id: serialId, enabled: z.boolean(), ...websitesShape }).superRefine(websitesCheck);
export type CardEditBody = z.input<typeof cardEditBody>;
/** Spec 5 card sorting: only to the highest or the lowest priority. */
export const CARD_MOVES = ['top', 'bottom'] as const;
export const cardMoveBody = z.object({ id: serialId, to: z.enum(CARD_MOVES) });

// ---- checkout/brand ----

export const BRAND_NAME_MAX = 40;
/** Spec 5: logo at least 130 x 130 px, at most 500 kB, JPG or PNG (judged from the bytes). */
export const BRAND_LOGO = {
  maxBytes: 500 * 1024,
  exts: ['jpg', 'png'],
  label: 'JPG, PNG',
  sizeLabel: '500 KB',
  minSide: 130,
} as const satisfies FileRule & Record<string, unknown>;
export const BRAND_LOGO_ACCEPT = '.jpg,.jpeg,.png';

export const colourSchema = code(/^#[0-9a-fA-F]{6}$/, 'checkout.colour').transform((c) => c.toLowerCase());
export const DEFAULT_BRAND_COLOUR = '#1677ff';

export const BRAND_OPTIONS = ['showMerchantOrderId', 'allowCancel', 'switchCountry', 'autoRedirect'] as const;
export type BrandOption = (typeof BRAND_OPTIONS)[number];

/** The id of an uploaded logo (POST /checkout/brand/logo/upload). */
export const logoFileId = z.string().regex(/^[a-f0-9]{32}$/, 'validation.invalid');

const brandShape = {
  name: text(BRAND_NAME_MAX).optional().default(''),
  /** the uploaded logo; null: none */
  logoFileId: logoFileId.nullable().optional().default(null),
  colour: colourSchema,
  ...websitesShape,
  showMerchantOrderId: z.boolean(),
  allowCancel: z.boolean(),
  switchCountry: z.boolean(),
  autoRedirect: z.boolean(),
};
function brandCheck(v: { name: string; logoFileId: string | null; allWebsites: boolean; appIds: string[] }, ctx: z.RefinementCtx) {
  if (!v.name && !v.logoFileId) ctx.addIssue({ code: 'custom', path: ['name'], message: 'checkout.nameOrLogo' });
  websitesCheck(v, ctx);
}
export const brandAddBody = z.object(brandShape).superRefine(brandCheck);
export type BrandAddBody = z.input<typeof brandAddBody>;
export type BrandInput = z.output<typeof brandAddBody>;
export const brandEditBody = z.object({ id: serialId, ...brandShape }).superRefine(brandCheck);
export type BrandEditBody = z.input<typeof brandEditBody>;
export const brandListQuery = z.object({ ...paging({ maxSize: 100, defaultSize: 10 }) });
export const brandIdQuery = z.object({ id: serialIdParam });

export const checkoutBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  logoFileId: z.string().nullable(),
  /** where a browser reads the logo without a session */
  logoUrl: z.string().nullable(),
  colour: z.string(),
  allWebsites: z.boolean(),
  websites: z.array(website),
  showMerchantOrderId: z.boolean(),
  allowCancel: z.boolean(),
  switchCountry: z.boolean(),
  autoRedirect: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type CheckoutBrand = z.infer<typeof checkoutBrand>;

export const brandLogo = z.object({ fileId: z.string(), size: z.number().int(), width: z.number().int(), height: z.number().int(), contentType: z.string() });
export type BrandLogo = z.infer<typeof brandLogo>;

/** The public logo address: an unguessable token (48 hex), changed whenever the logo changes. */
export const LOGO_TOKEN_PATTERN = /^[a-f0-9]{48}$/;
export const brandLogoParams = z.object({ token: code(LOGO_TOKEN_PATTERN) });
export const brandLogoPath = (token: string) => `/api/pay/brand-logo/${token}`;
