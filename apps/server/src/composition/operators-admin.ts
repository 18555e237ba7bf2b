import crypto from 'node:crypto';
import type { Language } from '@crossbill/contracts/constants';
import type { Page } from '@crossbill/contracts/envelope';
import { PASSWORD_LINK_TTL_MS, type OperatorItem } from '@crossbill/contracts/team';
import type { ServerDeps } from '../deps.ts';
import type { Executor } from '../platform/db/client.ts';
import { audit } from '../platform/audit/audit.ts';
import { renderMail } from '../platform/mail/mail.ts';
import { publicBase } from '../platform/http/public-url.ts';
import * as access from '../modules/access/service.ts';
import * as identity from '../modules/identity/service.ts';
import * as merchant from '../modules/merchant/service.ts';

/**
 * Operators as administrators manage them (permission/operator, spec 6): invite by e-mail, edit
 * name, role and e-mail notifications, enable, disable, reset the password by a mailed link. The
 * membership rules (nobody disables or demotes themselves; the last enabled administrator stays one)
 * are access's; this file adds the person (identity: the user, the password link, ending sessions)
 * and the merchant's name for the mails, in the same transactions. Disabling ends the person's
 * sessions in this merchant at once.
 */

/** The administrator acting, for the self rules and the audit log. */
export interface AdminActor extends access.Actor {
  userId: number;
  operatorId: number;
}

export async function listOperators(
  db: Executor,
  o: { merchantNo: string; selfId: number; keyword?: string; roleId?: number; status?: number; page: number; size: number; now: Date },
): Promise<Page<OperatorItem>> {
  const { rows, total } = await access.operatorPage(db, o);
  const pending = await identity.pendingInvitations(
    db,
    rows.map((r) => r.userId),
    o.now,
  );
  return { content: rows.map((r) => access.toOperatorItem(r, o.selfId, pending)), total, page: o.page, size: o.size };
}

type MailDeps = Pick<ServerDeps, 'config' | 'mail'>;

/** The portal's address in mails: PUBLIC_URL, else the request's origin (`origin`), else where this server listens. */
export const portalUrl = (deps: Pick<ServerDeps, 'config'>, origin?: string) =>
  deps.config.PUBLIC_URL ? publicBase(deps.config) : (origin ?? publicBase(deps.config));
/** The page a password link opens: /user/reset-password?token=… */
export const linkOf = (deps: Pick<ServerDeps, 'config'>, token: string, origin?: string) =>
  `${portalUrl(deps, origin)}/user/reset-password?token=${encodeURIComponent(token)}`;

export async function mailLink(
  deps: MailDeps,
  o: { to: string; lang: Language; key: 'operatorInvite' | 'operatorReset'; name: string; merchantName: string; token: string; origin?: string },
) {
  const mail = renderMail(o.lang, o.key, {
    name: o.name,
    merchantName: o.merchantName,
    link: linkOf(deps, o.token, o.origin),
    hours: PASSWORD_LINK_TTL_MS / 3600_000,
  });
  return deps.mail.send({ to: o.to, tag: `team.${o.key}`, ...mail });
}

const toLang = (v: string): Language => (v === 'zh-cn' ? 'zh-cn' : 'en');

/**
 * Invite a person. A new e-mail becomes a user without a usable password and gets a link to set
 * one; a person who already operates another merchant keeps their password and is told by mail;
 * a person without any membership yet (an earlier invitation that never completed) gets a link.
 */
