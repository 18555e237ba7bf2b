import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { cancelPageSession, embedDemo, hostedDemo, payPageSession, readPageSession } from '@crossbill/contracts/endpoints/hosted-checkout';
import { returnTo } from '@crossbill/contracts/checkout-page';
import { Codes } from '@crossbill/contracts/codes';
import { route } from '../../platform/http/route.ts';
import { AppError } from '../../platform/http/errors.ts';
import { publicBase } from '../../platform/http/public-url.ts';
import type { ServerDeps } from '../../deps.ts';
import { approvedApplications } from '../application/service.ts';
import type { PaymentScreen } from '../payment/service.ts';
import { cancelSession, createSession, pageSession, paySession } from './service.ts';

/** The hosted page's public calls and the portal's demo pages (checkout:demo, checkout:cpFormDemo). */
export function registerHostedCheckoutRoutes(app: FastifyInstance, deps: ServerDeps, o: { screen: PaymentScreen }): void {
  route(app, readPageSession, (ctx) => pageSession(deps.db, ctx.params.sessionId, deps.now()));
  route(app, payPageSession, (ctx) =>
    paySession(deps.db, { sessionId: ctx.params.sessionId, body: ctx.body, screen: o.screen, ip: ctx.ip, userAgent: ctx.userAgent, now: deps.now() }),
  );
  route(app, cancelPageSession, async (ctx) => {
    const s = await cancelSession(deps.db, { sessionId: ctx.params.sessionId, ip: ctx.ip, userAgent: ctx.userAgent, now: deps.now() });
    return { returnTo: returnTo(s.returnUrl, s.sessionId, 'cancelled') };
  });

  for (const demo of [hostedDemo, embedDemo]) {
    route(app, demo.websites, async (ctx) => {
      const apps = await approvedApplications(deps.db, ctx.auth.merchantNo!);
      return apps.map((a) => ({ appId: a.appId, name: a.name, url: a.url }));
    });
    route(app, demo.session, async (ctx) => {
      const merchantNo = ctx.auth.merchantNo;
      if (!merchantNo) throw new AppError(Codes.FORBIDDEN);
      const baseUrl = publicBase(deps.config, ctx.request);
      const { returnPath, ...b } = ctx.body;
      const now = deps.now();
      const body = {
        ...b,
        merchantOrderId: `DEMO-${now.getTime()}-${crypto.randomBytes(3).toString('hex')}`,
        returnUrl: `${baseUrl}${returnPath}`,
        customerEmail: ctx.auth.email,
      };
      return deps.db.transaction((tx) =>
        createSession(tx, { merchantNo, body, baseUrl, sandbox: deps.config.SANDBOX, actor: { ...ctx.actor, source: 'portal' }, now }),
      );
    });
  }
}
