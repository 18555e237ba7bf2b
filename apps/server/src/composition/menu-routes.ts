import type { FastifyInstance } from 'fastify';
import * as menuEndpoints from '@crossbill/contracts/endpoints/menu';
import type { ServerDeps } from '../deps.ts';
import { route } from '../platform/http/route.ts';
import * as access from '../modules/access/service.ts';
import * as merchant from '../modules/merchant/service.ts';

/** The side menu: access builds it from the role's codes, the merchant's flags pick the aggregate layout. */
export function registerMenuRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, menuEndpoints.listMenus, async (ctx) => {
    if (!ctx.auth.merchantNo) return [];
    const { isAggregate } = await merchant.merchantFlags(db, ctx.auth.merchantNo);
    return access.listMenus(db, { permissions: ctx.auth.permissions, isAggregate, payout: ctx.auth.payout, lang: ctx.lang });
  });
}
