/**
 * Developer notifications (spec 2 developer/notify, 9; README "Developer notifications"): events are
 * published in the transaction of the change they report (publish.ts, the outbox) and sent after it
 * commits to the merchant's webhook endpoints (delivery.ts: signed per Standard Webhooks, retried on
 * a schedule, logged per attempt) and e-mail channel (email.ts). Other modules call `publishEvent`;
 * this module imports none of theirs but access (whom to mail).
 */
export { publishEvent, type EventData } from './publish.ts';
export { runDeliveries, DELIVER_JOB, type NotifyDeps } from './delivery.ts';
export { sendEventMails, emailChannelOf, saveEmailChannel, enableEmailChannel, testEmailChannel } from './email.ts';
export { listEndpoints, createEndpoint, updateEndpoint, rotateSecret, enableEndpoint, sendTestEvent, resendDelivery, listDeliveries } from './endpoints.ts';
