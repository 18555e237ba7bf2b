import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/subscription';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { refundPolicyOf } from '../refund/service.ts';
import { paymentScreen } from '../risk/service.ts';
import { cancelSubscription, changeSubscription, previewChange, saveSettings, settingsOf, type Actor } from './service.ts';
import { itemOf, listSubscriptions, subscriptionDetail } from './views.ts';
import { subscriptionStats } from './stats.ts';
import { exportSubscriptions } from './export.ts';
import type { Notice } from './billing.ts';
import { sendNotices } from './mails.ts';

/** subscription/order (list, detail, change, cancel) and subscription/setting. */
export function registerSubscriptionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const policy = refundPolicyOf(deps);
  const screen = paymentScreen(deps.config);
  const actorOf = (a: { userId: number; ip: string; userAgent: string }): Actor => ({ source: 'portal', ...a });
  route(app, endpoints.listSubscriptions, (ctx) => listSubscriptions(deps.db, ctx.scope, ctx.query));
  route(app, endpoints.getSubscriptionStats, (ctx) => subscriptionStats(deps.db, ctx.scope, deps.now()));
  route(app, endpoints.exportSubscriptions, (ctx) =>
    exportSubscriptions(deps, ctx.scope, {
      merchantNo: ctx.auth.merchantNo!,
      userId: ctx.auth.userId,
      lang: ctx.lang,
      filters: ctx.body,
      client: { ip: ctx.ip, userAgent: ctx.userAgent },
    }),
  );
  route(app, endpoints.getSubscription, (ctx) => subscriptionDetail(deps.db, ctx.scope, ctx.query.subscriptionId));
  route(app, endpoints.previewSubscriptionChange, (ctx) => {
    const { subscriptionId, ...change } = ctx.body;
    return previewChange(deps.db, ctx.scope, subscriptionId, change, deps.now());
  });
  route(app, endpoints.changeSubscription, async (ctx) => {
    const { subscriptionId, version, ...change } = ctx.body;
    const notices: Notice[] = [];
    const s = await changeSubscription(ctx.tx!, policy, {
      scope: ctx.scope,
      subscriptionId,
      version,
      change,
      actor: actorOf(ctx.actor),
      now: deps.now(),
      notices,
      screen,
    });
    ctx.afterCommit(() => sendNotices(deps, notices));
    return itemOf(ctx.tx!, s);
  });
  route(app, endpoints.cancelSubscription, async (ctx) => {
    const notices: Notice[] = [];
    const s = await cancelSubscription(ctx.tx!, policy, { scope: ctx.scope, ...ctx.body, actor: actorOf(ctx.actor), now: deps.now(), notices });
    ctx.afterCommit(() => sendNotices(deps, notices));
    return itemOf(ctx.tx!, s);
  });
  route(app, endpoints.getSubscriptionSettings, (ctx) => settingsOf(deps.db, ctx.auth.merchantNo!));
  route(app, endpoints.saveSubscriptionSettings, (ctx) =>
    deps.db.transaction((tx) => saveSettings(tx, { merchantNo: ctx.auth.merchantNo!, settings: ctx.body, actor: actorOf(ctx.actor), now: deps.now() })),
  );
}
