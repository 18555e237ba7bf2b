/**
 * Developer notifications (spec 2 developer/notify, 9 notification methods): the events a merchant
 * may receive by webhook or e-mail. Every event is `{ id: 'evt_…', type, createdAt, merchantNo, data }`
 * where `data` holds the object's public fields (ids, amounts as decimal strings with their currency,
 * status; of a card only its BIN and last four digits).
 */
export const NOTIFY_EVENT_GROUPS = {
  payment: ['payment.succeeded', 'payment.failed'],
  refund: ['refund.succeeded', 'refund.failed'],
  chargeback: ['chargeback.created', 'chargeback.won', 'chargeback.lost'],
  alert: ['alert.received'],
  subscription: ['subscription.charged', 'subscription.failed', 'subscription.cancelled'],
  transfer: ['transfer.paid', 'transfer.failed'],
  settlement: ['settlement.paid'],
} as const;

export type NotifyEventGroup = keyof typeof NOTIFY_EVENT_GROUPS;
export type NotifyEventType = (typeof NOTIFY_EVENT_GROUPS)[NotifyEventGroup][number];
export const NOTIFY_EVENT_TYPES = Object.values(NOTIFY_EVENT_GROUPS).flat() as NotifyEventType[];

/** Sent only on request ("send test event"): it enrols a channel, and is never chosen. */
export const TEST_EVENT_TYPE = 'notify.test';

export const isNotifyEventType = (v: string): v is NotifyEventType => (NOTIFY_EVENT_TYPES as string[]).includes(v);

/**
 * Delays before each retry of a webhook that was not answered with a 2xx, counted from the attempt
 * before: the schedule of Standard Webhooks' reference implementation, Svix ("immediately, 5 seconds,
 * 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours, 10 hours", https://docs.svix.com/retries), drawn
 * out to about three days (+14 h, 20 h, 24 h; 3 days 12 h 35 min in all). After the last retry fails
 * the delivery is failed.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
] as const;
/** The first attempt and every retry. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** Endpoints per merchant (Svix and Stripe allow a few dozen; ten is plenty for one merchant's servers). */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** After a rotation the old secret also signs deliveries this long, so that receivers can switch over. */
export const SECRET_OVERLAP_MS = 24 * 3_600_000;
export const EMAIL_RECIPIENTS_MAX = 5;
/** The response body kept of each attempt in the delivery log. */
export const RESPONSE_EXCERPT_MAX = 1024;
