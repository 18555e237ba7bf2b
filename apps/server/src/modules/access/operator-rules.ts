import { Codes } from '@crossbill/contracts/codes';
import type { OperatorItem } from '@crossbill/contracts/team';
import type { Executor } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import * as store from './store.ts';
import * as team from './team-store.ts';

/**
 * The access side of operator administration (permission/operator, spec 6): the membership rows and
 * their rules. Nobody changes their own role or status; the last enabled administrator stays one.
 * The person (identity), the merchant's name and the mails are composed around these steps in
 * composition/operators-admin.ts, inside the same transactions (each step takes the handle).
 */

/** One operator of a merchant with person and role, as the team pages show it. */
export type TeamOperator = NonNullable<Awaited<ReturnType<typeof team.operatorOf>>>;

export function toOperatorItem(r: TeamOperator, selfId: number, pending: ReadonlySet<number>): OperatorItem {
  return {
    id: r.id,
    userId: r.userId,
    name: r.name,
    email: r.email,
    roleId: r.roleId,
    roleName: r.roleName,
    roleIsAdmin: r.roleIsAdmin === true,
    status: r.status,
    emailNotify: r.emailNotify,
    invitationPending: pending.has(r.userId),
    isSelf: r.id === selfId,
    createTime: r.createdAt.toISOString(),
  };
}

/** A merchant's operators, one page, oldest first. */
export function operatorPage(db: Executor, o: { merchantNo: string; keyword?: string; roleId?: number; status?: number; page: number; size: number }) {
  return team.listOperators(db, o, { limit: o.size, offset: (o.page - 1) * o.size });
}

/** One operator of the merchant (404 otherwise); `forUpdate` locks the membership row. */
export async function teamOperator(db: Executor, merchantNo: string, id: number, forUpdate = false): Promise<TeamOperator> {
  const row = await team.operatorOf(db, merchantNo, id, forUpdate);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return row;
}

/** A role of this merchant, or the form's field error. */
export async function roleIn(db: Executor, merchantNo: string, roleId: number) {
  const role = await store.roleOf(db, merchantNo, roleId);
  if (!role) throw fieldError('roleId', 'team.roleMissing');
  return role;
}

/** Refuse to invite a person who already operates this merchant. */
export async function refuseExistingOperator(db: Executor, merchantNo: string, userId: number): Promise<void> {
  if (await team.operatorOfUser(db, merchantNo, userId)) throw fieldError('email', 'team.operatorExists');
}

/** How many merchants a person operates (none: an invitation that never completed). */
export const membershipCount = (db: Executor, userId: number) => team.membershipCount(db, userId);

/** The invited person's membership; their first one becomes their default. */
export function insertInvitedOperator(
  tx: Executor,
  o: { userId: number; merchantNo: string; roleId: number; emailNotify: boolean; isDefault: boolean; now: Date },
): Promise<store.OperatorRow> {
  return store.insertOperator(tx, {
    userId: o.userId,
    merchantNo: o.merchantNo,
    roleId: o.roleId,
    emailNotify: o.emailNotify,
    isDefault: o.isDefault,
    createdAt: o.now,
    updatedAt: o.now,
  });
}

/** Refuse to leave the merchant without an enabled administrator. */
async function keepAnAdmin(tx: Executor, merchantNo: string, target: TeamOperator) {
  const admins = await team.lockEnabledAdmins(tx, merchantNo);
  if (admins.length === 1 && admins[0] === target.id) throw new AppError(Codes.FORBIDDEN, { messageKey: 'team.lastAdmin' });
}

/** Change role and e-mail notifications; returns the row as it was (for the person's name and the audit). */
export async function changeOperator(
  tx: Executor,
  o: { merchantNo: string; id: number; roleId: number; emailNotify: boolean; selfId: number; now: Date },
): Promise<TeamOperator> {
  const before = await teamOperator(tx, o.merchantNo, o.id, true);
  const role = await roleIn(tx, o.merchantNo, o.roleId);
  if (before.roleId !== o.roleId) {
    if (before.id === o.selfId) throw new AppError(Codes.FORBIDDEN, { messageKey: 'team.selfChange' });
    if (before.roleIsAdmin && !role.isAdmin && before.status === 1) await keepAnAdmin(tx, o.merchantNo, before);
  }
  await team.setOperatorFields(tx, o.id, { roleId: o.roleId, emailNotify: o.emailNotify, updatedAt: o.now });
  return before;
}

/** Enable (1) or disable (0); returns the row as it was, or null when the status was already that. */
export async function changeOperatorStatus(
  tx: Executor,
  o: { merchantNo: string; id: number; status: 0 | 1; selfId: number; now: Date },
): Promise<TeamOperator | null> {
  const before = await teamOperator(tx, o.merchantNo, o.id, true);
  if (before.status === o.status) return null;
  if (before.id === o.selfId) throw new AppError(Codes.FORBIDDEN, { messageKey: 'team.selfChange' });
  if (o.status === 0 && before.roleIsAdmin) await keepAnAdmin(tx, o.merchantNo, before);
  await team.setOperatorFields(tx, o.id, { status: o.status, updatedAt: o.now });
  return before;
}

/** The operator whose password link is reset, locked; a disabled one gets none. */
export async function operatorForReset(tx: Executor, merchantNo: string, id: number): Promise<TeamOperator> {
  const row = await teamOperator(tx, merchantNo, id, true);
  if (row.status !== 1) throw new AppError(Codes.FORBIDDEN, { messageKey: 'team.operatorDisabled' });
  return row;
}
