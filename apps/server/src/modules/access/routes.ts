import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { menuNodeSchema } from '@crossbill/contracts/menu';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import * as merchant from '../merchant/service.ts';
import * as access from './service.ts';
import { INT4_MAX } from '@crossbill/contracts/validation';

const tags = ['access'];
// resource ids are serial (int4); the aggregate menu's two branch nodes are -1 and -2 (contracts/menu.ts)
const parentIdQuery = z.object({ parentId: z.coerce.number().int().min(-2).max(INT4_MAX) });

const menuButton = z.object({ id: z.number().int(), resourceCode: z.string(), name: z.string() });

export function registerAccessRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(
    app,
    { method: 'GET', url: '/merLogin/listMenus', permission: 'self', response: z.array(menuNodeSchema), summary: 'Sidebar menu of the current role', tags },
    async (ctx) => {
      if (!ctx.auth.merchantNo) return [];
      const { isAggregate } = await merchant.merchantFlags(db, ctx.auth.merchantNo);
      return access.listMenus(db, { permissions: ctx.auth.permissions, isAggregate, payout: ctx.auth.payout, lang: ctx.lang });
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/merLogin/listMenuButtons',
      permission: 'self',
      query: parentIdQuery,
      response: z.array(menuButton),
      summary: 'Button codes of one menu page held by the current role',
      tags,
    },
    async (ctx) => access.listMenuButtons(db, { permissions: ctx.auth.permissions, parentId: ctx.query.parentId, lang: ctx.lang }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/resource/list',
      permission: 'permission:role',
      query: z.object({ userType: z.enum(['MERC']).default('MERC') }),
      response: z.array(menuNodeSchema),
      summary: 'The whole resource tree, for editing roles',
      tags,
    },
    async (ctx) => access.resourceTree(db, ctx.lang),
  );
}
