import crypto from 'node:crypto';
import QRCode from 'qrcode';
import { Codes } from '@crossbill/contracts/codes';
import { companyAuthState, FACE_LINK_TTL_MS, merchantFaceFlag, type FaceCheck } from '@crossbill/contracts/face';
import type { FaceAuthFlagValue } from '@crossbill/contracts/merchant';
import type { Application } from '@crossbill/contracts/onboarding';
import type { ServerDeps } from '../../deps.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as merchant from '../merchant/service.ts';
import * as upload from '../upload/service.ts';
import * as store from './store.ts';
import { mailFaceDecision, type DecisionDeps } from './decision-mail.ts';

/**
 * Face authentication of company owners (supplement/jumio). The verification provider is an
 * interface; the sandbox one keeps the photos and lets ops (or a delay) decide, as a real
 * provider's webhook would. The merchant's faceAuthFlag follows its owners' latest checks.
 */
export const FACE_DECIDE_JOB = 'face-auto-decide';

export interface VerificationProvider {
  /** photos of a check arrived: the provider starts its review */
  submitted(check: store.FaceRow, now: Date): Promise<void>;
}

export function sandboxProvider(deps: ServerDeps): VerificationProvider {
  return {
    async submitted(check, now) {
      const delay = deps.config.FACE_AUTO_DECIDE_MS;
      if (delay === undefined) return; // ops decides: npm run ops -- face approve|reject
      await deps.jobs.send(FACE_DECIDE_JOB, { id: check.id }, { singletonKey: `face:${check.id}`, startAfter: new Date(now.getTime() + delay) });
    },
  };
}

export const faceLink = (base: string, token: string) => `${base.replace(/\/$/, '')}/face/${token}`;

async function toCheck(row: store.FaceRow, base: string, now: Date): Promise<FaceCheck> {
  const open = row.status === 'pending_scan' && row.expiresAt.getTime() > now.getTime();
  const link = open ? faceLink(base, row.token) : null;
  return {
    id: row.id,
    personKey: row.personKey,
    ownerName: row.ownerName,
    status: row.status as FaceAuthFlagValue,
    reason: row.reason,
    link,
    qrSvg: link ? await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) : null,
    createTime: row.createdAt.toISOString(),
    expireTime: row.expiresAt.toISOString(),
  };
}

/** Owners the application names (directors, legal representatives, beneficial owners). */
async function ownersOf(db: Executor, merchantNo: string) {
  const a = await store.latestOf(db, merchantNo, 'network');
  const persons = ((a?.data as Application | undefined)?.persons ?? []).filter((p) => p.positions?.some((x) => x !== 'authorised_person'));
  return persons.map((p) => ({ key: p.key, fullName: p.fullName }));
}

export async function faceOverview(db: Executor, merchantNo: string, base: string, now: Date) {
  const rows = await store.latestFaces(db, merchantNo);
  const checks = await Promise.all(rows.map((r) => toCheck(r, base, now)));
  return { companyState: companyAuthState(rows.map((r) => r.status as FaceAuthFlagValue)), checks, owners: await ownersOf(db, merchantNo) };
}

/** The merchant's flag and merchant-level review state from its owners' latest checks. */
async function syncMerchant(tx: Executor, merchantNo: string, now: Date, actor: { userId: number | null; ip?: string; userAgent?: string }) {
  const rows = await store.latestFaces(tx, merchantNo);
  const flag = merchantFaceFlag(rows.map((r) => r.status as FaceAuthFlagValue));
  const approveStatus = flag === 'pending' ? 'waiting' : flag === 'rejected' ? 'fail' : null;
  const rejectReason = rows.find((r) => r.status === 'rejected' && r.reason)?.reason ?? null;
  await merchant.applyOnboardingState(
    tx,
    merchantNo,
    { faceAuthFlag: flag, faceApproveStatus: approveStatus, faceRejectReason: rejectReason },
    { actor, action: 'merchant.face.state', now },
  );
}

/** A link (and QR code) for one owner: pending_scan. An owner already approved or in review keeps it. */
export async function startFace(
  db: Db,
  o: { merchantNo: string; personKey: string; ownerName: string; base: string; actor: { userId: number; ip?: string; userAgent?: string }; now: Date },
): Promise<FaceCheck> {
  const row = await db.transaction(async (tx) => {
    const latest = (await store.latestFaces(tx, o.merchantNo)).find((r) => r.personKey === o.personKey);
    if (latest && (latest.status === 'approved' || latest.status === 'pending')) throw new AppError(Codes.CONFLICT, { messageKey: 'face.alreadySubmitted' });
    const created = await store.insertFace(tx, {
      token: crypto.randomBytes(24).toString('base64url'),
      merchantNo: o.merchantNo,
      personKey: o.personKey,
      ownerName: o.ownerName,
      status: 'pending_scan',
      requestedBy: o.actor.userId,
      createdAt: o.now,
      expiresAt: new Date(o.now.getTime() + FACE_LINK_TTL_MS),
    });
    await syncMerchant(tx, o.merchantNo, o.now, o.actor);
    await audit(tx, { ...o.actor, merchantNo: o.merchantNo, action: 'face.start', target: String(created.id), summary: { personKey: o.personKey } });
    return created;
  });
  return toCheck(row, o.base, o.now);
}

