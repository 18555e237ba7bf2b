/**
 * A developer notification channel's state (spec 4, developer notify labels): a webhook endpoint,
 * an e-mail recipient list or an SFTP destination is `enrolling` until its test succeeds (then
 * `enrolled`) or fails (`enrolmentFailed`); switching it off passes through `disenrolling` (deliveries
 * already queued finish) to `disenrolled`. Only an enrolled channel receives events and files.
 */
export const NOTIFY_CHANNEL_STATES = ['enrolling', 'enrolled', 'enrolmentFailed', 'disenrolling', 'disenrolled'] as const;
export type NotifyChannelState = (typeof NOTIFY_CHANNEL_STATES)[number];
