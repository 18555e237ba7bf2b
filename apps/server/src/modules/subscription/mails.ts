import { DEFAULT_SUBSCRIPTION_SETTINGS, FREQUENCY_UNITS, UPCOMING_MAIL_LEAD_MS, type FrequencyUnit } from '@crossbill/contracts/subscription';
import type { ServerDeps } from '../../deps.ts';
import type { Db } from '../../platform/db/client.ts';
import { renderBilingualMail } from '../../platform/mail/mail.ts';
import * as payment from '../payment/service.ts';
import { cycleAmount, settingsOf, type Notice } from './billing.ts';
import * as store from './store.ts';

const utc = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/**
 * The customer's e-mails of the merchant's settings: a failed charge and a cancellation. Billing,
 * change and cancel collect them as notices while their database transaction runs, and they are
 * sent after it commits (a rolled-back charge mails nobody). In English and Chinese: the customer's
 * language is not known to the provider. The upcoming-charge mail is sent by its own job (sendUpcomingMails).
 */
export async function sendNotices(deps: Pick<ServerDeps, 'db' | 'mail'>, notices: Notice[]): Promise<number> {
  let sent = 0;
  for (const n of notices) {
    const s = n.subscription;
    const settings = await settingsOf(deps.db, s.merchantNo);
    if (n.kind === 'failed' ? !settings.emailFailed : !settings.emailCancelled) continue;
    const key = n.kind === 'failed' ? 'subscriptionFailed' : 'subscriptionCancelled';
    const mail = renderBilingualMail(key, (lang) => ({
      name: s.customerName,
      product: s.productName,
      contractNumber: s.contractNumber,
      amount: n.kind === 'failed' ? payment.money(n.amount, s.currency) : '',
      currency: s.currency,
      reason: n.kind === 'failed' ? (payment.responseText(lang, { responseCode: n.reasonCode, responseMessage: n.reason, paymentMethod: 'card' }) ?? '') : '',
      retry: n.kind === 'failed' && n.nextRetryAt ? utc(n.nextRetryAt) : '-',
    }));
    await deps.mail.send({ to: s.customerEmail, tag: `subscription.${n.kind}`, ...mail });
    sent++;
  }
  return sent;
}

/** The units by lead time (contracts UPCOMING_MAIL_LEAD_MS), each lead's end from `now`; hour and minute plans have none. */
function leadsFrom(now: Date): Array<{ units: FrequencyUnit[]; until: Date }> {
  const byLead = new Map<number, FrequencyUnit[]>();
  for (const u of FREQUENCY_UNITS) {
    const lead = UPCOMING_MAIL_LEAD_MS[u];
    if (lead !== null) byLead.set(lead, [...(byLead.get(lead) ?? []), u]);
  }
  return [...byLead].map(([lead, units]) => ({ units, until: new Date(now.getTime() + lead) }));
}

/**
 * The upcoming-charge mails due at `now`: one per subscription cycle, the lead time before an
 * automatic charge (contracts UPCOMING_MAIL_LEAD_MS), when the merchant's setting is on. Each cycle's
 * mail is claimed by its row (subscription_upcoming_mails) in a transaction before it is sent, so two
 * workers or a rerun send it once. Returns how many were sent.
 */
export async function sendUpcomingMails(deps: Pick<ServerDeps, 'mail'> & { db: Db }, now: Date, o: { scope?: string[]; batch?: number } = {}): Promise<number> {
  const batch = o.batch ?? 200;
  const leads = leadsFrom(now);
  let sent = 0;
  for (;;) {
    const { due, claimed } = await deps.db.transaction(async (tx) => {
      const rows = await store.selectUpcoming(tx, { now, leads, emailDefault: DEFAULT_SUBSCRIPTION_SETTINGS.emailUpcoming, scope: o.scope, limit: batch });
      const keys = await store.claimUpcoming(
        tx,
        rows.map((s) => ({
          subscriptionId: s.subscriptionId,
          merchantNo: s.merchantNo,
          planNo: s.planNo,
          cycleNo: s.currentCycle + 1,
          chargeAt: s.nextBillingAt!,
          sentAt: now,
        })),
      );
      const mine = new Set(keys.map((k) => k.subscriptionId));
      return { due: rows.length, claimed: rows.filter((s) => mine.has(s.subscriptionId)) };
    });
    for (const s of claimed) {
      const card = await payment.tokenOf(deps.db, { merchantNo: s.merchantNo, tokenId: s.tokenId! });
      const mail = renderBilingualMail('subscriptionUpcoming', () => ({
        name: s.customerName,
        product: s.productName,
        contractNumber: s.contractNumber,
        amount: payment.money(cycleAmount(s), s.currency),
        currency: s.currency,
        at: utc(s.nextBillingAt!),
        last4: card?.cardLast4 ?? '----',
      }));
      await deps.mail.send({ to: s.customerEmail, tag: 'subscription.upcoming', ...mail });
      sent++;
    }
    if (due < batch) return sent;
  }
}
