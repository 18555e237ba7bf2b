import { z } from 'zod';
import { importBatchBase } from './content.ts';
import { refundApplyBody, refundItem } from './refund.ts';
import { serialIdParam } from './validation.ts';

/**
 * Batch refunds (spec 2 Transaction: refund, batch refund; spec 6: a batch refund needs a selection):
 * from an xlsx of the template (transaction ID, refund amount, reason), parsed and checked row by
 * row, then confirmed; or from rows selected in the transaction list. Every row goes through the
 * single refund's rules.
 */
export const REFUND_BATCH_COLUMNS = ['transactionId', 'amount', 'reason'] as const;
export const REFUND_BATCH_MAX_ROWS = 500;
export const REFUND_BATCH_MAX_BYTES = 5 * 1024 * 1024;
/** A selection refunds at most one page of the list. */
export const REFUND_SELECTION_MAX = 100;

export const refundBatchRow = z.object({ row: z.number().int(), transactionId: z.string(), amount: z.string(), currency: z.string(), reason: z.string() });
/** What confirming did with a row: the refund, or why it was refused. */
export const refundRowResult = z.object({ transactionId: z.string(), amount: z.string(), refund: refundItem.nullable(), error: z.string().nullable() });
export type RefundRowResult = z.infer<typeof refundRowResult>;

export const refundBatch = importBatchBase.extend({
  /** the parsed rows of a succeeded file */
  rows: z.array(refundBatchRow),
  totals: z.array(z.object({ currency: z.string(), amount: z.string(), count: z.number().int() })),
  confirmedAt: z.string().nullable(),
  results: z.array(refundRowResult),
});
export type RefundBatch = z.infer<typeof refundBatch>;

export const refundBatchIdBody = z.object({ id: serialIdParam });

/** POST /api/refund/batch/selection: selected transactions with their amounts and one reason. */
export const refundSelectionBody = z.object({
  items: z
    .array(z.object({ transactionId: refundApplyBody.shape.transactionId, amount: refundApplyBody.shape.amount }))
    .min(1, 'refund.batch.selectItems')
    .max(REFUND_SELECTION_MAX, 'validation.maxLength'),
  reason: refundApplyBody.shape.reason,
});
export type RefundSelectionBody = z.infer<typeof refundSelectionBody>;
export const refundSelectionResult = z.object({ results: z.array(refundRowResult) });
export type RefundSelectionResult = z.infer<typeof refundSelectionResult>;

/** GET /api/refund/batch/refundable?transactionIds=A,B: what each selected transaction may still refund. */
export const refundableManyQuery = z.object({
  transactionIds: z
    .string()
    .trim()
    .min(1, 'refund.batch.selectItems')
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(/^[A-Z0-9]{6,40}$/, 'validation.invalid'))
        .min(1, 'refund.batch.selectItems')
        .max(REFUND_SELECTION_MAX, 'validation.maxLength'),
    ),
});
