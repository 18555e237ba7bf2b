import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  approvalFlowView,
  approvalFormData,
  approvalSaveBody,
  approvalSettingBody,
  approvalSettingView,
  approvalStateBody,
  flowQuery,
  pendingCount,
} from '@crossbill/contracts/transfer-approval';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { flowView, pendingForUser } from './service.ts';
import { checkSetting, formData, saveSetting, setSettingState, settingView, TRANSFERS_CODE } from './settings.ts';

const tags = ['transfer-approval'];
const VIEW = 'security:transapproval';
const EDIT = 'security:transapproval:edit';

export function registerTransferApprovalRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  // the server's rate source, read at each request
  const rates = () => ({ rates: deps.rates, now: deps.now() });

  route(
    app,
    {
      method: 'GET',
      url: '/transApproval/setting',
      permission: VIEW,
      response: approvalSettingView,
      summary: 'The transfer approval setting and its state (no setup, enabled, disabled)',
      tags,
    },
    (ctx) => settingView(db, ctx.scope[0]!),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/transApproval/formData',
      permission: EDIT,
      response: approvalFormData,
      summary: 'Users who may approve transfers (Transfers permission) and the USD mid rates of the amount cap',
      tags,
    },
    (ctx) => formData(db, ctx.scope[0]!, rates()),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/transApproval/check',
      permission: EDIT,
      body: approvalSettingBody,
      response: z.null(),
      summary: 'Check a setting against every rule before the confirmation page (nothing is saved)',
      tags,
    },
    async (ctx) => {
      await checkSetting(db, ctx.scope[0]!, ctx.body, rates());
      return null;
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/transApproval/save',
      permission: EDIT,
      body: approvalSaveBody,
      response: approvalSettingView,
      summary: 'Confirm a setting with the login password; the setting becomes enabled',
      tags,
    },
    (ctx) =>
      saveSetting(db, {
        merchantNo: ctx.scope[0]!,
        setting: ctx.body.setting,
        password: ctx.body.password,
        actor: ctx.actor,
        now: deps.now(),
        rates: deps.rates,
      }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/transApproval/state',
      permission: EDIT,
      body: approvalStateBody,
      response: approvalSettingView,
      summary: 'Enable or disable the transfer approval setting',
      tags,
    },
    (ctx) => setSettingState(db, { merchantNo: ctx.scope[0]!, state: ctx.body.state, actor: ctx.actor, now: deps.now() }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/transApproval/pending/count',
      permission: TRANSFERS_CODE,
      response: pendingCount,
      summary: 'How many approvals the operator can decide now, per subject type',
      tags,
    },
    async (ctx) => {
      const items = await pendingForUser(db, ctx.scope, ctx.auth.userId);
      const bySubjectType: Record<string, number> = {};
      for (const i of items) bySubjectType[i.subjectType] = (bySubjectType[i.subjectType] ?? 0) + 1;
      return { total: items.length, bySubjectType };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/approveTask/getApproveTaskByAssociationId',
      permission: TRANSFERS_CODE,
      query: flowQuery,
      response: approvalFlowView.nullable(),
      summary: 'The approval flow of a subject (a transfer): steps, approvers, decisions and times',
      tags,
    },
    (ctx) => flowView(db, ctx.scope, ctx.query.subjectType, ctx.query.associationId),
  );
}
