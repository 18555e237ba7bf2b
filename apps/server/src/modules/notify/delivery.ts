import { DEFAULT_LANGUAGE, type Language } from '@crossbill/contracts/constants';
import { TEST_EVENT_TYPE, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from '@crossbill/contracts/notify-events';
import type { ServerDeps } from '../../deps.ts';
import { encryptionKey } from '../../platform/crypto/secret-box.ts';
import { toLanguage } from '../../platform/i18n.ts';
import { renderMail } from '../../platform/mail/mail.ts';
import { OUTBOUND_TIMEOUT_MS } from '../../platform/outbound/address-guard.ts';
import * as access from '../access/service.ts';
import { postWebhook } from './post.ts';
import { signedHeaders } from './signing.ts';
import * as store from './store.ts';
import type { DeliveryRow, EndpointRow } from './store.ts';

export type NotifyDeps = Pick<ServerDeps, 'db' | 'config' | 'mail' | 'now' | 'jobs'>;

export const DELIVER_JOB = 'notify.deliver';
/** A claimed attempt is another worker's to take again after this long (the sender died mid-call). */
const LEASE_MS = 3 * OUTBOUND_TIMEOUT_MS;
const is2xx = (s: number | null) => s !== null && s >= 200 && s < 300;

/**
 * One attempt of a claimed delivery (`d.attempts` is its number): post, log, and move the delivery and
 * its endpoint on. A scheduled attempt that fails is retried on WEBHOOK_RETRY_DELAYS_MS and then
 * failed; a manual one (resend) changes the schedule only by succeeding.
 */
export async function attempt(deps: NotifyDeps, d: DeliveryRow, o: { manual: boolean }): Promise<{ delivered: boolean }> {
  const endpoint = await store.selectEndpointById(deps.db, d.endpointId);
  const event = await store.selectEvent(deps.db, d.eventId);
  if (!endpoint || !event) return { delivered: false };
  const sentAt = deps.now();
  const headers = signedHeaders(endpoint, encryptionKey(deps.config), event.eventId, sentAt, event.body);
  const res = await postWebhook(endpoint.url, event.body, headers, { allowPrivate: deps.config.SANDBOX });
  const delivered = is2xx(res.status) && res.error === null;
  const now = deps.now();
  let soon: Date | null = null;
  const disabled = await deps.db.transaction(async (tx) => {
    await store.insertAttempt(tx, {
      deliveryId: d.id,
      merchantNo: d.merchantNo,
      attemptNo: d.attempts,
      manual: o.manual,
      at: sentAt,
      durationMs: res.durationMs,
      responseStatus: res.status,
      responseExcerpt: res.excerpt,
      error: res.error,
      outcome: delivered ? 'delivered' : 'failed',
    });
    let final = false;
    if (delivered) await store.updateDelivery(tx, d.id, { status: 'delivered', nextAttemptAt: null, updatedAt: now });
    else if (!o.manual) {
      const made = await store.scheduledAttempts(tx, d.id);
      final = !d.retries || made >= WEBHOOK_MAX_ATTEMPTS;
      const next = final ? null : new Date(now.getTime() + WEBHOOK_RETRY_DELAYS_MS[made - 1]!);
      await store.updateDelivery(tx, d.id, { status: final ? 'failed' : 'pending', nextAttemptAt: next, updatedAt: now });
      if (next && next.getTime() - now.getTime() < 60_000) soon = next;
    }
    return moveEndpoint(tx, endpoint.id, {
      delivered,
      test: d.eventType === TEST_EVENT_TYPE,
      finalFailure: final && d.retries,
      deliveryCreatedAt: d.createdAt,
      now,
    });
  });
  // a retry due before the next minute's sweep gets a run of its own (queued after the commit)
  if (soon) await deps.jobs.send(DELIVER_JOB, {}, { startAfter: soon });
  if (disabled) await mailDisabled(deps, disabled);
  return { delivered };
}

/**
 * The endpoint after an attempt: a 2xx is its last delivery; a test enrols it (or fails its
 * enrolment); a delivery failed for its whole schedule with no 2xx since it was made disables it
 * (returned, for the merchant's mail); a disabled one is disenrolled once nothing is left to send.
 */
async function moveEndpoint(
  tx: Parameters<typeof store.selectEndpointById>[0],
  id: number,
  o: { delivered: boolean; test: boolean; finalFailure: boolean; deliveryCreatedAt: Date; now: Date },
): Promise<EndpointRow | null> {
  const e = await store.selectEndpointById(tx, id, true);
  if (!e) return null;
  const patch: Partial<EndpointRow> = {};
  if (o.delivered) patch.lastDeliveredAt = o.now;
  if (o.test && (e.state === 'enrolling' || e.state === 'enrolmentFailed')) patch.state = o.delivered ? 'enrolled' : 'enrolmentFailed';
  let disabled: EndpointRow | null = null;
  if (o.finalFailure && e.state === 'enrolled' && (!e.lastDeliveredAt || e.lastDeliveredAt <= o.deliveryCreatedAt)) {
    patch.state = 'disenrolling';
    disabled = e;
  }
  if (Object.keys(patch).length > 0) await store.updateEndpoint(tx, id, { ...patch, updatedAt: o.now });
  await settleDisenrolling(tx, id, o.now);
  return disabled;
}

/** A disenrolling endpoint with no delivery left to send is disenrolled. */
export async function settleDisenrolling(tx: Parameters<typeof store.selectEndpointById>[0], id: number, now: Date): Promise<void> {
  const e = await store.selectEndpointById(tx, id, true);
  if (e?.state === 'disenrolling' && (await store.openDeliveries(tx, id)) === 0) await store.updateEndpoint(tx, id, { state: 'disenrolled', updatedAt: now });
}

/** The merchant's operators who take e-mail notifications hear that an endpoint was switched off, in their language. */
async function mailDisabled(deps: NotifyDeps, e: EndpointRow): Promise<void> {
  for (const op of await access.notifiedOperators(deps.db, e.merchantNo)) {
    const lang: Language = toLanguage(op.language) ?? DEFAULT_LANGUAGE;
    const mail = renderMail(lang, 'webhookDisabled', { name: op.name, url: e.url, endpointId: e.endpointId, merchantNo: e.merchantNo });
    await deps.mail.send({ to: op.email, tag: 'notify.webhookDisabled', ...mail });
  }
}

/**
 * The periodic sweep: every due attempt, claimed in batches (several workers share the work, each
 * attempt made once), then the e-mails of events, then disabled endpoints with nothing left to send.
 */
export async function runDeliveries(deps: NotifyDeps, o: { merchantNo?: string; batch?: number } = {}): Promise<number> {
  let made = 0;
  for (;;) {
    const now = deps.now();
    const due = await store.claimDue(deps.db, { now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: o.batch ?? 20, merchantNo: o.merchantNo });
    if (due.length === 0) break;
    await Promise.all(due.map((d) => attempt(deps, d, { manual: false })));
    made += due.length;
  }
  for (const e of await store.disenrollingEndpoints(deps.db)) await deps.db.transaction((tx) => settleDisenrolling(tx, e.id, deps.now()));
  return made;
}
