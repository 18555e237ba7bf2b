import nodemailer, { type Transporter } from 'nodemailer';
import { desc, eq } from 'drizzle-orm';
import type { Language } from '@crossbill/contracts/constants';
import type { Db } from '../db/client.ts';
import { t } from '../i18n.ts';
import { mailOutbox } from './schema.ts';

export interface MailMessage {
  to: string;
  /** what the mail is for (kept in the outbox), e.g. `register.code` */
  tag: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Send one mail. Never throws for a delivery failure: it is recorded and logged instead. */
  send(message: MailMessage): Promise<{ status: 'sent' | 'outbox' | 'failed' }>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const FROM = 'Crossbill <no-reply@crossbill.dev>';

/**
 * nodemailer over SMTP_URL; without it mails go to the outbox table and the log (DESIGN.md: mail).
 * `smtp://host:port` without TLS is accepted for local sinks.
 */
export function createMailer(db: Db, smtpUrl: string | undefined, log?: MailLog): Mailer {
  let transport: Transporter | null = null;
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      ignoreTLS: url.searchParams.get('tls') === 'off',
    });
  }
  return {
    async send(message) {
      if (!transport) {
        await db.insert(mailOutbox).values({ recipient: message.to, tag: message.tag, subject: message.subject, body: message.text, status: 'outbox' });
        log?.info({ to: message.to, tag: message.tag, subject: message.subject, body: message.text }, 'mail (no SMTP_URL: kept in the outbox)');
        return { status: 'outbox' };
      }
      try {
        await transport.sendMail({ from: FROM, to: message.to, subject: message.subject, text: message.text });
        await db.insert(mailOutbox).values({ recipient: message.to, tag: message.tag, subject: message.subject, body: null, status: 'sent' });
        return { status: 'sent' };
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e);
        await db.insert(mailOutbox).values({ recipient: message.to, tag: message.tag, subject: message.subject, body: null, status: 'failed', error });
        log?.warn({ to: message.to, tag: message.tag, error }, 'mail delivery failed');
        return { status: 'failed' };
      }
    },
  };
}

/**
 * A mail in the recipient's language from the `mail.<key>.subject` / `mail.<key>.body` messages
 * (packages/contracts/locales/<lang>/messages.json), `{{param}}` interpolated.
 */
export function renderMail(lang: Language, key: string, params: Record<string, unknown>): { subject: string; text: string } {
  return { subject: t(lang, `mail.${key}.subject`, params), text: t(lang, `mail.${key}.body`, params) };
}

/**
 * A mail for a recipient whose language is not known (a merchant's customer, an address of a
 * notification channel): English, then Chinese, in one mail.
 */
export function renderBilingualMail(key: string, params: (lang: Language) => Record<string, unknown>): { subject: string; text: string } {
  const en = renderMail('en', key, params('en'));
  const zh = renderMail('zh-cn', key, params('zh-cn'));
  return { subject: `${en.subject} / ${zh.subject}`, text: `${en.text}\n\n——\n\n${zh.text}` };
}

/** The latest outbox mails of a recipient (ops and the sandbox read them; newest first). */
export async function outboxFor(db: Db, recipient: string, limit = 10) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id)).limit(limit);
}
