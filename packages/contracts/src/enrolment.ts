import { z } from 'zod';
import { isCountryCode } from './countries.ts';
import { CURRENCIES, isCurrency } from './currency.ts';
import { reasonOf } from './dispute-reasons.ts';
import { pageQuery } from './envelope.ts';
import { checkAmount } from './money.ts';
import { requiredText, text } from './validation.ts';
import {
  DEVELOPER_LABELS,
  ENROLMENT_KINDS,
  ENROLMENT_LIMITS,
  ENROLMENT_STATUSES,
  PRICING_TIERS,
  type EnrolmentKind,
  type RdrRule,
} from './enrolment-states.ts';

/** EN + Beijing date + 12 digits, like the other business ids. */
export const enrolmentId = z.string().regex(/^EN\d{8,24}$/, 'enrolment.invalidId');

/** A billing descriptor as the card statement shows it: letters, digits, space and `* . - & ' /`. */
const descriptor = requiredText(ENROLMENT_LIMITS.descriptorLength).regex(/^[A-Za-z0-9 *.&'/-]+$/, 'enrolment.descriptorChars');
/** An acquirer BIN of the RDR enrolment (6 digits) and a card acceptor ID (CAID, up to 15 letters or digits). */
const acquirerBin = z.string().regex(/^\d{6}$/, 'enrolment.binFormat');
const caid = z.string().regex(/^[A-Za-z0-9]{1,15}$/, 'enrolment.caidFormat');
/** A card BIN of the rules (the card's first 6 to 8 digits). */
const cardBin = z.string().regex(/^\d{6,8}$/, 'enrolment.cardBinFormat');

const unique = (label: string) => (values: string[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  values.forEach((v, i) => {
    if (seen.has(v)) ctx.addIssue({ code: 'custom', path: [i], message: 'enrolment.duplicate', params: { value: v, label } });
    seen.add(v);
  });
};

const list = <T extends z.ZodType<string>>(item: T, max: number, label: string) => z.array(item).max(max, 'enrolment.tooMany').superRefine(unique(label));

/**
 * The RDR decision rules (spec 2 RDR enrolment): an alert is accepted (refunded and closed) when one
 * rule matches: its amount at most the maximum set for its currency, its reason code, its card's
 * BIN, or its card's issuing country. No rule: every alert becomes a chargeback.
 */
export const rdrRules = z.object({
  maxAmounts: z
    .array(z.object({ currency: z.string().refine(isCurrency, 'money.unknownCurrency'), amount: z.string() }))
    .max(CURRENCIES.length, 'enrolment.tooMany')
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        if (isCurrency(r.currency)) checkAmount(ctx, [i, 'amount'], r.amount, r.currency);
        if (seen.has(r.currency)) ctx.addIssue({ code: 'custom', path: [i, 'currency'], message: 'enrolment.duplicate', params: { value: r.currency } });
        seen.add(r.currency);
      });
    })
    .default([]),
  reasonCodes: list(
    z.string().refine((c) => reasonOf('visa', c) !== null, 'enrolment.reasonUnknown'),
    ENROLMENT_LIMITS.ruleItems,
    'reasonCodes',
  ).default([]),
  cardBins: list(cardBin, ENROLMENT_LIMITS.ruleItems, 'cardBins').default([]),
  countries: list(z.string().refine(isCountryCode, 'enrolment.countryUnknown'), ENROLMENT_LIMITS.ruleItems, 'countries').default([]),
});
export type RdrRules = z.infer<typeof rdrRules>;
export const EMPTY_RULES: RdrRules = { maxAmounts: [], reasonCodes: [], cardBins: [], countries: [] };

