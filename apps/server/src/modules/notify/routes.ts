import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/developer';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { requireFreshFactor } from '../identity/service.ts';
import * as notify from './service.ts';

/** developer/notify: webhook endpoints, their delivery log, and the e-mail channel. */
export function registerNotifyRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const m = (ctx: { auth: { merchantNo?: string | null } }) => ctx.auth.merchantNo!;
  route(app, endpoints.listWebhooks, (ctx) => notify.listEndpoints(deps, m(ctx)));
  // a new signing secret either way: a fresh second factor first
  route(app, endpoints.createWebhook, async (ctx) => {
    await requireFreshFactor(deps.db, ctx.auth, deps.now());
    return notify.createEndpoint(deps, { merchantNo: m(ctx), body: ctx.body, actor: ctx.actor });
  });
  route(app, endpoints.updateWebhook, (ctx) => {
    const { endpointId, ...body } = ctx.body;
    return notify.updateEndpoint(deps, { merchantNo: m(ctx), endpointId, body, actor: ctx.actor });
  });
  route(app, endpoints.rotateWebhookSecret, async (ctx) => {
    await requireFreshFactor(deps.db, ctx.auth, deps.now());
    return notify.rotateSecret(deps, { merchantNo: m(ctx), endpointId: ctx.body.endpointId, actor: ctx.actor });
  });
  route(app, endpoints.enableWebhook, (ctx) => notify.enableEndpoint(deps, { merchantNo: m(ctx), ...ctx.body, actor: ctx.actor }));
  route(app, endpoints.testWebhook, (ctx) => notify.sendTestEvent(deps, { merchantNo: m(ctx), endpointId: ctx.body.endpointId, actor: ctx.actor }));
  route(app, endpoints.listWebhookDeliveries, (ctx) => notify.listDeliveries(deps, { merchantNo: m(ctx), ...ctx.query }));
  route(app, endpoints.resendWebhookDelivery, (ctx) => notify.resendDelivery(deps, { merchantNo: m(ctx), deliveryId: ctx.body.deliveryId, actor: ctx.actor }));
  route(app, endpoints.getEmailChannel, (ctx) => notify.emailChannelOf(deps, m(ctx)));
  route(app, endpoints.saveEmailChannel, (ctx) => notify.saveEmailChannel(deps, { merchantNo: m(ctx), body: ctx.body, actor: ctx.actor }));
  route(app, endpoints.enableEmailChannel, (ctx) => notify.enableEmailChannel(deps, { merchantNo: m(ctx), enabled: ctx.body.enabled, actor: ctx.actor }));
  route(app, endpoints.testEmailChannel, (ctx) => notify.testEmailChannel(deps, { merchantNo: m(ctx), actor: ctx.actor }));
}
