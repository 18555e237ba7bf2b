import { Codes } from '@crossbill/contracts/codes';
import type { Language } from '@crossbill/contracts/constants';
import { buildAggregateMenu, type MenuNode } from '@crossbill/contracts/menu';
import { flattenResources, isLiveMenu, isPayoutCode, RESOURCE_TREE, resourceNameKey, ResourceType } from '@crossbill/contracts/resources';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import { t } from '../../platform/i18n.ts';
import * as store from './store.ts';

/**
 * Permissions (DESIGN.md 5, spec 6): the resource tree, roles holding resources, operators (a
 * person's membership in a merchant, with one role there). Nothing is cached: a change is seen by
 * the next request.
 */

/** Who made a change, for the audit log. */
import { SYSTEM_ACTOR, type Actor } from '../../platform/audit/audit.ts';
export type { Actor };

// ---- resource tree

/**
 * Upsert RESOURCE_TREE into `resources` by code, parents first (flattenResources is depth first).
 * Ids stay stable across starts; ON CONFLICT makes two processes starting together safe.
 */
export async function syncResources(db: Db): Promise<void> {
  const flat = flattenResources(RESOURCE_TREE);
  const ids = new Map<string, number>();
  const liveOf = new Map<string, boolean>();
  for (const r of flat) {
    const parentId = r.parentCode ? (ids.get(r.parentCode) ?? null) : null;
    // a button is live with its menu; a menu when its page exists (or, a directory, a child's does)
    const live = r.type === ResourceType.MENU ? isLiveMenu(r) : r.parentCode ? (liveOf.get(r.parentCode) ?? false) : false;
    liveOf.set(r.code, live);
    const id = await store.upsertResource(db, {
      resourceCode: r.code,
      parentId,
      resourceType: r.type,
      menuUrl: r.url ?? null,
      icon: r.icon ?? null,
      sort: r.sort,
      live,
    });
    ids.set(r.code, id);
  }
  await store.retireResources(
    db,
    flat.map((r) => r.code),
  );
}

/** Permission codes of an operator's role (menus and buttons); none without a role. */
export async function permissionCodes(db: Executor, role: { id: number | null; isAdmin: boolean | null }): Promise<string[]> {
  if (role.id === null) return [];
  return store.roleCodes(db, { id: role.id, isAdmin: role.isAdmin === true });
}

/** A request's session, user, operator and permission codes in one read (see store.sessionAccess). */
export function sessionAccess(db: Executor, tokenHash: string) {
  return store.sessionAccess(db, tokenHash);
}

/** Status, merchant, role and merchant type of an operator. */
export function operatorAccess(db: Executor, operatorId: number) {
  return store.operatorAccess(db, operatorId);
}

// ---- menus

type Names = (code: string) => string;
const namesIn =
  (lang: Language): Names =>
  (code) =>
    t(lang, resourceNameKey(code), {}, 'menu');

function toNode(r: store.ResourceRow, name: string, children: MenuNode[]): MenuNode {
  return {
    id: r.id,
    parentId: r.parentId,
    name,
    resourceCode: r.resourceCode,
    resourceType: r.resourceType,
    menuUrl: r.menuUrl,
    icon: r.icon,
    childrenNode: children,
  };
}

function childrenOf(rows: store.ResourceRow[]): Map<number | null, store.ResourceRow[]> {
  const by = new Map<number | null, store.ResourceRow[]>();
  for (const r of rows) by.set(r.parentId, [...(by.get(r.parentId) ?? []), r]);
  return by; // rows come ordered by sort
}

/**
 * The sidebar (spec 2, 6): live menus (resourceType 1) the role holds; a directory shows when one of
 * its children shows, whether or not the role lists the directory itself.
 */
export async function listMenus(
  db: Executor,
  o: { permissions: ReadonlySet<string>; isAggregate: boolean; payout: boolean; lang: Language },
): Promise<MenuNode[]> {
  // spec 2: an aggregate merchant keeps its payout branch (its payout routes lead to /guide); any other
  // merchant without payout does not see the payout business at all
  const hidePayout = !o.isAggregate && !o.payout;
  const rows = (await store.allResources(db)).filter((r) => r.resourceType === ResourceType.MENU && r.live && !(hidePayout && isPayoutCode(r.resourceCode)));
  const by = childrenOf(rows);
  const name = namesIn(o.lang);
  const build = (parentId: number | null): MenuNode[] =>
    (by.get(parentId) ?? []).flatMap((r) => {
      const children = build(r.id);
      const shows = r.menuUrl ? o.permissions.has(r.resourceCode) : children.length > 0;
      return shows ? [toNode(r, name(r.resourceCode), children)] : [];
    });
  const tree = build(null);
  if (!o.isAggregate) return tree;
  return buildAggregateMenu(tree, { acq: t(o.lang, 'aggregate.acq'), payout: t(o.lang, 'aggregate.payout') });
}

