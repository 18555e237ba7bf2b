import { z } from 'zod';
import { NOTIFY_CHANNEL_STATES } from './notify-channel.ts';
import { EMAIL_RECIPIENTS_MAX, NOTIFY_EVENT_TYPES, TEST_EVENT_TYPE, type NotifyEventType } from './notify-events.ts';
import { BIGINT_ID_MAX, emailSchema, int, paging, text, TEXT_MAX } from './validation.ts';

/**
 * Webhook endpoints and the e-mail channel of developer/notify (spec 2, 4, 9). A webhook URL is http
 * or https here; outside the sandbox the server also requires https and a public address (it resolves
 * the host), answering with a field error on `url`.
 */

export const WEBHOOK_URL_MAX = 512;

export const webhookUrlSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(WEBHOOK_URL_MAX, 'validation.maxLength')
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '' && !u.username && !u.password;
    } catch {
      return false;
    }
  }, 'validation.url');

const eventTypeSchema = z.enum(NOTIFY_EVENT_TYPES as [NotifyEventType, ...NotifyEventType[]], { message: 'validation.invalid' });
export const eventTypesSchema = z
  .array(eventTypeSchema, { message: 'validation.required' })
  .min(1, 'notify.eventsRequired')
  .max(NOTIFY_EVENT_TYPES.length, 'validation.maxItems')
  .transform((v) => [...new Set(v)]);

export const notifyStateSchema = z.enum(NOTIFY_CHANNEL_STATES);

export const webhookEndpointBody = z.object({
  url: webhookUrlSchema,
  description: text(TEXT_MAX.description).optional().default(''),
  events: eventTypesSchema,
});
export type WebhookEndpointBody = z.input<typeof webhookEndpointBody>;

export const endpointIdSchema = z.string().regex(/^we_[A-Za-z0-9]{8,40}$/, 'validation.invalid');
export const endpointIdBody = z.object({ endpointId: endpointIdSchema });
export const updateWebhookBody = webhookEndpointBody.extend({ endpointId: endpointIdSchema });
export const endpointIdQuery = endpointIdBody;

export const webhookEndpointItem = z.object({
  endpointId: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  state: notifyStateSchema,
  /** the old secret still signs deliveries until this time (after a rotation) */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpointItem = z.infer<typeof webhookEndpointItem>;

/** Shown once, on create and on rotate: the receiver verifies with it (Standard Webhooks `whsec_…`). */
export const webhookSecretResult = z.object({ endpoint: webhookEndpointItem, secret: z.string() });

export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export const ATTEMPT_OUTCOMES = ['delivered', 'failed'] as const;

export const webhookAttemptItem = z.object({
  attemptNo: z.number(),
  at: z.string(),
  durationMs: z.number(),
  responseStatus: z.number().nullable(),
  responseExcerpt: z.string(),
  error: z.string().nullable(),
  outcome: z.enum(ATTEMPT_OUTCOMES),
  manual: z.boolean(),
});

export const webhookDeliveryItem = z.object({
  deliveryId: z.number(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  requestBody: z.string(),
  log: z.array(webhookAttemptItem),
});
export type WebhookDeliveryItem = z.infer<typeof webhookDeliveryItem>;

export const deliveryListQuery = z.object({
  endpointId: endpointIdSchema,
  ...paging({ maxSize: 50 }),
});

export const resendBody = z.object({ deliveryId: int(1, BIGINT_ID_MAX) });

/** The answer of "send test event" and "resend": the attempt just made. */
export const attemptResult = z.object({ delivery: webhookDeliveryItem, endpoint: webhookEndpointItem });

export const emailChannelBody = z.object({
  recipients: z
    .array(emailSchema, { message: 'validation.required' })
    .min(1, 'validation.required')
    .max(EMAIL_RECIPIENTS_MAX, 'validation.maxItems')
    .transform((v) => [...new Set(v.map((e) => e.toLowerCase()))]),
  events: eventTypesSchema,
});
export type EmailChannelBody = z.input<typeof emailChannelBody>;

export const emailChannelItem = z.object({
  recipients: z.array(z.string()),
  events: z.array(z.string()),
  /** null: the merchant has not set up the e-mail channel yet */
  state: notifyStateSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type EmailChannelItem = z.infer<typeof emailChannelItem>;

export const emailEnableBody = z.object({ enabled: z.boolean({ message: 'validation.required' }) });
export const endpointEnableBody = endpointIdBody.extend({ enabled: z.boolean({ message: 'validation.required' }) });

export { TEST_EVENT_TYPE };
