import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  attemptResult,
  deliveryListQuery,
  emailChannelBody,
  emailChannelItem,
  emailEnableBody,
  endpointEnableBody,
  endpointIdBody,
  resendBody,
  updateWebhookBody,
  webhookDeliveryItem,
  webhookEndpointBody,
  webhookEndpointItem,
  webhookSecretResult,
} from '../notify.ts';

/**
 * developer/notify (spec 2, 9): the merchant's webhook endpoints (signed per Standard Webhooks,
 * retried, logged per attempt) and e-mail channel. Reading needs `developer:notify`, every change
 * `developer:notify:edit`. A secret is answered only by create and rotate.
 */
const tags = ['developer'];
const read = 'developer:notify';
const edit = 'developer:notify:edit';

export const listWebhooks = defineEndpoint({
  method: 'GET',
  path: '/developer/webhook/list',
  permission: read,
  response: z.array(webhookEndpointItem),
  summary: 'The merchant’s webhook endpoints, newest first, with their state',
  tags,
});

export const createWebhook = defineEndpoint({
  method: 'POST',
  path: '/developer/webhook/create',
  permission: edit,
  body: webhookEndpointBody,
  response: webhookSecretResult,
  summary: 'Add an endpoint (enrolling until a test event reaches it); answers its signing secret, shown this once',
  tags,
});

export const updateWebhook = defineEndpoint({
  method: 'POST',
  path: '/developer/webhook/update',
  permission: edit,
  body: updateWebhookBody,
  response: webhookEndpointItem,
  summary: 'Change an endpoint’s URL, description or events (a new URL is tested again)',
  tags,
});

export const rotateWebhookSecret = defineEndpoint({
  method: 'POST',
  path: '/developer/webhook/rotate',
  permission: edit,
  body: endpointIdBody,
  response: webhookSecretResult,
  summary: 'A new signing secret, shown this once; the old one also signs for 24 hours',
  tags,
});

export const enableWebhook = defineEndpoint({
  method: 'POST',
  path: '/developer/webhook/enable',
  permission: edit,
  body: endpointEnableBody,
  response: webhookEndpointItem,
  summary: 'Disable an endpoint (disenrolling until queued deliveries finish) or enable it again (enrolling)',
  tags,
});

export const testWebhook = defineEndpoint({
  method: 'POST',
  path: '/developer/webhook/test',
  permission: edit,
  body: endpointIdBody,
  response: attemptResult,
  summary: 'Send a test event now; a 2xx enrols the endpoint',
  tags,
});

export const listWebhookDeliveries = defineEndpoint({
  method: 'GET',
  path: '/developer/webhook/deliveries',
  permission: read,
  query: deliveryListQuery,
  response: pageOf(webhookDeliveryItem),
  summary: 'The delivery log of an endpoint, newest first: each event with its attempts and the answers',
  tags,
});

export const resendWebhookDelivery = defineEndpoint({
  method: 'POST',
  path: '/developer/webhook/resend',
  permission: edit,
  body: resendBody,
  response: attemptResult,
  summary: 'Send a delivered or failed event again now (a new attempt, same webhook-id)',
  tags,
});

export const getEmailChannel = defineEndpoint({
  method: 'GET',
  path: '/developer/email/detail',
  permission: read,
  response: emailChannelItem,
  summary: 'The e-mail channel: recipients, events and state (state null: not set up)',
  tags,
});

export const saveEmailChannel = defineEndpoint({
  method: 'POST',
  path: '/developer/email/save',
  permission: edit,
  body: emailChannelBody,
  response: emailChannelItem,
  summary: 'Save recipients (1 to 5) and events; new recipients are tested again',
  tags,
});

export const enableEmailChannel = defineEndpoint({
  method: 'POST',
  path: '/developer/email/enable',
  permission: edit,
  body: emailEnableBody,
  response: emailChannelItem,
  summary: 'Switch the e-mail channel off or on again (enrolling)',
  tags,
});

export const testEmailChannel = defineEndpoint({
  method: 'POST',
  path: '/developer/email/test',
  permission: edit,
  response: emailChannelItem,
  summary: 'Mail a test to every recipient; all accepted enrols the channel',
  tags,
});
