/**
 * Enrolments in the dispute-prevention services (spec 3 Enrolment, spec 4 enrolment states): alerts
 * (Ethoca-type) and rdr (Verifi RDR-type). The one transition table of the state machine lives here,
 * free of zod, so that the server's service and the web's labels and buttons read the same rows.
 */
export const ENROLMENT_KINDS = ['alerts', 'rdr'] as const;
export type EnrolmentKind = (typeof ENROLMENT_KINDS)[number];

/** Spec 4, in order; `activation_failed` is "disenrolled (activation failed)". */
export const ENROLMENT_STATUSES = [
  'initiated',
  'pending_enrolment',
  'enrolling',
  'enrolled',
  'activation_failed',
  'initiated_close',
  'pending_disenrolment',
  'disenrolling',
  'disenrolled',
] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** What moves an enrolment: the merchant submits or closes it; the provider advances it or fails its activation. */
export const ENROLMENT_ACTIONS = ['submit', 'close', 'advance', 'fail'] as const;
export type EnrolmentAction = (typeof ENROLMENT_ACTIONS)[number];

export interface EnrolmentTransition {
  from: EnrolmentStatus;
  to: EnrolmentStatus;
  action: EnrolmentAction;
  by: 'merchant' | 'provider';
}

/**
 * Every legal move. A close request takes two steps at once (enrolled → initiated close → pending
 * disenrolment: the request is sent to the network as it is made); an enrolment whose activation
 * failed may be corrected and submitted again.
 */
export const ENROLMENT_TRANSITIONS: readonly EnrolmentTransition[] = [
  { from: 'initiated', to: 'pending_enrolment', action: 'submit', by: 'merchant' },
  { from: 'activation_failed', to: 'pending_enrolment', action: 'submit', by: 'merchant' },
  { from: 'pending_enrolment', to: 'enrolling', action: 'advance', by: 'provider' },
  { from: 'enrolling', to: 'enrolled', action: 'advance', by: 'provider' },
  { from: 'pending_enrolment', to: 'activation_failed', action: 'fail', by: 'provider' },
  { from: 'enrolling', to: 'activation_failed', action: 'fail', by: 'provider' },
  { from: 'enrolled', to: 'initiated_close', action: 'close', by: 'merchant' },
  { from: 'initiated_close', to: 'pending_disenrolment', action: 'close', by: 'merchant' },
  { from: 'initiated_close', to: 'pending_disenrolment', action: 'advance', by: 'provider' },
  { from: 'pending_disenrolment', to: 'disenrolling', action: 'advance', by: 'provider' },
  { from: 'disenrolling', to: 'disenrolled', action: 'advance', by: 'provider' },
];

/** Where `action` takes an enrolment in `status`, or null when the table has no such move. */
export function nextStatus(status: EnrolmentStatus, action: EnrolmentAction): EnrolmentStatus | null {
  return ENROLMENT_TRANSITIONS.find((t) => t.from === status && t.action === action)?.to ?? null;
}

export const canAct = (status: EnrolmentStatus, action: EnrolmentAction) => nextStatus(status, action) !== null;

/** The merchant may change the enrolment's details in these states (not while the network works on it, nor once closing). */
export const EDITABLE_STATUSES: readonly EnrolmentStatus[] = ['initiated', 'pending_enrolment', 'enrolled', 'activation_failed'];
export const isEditable = (status: EnrolmentStatus) => EDITABLE_STATUSES.includes(status);

/**
 * States in which the network still delivers the enrolment's alerts: enrolled, and closing until the
 * network has disenrolled it (a close takes effect when the network says so, not when it is asked).
 */
export const LIVE_STATUSES: readonly EnrolmentStatus[] = ['enrolled', 'initiated_close', 'pending_disenrolment', 'disenrolling'];

/** States the provider works on (the sandbox advances them after a delay). */
export const PROVIDER_STATUSES: readonly EnrolmentStatus[] = ['pending_enrolment', 'enrolling', 'initiated_close', 'pending_disenrolment', 'disenrolling'];

/** Spec 4 developer notify labels: what a developer's notification says of each state (none for a draft). */
export const DEVELOPER_LABELS = ['enrolling', 'enrolled', 'enrolment_failed', 'disenrolling', 'disenrolled'] as const;
export type DeveloperLabel = (typeof DEVELOPER_LABELS)[number];
export const DEVELOPER_LABEL: Record<EnrolmentStatus, DeveloperLabel | null> = {
  initiated: null,
  pending_enrolment: 'enrolling',
  enrolling: 'enrolling',
  enrolled: 'enrolled',
  activation_failed: 'enrolment_failed',
  initiated_close: 'disenrolling',
  pending_disenrolment: 'disenrolling',
  disenrolling: 'disenrolling',
  disenrolled: 'disenrolled',
};

/** Pricing tiers of the prevention services (per alert or case). */
export const PRICING_TIERS = ['standard', 'volume', 'enterprise'] as const;
export type PricingTier = (typeof PRICING_TIERS)[number];

/** Spec 9: an enrolled enrolment without alerts or cases this long raises a malfunction notification. */
export const MALFUNCTION_DAYS = 180;

/** Which RDR rule auto-accepted an alert. */
export const RDR_RULES = ['amount', 'reasonCode', 'cardBin', 'country'] as const;
export type RdrRule = (typeof RDR_RULES)[number];

/** Limits of the enrolment's lists. */
export const ENROLMENT_LIMITS = { descriptors: 20, descriptorLength: 25, bins: 20, caids: 20, ruleItems: 50 } as const;
