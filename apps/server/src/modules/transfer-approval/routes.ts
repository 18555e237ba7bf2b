import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/transfer-approval';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { flowView, pendingForUser } from './service.ts';
import { checkSetting, formData, saveSetting, setSettingState, settingView } from './settings.ts';

export function registerTransferApprovalRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  // the server's rate source, read at each request
  const rates = () => ({ rates: deps.rates, now: deps.now() });

  route(app, endpoints.getApprovalSetting, (ctx) => settingView(db, ctx.scope[0]!));

  route(app, endpoints.getApprovalFormData, (ctx) => formData(db, ctx.scope[0]!, rates()));

  route(app, endpoints.checkApprovalSetting, async (ctx) => {
    await checkSetting(db, ctx.scope[0]!, ctx.body, rates());
    return null;
  });

  route(app, endpoints.saveApprovalSetting, (ctx) =>
    saveSetting(db, {
      merchantNo: ctx.scope[0]!,
      setting: ctx.body.setting,
      password: ctx.body.password,
      actor: ctx.actor,
      now: deps.now(),
      rates: deps.rates,
    }),
  );

  route(app, endpoints.setApprovalState, (ctx) => setSettingState(db, { merchantNo: ctx.scope[0]!, state: ctx.body.state, actor: ctx.actor, now: deps.now() }));

  route(app, endpoints.countPendingApprovals, async (ctx) => {
    const items = await pendingForUser(db, ctx.scope, ctx.auth.userId);
    const bySubjectType: Record<string, number> = {};
    for (const i of items) bySubjectType[i.subjectType] = (bySubjectType[i.subjectType] ?? 0) + 1;
    return { total: items.length, bySubjectType };
  });

  route(app, endpoints.getApprovalFlow, (ctx) => flowView(db, ctx.scope, ctx.query.subjectType, ctx.query.associationId));
}
