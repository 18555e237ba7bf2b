import type { z } from 'zod';
import { Codes } from '@crossbill/contracts/codes';
import type { Page } from '@crossbill/contracts/envelope';
import {
  SFTP_DESTINATIONS_MAX,
  type SftpDelivery,
  type SftpDestination,
  type sftpDeliveryQuery,
  type sftpSaveBody,
  type SftpResultCode,
} from '@crossbill/contracts/sftp';
import type { NotifyChannelState } from '@crossbill/contracts/notify-channel';
import type { ServerDeps } from '../../deps.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { audit, type Actor } from '../../platform/audit/audit.ts';
import { OutboundBlockedError, resolveOutbound } from '../../platform/outbound/address-guard.ts';
import { decrypt as decryptSecret, encrypt as encryptSecret, encryptionKey as kekOf } from '../../platform/crypto/secret-box.ts';
import { openSftp, privateKeyProblem, probeFolder, SftpFailure } from './connection.ts';
import * as store from './store.ts';
import type { DeliveryRow, DestinationRow } from './store.ts';

export { runDeliveries, scheduleDay, type ReportSheets } from './delivery.ts';

/** developer/notify's SFTP destinations: saved enrolling, enrolled by a successful connection test, switched off and on. */

type Deps = Pick<ServerDeps, 'db' | 'config' | 'now'>;
export interface Who {
  merchantNo: string;
  actor: Actor;
}