/** Button codes (resourceType 2) under one menu that the role holds (spec 6: loaded on entering a page). */
export async function listMenuButtons(db: Executor, o: { permissions: ReadonlySet<string>; parentId: number; lang: Language }) {
  const name = namesIn(o.lang);
  return (await store.allResources(db))
    .filter((r) => r.parentId === o.parentId && r.resourceType === ResourceType.BUTTON && o.permissions.has(r.resourceCode))
    .map((r) => ({ id: r.id, resourceCode: r.resourceCode, name: name(r.resourceCode) }));
}

/** The whole live tree, menus and buttons, for editing roles. */
export async function resourceTree(db: Executor, lang: Language): Promise<MenuNode[]> {
  const by = childrenOf((await store.allResources(db)).filter((r) => r.live));
  const name = namesIn(lang);
  const build = (parentId: number | null): MenuNode[] => (by.get(parentId) ?? []).map((r) => toNode(r, name(r.resourceCode), build(r.id)));
  return build(null);
}

// ---- roles

async function resourceIds(db: Executor, codes: string[]): Promise<number[]> {
  const unique = [...new Set(codes)];
  const found = await store.resourceIdsByCode(db, unique);
  if (found.length !== unique.length) {
    const known = new Set(found.map((f) => f.code));
    throw new AppError(Codes.BAD_REQUEST, { data: { unknownCodes: unique.filter((c) => !known.has(c)) } });
  }
  return found.map((f) => f.id);
}

export interface RoleInput {
  merchantNo: string;
  name: string;
  description?: string;
  resourceCodes: string[];
  isAdmin?: boolean;
  actor?: Actor;
  now?: Date;
}

/** A role of one merchant. An admin role holds every resource without listing them. */
export async function createRole(db: Db, input: RoleInput): Promise<store.RoleRow> {
  return db.transaction((tx) => createRoleIn(tx, input));
}

/** createRole inside a caller's transaction (merchant creation makes its admin role this way). */
export async function createRoleIn(tx: Executor, input: RoleInput): Promise<store.RoleRow> {
  const now = input.now ?? new Date();
  const isAdmin = input.isAdmin === true;
  const role = await store.insertRole(tx, {
    merchantNo: input.merchantNo,
    name: input.name,
    description: input.description ?? '',
    isAdmin,
    createdAt: now,
    updatedAt: now,
  });
  if (!isAdmin) await store.setRoleResources(tx, role.id, await resourceIds(tx, input.resourceCodes));
  const actor = input.actor ?? SYSTEM_ACTOR;
  await audit(tx, {
    ...actor,
    merchantNo: input.merchantNo,
    action: 'role.create',
    target: String(role.id),
    summary: { name: role.name, isAdmin, resourceCodes: isAdmin ? ['*'] : input.resourceCodes },
  });
  return role;
}

export async function updateRole(
  db: Db,
  input: { merchantNo: string; roleId: number; name?: string; description?: string; resourceCodes?: string[]; actor?: Actor; now?: Date },
): Promise<store.RoleRow> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const role = await store.roleOf(tx, input.merchantNo, input.roleId);
    if (!role) throw new AppError(Codes.NOT_FOUND);
    // the admin role holds everything by definition; its grants cannot be narrowed
    if (role.isAdmin && input.resourceCodes) throw new AppError(Codes.FORBIDDEN);
    const before = { name: role.name, description: role.description, resourceCodes: await store.roleCodes(tx, role) };
    await store.updateRole(tx, role.id, {
      name: input.name ?? role.name,
      description: input.description ?? role.description,
      updatedAt: now,
    });
    if (input.resourceCodes) await store.setRoleResources(tx, role.id, await resourceIds(tx, input.resourceCodes));
    await audit(tx, {
      ...(input.actor ?? SYSTEM_ACTOR),
      merchantNo: input.merchantNo,
      action: 'role.update',
      target: String(role.id),
      summary: { before, after: { name: input.name, description: input.description, resourceCodes: input.resourceCodes } },
    });
    return { ...role, name: input.name ?? role.name, description: input.description ?? role.description, updatedAt: now };
  });
}

/**
 * Delete a role. While operators hold it the answer is CONFLICT with their count (the UI asks for
 * confirmation, spec 6); `force` then deletes it and leaves those operators without a role.
 */
export async function deleteRole(db: Db, input: { merchantNo: string; roleId: number; force?: boolean; actor?: Actor; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const role = await store.roleOf(tx, input.merchantNo, input.roleId);
    if (!role) throw new AppError(Codes.NOT_FOUND);
    if (role.isAdmin) throw new AppError(Codes.FORBIDDEN);
    const inUse = await store.operatorsUsingRole(tx, role.id);
    if (inUse > 0 && !input.force) throw new AppError(Codes.CONFLICT, { data: { operators: inUse } });
    if (inUse > 0) await store.unassignRole(tx, role.id, now);
    await store.deleteRole(tx, role.id);
    await audit(tx, {
      ...(input.actor ?? SYSTEM_ACTOR),
      merchantNo: input.merchantNo,
      action: 'role.delete',
      target: String(role.id),
      summary: { name: role.name, operatorsUnassigned: inUse },
    });
  });
}

