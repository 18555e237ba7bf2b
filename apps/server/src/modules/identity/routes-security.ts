import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/security';
import { toE164 } from '@crossbill/contracts/security';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import { clientOf } from './http-helpers.ts';
import * as payment from './payment-password.ts';
import * as phone from './phone.ts';

/** Logged-in security settings: payment password and phone binding (spec 2 security/*). */
export function registerSecurityRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const scopeOf = (auth: { userId: number; merchantNo: string | null }) => ({ userId: auth.userId, merchantNo: auth.merchantNo! });

  route(app, endpoints.getPaymentPasswordInfo, async (ctx) => payment.paymentPasswordInfo(db, scopeOf(ctx.auth), deps.now()));

  route(app, endpoints.sendPaymentCode, async (ctx) =>
    payment.sendPaymentCode(db, deps.mail, { ...scopeOf(ctx.auth), lang: ctx.lang, client: clientOf(ctx), now: deps.now() }),
  );

  route(app, endpoints.savePaymentPassword, async (ctx) => {
    await payment.savePaymentPassword(db, { ...scopeOf(ctx.auth), code: ctx.body.code, password: ctx.body.password, client: clientOf(ctx), now: deps.now() });
    return null;
  });

  route(app, endpoints.getPhoneInfo, async (ctx) => phone.phoneInfo(db, ctx.auth.userId));

  route(app, endpoints.sendPhoneCaptcha, async (ctx) =>
    phone.sendPhoneCode(db, deps.sms, { userId: ctx.auth.userId, phone: toE164(ctx.body), lang: ctx.lang, client: clientOf(ctx), now: deps.now() }),
  );

  route(app, endpoints.bindPhone, async (ctx) =>
    phone.bindPhone(db, {
      userId: ctx.auth.userId,
      merchantNo: ctx.auth.merchantNo,
      phone: toE164(ctx.body),
      code: ctx.body.code,
      client: clientOf(ctx),
      now: deps.now(),
    }),
  );
}
