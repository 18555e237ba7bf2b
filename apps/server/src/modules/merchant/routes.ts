import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/merchant';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import * as merchant from './service.ts';
import * as novation from './novation.ts';

export function registerMerchantRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.listMerchants, async (ctx) => merchant.listMerchant(db, ctx.auth.userId, deps.now()));

  route(app, endpoints.setDefaultAccount, async (ctx) => {
    await merchant.setDefaultAccount(db, { userId: ctx.auth.userId, operatorId: ctx.params.id, actor: ctx.actor, now: deps.now() });
    return null;
  });

  route(app, endpoints.getProfile, async (ctx) => merchant.preferencesOf(db, ctx.auth.operatorId!));

  route(app, endpoints.updateProfile, async (ctx) =>
    merchant.updateProfile(db, {
      operatorId: ctx.auth.operatorId!,
      merchantNo: ctx.scope[0]!,
      patch: ctx.body,
      actor: ctx.actor,
      now: deps.now(),
    }),
  );

  route(app, endpoints.getAuditLastRecord, async (ctx) => merchant.lastAuditRecord(db, ctx.scope[0]!, ctx.query.code));

  route(app, endpoints.getMerchantInfo, async (ctx) => merchant.merchantInfo(db, ctx.scope[0]!));

  route(app, endpoints.getCurrentNovation, async (ctx) => novation.currentNovation(db, ctx.scope[0]!));

  route(app, endpoints.confirmNovation, async (ctx) =>
    novation.confirmNovation(db, {
      merchantNo: ctx.scope[0]!,
      contractVersion: ctx.body.contractVersion,
      userId: ctx.auth.userId,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      now: deps.now(),
    }),
  );
}
