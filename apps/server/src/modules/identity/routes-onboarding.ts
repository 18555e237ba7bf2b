import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/registration';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import { publicBase } from '../../platform/http/public-url.ts';
import { SESSION_COOKIE } from '../../platform/http/context.ts';
import * as verification from '../verification/service.ts';
import * as devices from './devices.ts';
import { clientOf, deviceIdOf, sessionAnswer } from './http-helpers.ts';
import * as recovery from './recovery.ts';
import { quickRegisterOf, register, registerOf } from './registration.ts';

/** Public onboarding calls: registration, forgotten password, new-device login (spec 2, 7). */
export function registerOnboardingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.sendEmailCaptcha, async (ctx) =>
    verification.sendEmailCode(db, deps.mail, { email: ctx.body.email, purpose: ctx.body.purpose, lang: ctx.lang, client: clientOf(ctx), now: deps.now() }),
  );

  route(app, endpoints.registerMerchant, async (ctx) => {
    const r = await register(db, {
      ...registerOf(ctx.body),
      lang: ctx.lang,
      deviceId: deviceIdOf(deps, ctx),
      client: clientOf(ctx),
      now: deps.now(),
      via: 'register',
    });
    return { email: r.email, merchantNo: r.merchantNo };
  });

  route(app, endpoints.quickRegistration, async (ctx) => {
    const r = await register(db, {
      ...quickRegisterOf(ctx.body),
      lang: ctx.lang,
      deviceId: deviceIdOf(deps, ctx),
      client: clientOf(ctx),
      now: deps.now(),
      via: 'quick',
    });
    return { email: r.email, merchantNo: r.merchantNo };
  });

  route(app, endpoints.forgotPassword, async (ctx) =>
    recovery.forgotPassword(db, deps.mail, {
      email: ctx.query.email,
      lang: ctx.lang,
      publicUrl: publicBase(deps.config, ctx.request),
      client: clientOf(ctx),
      now: deps.now(),
    }),
  );

  route(app, endpoints.verifyResetCode, async (ctx) => recovery.verifyResetCode(db, { ...ctx.query, client: clientOf(ctx), now: deps.now() }));

  route(app, endpoints.resetPassword, async (ctx) => {
    await recovery.resetPassword(db, deps.mail, {
      ticket: ctx.body.ticket,
      password: ctx.body.password,
      deviceId: deviceIdOf(deps, ctx),
      client: clientOf(ctx),
      now: deps.now(),
    });
    return null;
  });

  route(app, endpoints.verifyDevice, async (ctx) => {
    const result = await devices.verifyDevice(db, {
      ...ctx.body,
      deviceId: deviceIdOf(deps, ctx),
      previousToken: ctx.request.cookies[SESSION_COOKIE],
      passwordMaxAgeDays: deps.config.PASSWORD_MAX_AGE_DAYS,
      client: clientOf(ctx),
      now: deps.now(),
    });
    return sessionAnswer(deps, ctx, result);
  });

  route(app, endpoints.resendDeviceCode, async (ctx) =>
    devices.resendCode(db, deps.mail, { challenge: ctx.body.challenge, client: clientOf(ctx), now: deps.now() }),
  );
}
