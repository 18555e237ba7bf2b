/**
 * The chargeback states, quick filters and upload limits (spec 4, spec 5) apart from the zod schemas
 * of dispute.ts (which re-exports them): the web's chargeback pages read these at run time and stay
 * free of zod.
 */
export const CHARGEBACK_STATUSES = ['new', 'rebuttal_submitted', 'won', 'lost', 'accepted', 'expired'] as const;
export type ChargebackStatus = (typeof CHARGEBACK_STATUSES)[number];
/** Spec 4 quick filters of the chargeback list. */
export const CHARGEBACK_GROUPS = ['received', 'in_rebuttal', 'all', 'won', 'loss', 'closed'] as const;
export type ChargebackGroup = (typeof CHARGEBACK_GROUPS)[number];
export const REBUTTAL_STATUSES = ['none', 'draft', 'submitted', 'won', 'lost'] as const;
export type RebuttalStatus = (typeof REBUTTAL_STATUSES)[number];
/** Spec 5: rebuttal documents. PDFs: 10 per upload, 2 MB each; 3 per evidence section; Discover: TIFF or JPEG, 10 of 5 MB. */
export const REBUTTAL_LIMITS = {
  pdf: { types: ['pdf'], maxBytes: 2 * 1024 * 1024, maxFiles: 10 },
  discover: { types: ['tif', 'jpg'], maxBytes: 5 * 1024 * 1024, maxFiles: 10 },
  perSection: 3,
} as const;
