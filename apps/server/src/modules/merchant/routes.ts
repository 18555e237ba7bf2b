import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { merchantList, profilePreferences, profileUpdateBody } from '@crossbill/contracts/session';
import { auditRecord, merchantInfo, novationConfirmBody, novationPending, novationResult } from '@crossbill/contracts/shell';
import type { ServerDeps } from '../../deps.ts';
import { NOVATION_CODE } from '@crossbill/contracts/resources';
import { route } from '../../platform/http/route.ts';
import * as merchant from './service.ts';
import * as novation from './novation.ts';
import { serialIdParam } from '@crossbill/contracts/validation';

const tags = ['merchant'];

export function registerMerchantRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(
    app,
    { method: 'GET', url: '/merOperator/listMerchant', permission: 'self', response: merchantList, summary: "The person's merchant accounts", tags },
    async (ctx) => merchant.listMerchant(db, ctx.auth.userId, deps.now()),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merOperator/defaultLoginAccount/:id',
      permission: 'self',
      params: z.object({ id: serialIdParam }),
      response: z.null(),
      summary: 'Make a merchant account the default one',
      tags,
    },
    async (ctx) => {
      await merchant.setDefaultAccount(db, { userId: ctx.auth.userId, operatorId: ctx.params.id, actor: ctx.actor, now: deps.now() });
      return null;
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merchant/profile/update',
      permission: 'operator',
      body: profileUpdateBody,
      response: profilePreferences,
      summary: "The operator's preferences",
      tags,
    },
    async (ctx) =>
      merchant.updateProfile(db, {
        operatorId: ctx.auth.operatorId!,
        merchantNo: ctx.scope[0]!,
        patch: ctx.body,
        actor: ctx.actor,
        now: deps.now(),
      }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/merchant/account/getMerchantAuditLastRecord',
      // the status bar's reason of a failed review, shown to every operator
      permission: 'operator',
      query: z.object({
        code: z
          .string()
          .regex(/^\d{2}$/)
          .default(merchant.APPLICATION_AUDIT),
      }),
      response: auditRecord.nullable(),
      summary: 'Last review record of an application',
      tags,
    },
    async (ctx) => merchant.lastAuditRecord(db, ctx.scope[0]!, ctx.query.code),
  );

  route(
    app,
    { method: 'GET', url: '/merchant/account/getMerchantInfo', permission: 'operator', response: merchantInfo, summary: 'The current merchant account', tags },
    async (ctx) => merchant.merchantInfo(db, ctx.scope[0]!),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/merchant/Novation/current',
      permission: NOVATION_CODE,
      response: novationPending.nullable(),
      summary: 'Agreement awaiting confirmation',
      tags,
    },
    async (ctx) => novation.currentNovation(db, ctx.scope[0]!),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merchant/Novation/confirmResigning',
      permission: NOVATION_CODE,
      body: novationConfirmBody,
      response: novationResult,
      summary: 'Confirm the contracting-party change',
      tags,
    },
    async (ctx) =>
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
