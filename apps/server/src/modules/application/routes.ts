import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/application';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import * as applications from './service.ts';

/** application/list (spec 2): the merchant's stores and websites; adding and editing need the add button's code. */
export function registerApplicationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.listApplications, async (ctx) => applications.listApplications(db, ctx.scope, ctx.query));
  route(app, endpoints.addApplication, async (ctx) =>
    applications.addApplication(db, { merchantNo: ctx.scope[0]!, input: ctx.body, actor: ctx.actor, now: deps.now() }),
  );
  route(app, endpoints.editApplication, async (ctx) => {
    const { id, ...input } = ctx.body;
    return applications.editApplication(db, { merchantNo: ctx.scope[0]!, id, input, actor: ctx.actor, now: deps.now() });
  });
}
