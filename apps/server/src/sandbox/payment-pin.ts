import type { Db } from '../platform/db/client.ts';
import type { Mailer, MailMessage } from '../platform/mail/mail.ts';
import { savePaymentPassword, sendPaymentCode } from '../modules/identity/service.ts';

/**
 * Give a person a payment password for one merchant the way the security page does it (the mailed
 * code, then the save), with the code read from a mailer that keeps the message instead of sending it.
 * For the demo data and the browser tests' fixtures only.
 */
export async function givePaymentPassword(db: Db, o: { userId: number; merchantNo: string; pin: string; now: Date }): Promise<void> {
  let sent: MailMessage | null = null;
  const keep: Mailer = {
    async send(m) {
      sent = m;
      return { status: 'outbox' };
    },
  };
  const client = { ip: '127.0.0.1', userAgent: 'crossbill-sandbox' };
  await sendPaymentCode(db, keep, { userId: o.userId, merchantNo: o.merchantNo, lang: 'en', client, now: o.now });
  const code = /\b(\d{6})\b/.exec((sent as MailMessage | null)?.text ?? '')?.[1];
  if (!code) throw new Error('payment password code not found in the mail');
  await savePaymentPassword(db, { userId: o.userId, merchantNo: o.merchantNo, code, password: o.pin, client, now: o.now });
}
