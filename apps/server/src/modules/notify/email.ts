import { Codes } from '@crossbill/contracts/codes';
import type { Language } from '@crossbill/contracts/constants';
import type { EmailChannelBody, EmailChannelItem } from '@crossbill/contracts/notify';
import { audit, type Actor } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import { t } from '../../platform/i18n.ts';
import { renderBilingualMail } from '../../platform/mail/mail.ts';
import type { NotifyDeps } from './delivery.ts';
import * as store from './store.ts';

/**
 * The e-mail channel: up to five recipients mailed the chosen events. The recipients are addresses,
 * not people of the portal, so their language is not known: each mail carries English and Chinese.
 */

const itemOf = (c: store.EmailChannelRow | null): EmailChannelItem => ({
  recipients: c?.recipients ?? [],
  events: c?.events ?? [],
  state: c?.state ?? null,
  updatedAt: c?.updatedAt.toISOString() ?? null,
});

function bilingual(key: string, params: (lang: Language) => Record<string, unknown>) {
  const mail = renderBilingualMail(key, params);
  return { ...mail, subject: `[Crossbill] ${mail.subject}` };
}

export async function emailChannelOf(deps: Pick<NotifyDeps, 'db'>, merchantNo: string): Promise<EmailChannelItem> {
  return itemOf(await store.selectEmailChannel(deps.db, merchantNo));
}

/** Save recipients and events; a changed recipient list must be tested again (enrolling). */
export async function saveEmailChannel(deps: NotifyDeps, o: { merchantNo: string; body: EmailChannelBody & { recipients: string[] }; actor: Actor }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await store.selectEmailChannel(tx, o.merchantNo, true);
    const same = before && JSON.stringify([...before.recipients].sort()) === JSON.stringify([...o.body.recipients].sort());
    const state = same && before.state !== 'disenrolled' && before.state !== 'disenrolling' ? before.state : 'enrolling';
    const saved = await store.upsertEmailChannel(tx, {
      merchantNo: o.merchantNo,
      recipients: o.body.recipients,
      events: o.body.events as string[],
      state,
      updatedAt: now,
    });
    await audit(tx, {
      userId: o.actor.userId,
      merchantNo: o.merchantNo,
      action: 'notify.email.save',
      target: o.merchantNo,
      summary: {
        before: before ? { recipients: before.recipients, events: before.events, state: before.state } : null,
        after: { recipients: saved.recipients, events: saved.events, state },
      },
      ip: o.actor.ip,
      userAgent: o.actor.userAgent,
    });
    return itemOf(saved);
  });
}

/** Switch the channel off (nothing more is mailed; it is disenrolled at once: mails are not queued long) or on again (enrolling until tested). */
export async function enableEmailChannel(deps: NotifyDeps, o: { merchantNo: string; enabled: boolean; actor: Actor }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await store.selectEmailChannel(tx, o.merchantNo, true);
    if (!before) throw new AppError(Codes.NOT_FOUND);
    const state = o.enabled ? (before.state === 'disenrolled' ? 'enrolling' : before.state) : 'disenrolled';
    const saved = await store.upsertEmailChannel(tx, { ...before, state, updatedAt: now });
    await audit(tx, {
      userId: o.actor.userId,
      merchantNo: o.merchantNo,
      action: o.enabled ? 'notify.email.enable' : 'notify.email.disable',
      target: o.merchantNo,
      summary: { before: before.state, after: state },
      ip: o.actor.ip,
      userAgent: o.actor.userAgent,
    });
    return itemOf(saved);
  });
}

/** Mail a test to every recipient: all accepted enrols the channel, any refused fails its enrolment. */
export async function testEmailChannel(deps: NotifyDeps, o: { merchantNo: string; actor: Actor }): Promise<EmailChannelItem> {
  const channel = await store.selectEmailChannel(deps.db, o.merchantNo);
  if (!channel || channel.state === 'disenrolled') throw new AppError(Codes.NOT_FOUND);
  const mail = bilingual('notifyTest', () => ({ merchantNo: o.merchantNo }));
  let ok = true;
  for (const to of channel.recipients) ok = (await deps.mail.send({ to, tag: 'notify.test', ...mail })).status !== 'failed' && ok;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const c = await store.selectEmailChannel(tx, o.merchantNo, true);
    const state = c!.state === 'enrolling' || c!.state === 'enrolmentFailed' ? (ok ? 'enrolled' : 'enrolmentFailed') : c!.state;
    const saved = await store.upsertEmailChannel(tx, { ...c!, state, updatedAt: now });
    await audit(tx, {
      userId: o.actor.userId,
      merchantNo: o.merchantNo,
      action: 'notify.email.test',
      target: o.merchantNo,
      summary: { ok, state },
      ip: o.actor.ip,
      userAgent: o.actor.userAgent,
    });
    return itemOf(saved);
  });
}

/** The sweep's part: mail the events queued for e-mail channels (each claimed before it goes: sent once). */
export async function sendEventMails(deps: NotifyDeps, batch = 50): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await store.claimEmails(deps.db, { now: deps.now(), limit: batch });
    for (const m of due) {
      const [event, channel] = await Promise.all([store.selectEvent(deps.db, m.eventId), store.selectEmailChannel(deps.db, m.merchantNo)]);
      if (!event || channel?.state !== 'enrolled') continue;
      const parsed = JSON.parse(event.body) as { type: string; createdAt: string; data: Record<string, unknown> };
      const details = Object.entries(parsed.data)
        .filter(([, v]) => v !== null && v !== '')
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join('\n');
      const mail = bilingual('notifyEvent', (lang) => ({
        event: t(lang, `notifyEvent.${parsed.type.replace('.', '_')}`),
        type: parsed.type,
        eventId: event.eventId,
        merchantNo: m.merchantNo,
        at: parsed.createdAt.slice(0, 19).replace('T', ' '),
        details,
      }));
      for (const to of channel.recipients) await deps.mail.send({ to, tag: `notify.${parsed.type}`, ...mail });
      sent++;
    }
    if (due.length < batch) return sent;
  }
}
