import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageOf } from '@crossbill/contracts/envelope';
import {
  idBody,
  idQuery,
  operatorAddBody,
  operatorEditBody,
  operatorItem,
  operatorQuery,
  operatorStatusBody,
  roleBody,
  roleDeleteBody,
  roleDetail,
  roleItem,
  roleOption,
} from '@crossbill/contracts/team';
import type { ServerDeps } from '../../deps.ts';
import { route, type RouteContext } from '../../platform/http/route.ts';
import { publicBase } from '../../platform/http/public-url.ts';
import * as operatorsAdmin from './operators-admin.ts';
import * as rolesAdmin from './roles-admin.ts';

const tags = ['team'];

/** resourceCodes may be left out when editing: the administrator role's grants are fixed. */
const roleEditBody = roleBody.extend({ id: idBody.shape.id, resourceCodes: roleBody.shape.resourceCodes.unwrap().optional() });

type Ctx = Pick<RouteContext<unknown, unknown, unknown>, 'auth' | 'actor'>;
// the operator row of the caller: an administrator may not disable or demote themself
const actorOf = (ctx: Ctx) => ({ ...ctx.actor, userId: ctx.auth.userId, operatorId: ctx.auth.operatorId! });

/** Roles (permission/role) and operators (permission/operator): spec 2, 6. */
export function registerTeamRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  // ---- roles
  route(
    app,
    {
      method: 'GET',
      url: '/permission/role/list',
      permission: 'permission:role',
      response: z.array(roleItem),
      summary: 'Roles of the merchant with their holder counts',
      tags,
    },
    async (ctx) => rolesAdmin.listRoles(db, ctx.scope[0]!),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/permission/role/detail',
      permission: 'permission:role',
      query: idQuery,
      response: roleDetail,
      summary: 'One role with its permission codes',
      tags,
    },
    async (ctx) => rolesAdmin.roleDetail(db, ctx.scope[0]!, ctx.query.id),
  );
  route(
    app,
    { method: 'POST', url: '/permission/role/add', permission: 'permission:role:add', body: roleBody, response: roleDetail, summary: 'Add a role', tags },
    async (ctx) => rolesAdmin.addRole(db, { merchantNo: ctx.scope[0]!, ...ctx.body, actor: actorOf(ctx), now: deps.now() }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/permission/role/edit',
      permission: 'permission:role:edit',
      body: roleEditBody,
      response: roleDetail,
      summary: 'Edit a role',
      tags,
    },
    async (ctx) => rolesAdmin.editRole(db, { merchantNo: ctx.scope[0]!, ...ctx.body, actor: actorOf(ctx), now: deps.now() }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/permission/role/delete',
      permission: 'permission:role:delete',
      body: roleDeleteBody,
      response: z.null(),
      summary: 'Delete a role (force when operators hold it)',
      tags,
    },
    async (ctx) => {
      await rolesAdmin.removeRole(db, { merchantNo: ctx.scope[0]!, ...ctx.body, actor: actorOf(ctx), now: deps.now() });
      return null;
    },
  );

  // ---- operators
  route(
    app,
    {
      method: 'GET',
      url: '/permission/operator/roles',
      permission: 'permission:operator',
      response: z.array(roleOption),
      summary: 'Roles an operator can be given',
      tags,
    },
    async (ctx) => (await rolesAdmin.listRoles(db, ctx.scope[0]!)).map((r) => ({ id: r.id, name: r.name, isAdmin: r.isAdmin })),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/permission/operator/list',
      permission: 'permission:operator',
      query: operatorQuery,
      response: pageOf(operatorItem),
      summary: 'Operators of the merchant',
      tags,
    },
    async (ctx) => operatorsAdmin.listOperators(db, { merchantNo: ctx.scope[0]!, selfId: ctx.auth.operatorId!, ...ctx.query, now: deps.now() }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/permission/operator/add',
      permission: 'permission:operator:add',
      body: operatorAddBody,
      response: operatorItem,
      summary: 'Invite an operator by e-mail',
      tags,
    },
    async (ctx) =>
      operatorsAdmin.inviteOperator(deps, { merchantNo: ctx.scope[0]!, ...ctx.body, actor: actorOf(ctx), origin: publicBase(deps.config, ctx.request) }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/permission/operator/edit',
      permission: 'permission:operator:edit',
      body: operatorEditBody,
      response: operatorItem,
      summary: 'Edit an operator',
      tags,
    },
    async (ctx) => operatorsAdmin.editOperator(deps, { merchantNo: ctx.scope[0]!, ...ctx.body, actor: actorOf(ctx) }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/permission/operator/status',
      permission: 'permission:operator:status',
      body: operatorStatusBody,
      response: z.null(),
      summary: 'Enable or disable an operator',
      tags,
    },
    async (ctx) => {
      await operatorsAdmin.setStatus(deps, { merchantNo: ctx.scope[0]!, ...ctx.body, actor: actorOf(ctx) });
      return null;
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: '/permission/operator/resetPassword',
      permission: 'permission:operator:resetPassword',
      body: idBody,
      response: z.null(),
      summary: 'Mail an operator a link to set a new password',
      tags,
    },
    async (ctx) => {
      await operatorsAdmin.resetPassword(deps, {
        merchantNo: ctx.scope[0]!,
        id: ctx.body.id,
        actor: actorOf(ctx),
        origin: publicBase(deps.config, ctx.request),
      });
      return null;
    },
  );
}
