import type { FastifyInstance } from 'fastify';
import * as menuEndpoints from '@crossbill/contracts/endpoints/menu';
import { listResources } from '@crossbill/contracts/endpoints/team';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import * as merchant from '../merchant/service.ts';
import * as access from './service.ts';

export function registerAccessRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, menuEndpoints.listMenus, async (ctx) => {
    if (!ctx.auth.merchantNo) return [];
    const { isAggregate } = await merchant.merchantFlags(db, ctx.auth.merchantNo);
    return access.listMenus(db, { permissions: ctx.auth.permissions, isAggregate, payout: ctx.auth.payout, lang: ctx.lang });
  });

  route(app, menuEndpoints.listMenuButtons, async (ctx) =>
    access.listMenuButtons(db, { permissions: ctx.auth.permissions, parentId: ctx.query.parentId, lang: ctx.lang }),
  );

  route(app, listResources, async (ctx) => access.resourceTree(db, ctx.lang));
}
