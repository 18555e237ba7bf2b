import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotifyChannelState } from '@crossbill/contracts/notify-channel';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The outbox of developer notifications: every event published, in the transaction of the change it
 * reports (a rolled-back payment publishes nothing). `body` is the event's JSON exactly as every
 * channel receives it.
 */
export const notifyEvents = pgTable(
  'notify_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    type: text('type').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('notify_events_event_id_uq').on(t.eventId), index('notify_events_merchant_idx').on(t.merchantNo, t.createdAt)],
);

/**
 * A merchant's webhook endpoint. The signing secret is encrypted under the server's key; after a
 * rotation the previous one also signs until `previous_secret_until`. `last_delivered_at` is the
 * last 2xx: a delivery that fails for its whole schedule while no attempt to the endpoint succeeded
 * since the delivery was made (about three days) disables the endpoint.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: text('endpoint_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').notNull().$type<string[]>(),
    state: text('state').notNull().$type<NotifyChannelState>(),
    secretEnc: text('secret_enc').notNull(),
    previousSecretEnc: text('previous_secret_enc'),
    previousSecretUntil: ts('previous_secret_until'),
    lastDeliveredAt: ts('last_delivered_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('webhook_endpoints_endpoint_id_uq').on(t.endpointId), index('webhook_endpoints_merchant_idx').on(t.merchantNo, t.createdAt)],
);

/**
 * One event to one endpoint. `attempts` counts the attempts claimed so far: a worker claims the next
 * one by raising it (row locked, `skip locked`), so each attempt number is made once whatever the
 * number of workers. `sending` holds a lease (`next_attempt_at` is its end): a worker that died
 * mid-attempt leaves a row that is due again when the lease ends. `retries` is false for test events.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: bigint('endpoint_id', { mode: 'number' }).notNull(),
    merchantNo: text('merchant_no').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    status: text('status').notNull().$type<'pending' | 'sending' | 'delivered' | 'failed'>(),
    attempts: integer('attempts').notNull().default(0),
    retries: boolean('retries').notNull().default(true),
    nextAttemptAt: ts('next_attempt_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_uq').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    // the sweep: what is due, across merchants, only while there is something to do
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

/** The delivery log: one row per attempt (scheduled or a manual resend), with what the receiver answered. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    merchantNo: text('merchant_no').notNull(),
    attemptNo: integer('attempt_no').notNull(),
    manual: boolean('manual').notNull().default(false),
    at: ts('at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    error: text('error'),
    outcome: text('outcome').notNull().$type<'delivered' | 'failed'>(),
  },
  (t) => [uniqueIndex('webhook_attempts_no_uq').on(t.deliveryId, t.attemptNo)],
);

/** The merchant's e-mail channel (one per merchant): recipients and the events they are mailed. */
export const notifyEmailChannels = pgTable('notify_email_channels', {
  merchantNo: text('merchant_no').primaryKey(),
  recipients: jsonb('recipients').notNull().$type<string[]>(),
  events: jsonb('events').notNull().$type<string[]>(),
  state: text('state').notNull().$type<NotifyChannelState>(),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * An event to mail: written with the event (outbox) and sent by the sweep after the change commits;
 * `sent_at` is claimed before the mail goes, so that two workers never mail it twice.
 */
export const notifyEmails = pgTable(
  'notify_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    eventId: text('event_id').notNull(),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('notify_emails_event_uq').on(t.eventId),
    index('notify_emails_due_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
