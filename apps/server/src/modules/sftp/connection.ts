import crypto from 'node:crypto';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ssh2, { type SFTPWrapper } from 'ssh2';
import type { SftpResultCode } from '@crossbill/contracts/sftp';
import { OutboundBlockedError, resolveOutbound } from '../../platform/outbound/address-guard.ts';

// ssh2 is CommonJS whose exports Node's ESM loader cannot name: read them off the default export
const { Client, utils } = ssh2;

/**
 * The SFTP client side: connect to the guard's checked address, verify the host key against the
 * trusted fingerprint, and write files so that the merchant never reads half of one (a `.part`
 * name renamed at the end). Every failure becomes an `SftpFailure` with a code the portal translates.
 */

/** How long the handshake and login may take before the attempt counts as failed. */
export const SFTP_READY_TIMEOUT_MS = 10_000;

export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  auth: { kind: 'password'; password: string } | { kind: 'key'; privateKey: string };
  /** the trusted host key; null on the first connection (trust on first use) */
  trusted: string | null;
  /** a new key the merchant accepts for this connection */
  accept?: string | null;
}

export class SftpFailure extends Error {
  constructor(
    readonly code: Exclude<SftpResultCode, 'ok'>,
    readonly detail: string,
    /** the key the server showed when it was not the trusted one */
    readonly seenFingerprint: string | null = null,
  ) {
    super(`${code}: ${detail}`);
  }
}

/** OpenSSH's form of a host key fingerprint: `SHA256:` and the unpadded base64 of the key blob's digest. */
export const fingerprintOf = (keyBlob: Buffer) => `SHA256:${crypto.createHash('sha256').update(keyBlob).digest('base64').replace(/=+$/, '')}`;

/** A private key ssh2 can use: null when it parses, else why not (an encrypted key needs its passphrase, which is not kept). */
export function privateKeyProblem(text: string): string | null {
  const parsed = utils.parseKey(text);
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!key || key instanceof Error) return key instanceof Error ? key.message : 'unreadable key';
  if (!key.isPrivateKey()) return 'not a private key';
  return null;
}

export interface SftpSession {
  sftp: SFTPWrapper;
  fingerprint: string;
  close(): void;
}

function classify(e: unknown): SftpFailure {
  if (e instanceof SftpFailure) return e;
  if (e instanceof OutboundBlockedError) return new SftpFailure('blocked', e.message);
  const err = e as Error & { level?: string; code?: string | number };
  const message = err?.message ?? String(e);
  if (err.level === 'client-authentication') return new SftpFailure('authFailed', message);
  if (err.level === 'client-timeout' || err.code === 'ETIMEDOUT') return new SftpFailure('timeout', message);
  if (err.code === 'ECONNREFUSED') return new SftpFailure('refused', message);
  if (err.code === 'EHOSTUNREACH' || err.code === 'ENETUNREACH' || err.code === 'ECONNRESET') return new SftpFailure('unreachable', message);
  // SFTP status codes (draft-ietf-secsh-filexfer-02 section 7): 2 no such file, 3 permission denied
  if (err.code === 2) return new SftpFailure('folderMissing', message);
  if (err.code === 3) return new SftpFailure('writeDenied', message);
  return new SftpFailure('failed', message);
}

/** Open an SFTP session, or throw an `SftpFailure`. */
export async function openSftp(target: SftpTarget, o: { allowPrivate: boolean }): Promise<SftpSession> {
  let resolved;
  try {
    resolved = await resolveOutbound(target.host, o);
  } catch (e) {
    throw classify(e);
  }
  const client = new Client();
  let seen: string | null = null;
  let mismatch = false;
  try {
    await new Promise<void>((resolve, reject) => {
      client.once('ready', resolve);
      client.once('error', reject);
      client.connect({
        host: resolved.address,
        port: target.port,
        username: target.username,
        ...(target.auth.kind === 'password' ? { password: target.auth.password } : { privateKey: target.auth.privateKey }),
        readyTimeout: SFTP_READY_TIMEOUT_MS,
        // password auth only when the merchant chose it; no keyboard-interactive or agent
        tryKeyboard: false,
        hostVerifier: (key: Buffer) => {
          seen = fingerprintOf(key);
          mismatch = target.trusted !== null && seen !== target.trusted && seen !== target.accept;
          return !mismatch;
        },
      });
    });
    const sftp = await new Promise<SFTPWrapper>((resolve, reject) => client.sftp((err, s) => (err ? reject(err) : resolve(s))));
    return { sftp, fingerprint: seen!, close: () => client.end() };
  } catch (e) {
    client.end();
    if (mismatch) throw new SftpFailure('hostKeyChanged', `the server's host key is ${seen}, not the trusted ${target.trusted}`, seen);
    throw classify(e);
  }
}

const call = (fn: (cb: (err: Error | null | undefined) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));

export const remotePath = (folder: string, name: string) => path.posix.join(folder || '.', name);

/** The connection test: write a small file into the folder and remove it. */
export async function probeFolder(session: SftpSession, folder: string, now: Date): Promise<void> {
  const file = remotePath(folder, `.crossbill-test-${crypto.randomBytes(6).toString('hex')}.txt`);
  try {
    await call((cb) => session.sftp.writeFile(file, `Crossbill connection test ${now.toISOString()}\n`, cb));
    await call((cb) => session.sftp.unlink(file, cb));
  } catch (e) {
    throw classify(e);
  }
}

/**
 * Stream `chunks` into `<folder>/<name>.part`, then rename it to `name`: a reader polling the folder
 * sees the whole file or none. Answers the bytes written.
 */
export async function uploadFile(session: SftpSession, folder: string, name: string, chunks: AsyncIterable<string>): Promise<number> {
  const part = remotePath(folder, `${name}.part`);
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      bytes += chunk.length;
      cb(null, chunk);
    },
  });
  try {
    await pipeline(Readable.from(chunks, { objectMode: false }), count, session.sftp.createWriteStream(part));
    const final = remotePath(folder, name);
    // SFTP v3's rename refuses an existing target: a resend replaces the file it delivered before
    await call((cb) => session.sftp.rename(part, final, cb)).catch(async () => {
      await call((cb) => session.sftp.unlink(final, cb));
      await call((cb) => session.sftp.rename(part, final, cb));
    });
  } catch (e) {
    throw classify(e);
  }
  return bytes;
}
