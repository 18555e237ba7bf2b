import crypto from 'node:crypto';
import { Codes } from '@crossbill/contracts/codes';
import { SECRET_OVERLAP_MS, TEST_EVENT_TYPE, WEBHOOK_ENDPOINTS_MAX } from '@crossbill/contracts/notify-events';
import type { WebhookEndpointItem } from '@crossbill/contracts/notify';
import { audit, type Actor } from '../../platform/audit/audit.ts';
import { encrypt, encryptionKey } from '../../platform/crypto/secret-box.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { OutboundBlockedError, resolveOutbound } from '../../platform/outbound/address-guard.ts';
import { attempt, settleDisenrolling, type NotifyDeps } from './delivery.ts';
import { publishEvent } from './publish.ts';
import { newWebhookSecret } from './signing.ts';
import * as store from './store.ts';
import type { EndpointRow } from './store.ts';
import { deliveryItem } from './views.ts';

type Body = { url: string; description: string; events: string[] };

export const endpointItem = (e: EndpointRow): WebhookEndpointItem => ({
  endpointId: e.endpointId,
  url: e.url,
  description: e.description,
  events: e.events,
  state: e.state,
  previousSecretUntil: e.previousSecretUntil?.toISOString() ?? null,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});

/**
 * Outside the sandbox a webhook URL must be https and resolve to public addresses only (the same
 * guard checks again at each delivery: a DNS answer may change). Checked before any row is written.
 */
async function checkUrl(deps: NotifyDeps, url: string): Promise<void> {
  const u = new URL(url);
  if (!deps.config.SANDBOX && u.protocol !== 'https:') throw fieldError('url', 'notify.httpsRequired');
  try {
    await resolveOutbound(u.hostname, { allowPrivate: deps.config.SANDBOX });
  } catch (e) {
    if (e instanceof OutboundBlockedError) throw fieldError('url', e.reason === 'private' ? 'notify.privateAddress' : 'notify.unresolvable');
    throw e;
  }
}

const auditOf = (tx: Parameters<typeof audit>[0], actor: Actor, e: EndpointRow, action: string, summary: Record<string, unknown>) =>
  audit(tx, { userId: actor.userId, merchantNo: e.merchantNo, action, target: e.endpointId, summary, ip: actor.ip, userAgent: actor.userAgent });

const summaryOf = (e: Pick<EndpointRow, 'url' | 'description' | 'events' | 'state'>) => ({
  url: e.url,
  description: e.description,
  events: e.events,
  state: e.state,
});

async function mustFind(db: Parameters<typeof store.selectEndpoint>[0], merchantNo: string, endpointId: string, lock = false): Promise<EndpointRow> {
  const e = await store.selectEndpoint(db, { merchantNo, endpointId, lock });
  if (!e) throw new AppError(Codes.NOT_FOUND);
  return e;
}

export async function listEndpoints(deps: Pick<NotifyDeps, 'db'>, merchantNo: string): Promise<WebhookEndpointItem[]> {
  return (await store.listEndpoints(deps.db, merchantNo)).map(endpointItem);
}

/** A new endpoint, enrolling until a test event reaches it; its secret is answered this once. */
export async function createEndpoint(deps: NotifyDeps, o: { merchantNo: string; body: Body; actor: Actor }) {
  await checkUrl(deps, o.body.url);
  const now = deps.now();
  const secret = newWebhookSecret();
  const created = await deps.db.transaction(async (tx) => {
    if ((await store.countEndpoints(tx, o.merchantNo)) >= WEBHOOK_ENDPOINTS_MAX)
      throw new AppError(Codes.NOTIFY_LIMIT, { params: { max: WEBHOOK_ENDPOINTS_MAX } });
    const e = await store.insertEndpoint(tx, {
      endpointId: `we_${crypto.randomBytes(12).toString('hex')}`,
      merchantNo: o.merchantNo,
      ...o.body,
      state: 'enrolling',
      secretEnc: encrypt(encryptionKey(deps.config), secret),
      createdAt: now,
      updatedAt: now,
    });
    await auditOf(tx, o.actor, e, 'notify.webhook.create', summaryOf(e));
    return e;
  });
  return { endpoint: endpointItem(created), secret };
}

/** Change URL, description or events; a new URL must pass a test again (enrolling). */
export async function updateEndpoint(deps: NotifyDeps, o: { merchantNo: string; endpointId: string; body: Body; actor: Actor }) {
  await checkUrl(deps, o.body.url);
  return deps.db.transaction(async (tx) => {
    const before = await mustFind(tx, o.merchantNo, o.endpointId, true);
    const urlChanged = before.url !== o.body.url;
    const state = urlChanged && (before.state === 'enrolled' || before.state === 'enrolmentFailed') ? 'enrolling' : before.state;
    const after = await store.updateEndpoint(tx, before.id, { ...o.body, state, updatedAt: deps.now() });
    await auditOf(tx, o.actor, after, 'notify.webhook.update', { before: summaryOf(before), after: summaryOf(after) });
    return endpointItem(after);
  });
}

