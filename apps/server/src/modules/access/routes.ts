import type { FastifyInstance } from 'fastify';
import * as menuEndpoints from '@crossbill/contracts/endpoints/menu';
import { listResources } from '@crossbill/contracts/endpoints/team';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import * as access from './service.ts';

/** Menu buttons and the resource tree; the side menu itself needs the merchant's flags (composition/menu-routes.ts). */
export function registerAccessRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, menuEndpoints.listMenuButtons, async (ctx) =>
    access.listMenuButtons(db, { permissions: ctx.auth.permissions, parentId: ctx.query.parentId, lang: ctx.lang }),
  );

  route(app, listResources, async (ctx) => access.resourceTree(db, ctx.lang));
}
