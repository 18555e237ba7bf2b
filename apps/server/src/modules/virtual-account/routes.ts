import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/virtual-account';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { accountDetail, applyForAccount, collectionDetail, listAccounts, listCollections, receiveTransfer } from './service.ts';

export function registerVirtualAccountRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.listVirtualAccounts, (ctx) => listAccounts(db, ctx.scope, ctx.query));

  route(app, endpoints.getVirtualAccount, (ctx) => accountDetail(db, ctx.scope, ctx.query.id));

  route(app, endpoints.applyVirtualAccount, (ctx) => applyForAccount(deps, ctx.scope[0]!, ctx.body, ctx.actor));

  route(app, endpoints.listCollections, (ctx) => listCollections(db, ctx.scope, ctx.query, deps.now()));

  route(app, endpoints.getCollection, (ctx) => collectionDetail(db, ctx.scope, ctx.query.id));

  // sandbox scenario: a bank transfer arrives on one of the merchant's accounts (never in production)
  if (deps.config.SANDBOX)
    route(app, endpoints.sandboxCredit, (ctx) => {
      const { virtualAccountId, ...rest } = ctx.body;
      return receiveTransfer(db, { ...rest, account: { id: virtualAccountId }, scope: ctx.scope, at: deps.now() });
    });
}
