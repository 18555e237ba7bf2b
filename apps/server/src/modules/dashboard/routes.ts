import type { FastifyInstance } from 'fastify';
import {
  captureSettings,
  captureSettingsBody,
  dashboardData,
  dashboardQuery,
  payoutOverview as payoutOverviewSchema,
  secretKeyInfo as secretKeyInfoSchema,
  secretKeyResult,
  secretKeyRevealBody,
  secretKeyRotateBody,
  summaryData,
  summaryQuery,
} from '@crossbill/contracts/dashboard';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { captureSettingsOf, dashboard, payoutOverview, revealSecretKey, rotateSecretKey, saveCaptureSettings, secretKeyInfo, summary } from './service.ts';

const tags = ['dashboard'];

export function registerDashboardRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(
    app,
    {
      method: 'GET',
      url: '/index/dashboard',
      permission: 'index',
      families: ['/blocMer'],
      query: dashboardQuery,
      response: dashboardData,
      summary: 'Home dashboard: success rate, 7/30-day totals, 30-day series (from the rollups)',
      tags,
    },
    (ctx) => dashboard(db, ctx.scope, { displayCurrency: ctx.query.displayCurrency, now: deps.now() }),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/index/summary',
      permission: 'index',
      families: ['/blocMer'],
      query: summaryQuery,
      response: summaryData,
      summary: 'summary/view: per method and currency over 7 or 30 days',
      tags,
    },
    (ctx) => summary(db, ctx.scope, { days: ctx.query.days, now: deps.now() }),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/index/payout',
      permission: 'index',
      families: ['/blocMer'],
      response: payoutOverviewSchema,
      summary: 'Payout side of the aggregate home: transfers of the last 7 and 30 days',
      tags,
    },
    (ctx) => payoutOverview(db, ctx.scope, { lang: ctx.lang, now: deps.now() }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/checkout/paymentSetting',
      permission: 'checkout:paymentSetting',
      response: captureSettings,
      summary: 'Auth-capture automation settings',
      tags,
    },
    (ctx) => captureSettingsOf(db, ctx.scope[0]!),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/checkout/paymentSetting/save',
      permission: 'checkout:paymentSetting:edit',
      body: captureSettingsBody,
      response: captureSettings,
      summary: 'Save the auth-capture automation (capture after a delay in hours, or never)',
      tags,
    },
    (ctx) => saveCaptureSettings(db, ctx.scope[0]!, ctx.body, { actor: ctx.actor, now: deps.now() }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/account/secretKey',
      permission: 'account:info:secretKey',
      response: secretKeyInfoSchema,
      summary: 'The API secret key, masked, and whether the operator has a payment password',
      tags,
    },
    (ctx) => secretKeyInfo(deps, { userId: ctx.auth.userId, merchantNo: ctx.scope[0]!, now: deps.now() }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/account/secretKey/reveal',
      permission: 'account:info:secretKey',
      body: secretKeyRevealBody,
      response: secretKeyResult,
      summary: 'Reveal the API secret key with the payment password (audited)',
      tags,
    },
    (ctx) => revealSecretKey(deps, { userId: ctx.auth.userId, merchantNo: ctx.scope[0]!, pin: ctx.body.paymentPassword, actor: ctx.actor, now: deps.now() }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/account/secretKey/rotate',
      permission: 'account:info:secretKey',
      body: secretKeyRotateBody,
      response: secretKeyResult,
      summary: 'Replace the API secret key with the payment password and a confirmation (audited)',
      tags,
    },
    (ctx) => rotateSecretKey(deps, { userId: ctx.auth.userId, merchantNo: ctx.scope[0]!, pin: ctx.body.paymentPassword, actor: ctx.actor, now: deps.now() }),
  );
}
