import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { amountProblem, MAX_AMOUNT_DECIMALS } from './money.ts';
import { int, isoDate, rangeOrdered, requiredText, serialId, serialIdParam } from './validation.ts';

/**
 * Split settlement (分账, spec 2 transaction/dividend): a merchant routes shares of its payments to
 * receivers. Designed after Adyen split payments, Stripe Connect transfers and WeChat Pay profit
 * sharing:
 * - A receiver is either a member merchant of the same group (it has its own balances here: Stripe's
 *   connected account, Adyen's balance account) or an external payee of the merchant (one of its
 *   transfer contacts: WeChat's receiver with an account elsewhere). Each has a maximum share of a
 *   payment set by the provider (WeChat's 30 % rule): `DEFAULT_MAX_SHARE_BP` unless the provider
 *   raises it (`npm run ops -- dividend max-share`).
 * - A split names a receiver and an amount or a percentage of the payment. It is given with the
 *   payment (Payment API `splits`) or afterwards from the portal while the payment is captured and
 *   not settled yet (the window). Shares together stay within the payment's net amount (captured
 *   less fees, refunds and chargebacks): fees are borne by the merchant that took the payment, as
 *   Adyen's default books them to the platform.
 * - Money moves at settlement, like Stripe's `source_transaction` transfers: when the payment's
 *   settlement batch has made its funds available, each share moves from the merchant's available
 *   balance to the receiver's (a member) or out to the payee's account (an external receiver).
 * - Refunds and chargebacks take the splits back in proportion (largest remainder, dividend-math.ts):
 *   before settlement the pending shares shrink; after it the receivers' balances pay back their part.
 */

/** The provider's default maximum share of one payment per receiver: 30.00 %. */
export const DEFAULT_MAX_SHARE_BP = 3000;
/** At most this many receivers share one payment. */
export const SPLITS_PER_PAYMENT_MAX = 10;

export const RECEIVER_KINDS = ['member', 'external'] as const;
export type ReceiverKind = (typeof RECEIVER_KINDS)[number];
export const RECEIVER_STATUSES = ['active', 'disabled'] as const;
export type ReceiverStatus = (typeof RECEIVER_STATUSES)[number];
export const SPLIT_STATUSES = ['pending', 'settled', 'reversed', 'failed'] as const;
export type SplitStatus = (typeof SPLIT_STATUSES)[number];
export const SPLIT_DIRECTIONS = ['outgoing', 'incoming'] as const;
export type SplitDirection = (typeof SPLIT_DIRECTIONS)[number];
/** What happened to a split, in its history. */
export const SPLIT_EVENT_KINDS = ['created', 'reduced', 'settled', 'reversed', 'restored', 'failed'] as const;
export type SplitEventKind = (typeof SPLIT_EVENT_KINDS)[number];

export const splitIdSchema = z.string().regex(/^SP\d{8,24}$/, 'validation.invalid');
const transactionIdSchema = z.string().regex(/^[A-Z]{1,4}\d{8,32}$/, 'validation.invalid');

/** A percentage with at most two decimals, above 0 and at most 100. */
export const PERCENTAGE = /^\d{1,3}(\.\d{1,2})?$/;
export function percentageToBp(v: string): number {
  const [i, f = ''] = v.split('.');
  return Number(i) * 100 + Number(f.padEnd(2, '0'));
}

/**
 * One split instruction: a receiver and either an amount (a decimal string of the payment's currency)
 * or a percentage of the payment's amount. The amount's decimals are checked against the currency
 * where the payment is known (server), its form here.
 */
export const splitInstruction = z
  .object({
    receiverId: serialId,
    amount: z.string().max(32, 'validation.maxLength').optional(),
    percentage: z.string().max(8, 'validation.maxLength').optional(),
  })
  .superRefine((s, ctx) => {
    if ((s.amount === undefined) === (s.percentage === undefined)) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'dividend.amountOrPercentage' });
    if (s.amount !== undefined) {
      const p = amountProblem(s.amount, MAX_AMOUNT_DECIMALS);
      if (p) ctx.addIssue({ code: 'custom', path: ['amount'], message: p.message, params: p.params });
      else if (!/[1-9]/.test(s.amount)) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'dividend.amountPositive' });
    }
    if (s.percentage !== undefined) {
      const bp = PERCENTAGE.test(s.percentage) ? percentageToBp(s.percentage) : NaN;
      if (!(bp > 0 && bp <= 10_000)) ctx.addIssue({ code: 'custom', path: ['percentage'], message: 'dividend.percentageInvalid' });
    }
  });
export type SplitInstruction = z.output<typeof splitInstruction>;

/** The splits of one payment: one line per receiver. */
export const splitInstructions = z
  .array(splitInstruction)
  .min(1, 'validation.required')
  .max(SPLITS_PER_PAYMENT_MAX, 'dividend.tooManySplits')
  .superRefine((xs, ctx) => {
    const seen = new Set<number>();
    xs.forEach((s, i) => {
      if (seen.has(s.receiverId)) ctx.addIssue({ code: 'custom', path: [i, 'receiverId'], message: 'dividend.receiverRepeated' });
      seen.add(s.receiverId);
    });
  });