/** A new secret, answered once; the old one keeps signing beside it for SECRET_OVERLAP_MS. */
export async function rotateSecret(deps: NotifyDeps, o: { merchantNo: string; endpointId: string; actor: Actor }) {
  const now = deps.now();
  const secret = newWebhookSecret();
  return deps.db.transaction(async (tx) => {
    const e = await mustFind(tx, o.merchantNo, o.endpointId, true);
    const until = new Date(now.getTime() + SECRET_OVERLAP_MS);
    const after = await store.updateEndpoint(tx, e.id, {
      secretEnc: encrypt(encryptionKey(deps.config), secret),
      previousSecretEnc: e.secretEnc,
      previousSecretUntil: until,
      updatedAt: now,
    });
    await auditOf(tx, o.actor, after, 'notify.webhook.rotate', { previousSecretUntil: until.toISOString() });
    return { endpoint: endpointItem(after), secret };
  });
}

/**
 * Disable: no new event is queued for it; it is disenrolling while deliveries already queued finish,
 * then disenrolled. Enable: enrolling again until a test event reaches it.
 */
export async function enableEndpoint(deps: NotifyDeps, o: { merchantNo: string; endpointId: string; enabled: boolean; actor: Actor }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await mustFind(tx, o.merchantNo, o.endpointId, true);
    const off = before.state === 'disenrolling' || before.state === 'disenrolled';
    if (o.enabled === !off) return endpointItem(before);
    await store.updateEndpoint(tx, before.id, { state: o.enabled ? 'enrolling' : 'disenrolling', updatedAt: now });
    await settleDisenrolling(tx, before.id, now);
    const after = (await store.selectEndpointById(tx, before.id))!;
    await auditOf(tx, o.actor, after, o.enabled ? 'notify.webhook.enable' : 'notify.webhook.disable', { before: before.state, after: after.state });
    return endpointItem(after);
  });
}

/** Send a test event now (one attempt, no retries): it enrols an enrolling endpoint or fails its enrolment. */
export async function sendTestEvent(deps: NotifyDeps, o: { merchantNo: string; endpointId: string; actor: Actor }) {
  const now = deps.now();
  const delivery = await deps.db.transaction(async (tx) => {
    const e = await mustFind(tx, o.merchantNo, o.endpointId, true);
    if (e.state === 'disenrolling' || e.state === 'disenrolled') throw new AppError(Codes.NOTIFY_STATE);
    const eventId = await publishEvent(tx, { merchantNo: o.merchantNo, type: TEST_EVENT_TYPE, data: { message: 'This is a test event from Crossbill.' }, now });
    const [d] = await store.insertDeliveries(tx, [
      {
        endpointId: e.id,
        merchantNo: o.merchantNo,
        eventId,
        eventType: TEST_EVENT_TYPE,
        status: 'pending',
        retries: false,
        nextAttemptAt: null,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    await auditOf(tx, o.actor, e, 'notify.webhook.test', { eventId });
    return d!;
  });
  return manualAttempt(deps, o.merchantNo, delivery.id, false);
}

/** Resend a delivery: one more attempt of the same event (same webhook-id), logged as manual. */
export async function resendDelivery(deps: NotifyDeps, o: { merchantNo: string; deliveryId: number; actor: Actor }) {
  const d = await store.selectDelivery(deps.db, o);
  if (!d) throw new AppError(Codes.NOT_FOUND);
  await deps.db.transaction((tx) =>
    audit(tx, {
      userId: o.actor.userId,
      merchantNo: o.merchantNo,
      action: 'notify.webhook.resend',
      target: d.eventId,
      summary: { deliveryId: d.id },
      ip: o.actor.ip,
      userAgent: o.actor.userAgent,
    }),
  );
  return manualAttempt(deps, o.merchantNo, d.id, true);
}

async function manualAttempt(deps: NotifyDeps, merchantNo: string, deliveryId: number, manual: boolean) {
  const claimed = await store.claimManual(deps.db, { merchantNo, deliveryId, now: deps.now() });
  if (!claimed) throw new AppError(Codes.NOT_FOUND);
  await attempt(deps, claimed, { manual });
  const endpoint = (await store.selectEndpointById(deps.db, claimed.endpointId))!;
  const page = await store.pageDeliveries(deps.db, { endpointId: endpoint.id, deliveryId, page: 1, size: 1 });
  return { endpoint: endpointItem(endpoint), delivery: deliveryItem(page.rows[0]!, page.attempts) };
}

export async function listDeliveries(deps: Pick<NotifyDeps, 'db'>, o: { merchantNo: string; endpointId: string; page: number; size: number }) {
  const e = await mustFind(deps.db, o.merchantNo, o.endpointId);
  const r = await store.pageDeliveries(deps.db, { endpointId: e.id, page: o.page, size: o.size });
  return { content: r.rows.map((row) => deliveryItem(row, r.attempts)), total: r.total, page: o.page, size: o.size };
}