export function toDestination(r: DestinationRow): SftpDestination {
  return {
    id: r.id,
    host: r.host,
    port: r.port,
    username: r.username,
    authKind: r.authKind,
    folder: r.folder,
    reports: r.reports,
    state: r.state,
    hostKeyFingerprint: r.hostKeySha256,
    pendingHostKeyFingerprint: r.pendingHostKeySha256,
    lastTest: r.lastTestCode && r.lastTestAt ? { code: r.lastTestCode, detail: r.lastTestDetail, at: r.lastTestAt.toISOString() } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toDelivery(r: DeliveryRow & { host: string }): SftpDelivery {
  return {
    id: r.id,
    destinationId: r.destinationId,
    host: r.host,
    report: r.report,
    businessDate: r.businessDate,
    fileName: r.fileName,
    status: r.status,
    attempts: r.attempts,
    bytes: r.bytes,
    rows: r.rows,
    durationMs: r.durationMs,
    error: r.error,
    lastAttemptAt: r.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
  };
}

export async function listDestinations(deps: Deps, merchantNo: string): Promise<SftpDestination[]> {
  return (await store.selectDestinations(deps.db, merchantNo)).map(toDestination);
}

async function mustFind(db: Deps['db'], q: { merchantNo: string; id: number; lock?: boolean }): Promise<DestinationRow> {
  const d = await store.selectDestination(db, q);
  if (!d) throw new AppError(Codes.NOT_FOUND);
  return d;
}

/** The host may not point into the provider's network (SSRF) outside sandbox: refused on the host field. */
async function checkHost(deps: Deps, host: string): Promise<void> {
  try {
    await resolveOutbound(host, { allowPrivate: deps.config.SANDBOX });
  } catch (e) {
    if (e instanceof OutboundBlockedError) throw fieldError('host', e.reason === 'private' ? 'sftp.hostPrivate' : 'sftp.hostUnresolvable', { host });
    throw e;
  }
}

const SWITCHED_OFF: readonly NotifyChannelState[] = ['disenrolling', 'disenrolled'];

/** Add or edit a destination. A change of where or how it connects needs a new test (enrolling); the secret is kept when left blank. */
export async function saveDestination(deps: Deps, who: Who, body: z.output<typeof sftpSaveBody>): Promise<SftpDestination> {
  const { id, secret, ...fields } = body;
  await checkHost(deps, fields.host);
  if (secret && fields.authKind === 'key') {
    const problem = privateKeyProblem(secret);
    if (problem) throw fieldError('secret', 'sftp.keyInvalid');
  }
  const now = deps.now();
  const kek = kekOf(deps.config);
  return deps.db.transaction(async (tx) => {
    const summary = {
      host: fields.host,
      port: fields.port,
      username: fields.username,
      authKind: fields.authKind,
      folder: fields.folder,
      reports: fields.reports,
    };
    if (id === undefined) {
      if (!secret) throw fieldError('secret', 'validation.required');
      if ((await store.countDestinations(tx, who.merchantNo)) >= SFTP_DESTINATIONS_MAX)
        throw new AppError(Codes.CONFLICT, { messageKey: 'sftp.tooMany', params: { max: SFTP_DESTINATIONS_MAX } });
      const row = await store.insertDestination(tx, {
        merchantNo: who.merchantNo,
        ...fields,
        secretEnc: encryptSecret(kek, secret),
        state: 'enrolling',
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, {
        userId: who.actor.userId,
        merchantNo: who.merchantNo,
        action: 'sftp.create',
        target: String(row.id),
        summary,
        ip: who.actor.ip,
        userAgent: who.actor.userAgent,
      });
      return toDestination(row);
    }
    const before = await mustFind(tx, { merchantNo: who.merchantNo, id, lock: true });
    if (!secret && before.authKind !== fields.authKind) throw fieldError('secret', 'validation.required');
    const server = before.host !== fields.host || before.port !== fields.port;
    const reconnect = server || before.username !== fields.username || before.authKind !== fields.authKind || before.folder !== fields.folder || !!secret;
    const row = await store.updateDestination(tx, before, {
      ...fields,
      ...(secret ? { secretEnc: encryptSecret(kek, secret) } : {}),
      // another server's key is not the trusted one: trust on first use starts again
      ...(server ? { hostKeySha256: null, pendingHostKeySha256: null } : {}),
      ...(reconnect && !SWITCHED_OFF.includes(before.state) ? { state: 'enrolling' as const } : {}),
      updatedAt: now,
    });
    await audit(tx, {
      userId: who.actor.userId,
      merchantNo: who.merchantNo,
      action: 'sftp.update',
      target: String(id),
      summary: { ...summary, secretReplaced: !!secret, state: { from: before.state, to: row.state } },
      ip: who.actor.ip,
      userAgent: who.actor.userAgent,
    });
    return toDestination(row);
  });
}

/**
 * The connection test: connect (to the guard's checked address), check the host key, write and
 * remove a small file in the folder. Success enrols the destination and trusts the key it showed;
 * failure leaves it `enrolmentFailed` with the reason. `acceptFingerprint` trusts the new key the
 * last test saw (the merchant has checked it with their server's administrator).
 */
export async function testDestination(deps: Deps, who: Who, q: { id: number; acceptFingerprint?: string }): Promise<SftpDestination> {
  const d = await mustFind(deps.db, { merchantNo: who.merchantNo, id: q.id });
  if (SWITCHED_OFF.includes(d.state)) throw new AppError(Codes.CONFLICT, { messageKey: 'sftp.switchedOff' });
  if (q.acceptFingerprint !== undefined && q.acceptFingerprint !== d.pendingHostKeySha256) throw fieldError('acceptFingerprint', 'sftp.fingerprintStale');
  const secret = decryptSecret(kekOf(deps.config), d.secretEnc);
  let code: SftpResultCode = 'ok';
  let detail: string | null = null;
  let fingerprint: string | null = null;
  let seen: string | null = null;
  try {
    const session = await openSftp(
      {
        host: d.host,
        port: d.port,
        username: d.username,
        auth: d.authKind === 'password' ? { kind: 'password', password: secret } : { kind: 'key', privateKey: secret },
        trusted: d.hostKeySha256,
        accept: q.acceptFingerprint ?? null,
      },
      { allowPrivate: deps.config.SANDBOX },
    );
    try {
      fingerprint = session.fingerprint;
      await probeFolder(session, d.folder, deps.now());
    } finally {
      session.close();
    }
  } catch (e) {
    if (!(e instanceof SftpFailure)) throw e;
    code = e.code;
    detail = e.detail.slice(0, 500);
    seen = e.seenFingerprint;
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await mustFind(tx, { merchantNo: who.merchantNo, id: q.id, lock: true });
    // switched off while the test ran: the switch stands
    const state: NotifyChannelState = SWITCHED_OFF.includes(current.state) ? current.state : code === 'ok' ? 'enrolled' : 'enrolmentFailed';
    const row = await store.updateDestination(tx, current, {
      state,
      lastTestCode: code,
      lastTestDetail: detail,
      lastTestAt: now,
      ...(code === 'ok' ? { hostKeySha256: fingerprint, pendingHostKeySha256: null } : {}),
      ...(code === 'hostKeyChanged' ? { pendingHostKeySha256: seen } : {}),
      updatedAt: now,
    });
    await audit(tx, {
      userId: who.actor.userId,
      merchantNo: who.merchantNo,
      action: 'sftp.test',
      target: String(q.id),
      summary: { result: code, state: { from: current.state, to: state }, ...(q.acceptFingerprint ? { acceptedHostKey: q.acceptFingerprint } : {}) },
      ip: who.actor.ip,
      userAgent: who.actor.userAgent,
    });
    return toDestination(row);
  });
}

/** Switch off (uploads in flight finish: disenrolling until they have, then disenrolled) or on again (enrolling until tested). */
export async function switchDestination(deps: Deps, who: Who, q: { id: number; on: boolean }): Promise<SftpDestination> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const d = await mustFind(tx, { merchantNo: who.merchantNo, id: q.id, lock: true });
    const off = SWITCHED_OFF.includes(d.state);
    if (q.on === !off) return toDestination(d);
    const state: NotifyChannelState = q.on ? 'enrolling' : (await store.countSending(tx, d.id)) > 0 ? 'disenrolling' : 'disenrolled';
    const row = await store.updateDestination(tx, d, { state, updatedAt: now });
    await audit(tx, {
      userId: who.actor.userId,
      merchantNo: who.merchantNo,
      action: q.on ? 'sftp.switchOn' : 'sftp.switchOff',
      target: String(d.id),
      summary: { state: { from: d.state, to: state } },
      ip: who.actor.ip,
      userAgent: who.actor.userAgent,
    });
    return toDestination(row);
  });
}

