import type { ServerDeps } from '../../deps.ts';
import { renderMail } from '../../platform/mail/mail.ts';
import * as payment from '../payment/service.ts';
import { settingsOf, type Notice } from './billing.ts';

/**
 * The customer's e-mails of the merchant's settings: a failed charge and a cancellation. Billing,
 * change and cancel collect them as notices while their database transaction runs, and they are
 * sent after it commits (a rolled-back charge mails nobody). In English: the customer's language is
 * not known to the provider. The upcoming-charge mail is a setting only so far.
 */
export async function sendNotices(deps: Pick<ServerDeps, 'db' | 'mail'>, notices: Notice[]): Promise<number> {
  let sent = 0;
  for (const n of notices) {
    const s = n.subscription;
    const settings = await settingsOf(deps.db, s.merchantNo);
    if (n.kind === 'failed' ? !settings.emailFailed : !settings.emailCancelled) continue;
    const key = n.kind === 'failed' ? 'subscriptionFailed' : 'subscriptionCancelled';
    const mail = renderMail('en', key, {
      name: s.customerName,
      product: s.productName,
      contractNumber: s.contractNumber,
      amount: n.kind === 'failed' ? payment.money(n.amount, s.currency) : '',
      currency: s.currency,
      reason: n.kind === 'failed' ? n.reason : '',
      retry: n.kind === 'failed' && n.nextRetryAt ? n.nextRetryAt.toISOString().slice(0, 16).replace('T', ' ') : '-',
    });
    await deps.mail.send({ to: s.customerEmail, tag: `subscription.${n.kind}`, ...mail });
    sent++;
  }
  return sent;
}
