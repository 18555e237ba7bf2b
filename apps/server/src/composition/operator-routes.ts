import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/team';
import type { ServerDeps } from '../deps.ts';
import { route, type RouteContext } from '../platform/http/route.ts';
import { publicBase } from '../platform/http/public-url.ts';
import * as identity from '../modules/identity/service.ts';
import * as operatorsAdmin from './operators-admin.ts';

type Ctx = Pick<RouteContext<unknown, unknown, unknown>, 'auth' | 'actor'>;
// the operator row of the caller: an administrator may not disable or demote themself
const actorOf = (ctx: Ctx) => ({ ...ctx.actor, userId: ctx.auth.userId, operatorId: ctx.auth.operatorId! });

/** Operators (permission/operator, spec 6); the roles' routes are access's own (access/role-routes.ts). */
export function registerOperatorRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.listOperators, async (ctx) =>
    operatorsAdmin.listOperators(db, { merchantNo: ctx.scope[0]!, selfId: ctx.auth.operatorId!, ...ctx.query, now: deps.now() }),
  );
  route(app, endpoints.addOperator, async (ctx) =>
    operatorsAdmin.inviteOperator(deps, { merchantNo: ctx.scope[0]!, ...ctx.body, actor: actorOf(ctx), origin: publicBase(deps.config, ctx.request) }),
  );
  route(app, endpoints.editOperator, async (ctx) =>
    operatorsAdmin.editOperator(deps, {
      merchantNo: ctx.scope[0]!,
      ...ctx.body,
      actor: actorOf(ctx),
      // a change of role asks for a fresh second factor (identity step-up)
      freshFactor: () => identity.requireFreshFactor(db, ctx.auth, deps.now()),
    }),
  );
  route(app, endpoints.setOperatorStatus, async (ctx) => {
    await operatorsAdmin.setStatus(deps, { merchantNo: ctx.scope[0]!, ...ctx.body, actor: actorOf(ctx) });
    return null;
  });
  route(app, endpoints.resetOperatorPassword, async (ctx) => {
    await operatorsAdmin.resetPassword(deps, {
      merchantNo: ctx.scope[0]!,
      id: ctx.body.id,
      actor: actorOf(ctx),
      origin: publicBase(deps.config, ctx.request),
    });
    return null;
  });
}
