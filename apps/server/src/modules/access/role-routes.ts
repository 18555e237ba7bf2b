import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/team';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import * as rolesAdmin from './roles-admin.ts';

/**
 * Roles (permission/role, spec 2) and the role options of the operator form; operators themselves
 * compose identity and merchant (composition/team-routes.ts). Changing what a role may do asks a fresh
 * second factor first: identity's step-up, given by the composition root (access is the lower layer and
 * does not import identity).
 */
export function registerRoleRoutes(app: FastifyInstance, deps: ServerDeps, freshFactor: (auth: AuthContext) => Promise<void>): void {
  const { db } = deps;

  // ---- roles
  route(app, endpoints.listRoles, async (ctx) => rolesAdmin.listRoles(db, ctx.scope[0]!));
  route(app, endpoints.getRole, async (ctx) => rolesAdmin.roleDetail(db, ctx.scope[0]!, ctx.query.id));
  route(app, endpoints.addRole, async (ctx) => rolesAdmin.addRole(db, { merchantNo: ctx.scope[0]!, ...ctx.body, actor: ctx.actor, now: deps.now() }));
  route(app, endpoints.editRole, async (ctx) => {
    await freshFactor(ctx.auth);
    return rolesAdmin.editRole(db, { merchantNo: ctx.scope[0]!, ...ctx.body, actor: ctx.actor, now: deps.now() });
  });
  route(app, endpoints.deleteRole, async (ctx) => {
    await freshFactor(ctx.auth);
    await rolesAdmin.removeRole(db, { merchantNo: ctx.scope[0]!, ...ctx.body, actor: ctx.actor, now: deps.now() });
    return null;
  });

  // ---- the operator form's role picker
  route(app, endpoints.listRoleOptions, async (ctx) =>
    (await rolesAdmin.listRoles(db, ctx.scope[0]!)).map((r) => ({ id: r.id, name: r.name, isAdmin: r.isAdmin })),
  );
}
