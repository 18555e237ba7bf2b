import { Codes } from '@crossbill/contracts/codes';
import { flattenResources, RESOURCE_TREE } from '@crossbill/contracts/resources';
import type { RoleDetail, RoleItem } from '@crossbill/contracts/team';
import type { Db, Executor } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { createRole, deleteRole, updateRole, type Actor } from './service.ts';
import * as store from './store.ts';
import * as team from './team-store.ts';

/**
 * Roles as administrators manage them (permission/role, spec 6). The administrator role of every
 * merchant holds every resource and can be neither narrowed nor deleted. Deleting a role operators
 * hold needs a confirmation (force): they keep their membership without a role, so they see no
 * menu until an administrator gives them one; nobody gains a permission by it.
 */

const parentOf = new Map(flattenResources(RESOURCE_TREE).map((r) => [r.code, r.parentCode]));

/** A checked button implies its page, and a page its directory: add every ancestor of each code. */
export function withAncestors(codes: readonly string[]): string[] {
  const out = new Set<string>();
  for (const code of codes) {
    for (let c: string | null | undefined = code; c && !out.has(c); c = parentOf.get(c)) out.add(c);
  }
  return [...out].sort();
}

const toItem = (r: Awaited<ReturnType<typeof team.rolesWithCounts>>[number]): RoleItem => ({
  id: r.id,
  name: r.name,
  description: r.description,
  isAdmin: r.isAdmin,
  operatorCount: r.operatorCount,
  createTime: r.createdAt.toISOString(),
  updateTime: r.updatedAt.toISOString(),
});

export async function listRoles(db: Executor, merchantNo: string): Promise<RoleItem[]> {
  return (await team.rolesWithCounts(db, merchantNo)).map(toItem);
}

export async function roleDetail(db: Executor, merchantNo: string, roleId: number): Promise<RoleDetail> {
  const row = (await team.rolesWithCounts(db, merchantNo)).find((r) => r.id === roleId);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return { ...toItem(row), resourceCodes: (await store.roleCodes(db, row)).sort() };
}

async function checkNameFree(db: Executor, merchantNo: string, name: string, exceptId?: number) {
  const taken = await team.roleByName(db, merchantNo, name);
  if (taken && taken.id !== exceptId) throw fieldError('name', 'team.roleNameTaken');
}

export async function addRole(
  db: Db,
  o: { merchantNo: string; name: string; description: string; resourceCodes: string[]; actor: Actor; now: Date },
): Promise<RoleDetail> {
  await checkNameFree(db, o.merchantNo, o.name);
  const role = await createRole(db, { ...o, resourceCodes: withAncestors(o.resourceCodes) });
  return roleDetail(db, o.merchantNo, role.id);
}

export async function editRole(
  db: Db,
  o: { merchantNo: string; id: number; name: string; description: string; resourceCodes?: string[]; actor: Actor; now: Date },
): Promise<RoleDetail> {
  const role = await store.roleOf(db, o.merchantNo, o.id);
  if (!role) throw new AppError(Codes.NOT_FOUND);
  if (role.isAdmin && o.resourceCodes) throw new AppError(Codes.FORBIDDEN, { messageKey: 'team.adminRoleFixed' });
  await checkNameFree(db, o.merchantNo, o.name, o.id);
  await updateRole(db, {
    merchantNo: o.merchantNo,
    roleId: o.id,
    name: o.name,
    description: o.description,
    resourceCodes: o.resourceCodes ? withAncestors(o.resourceCodes) : undefined,
    actor: o.actor,
    now: o.now,
  });
  return roleDetail(db, o.merchantNo, o.id);
}

/** Without force a role in use answers CONFLICT with the holders' count (data.operators). */
export async function removeRole(db: Db, o: { merchantNo: string; id: number; force: boolean; actor: Actor; now: Date }): Promise<void> {
  const role = await store.roleOf(db, o.merchantNo, o.id);
  if (!role) throw new AppError(Codes.NOT_FOUND);
  if (role.isAdmin) throw new AppError(Codes.FORBIDDEN, { messageKey: 'team.adminRoleFixed' });
  const inUse = await store.operatorsUsingRole(db, role.id);
  if (inUse > 0 && !o.force) throw new AppError(Codes.CONFLICT, { messageKey: 'team.roleInUse', params: { count: inUse }, data: { operators: inUse } });
  await deleteRole(db, { merchantNo: o.merchantNo, roleId: o.id, force: o.force, actor: o.actor, now: o.now });
}
