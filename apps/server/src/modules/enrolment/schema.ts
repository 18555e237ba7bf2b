import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EnrolmentKind, EnrolmentStatus, PricingTier } from '@crossbill/contracts/enrolment-states';
import type { RdrRules } from '@crossbill/contracts/enrolment';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An enrolment in a dispute-prevention service (spec 3): alerts (Ethoca-type) or rdr (Verifi RDR-type),
 * with its state of spec 4. `bins`, `caids` and `rules` belong to the RDR kind (empty / null for
 * alerts). `last_activity_at` is the last alert or case of the enrolment, set to the enrolment's
 * start when it is enrolled; the alert work bumps it as alerts arrive. The malfunction job compares
 * it with `malfunction_notified_for` (the activity time it already raised a notice for), so that a
 * quiet period gives one notice, and a new one only after activity and another quiet period.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enrolmentId: text('enrolment_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    kind: text('kind').notNull().$type<EnrolmentKind>(),
    merchantIdentifier: text('merchant_identifier').notNull(),
    ethocaMerchantId: text('ethoca_merchant_id').notNull().default(''),
    integratorMemberId: text('integrator_member_id').notNull().default(''),
    pricingTier: text('pricing_tier').notNull().$type<PricingTier>(),
    status: text('status').notNull().$type<EnrolmentStatus>(),
    descriptors: jsonb('descriptors').notNull().$type<string[]>(),
    bins: jsonb('bins').notNull().$type<string[]>().default([]),
    caids: jsonb('caids').notNull().$type<string[]>().default([]),
    rules: jsonb('rules').$type<RdrRules>(),
    lastActivityAt: ts('last_activity_at'),
    malfunctionNotifiedFor: ts('malfunction_notified_for'),
    statusChangedAt: ts('status_changed_at').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('enrolments_enrolment_id_uq').on(t.enrolmentId),
    // the lists: one kind of a merchant, newest first
    index('enrolments_list_idx').on(t.merchantNo, t.kind, t.createdAt.desc(), t.id.desc()),
    // the sandbox's advance and the malfunction sweep: by state and time
    index('enrolments_status_idx').on(t.status, t.statusChangedAt),
  ],
);

/** The timeline of an enrolment: creation, edits and every transition with its time and actor. */
export const enrolmentEvents = pgTable(
  'enrolment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enrolmentId: text('enrolment_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    kind: text('kind').notNull().$type<'created' | 'updated' | 'transition' | 'malfunction'>(),
    fromStatus: text('from_status').$type<EnrolmentStatus>(),
    toStatus: text('to_status').$type<EnrolmentStatus>(),
    /** operator:<user id>, provider, ops, sandbox or job */
    actor: text('actor').notNull(),
    actorName: text('actor_name'),
    note: text('note'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('enrolment_events_enrolment_idx').on(t.enrolmentId, t.id)],
);