/** The administrator role every merchant gets at creation. */
export async function adminRoleOf(db: Executor, merchantNo: string): Promise<store.RoleRow> {
  const role = await store.adminRoleOf(db, merchantNo);
  if (!role) throw new AppError(Codes.NOT_FOUND);
  return role;
}

// ---- operators

/** Who is mailed about a merchant's events (new chargebacks, due dates): enabled operators with e-mail notifications on. */
export { notifiedOperators } from './team-store.ts';
/** The global search's lookup of the merchant's operators by e-mail prefix (modules/search). */
export { searchOperators } from './team-store.ts';

// the team pages' steps on memberships (the person and the mails are composed in composition/)
export {
  changeOperator,
  changeOperatorStatus,
  insertInvitedOperator,
  membershipCount,
  operatorForReset,
  operatorPage,
  refuseExistingOperator,
  roleIn,
  teamOperator,
  toOperatorItem,
  type TeamOperator,
} from './operator-rules.ts';

export async function addOperator(
  db: Db,
  input: { userId: number; merchantNo: string; roleId: number | null; isDefault?: boolean; actor?: Actor; now?: Date },
): Promise<store.OperatorRow> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    if (input.roleId !== null && !(await store.roleOf(tx, input.merchantNo, input.roleId))) throw new AppError(Codes.NOT_FOUND);
    const op = await store.insertOperator(tx, {
      userId: input.userId,
      merchantNo: input.merchantNo,
      roleId: input.roleId,
      isDefault: false,
      createdAt: now,
      updatedAt: now,
    });
    if (input.isDefault) await store.makeDefault(tx, input.userId, op.id, now);
    await audit(tx, {
      ...(input.actor ?? SYSTEM_ACTOR),
      merchantNo: input.merchantNo,
      action: 'operator.add',
      target: String(op.id),
      summary: { userId: input.userId, roleId: input.roleId, isDefault: input.isDefault === true },
    });
    return { ...op, isDefault: input.isDefault === true };
  });
}

/** Enable (1) or disable (0) an operator; a disabled operator's sessions end on their next request. */
export async function setOperatorStatus(db: Db, input: { merchantNo: string; operatorId: number; status: 0 | 1; actor?: Actor; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const op = await store.operatorById(tx, input.operatorId, true);
    if (!op || op.merchantNo !== input.merchantNo) throw new AppError(Codes.NOT_FOUND);
    await store.updateOperator(tx, op.id, { status: input.status, updatedAt: now });
    await audit(tx, {
      ...(input.actor ?? SYSTEM_ACTOR),
      merchantNo: input.merchantNo,
      action: input.status === 1 ? 'operator.enable' : 'operator.disable',
      target: String(op.id),
      summary: { before: op.status, after: input.status },
    });
  });
}

export async function setOperatorRole(
  db: Db,
  input: { merchantNo: string; operatorId: number; roleId: number | null; actor?: Actor; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const op = await store.operatorById(tx, input.operatorId, true);
    if (!op || op.merchantNo !== input.merchantNo) throw new AppError(Codes.NOT_FOUND);
    if (input.roleId !== null && !(await store.roleOf(tx, input.merchantNo, input.roleId))) throw new AppError(Codes.NOT_FOUND);
    await store.updateOperator(tx, op.id, { roleId: input.roleId, updatedAt: now });
    await audit(tx, {
      ...(input.actor ?? SYSTEM_ACTOR),
      merchantNo: input.merchantNo,
      action: 'operator.role',
      target: String(op.id),
      summary: { before: op.roleId, after: input.roleId },
    });
  });
}

/** Make one of a person's memberships the default (the caller checked it is theirs). */
export async function makeDefaultOperator(tx: Executor, userId: number, operatorId: number, now: Date): Promise<void> {
  await store.makeDefault(tx, userId, operatorId, now);
}

/** An operator's preferences in its merchant (display currencies, table columns); {} when unknown. */
export async function preferencesOf(db: Executor, operatorId: number): Promise<Record<string, unknown>> {
  const op = await store.operatorById(db, operatorId);
  return (op?.preferences ?? {}) as Record<string, unknown>;
}

/** Merge preferences into an operator's (one level deep: tableColumns merge per table). */
export async function mergePreferences(tx: Executor, operatorId: number, patch: Record<string, unknown>, now: Date) {
  const op = await store.operatorById(tx, operatorId, true);
  if (!op) throw new AppError(Codes.NOT_FOUND);
  const current = (op.preferences ?? {}) as Record<string, unknown>;
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const old = current[key];
    const bothObjects = isPlainObject(old) && isPlainObject(value);
    next[key] = bothObjects ? { ...old, ...value } : value;
  }
  await store.updateOperator(tx, operatorId, { preferences: next, updatedAt: now });
  return { before: current, after: next };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
