import { z } from 'zod';
import { hasControlChars } from './validation.ts';

/**
 * Global search (the shell's Ctrl+K / ⌘K box): one keyword finds a transaction (ID, merchant order
 * ID, ARN, card last four), a refund, a chargeback, a payee, a transfer, a subscription or an
 * operator by exact id or prefix, in the merchant's scope (a group: its members), each kind only
 * for a role holding that kind's page code.
 */
export const SEARCH_KINDS = ['transaction', 'refund', 'chargeback', 'subscription', 'transfer', 'payee', 'operator'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The page code a role needs to find each kind (the same code that opens its list and detail). */
export const SEARCH_KIND_CODES: Record<SearchKind, string> = {
  transaction: 'transaction:query',
  refund: 'transaction:refund',
  chargeback: 'transaction:refuse',
  subscription: 'subscription:order',
  transfer: 'transfer:transfer',
  payee: 'settlement:payeeManage',
  operator: 'permission:operator',
};

/** A prefix shorter than this matches too much to mean anything (a card's last four is 4 digits). */
export const SEARCH_MIN = 3;
export const SEARCH_MAX = 64;
/** At most this many hits of each kind; the whole answer is at most kinds × this. */
export const SEARCH_PER_KIND = 5;

export const searchQuery = z.object({
  keyword: z
    .string({ message: 'validation.required' })
    .trim()
    .min(SEARCH_MIN, 'validation.minLength')
    .max(SEARCH_MAX, 'validation.maxLength')
    .refine((v) => !hasControlChars(v), 'validation.controlChars'),
});
export type SearchQuery = z.output<typeof searchQuery>;

/** What the keyword matched of the object: its id, another reference, or the card's last four. */
export const SEARCH_MATCHES = ['id', 'orderId', 'arn', 'last4', 'transactionId', 'contractNumber', 'reference', 'nickname', 'email'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** what the detail page takes (a transaction, refund, chargeback or subscription id; a payee's or transfer's number; an operator's e-mail) */
  key: z.string(),
  /** the line shown first: the object's own id or name */
  title: z.string(),
  /** a second line of data, no words to translate: amount and currency, an order id, a name; '' when none */
  detail: z.string(),
  matched: z.enum(SEARCH_MATCHES),
  merchantNo: z.string(),
});
export type SearchHit = z.output<typeof searchHit>;

export const searchResult = z.object({ hits: z.array(searchHit) });
export type SearchResult = z.output<typeof searchResult>;
