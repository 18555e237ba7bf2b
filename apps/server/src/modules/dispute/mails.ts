import { DEFAULT_LANGUAGE, type Language } from '@crossbill/contracts/constants';
import { CHARGEBACK_REMINDER_DAYS } from '@crossbill/contracts/dispute';
import { reasonName, reasonOf } from '@crossbill/contracts/dispute-reasons';
import { moneyText } from '@crossbill/contracts/refund';
import type { ServerDeps } from '../../deps.ts';
import { toLanguage } from '../../platform/i18n.ts';
import { renderMail } from '../../platform/mail/mail.ts';
import * as access from '../access/service.ts';
import * as store from './store.ts';
import type { ChargebackRow } from './store.ts';

/**
 * Mails to the merchant's operators with e-mail notifications on: a new chargeback, and a reminder
 * three days before a due date. Each is claimed on its row (a committed update) before it goes, so
 * a sweep that runs twice sends nothing twice; they go after the chargeback's own transaction.
 */
type MailDeps = Pick<ServerDeps, 'db' | 'mail'>;

async function mailOperators(deps: MailDeps, cb: ChargebackRow, key: 'chargebackNew' | 'chargebackReminder'): Promise<number> {
  const reason = reasonOf(cb.scheme, cb.reasonCode);
  let sent = 0;
  for (const op of await access.notifiedOperators(deps.db, cb.merchantNo)) {
    const lang: Language = toLanguage(op.language) ?? DEFAULT_LANGUAGE;
    const mail = renderMail(lang, key, {
      chargebackId: cb.chargebackId,
      transactionId: cb.transactionId,
      merchantNo: cb.merchantNo,
      amount: moneyText(cb.amount, cb.currency),
      currency: cb.currency,
      reasonCode: cb.reasonCode,
      reason: reason ? reasonName(reason, lang) : '',
      dueAt: cb.dueAt ? cb.dueAt.toISOString().slice(0, 16).replace('T', ' ') : '',
    });
    await deps.mail.send({ to: op.email, tag: `dispute.${key}`, ...mail });
    sent++;
  }
  return sent;
}

export async function mailNewChargebacks(deps: MailDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const row of await store.selectUnnotified(deps.db, 100)) {
    const cb = await store.claimNotification(deps.db, row.id, now);
    if (cb) sent += await mailOperators(deps, cb, 'chargebackNew');
  }
  return sent;
}

export async function mailReminders(deps: MailDeps, now: Date): Promise<number> {
  let sent = 0;
  const before = new Date(now.getTime() + CHARGEBACK_REMINDER_DAYS * 86_400_000);
  for (const row of await store.selectToRemind(deps.db, { now, before, limit: 100 })) {
    const cb = await store.claimReminder(deps.db, row.id, now);
    if (cb) sent += await mailOperators(deps, cb, 'chargebackReminder');
  }
  return sent;
}