export async function inviteOperator(
  deps: ServerDeps,
  o: { merchantNo: string; email: string; name: string; roleId: number; emailNotify: boolean; language: Language; actor: AdminActor; origin?: string },
): Promise<OperatorItem> {
  const { db } = deps;
  const now = deps.now();
  const email = o.email.trim().toLowerCase();
  await access.roleIn(db, o.merchantNo, o.roleId);
  let user = await identity.userByEmail(db, email);
  if (user) await access.refuseExistingOperator(db, o.merchantNo, user.id);
  // nobody can log in with this password: it is never shown, the link sets the real one
  user ??= await identity.createUser(db, { email, name: o.name, password: `${crypto.randomBytes(24).toString('base64url')}#1a`, language: o.language, now });
  const needsLink = (await access.membershipCount(db, user.id)) === 0;
  const person = user;
  const { operatorId, token } = await db.transaction(async (tx) => {
    const op = await access.insertInvitedOperator(tx, {
      userId: person.id,
      merchantNo: o.merchantNo,
      roleId: o.roleId,
      emailNotify: o.emailNotify,
      isDefault: needsLink,
      now,
    });
    const link = needsLink ? await identity.issuePasswordLink(tx, { userId: person.id, purpose: 'invite', now }) : null;
    await audit(tx, {
      ...o.actor,
      merchantNo: o.merchantNo,
      action: 'operator.invite',
      target: String(op.id),
      summary: { email, roleId: o.roleId, emailNotify: o.emailNotify, newPerson: needsLink },
    });
    return { operatorId: op.id, token: link?.token ?? null };
  });
  const { merchantName } = await merchant.merchantInfo(db, o.merchantNo);
  const lang = toLang(person.language);
  if (token) {
    await mailLink(deps, { to: email, lang, key: 'operatorInvite', name: person.name, merchantName, token, origin: o.origin });
  } else {
    const mail = renderMail(lang, 'operatorAdded', { name: person.name, merchantName, link: `${portalUrl(deps, o.origin)}/user/login` });
    await deps.mail.send({ to: email, tag: 'team.operatorAdded', ...mail });
  }
  const row = await access.teamOperator(db, o.merchantNo, operatorId);
  return access.toOperatorItem(row, o.actor.operatorId, new Set(token ? [person.id] : []));
}

export async function editOperator(
  deps: ServerDeps,
  o: { merchantNo: string; id: number; name: string; roleId: number; emailNotify: boolean; actor: AdminActor; freshFactor?: () => Promise<void> },
): Promise<OperatorItem> {
  const { db } = deps;
  const now = deps.now();
  if (o.freshFactor && (await access.teamOperator(db, o.merchantNo, o.id)).roleId !== o.roleId) await o.freshFactor();
  await db.transaction(async (tx) => {
    const before = await access.changeOperator(tx, {
      merchantNo: o.merchantNo,
      id: o.id,
      roleId: o.roleId,
      emailNotify: o.emailNotify,
      selfId: o.actor.operatorId,
      now,
    });
    if (before.name !== o.name) await identity.renameUser(tx, before.userId, o.name, now);
    await audit(tx, {
      ...o.actor,
      merchantNo: o.merchantNo,
      action: 'operator.edit',
      target: String(o.id),
      summary: {
        before: { name: before.name, roleId: before.roleId, emailNotify: before.emailNotify },
        after: { name: o.name, roleId: o.roleId, emailNotify: o.emailNotify },
      },
    });
  });
  return access.toOperatorItem(await access.teamOperator(db, o.merchantNo, o.id), o.actor.operatorId, new Set());
}

/** Enable or disable; disabling ends the operator's sessions in this merchant at once. */
export async function setStatus(deps: ServerDeps, o: { merchantNo: string; id: number; status: 0 | 1; actor: AdminActor }): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await access.changeOperatorStatus(tx, { merchantNo: o.merchantNo, id: o.id, status: o.status, selfId: o.actor.operatorId, now });
    if (!before) return;
    const ended = o.status === 0 ? await identity.endOperatorSessions(tx, o.id, now, 'operator_disabled') : 0;
    await audit(tx, {
      ...o.actor,
      merchantNo: o.merchantNo,
      action: o.status === 1 ? 'operator.enable' : 'operator.disable',
      target: String(o.id),
      summary: { before: before.status, after: o.status, sessionsEnded: ended },
    });
  });
}

/** Mail a new single-use link to set the password; the current password works until it is used. */
export async function resetPassword(deps: ServerDeps, o: { merchantNo: string; id: number; actor: AdminActor; origin?: string }): Promise<void> {
  const now = deps.now();
  const { row, token } = await deps.db.transaction(async (tx) => {
    const row = await access.operatorForReset(tx, o.merchantNo, o.id);
    const link = await identity.issuePasswordLink(tx, { userId: row.userId, purpose: 'reset', now });
    await audit(tx, { ...o.actor, merchantNo: o.merchantNo, action: 'operator.resetPassword', target: String(o.id), summary: { email: row.email } });
    return { row, token: link.token };
  });
  const user = await identity.userById(deps.db, row.userId);
  const { merchantName } = await merchant.merchantInfo(deps.db, o.merchantNo);
  await mailLink(deps, { to: row.email, lang: toLang(user?.language ?? 'en'), key: 'operatorReset', name: row.name, merchantName, token, origin: o.origin });
}