async function liveByToken(db: Executor, token: string, now: Date, forUpdate = false) {
  const row = await store.faceByToken(db, token, forUpdate);
  if (!row || (row.status === 'pending_scan' && row.expiresAt.getTime() <= now.getTime()))
    throw new AppError(Codes.NOT_FOUND, { messageKey: 'face.linkInvalid' });
  return row;
}

/** The phone page (public, by token). */
export async function faceSession(db: Executor, token: string, now: Date) {
  const row = await liveByToken(db, token, now);
  const m = await merchant.merchantRow(db, row.merchantNo);
  return { ownerName: row.ownerName, merchantName: m?.name ?? '', status: row.status as FaceAuthFlagValue, reason: row.reason };
}

/** The owner's selfie and ID photo (identity images): pending, and the provider takes over. */
export async function submitFace(
  deps: ServerDeps,
  o: {
    token: string;
    selfie: { fileName: string; body: Buffer } | null;
    idPhoto: { fileName: string; body: Buffer } | null;
    ip: string;
    userAgent: string;
    now: Date;
  },
) {
  const { db } = deps;
  const actor = { userId: null, ip: o.ip, userAgent: o.userAgent };
  const checked = await liveByToken(db, o.token, o.now);
  if (checked.status !== 'pending_scan') throw new AppError(Codes.CONFLICT, { messageKey: 'face.alreadySubmitted' });
  const selfie = await upload.storeUpload(db, deps.files, {
    owner: checked.merchantNo,
    category: 'identity',
    fileName: o.selfie?.fileName ?? '',
    body: o.selfie?.body ?? null,
    actor,
  });
  const idPhoto = await upload.storeUpload(db, deps.files, {
    owner: checked.merchantNo,
    category: 'identity',
    fileName: o.idPhoto?.fileName ?? '',
    body: o.idPhoto?.body ?? null,
    actor,
  });
  const row = await db.transaction(async (tx) => {
    const again = await liveByToken(tx, o.token, o.now, true);
    if (again.status !== 'pending_scan') throw new AppError(Codes.CONFLICT, { messageKey: 'face.alreadySubmitted' });
    const saved = await store.updateFace(tx, again.id, { status: 'pending', selfieFileId: selfie.fileId, idFileId: idPhoto.fileId, submittedAt: o.now });
    await syncMerchant(tx, again.merchantNo, o.now, actor);
    await audit(tx, { ...actor, merchantNo: again.merchantNo, action: 'face.submit', target: String(again.id) });
    return saved;
  });
  await sandboxProvider(deps).submitted(row, o.now);
  return {
    ownerName: row.ownerName,
    merchantName: (await merchant.merchantRow(db, row.merchantNo))?.name ?? '',
    status: row.status as FaceAuthFlagValue,
    reason: row.reason,
  };
}

/**
 * The provider's decision (sandbox: ops or the delay). Only a check in review can be decided; once
 * the decision has committed, the operator who asked for the link is mailed (decision-mail.ts).
 */
export async function decideFace(
  deps: DecisionDeps,
  o: { id: number; decision: 'approved' | 'rejected'; reason?: string | null; reviewer: string; now: Date },
) {
  const saved = await deps.db.transaction(async (tx) => {
    const row = await store.faceById(tx, o.id, true);
    if (!row) throw new AppError(Codes.NOT_FOUND);
    if (row.status !== 'pending') throw new AppError(Codes.CONFLICT, { messageKey: 'onboarding.noApplication' });
    const actor = { userId: null, ip: 'ops', userAgent: o.reviewer };
    const saved = await store.updateFace(tx, row.id, {
      status: o.decision,
      reason: o.decision === 'rejected' ? o.reason?.trim() || null : null,
      decidedAt: o.now,
    });
    await syncMerchant(tx, row.merchantNo, o.now, actor);
    await audit(tx, { ...actor, merchantNo: row.merchantNo, action: `face.${o.decision}`, target: String(row.id), summary: { reason: o.reason ?? null } });
    return saved;
  });
  await mailFaceDecision(deps, saved.id, o.now);
  return saved;
}

/** The sandbox provider's delayed decision: approve a check still in review. */
export async function autoDecideFace(deps: DecisionDeps, id: number, now: Date): Promise<boolean> {
  const row = await store.faceById(deps.db, id);
  if (!row) return false;
  if (row.status !== 'pending') {
    // a retry after the decision committed but before its mail went (sent once)
    await mailFaceDecision(deps, id, now);
    return false;
  }
  await decideFace(deps, { id, decision: 'approved', reviewer: 'sandbox-provider', now });
  return true;
}

export function faceQueue(db: Executor, statuses: string[] = ['pending']) {
  return store.facesIn(db, statuses);
}
