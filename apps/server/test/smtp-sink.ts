import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface SunkMail {
  to: string[];
  subject: string;
  /** decoded plain-text body */
  text: string;
  raw: string;
}

/** Quoted-printable or base64 plain-text parts, as nodemailer writes them. */
function decodeBody(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subjectRaw = /^subject: (.*)$/im.exec(headers)?.[1] ?? '';
  const subject = subjectRaw.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, s: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(s, 'base64').toString('utf8') : decodeQp(s.replace(/_/g, ' ')),
  );
  let body = rest.join('\n\n');
  const encoding = /^content-transfer-encoding: (\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') body = decodeQp(body);
  else if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { subject, text: body.replace(/\r\n/g, '\n').trim() };
}

function decodeQp(s: string): string {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
  try {
    return decodeURIComponent(bytes);
  } catch {
    return bytes;
  }
}

/** A real SMTP server on a free local port that keeps what it receives (DESIGN.md: tests read mails). */
export async function startSmtpSink(): Promise<{
  url: string;
  mails: SunkMail[];
  waitFor(to: string, tag?: RegExp): Promise<SunkMail>;
  close(): Promise<void>;
}> {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...decodeBody(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}?tls=off`,
    mails,
    async waitFor(to, subject) {
      for (let i = 0; i < 200; i++) {
        const found = [...mails].reverse().find((m) => m.to.includes(to) && (!subject || subject.test(m.subject)));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${to} arrived`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