/** POST /api/dividend/split: split a captured payment before it settles. */
export const createSplitBody = z.object({ transactionId: transactionIdSchema, splits: splitInstructions });

export const receiverItem = z.object({
  id: z.number().int(),
  kind: z.enum(RECEIVER_KINDS),
  name: z.string(),
  /** a member receiver's merchant number */
  receiverMerchantNo: z.string().nullable(),
  /** an external receiver's payee (a transfer contact of the merchant) */
  payeeId: z.number().int().nullable(),
  maxShareBp: z.number().int(),
  status: z.enum(RECEIVER_STATUSES),
  createdAt: z.string(),
});
export type ReceiverItem = z.infer<typeof receiverItem>;
export const receiverList = z.array(receiverItem);

export const addReceiverBody = z
  .object({
    kind: z.enum(RECEIVER_KINDS, { message: 'validation.required' }),
    receiverMerchantNo: z
      .string()
      .regex(/^\w{1,32}$/, 'validation.invalid')
      .optional(),
    payeeId: serialId.optional(),
    name: requiredText(64),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'member' && !b.receiverMerchantNo) ctx.addIssue({ code: 'custom', path: ['receiverMerchantNo'], message: 'validation.required' });
    if (b.kind === 'external' && b.payeeId === undefined) ctx.addIssue({ code: 'custom', path: ['payeeId'], message: 'validation.required' });
  });
export const editReceiverBody = z.object({ id: serialId, name: requiredText(64), status: z.enum(RECEIVER_STATUSES, { message: 'validation.invalid' }) });

/** Who may be added: the other merchants of the group and the merchant's transfer contacts. */
export const receiverCandidates = z.object({
  members: z.array(z.object({ merchantNo: z.string(), name: z.string() })),
  payees: z.array(z.object({ id: z.number().int(), name: z.string(), currency: z.string() })),
  defaultMaxShareBp: z.number().int(),
});

const filterShape = {
  direction: z.enum(SPLIT_DIRECTIONS, { message: 'validation.invalid' }).default('outgoing'),
  status: z.enum(SPLIT_STATUSES, { message: 'validation.invalid' }).optional(),
  receiverId: serialIdParam.optional(),
  transactionId: z.string().max(40, 'validation.maxLength').optional(),
  /** Beijing calendar days of the split's creation */
  from: isoDate.optional(),
  to: isoDate.optional(),
};
const splitFilters = z.object(filterShape);
export type SplitFilters = z.output<typeof splitFilters>;
export const splitListQuery = pageQuery.extend(filterShape).superRefine(rangeOrdered('from', 'to'));
export const splitExportBody = splitFilters.superRefine(rangeOrdered('from', 'to'));

export const splitItem = z.object({
  splitId: z.string(),
  transactionId: z.string(),
  /** the merchant whose payment is split */
  merchantNo: z.string(),
  merchantName: z.string(),
  receiverId: z.number().int(),
  receiverName: z.string(),
  receiverKind: z.enum(RECEIVER_KINDS),
  receiverMerchantNo: z.string().nullable(),
  currency: z.string(),
  /** the share asked for */
  amount: z.string(),
  /** taken back by refunds and chargebacks so far */
  reversedAmount: z.string(),
  /** what the receiver holds now: amount − reversed (failed: nothing) */
  netAmount: z.string(),
  status: z.enum(SPLIT_STATUSES),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type SplitItem = z.infer<typeof splitItem>;

export const splitEvent = z.object({
  kind: z.enum(SPLIT_EVENT_KINDS),
  /** the money of the step (positive) */
  amount: z.string(),
  /** the ledger entry that moved it; none for changes before settlement */
  entryId: z.number().int().nullable(),
  /** the refund or chargeback behind a reduction or reversal */
  reference: z.string().nullable(),
  at: z.string(),
});

export const splitDetail = z.object({
  split: splitItem,
  payment: z.object({
    transactionId: z.string(),
    currency: z.string(),
    amount: z.string(),
    captured: z.string(),
    refunded: z.string(),
    chargeback: z.string(),
    settled: z.boolean(),
  }),
  /** every share of the same payment, this one among them */
  shares: z.array(splitItem),
  history: z.array(splitEvent),
});
export type SplitDetail = z.infer<typeof splitDetail>;

export const splitIdQuery = z.object({ splitId: splitIdSchema });
export const splittableQuery = z.object({ transactionId: transactionIdSchema });

/** What the split form needs of a payment: its money, what is already split, and whether the window is open. */
export const splittable = z.object({
  transactionId: z.string(),
  currency: z.string(),
  amount: z.string(),
  /** captured less fees, refunds (done and pending) and chargebacks: what shares must stay within */
  net: z.string(),
  fee: z.string(),
  /** shares already given (not failed) */
  split: z.string(),
  /** captured and not settled yet */
  open: z.boolean(),
  receivers: z.array(receiverItem),
});
export type Splittable = z.infer<typeof splittable>;

/** ops: raise or lower one receiver's maximum share (basis points). */
export const maxShareInput = z.object({ receiverId: serialId, maxShareBp: int(1, 10_000) });