export async function listDeliveries(deps: Deps, merchantNo: string, q: z.output<typeof sftpDeliveryQuery>): Promise<Page<SftpDelivery>> {
  const { rows, total } = await store.selectDeliveries(deps.db, {
    merchantNo,
    destinationId: q.destinationId,
    status: q.status,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { content: rows.map(toDelivery), total, page: q.page, size: q.size };
}

/** Arm a logged file again (failed for good, or deleted on the merchant's side); the caller queues its upload. */
export async function resendFile(deps: Deps, who: Who, id: number): Promise<SftpDelivery> {
  return deps.db.transaction(async (tx) => {
    const f = await store.selectDelivery(tx, { merchantNo: who.merchantNo, id, lock: true });
    if (!f) throw new AppError(Codes.NOT_FOUND);
    if (f.status === 'sending' || f.status === 'pending') throw new AppError(Codes.CONFLICT, { messageKey: 'sftp.alreadyQueued' });
    const d = await mustFind(tx, { merchantNo: who.merchantNo, id: f.destinationId });
    if (d.state !== 'enrolled') throw new AppError(Codes.CONFLICT, { messageKey: 'sftp.notEnrolled' });
    await store.rearmDelivery(tx, id);
    await audit(tx, {
      userId: who.actor.userId,
      merchantNo: who.merchantNo,
      action: 'sftp.resend',
      target: String(id),
      summary: { destinationId: f.destinationId, report: f.report, businessDate: f.businessDate, previousStatus: f.status },
      ip: who.actor.ip,
      userAgent: who.actor.userAgent,
    });
    return toDelivery({ ...f, status: 'pending', attempts: 0, error: null });
  });
}
