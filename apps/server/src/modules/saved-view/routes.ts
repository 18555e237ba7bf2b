import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/saved-view';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { createView, deleteView, listViews, takeOverView, updateView, type ViewOwner } from './service.ts';

export function registerSavedViewRoutes(app: FastifyInstance, deps: ServerDeps): void {
  // `operator` routes run inside a merchant: the session's operator is the owner
  const ownerOf = (ctx: { auth: { operatorId: number | null }; scope: string[] }): ViewOwner => ({
    merchantNo: ctx.scope[0]!,
    operatorId: ctx.auth.operatorId!,
  });

  route(app, endpoints.listSavedViews, (ctx) => listViews(deps.db, ownerOf(ctx), ctx.query.listId));

  route(app, endpoints.createSavedView, (ctx) => createView(deps.db, { owner: ownerOf(ctx), view: ctx.body, actor: ctx.actor, now: deps.now() }));

  route(app, endpoints.updateSavedView, (ctx) => {
    const { id, ...view } = ctx.body;
    return updateView(deps.db, { owner: ownerOf(ctx), id, view, actor: ctx.actor, now: deps.now() });
  });

  route(app, endpoints.deleteSavedView, async (ctx) => {
    await deleteView(deps.db, { owner: ownerOf(ctx), id: ctx.body.id, permissions: ctx.auth.permissions, actor: ctx.actor });
    return null;
  });

  route(app, endpoints.takeOverSavedView, (ctx) => takeOverView(deps.db, { owner: ownerOf(ctx), id: ctx.body.id, actor: ctx.actor, now: deps.now() }));
}
