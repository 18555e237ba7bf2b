import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { smsOutbox } from './schema.ts';

export interface SmsMessage {
  /** E.164, e.g. +8613812345678 */
  to: string;
  /** what the message is for, e.g. `bind-phone` */
  tag: string;
  text: string;
}

/**
 * Where text messages go. A real gateway implements `send` (and throws only on a definite refusal);
 * the sandbox provider keeps every message in the `sms_outbox` table and the log.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface SmsLog {
  info(obj: object, msg: string): void;
}

export function sandboxSmsProvider(db: Db, log?: SmsLog): SmsProvider {
  return {
    name: 'sandbox',
    async send(message) {
      await db.insert(smsOutbox).values({ recipient: message.to, tag: message.tag, body: message.text, provider: 'sandbox' });
      log?.info({ to: message.to, tag: message.tag, body: message.text }, 'sms (sandbox provider: kept in sms_outbox)');
    },
  };
}

/** The latest sandbox messages to a phone, newest first (tests, ops). */
export function smsOutboxFor(db: Db, recipient: string, limit = 10) {
  return db.select().from(smsOutbox).where(eq(smsOutbox.recipient, recipient)).orderBy(desc(smsOutbox.id)).limit(limit);
}
