import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { datePreset } from './date-preset.ts';
import { DISPUTE_SCHEMES, REASON_CATEGORIES } from './dispute-reasons.ts';
import { CHARGEBACK_STATUSES } from './dispute-states.ts';
import { isoDateTime, text } from './validation.ts';

/**
 * The rebuttal list (spec 2 transaction/appeal; DESIGN.md §12: "appeal" is the merchant's rebuttal,
 * 申诉): every rebuttal of the merchant (and its members for a group or proxy account), one row per
 * round, newest first, with its chargeback's reason, amount and due date.
 */

/** The rows a rebuttal can be in: a draft until submitted, then won or lost by the issuer. */
export const REBUTTAL_ROW_STATUSES = ['draft', 'submitted', 'won', 'lost'] as const;
export type RebuttalRowStatus = (typeof REBUTTAL_ROW_STATUSES)[number];
/** Quick filters: drafts (still to send), submitted (waiting for the issuer), decided (won or lost). */
export const REBUTTAL_GROUPS = ['all', 'drafts', 'submitted', 'decided'] as const;
export type RebuttalGroup = (typeof REBUTTAL_GROUPS)[number];
export const REBUTTAL_ROUNDS = [1, 2] as const;

const filterShape = {
  group: z.enum(REBUTTAL_GROUPS).optional(),
  status: z.enum(REBUTTAL_ROW_STATUSES).optional(),
  round: z.coerce.number().int().min(1).max(2).optional(),
  chargebackId: text(64).optional(),
  preset: datePreset.optional(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
};
export const rebuttalFilters = z.object(filterShape);
export type RebuttalFilters = z.infer<typeof rebuttalFilters>;
/** GET /api/chargeback/rebuttal/list */
export const rebuttalListQuery = pageQuery.extend(filterShape);

export const rebuttalListItem = z.object({
  chargebackId: z.string(),
  merchantNo: z.string(),
  round: z.number().int(),
  status: z.enum(REBUTTAL_ROW_STATUSES),
  scheme: z.enum(DISPUTE_SCHEMES),
  reasonCode: z.string(),
  reason: z.string(),
  category: z.enum(REASON_CATEGORIES),
  /** the disputed amount of the chargeback, in its currency */
  amount: z.string(),
  currency: z.string(),
  chargebackStatus: z.enum(CHARGEBACK_STATUSES),
  /** the chargeback's due date (null once a rebuttal is with the issuer or the case is closed) */
  dueAt: z.string().nullable(),
  /** this round is the chargeback's open one and still a draft: the editor can continue it */
  editable: z.boolean(),
  documents: z.number().int(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** the operator who last saved or submitted it */
  lastEditor: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RebuttalListItem = z.infer<typeof rebuttalListItem>;