const common = {
  /** absent: a new enrolment */
  enrolmentId: enrolmentId.optional(),
  merchantIdentifier: requiredText(64),
  integratorMemberId: text(32)
    .regex(/^[A-Za-z0-9-]*$/, 'enrolment.idChars')
    .default(''),
  pricingTier: z.enum(PRICING_TIERS, { message: 'validation.required' }),
  descriptors: list(descriptor, ENROLMENT_LIMITS.descriptors, 'descriptors').min(1, 'enrolment.descriptorRequired'),
  /** also send it to the network: initiated (or activation failed) → pending enrolment */
  submit: z.boolean().default(false),
};

/** POST /api/risk/alert-enrolment/save: the Ethoca merchant ID is what the network enrols. */
export const alertEnrolmentSave = z.object({
  ...common,
  ethocaMerchantId: requiredText(32).regex(/^[A-Za-z0-9-]+$/, 'enrolment.idChars'),
});

/** POST /api/risk/rdr-enrolment/save: the acquirer BINs and CAIDs the RDR enrolment covers, and its rules. */
export const rdrEnrolmentSave = z.object({
  ...common,
  ethocaMerchantId: text(32)
    .regex(/^[A-Za-z0-9-]*$/, 'enrolment.idChars')
    .default(''),
  bins: list(acquirerBin, ENROLMENT_LIMITS.bins, 'bins').min(1, 'enrolment.binRequired'),
  caids: list(caid, ENROLMENT_LIMITS.caids, 'caids').min(1, 'enrolment.caidRequired'),
  rules: rdrRules,
});
export type AlertEnrolmentSave = z.input<typeof alertEnrolmentSave>;
export type RdrEnrolmentSave = z.input<typeof rdrEnrolmentSave>;
export type EnrolmentSaveInput = z.output<typeof alertEnrolmentSave> | z.output<typeof rdrEnrolmentSave>;

export const enrolmentListQuery = pageQuery.extend({
  status: z.enum(ENROLMENT_STATUSES).optional(),
  merchantIdentifier: text(64).optional(),
});
export const enrolmentQuery = z.object({ enrolmentId });
export const enrolmentClose = z.object({ enrolmentId });

export const enrolmentItem = z.object({
  enrolmentId: z.string(),
  merchantNo: z.string(),
  kind: z.enum(ENROLMENT_KINDS),
  merchantIdentifier: z.string(),
  ethocaMerchantId: z.string(),
  integratorMemberId: z.string(),
  pricingTier: z.enum(PRICING_TIERS),
  status: z.enum(ENROLMENT_STATUSES),
  developerLabel: z.enum(DEVELOPER_LABELS).nullable(),
  descriptors: z.array(z.string()),
  bins: z.array(z.string()),
  caids: z.array(z.string()),
  rules: rdrRules.nullable(),
  /** the last alert or case (the enrolment's start until one arrives): 180 days without one raise the malfunction notice */
  lastActivityAt: z.string().nullable(),
  statusChangedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EnrolmentItem = z.infer<typeof enrolmentItem>;

export const ENROLMENT_EVENT_KINDS = ['created', 'updated', 'transition', 'malfunction'] as const;
export const enrolmentEvent = z.object({
  kind: z.enum(ENROLMENT_EVENT_KINDS),
  from: z.enum(ENROLMENT_STATUSES).nullable(),
  to: z.enum(ENROLMENT_STATUSES).nullable(),
  /** operator:<id>, provider, ops, sandbox or job */
  actor: z.string(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type EnrolmentEvent = z.infer<typeof enrolmentEvent>;

export const enrolmentDetail = enrolmentItem.extend({ timeline: z.array(enrolmentEvent) });
export type EnrolmentDetail = z.infer<typeof enrolmentDetail>;

/** What decideRdr reads of an RDR alert. */
export interface RdrAlertFacts {
  /** decimal string of `currency` */
  amount: string;
  currency: string;
  reasonCode: string;
  cardBin: string;
  /** the card's issuing country, ISO alpha-2 */
  country: string;
}
export type RdrDecision = { accepted: true; rule: RdrRule } | { accepted: false; rule?: undefined };

export const isKind = (v: string): v is EnrolmentKind => (ENROLMENT_KINDS as readonly string[]).includes(v);
