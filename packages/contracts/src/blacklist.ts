import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { luhnValid, maskCard } from './card.ts';
import { pageQuery } from './envelope.ts';
import { bigIdParam, isoDate, requiredText, text } from './validation.ts';

/**
 * Risk blacklists (spec 2 risk/list, risk/detail; spec 3 Blacklist and items; spec 4 item states).
 * A merchant keeps at most one list per attribute (a second answers 00022|00011): the spec's
 * "type" of a list is its attribute, so the list page shows the attribute and, as its type, the
 * attribute's family (identity, network, payment instrument).
 */
export const BLACKLIST_ATTRIBUTES = ['phone', 'ip', 'email', 'email_domain', 'card'] as const;
export type BlacklistAttribute = (typeof BLACKLIST_ATTRIBUTES)[number];
export const BLACKLIST_TYPE_OF: Record<BlacklistAttribute, 'identity' | 'network' | 'instrument'> = {
  phone: 'identity',
  email: 'identity',
  email_domain: 'identity',
  ip: 'network',
  card: 'instrument',
};
/** which /v1 payments a list checks: all, card payments only, local payment methods only */
export const BLACKLIST_SCOPES = ['all', 'card', 'local'] as const;
export type BlacklistScope = (typeof BLACKLIST_SCOPES)[number];
/** C: the value itself; M: taken from one of the merchant's payments by its transaction ID */
export const ITEM_TYPES = ['C', 'M'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const ITEM_STATUSES = ['active', 'inactive'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
/**
 * What the item page shows. Expiring soon = active with an expiry date within the next
 * EXPIRING_SOON_DAYS days (an item past its expiry date no longer matches and shows as inactive).
 */
export const ITEM_DISPLAY_STATUSES = ['active', 'inactive', 'expiring_soon'] as const;
export type ItemDisplayStatus = (typeof ITEM_DISPLAY_STATUSES)[number];
export const EXPIRING_SOON_DAYS = 7;
/** the hit rate's window (spec 3: hit rate, 30 days) */
export const HIT_RATE_DAYS = 30;
/** the response a payment declined by a blacklist gets (its own, beside the scheme's codes) */
export const BLACKLIST_DECLINE = { code: 'B1', message: 'Blocked by a merchant blacklist' } as const;

export function itemDisplayStatus(i: { status: ItemStatus; expiresAt: Date | null }, now: Date): ItemDisplayStatus {
  if (i.status !== 'active' || (i.expiresAt && i.expiresAt <= now)) return 'inactive';
  if (i.expiresAt && i.expiresAt.getTime() - now.getTime() <= EXPIRING_SOON_DAYS * 86_400_000) return 'expiring_soon';
  return 'active';
}

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EMAIL = z.email();
const IP = z.union([z.ipv4(), z.ipv6()]);

/** Phone numbers in international form (+ and country code), as E.164. */
export function normalPhone(raw: string): string | null {
  const p = parsePhoneNumberFromString(raw.trim());
  return p && p.isValid() ? p.number : null;
}

/**
 * A C item's value as it is matched: lower-case e-mail and domain, IP as written (lower-case for
 * v6), phone as E.164, card digits (hashed by the server, never stored). null when not valid.
 */
export function normalValue(attribute: BlacklistAttribute, raw: string): string | null {
  const v = raw.trim();
  switch (attribute) {
    case 'email':
      return EMAIL.safeParse(v).success ? v.toLowerCase() : null;
    case 'email_domain': {
      const d = v.replace(/^@/, '').toLowerCase();
      return DOMAIN.test(d) ? d : null;
    }
    case 'ip':
      return IP.safeParse(v).success ? v.toLowerCase() : null;
    case 'phone':
      return normalPhone(v);
    case 'card': {
      const digits = v.replace(/[\s-]/g, '');
      return /^\d{12,19}$/.test(digits) && luhnValid(digits) ? digits : null;
    }
  }
}

/** The e-mail domain of a payment's e-mail (what an email_domain list matches). */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
export const maskedCard = (bin: string, last4: string) => maskCard(bin, last4);

const attribute = z.enum(BLACKLIST_ATTRIBUTES, { message: 'validation.required' });
const scope = z.enum(BLACKLIST_SCOPES, { message: 'validation.required' });

export const blacklistBody = z.object({
  name: requiredText(50),
  attribute,
  scope,
  active: z.boolean().default(true),
});
export const blacklistEditBody = z.object({ id: bigIdParam, name: requiredText(50), scope, active: z.boolean() });
export const blacklistIdBody = z.object({ id: bigIdParam });
export const blacklistToggleBody = z.object({ id: bigIdParam, active: z.boolean() });
export const blacklistQuery = z.object({ id: bigIdParam });
export const blacklistListQuery = pageQuery.extend({ attribute: attribute.optional(), name: text(50).optional() });

export const blacklistItem = z.object({
  id: z.number().int(),
  name: z.string(),
  attribute,
  type: z.enum(['identity', 'network', 'instrument']),
  scope,
  active: z.boolean(),
  itemCount: z.number().int(),
  creator: z.string(),
  updatedAt: z.string(),
  createdAt: z.string(),
  hitCount: z.number().int(),
  lastHitAt: z.string().nullable(),
  /** hits over the payments checked in the last 30 days, 0..1 (null: no payment checked) */
  hitRate30d: z.number().nullable(),
  hits30d: z.number().int(),
  checked30d: z.number().int(),
});
export type BlacklistItem = z.infer<typeof blacklistItem>;

/** An entry: C with `value`, or M with `transactionId` (the payment's card, e-mail, IP or phone). */
export const entryBody = z
  .object({
    listId: bigIdParam,
    type: z.enum(ITEM_TYPES, { message: 'validation.required' }),
    value: text(256).optional(),
    transactionId: z
      .string()
      .regex(/^[A-Z0-9]{6,40}$/, 'validation.invalid')
      .optional(),
    status: z.enum(ITEM_STATUSES).default('active'),
    /** YYYY-MM-DD, the last day the item matches (Beijing time); none = long-term valid */
    expiryDate: isoDate.nullable().optional(),
    remarks: text(200).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.type === 'C' && !b.value) ctx.addIssue({ code: 'custom', path: ['value'], message: 'validation.required' });
    if (b.type === 'M' && !b.transactionId) ctx.addIssue({ code: 'custom', path: ['transactionId'], message: 'validation.required' });
  });
export const entryEditBody = z.object({
  id: bigIdParam,
  status: z.enum(ITEM_STATUSES),
  expiryDate: isoDate.nullable().optional(),
  remarks: text(200).optional(),
});
/** batch actions need a selection ('Please select items data') */
const selection = z.array(bigIdParam).min(1, 'blacklist.selectItems').max(500, 'validation.maxItems');
export const entryBatchBody = z.object({ listId: bigIdParam, action: z.enum(['activate', 'deactivate']), ids: selection });
export const entryDeleteBody = z.object({ listId: bigIdParam, ids: selection });
export const entryListQuery = pageQuery.extend({
  listId: bigIdParam,
  status: z.enum(ITEM_DISPLAY_STATUSES).optional(),
  value: text(256).optional(),
});
export const entryItem = z.object({
  id: z.number().int(),
  /** the value as shown: a card only masked (BIN and last four) */
  value: z.string(),
  type: z.enum(ITEM_TYPES),
  transactionId: z.string().nullable(),
  status: z.enum(ITEM_STATUSES),
  displayStatus: z.enum(ITEM_DISPLAY_STATUSES),
  expiryDate: z.string().nullable(),
  remarks: z.string(),
  hitCount: z.number().int(),
  lastHitAt: z.string().nullable(),
  createdAt: z.string(),
});
export type EntryItem = z.infer<typeof entryItem>;
export const batchResult = z.object({ changed: z.number().int() });

/** Which list and item declined a payment (transaction detail). */
export const blacklistHit = z.object({
  listId: z.number().int(),
  listName: z.string(),
  attribute,
  itemId: z.number().int(),
  /** the matched value as shown (card masked) */
  value: z.string(),
  at: z.string(),
});
export type BlacklistHit = z.infer<typeof blacklistHit>;
