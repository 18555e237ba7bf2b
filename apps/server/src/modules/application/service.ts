import crypto from 'node:crypto';
import { Codes } from '@crossbill/contracts/codes';
import type { Page } from '@crossbill/contracts/envelope';
import { rejectionReasonSchema, type Application, type ApplicationStatus, type ApplicationType } from '@crossbill/contracts/application';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import * as store from './store.ts';

/**
 * Applications (stores, websites, apps; spec 2 application/list): a new one is "waiting" (in
 * review) until the provider approves or rejects it (ops CLI). A rejected one can be edited, which
 * sends it back to review; an approved or waiting one cannot be changed by the merchant.
 */

import type { Actor } from '../../platform/audit/audit.ts';
export type { Actor };

const toApplication = (r: store.ApplicationRow): Application => ({
  id: r.id,
  appId: r.appId,
  name: r.name,
  type: r.type as ApplicationType,
  url: r.url,
  description: r.description,
  auditStatus: r.auditStatus as ApplicationStatus,
  comments: r.comments,
  createTime: r.createdAt.toISOString(),
  updateTime: r.updatedAt.toISOString(),
});

const newAppId = () => `APP${crypto.randomInt(100_000_000, 1_000_000_000)}`;

export async function listApplications(
  db: Executor,
  scope: string[],
  q: { name?: string; auditStatus?: string; page: number; size: number },
): Promise<Page<Application>> {
  const { rows, total } = await store.listApplications(db, { scope, ...q, limit: q.size, offset: (q.page - 1) * q.size });
  return { content: rows.map(toApplication), total, page: q.page, size: q.size };
}

export interface ApplicationInput {
  name: string;
  type: ApplicationType;
  url: string;
  description: string;
}

export async function addApplication(db: Db, o: { merchantNo: string; input: ApplicationInput; actor: Actor; now: Date }): Promise<Application> {
  return db.transaction(async (tx) => {
    const row = await store.insertApplication(tx, {
      ...o.input,
      appId: newAppId(),
      merchantNo: o.merchantNo,
      auditStatus: 'waiting',
      createdAt: o.now,
      updatedAt: o.now,
    });
    await audit(tx, {
      ...o.actor,
      merchantNo: o.merchantNo,
      action: 'application.add',
      target: row.appId,
      summary: { name: row.name, type: row.type, url: row.url },
    });
    return toApplication(row);
  });
}

/** Only a rejected application can be edited; the edit sends it back to review. */
export async function editApplication(db: Db, o: { merchantNo: string; id: number; input: ApplicationInput; actor: Actor; now: Date }): Promise<Application> {
  return db.transaction(async (tx) => {
    const before = await store.applicationOf(tx, o.merchantNo, o.id, true);
    if (!before) throw new AppError(Codes.NOT_FOUND);
    if (before.auditStatus !== 'fail') throw new AppError(Codes.CONFLICT, { messageKey: 'application.notEditable' });
    const values = { ...o.input, auditStatus: 'waiting', comments: null, reviewedAt: null, updatedAt: o.now };
    await store.updateApplication(tx, before.id, values);
    await audit(tx, {
      ...o.actor,
      merchantNo: o.merchantNo,
      action: 'application.edit',
      target: before.appId,
      summary: { before: { name: before.name, type: before.type, url: before.url, comments: before.comments }, after: o.input },
    });
    return toApplication({ ...before, ...values });
  });
}

/** Provider side (ops CLI): approve ('pass') or reject ('fail', with a reason) an application in review. */
export async function reviewApplication(
  db: Db,
  o: { appId: string; decision: 'pass' | 'fail'; comment?: string; actor?: Actor; now: Date },
): Promise<Application> {
  let comment: string | null = o.comment?.trim() || null;
  if (o.decision === 'fail') {
    const parsed = rejectionReasonSchema.safeParse(o.comment ?? '');
    if (!parsed.success) throw fieldError('comment', parsed.error.issues[0]!.message, { max: 200 });
    comment = parsed.data;
  }
  return db.transaction(async (tx) => {
    const row = await store.applicationByAppId(tx, o.appId, true);
    if (!row) throw new AppError(Codes.NOT_FOUND);
    if (row.auditStatus !== 'waiting') throw new AppError(Codes.CONFLICT, { messageKey: 'application.notInReview' });
    const values = { auditStatus: o.decision, comments: comment, reviewedAt: o.now, updatedAt: o.now };
    await store.updateApplication(tx, row.id, values);
    await audit(tx, {
      userId: null,
      ...o.actor,
      merchantNo: row.merchantNo,
      action: `application.${o.decision === 'pass' ? 'approve' : 'reject'}`,
      target: row.appId,
      summary: { comment },
    });
    return toApplication({ ...row, ...values });
  });
}

/** Provider side: the review queue (or every application in one state), oldest first. */
export async function applicationsForReview(db: Executor, o: { status?: ApplicationStatus; limit: number }) {
  return (await store.applicationsInStatus(db, o.status, o.limit)).map((r) => ({ ...toApplication(r), merchantNo: r.merchantNo }));
}

/** The merchant's approved applications (the hosted page and its demo take payments only for these). */
export async function approvedApplications(db: Executor, merchantNo: string): Promise<Application[]> {
  return (await store.approvedOf(db, merchantNo)).map(toApplication);
}

/** One approved application of the merchant, or null (unknown, another merchant's, or not approved). */
export async function approvedApplication(db: Executor, merchantNo: string, appId: string): Promise<Application | null> {
  const row = await store.applicationByAppId(db, appId);
  return row && row.merchantNo === merchantNo && row.auditStatus === 'pass' ? toApplication(row) : null;
}
