import type { FastifyInstance, FastifyReply } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/session';
import * as twoFactorEndpoints from '@crossbill/contracts/endpoints/two-factor';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import { AppError, fieldError, passwordStateError } from '../../platform/http/errors.ts';
import { Codes } from '@crossbill/contracts/codes';
import { encryptionKey } from '../../platform/crypto/secret-box.ts';
import { SESSION_COOKIE, type AuthContext } from '../../platform/http/context.ts';
import { issueCaptcha } from './captcha.ts';
import * as devices from './devices.ts';
import { clientOf, DEVICE_COOKIE, sessionAnswer, setSessionCookie, toLang } from './http-helpers.ts';
import { registerOnboardingRoutes } from './routes-onboarding.ts';
import { registerSecurityRoutes } from './routes-security.ts';
import { registerTwoFactorRoutes } from './routes-two-factor.ts';
import * as identity from './service.ts';
import * as twoFactor from './two-factor.ts';
import { hashDeviceId } from './service.ts';

function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function registerIdentityRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.getCaptcha, async () => issueCaptcha(db, deps.now()));

  route(app, endpoints.doLogin, async (ctx) => {
    const result = await identity.login(db, {
      ...ctx.body,
      previousToken: ctx.request.cookies[SESSION_COOKIE],
      deviceId: ctx.request.cookies[DEVICE_COOKIE],
      checkDevice: deps.config.LOGIN_NEW_DEVICE_CHECK,
      passwordMaxAgeDays: deps.config.PASSWORD_MAX_AGE_DAYS,
      client: clientOf(ctx),
      now: deps.now(),
    });
    if (result.kind === 'device') {
      ctx.request.lang = toLang(result.user.language);
      throw await devices.challenge(db, deps.mail, { user: result.user, client: clientOf(ctx), now: deps.now() });
    }
    if (result.kind === 'twoFactor') {
      ctx.request.lang = toLang(result.user.language);
      throw await twoFactor.challenge(db, { user: result.user, client: clientOf(ctx), now: deps.now() });
    }
    return sessionAnswer(deps, ctx, result);
  });

  route(app, twoFactorEndpoints.verifyTwoFactor, async (ctx) => {
    const deviceId = ctx.request.cookies[DEVICE_COOKIE];
    const result = await twoFactor.verifyLogin(db, encryptionKey(deps.config), {
      ...ctx.body,
      deviceHash: deviceId ? hashDeviceId(deviceId) : null,
      previousToken: ctx.request.cookies[SESSION_COOKIE],
      passwordMaxAgeDays: deps.config.PASSWORD_MAX_AGE_DAYS,
      client: clientOf(ctx),
      now: deps.now(),
    });
    return sessionAnswer(deps, ctx, result);
  });

  route(app, endpoints.logout, async (ctx) => {
    await identity.logout(db, ctx.request.cookies[SESSION_COOKIE], clientOf(ctx), deps.now());
    clearSessionCookie(ctx.reply);
    return null;
  });

  route(app, endpoints.switchLanguage, async (ctx) => {
    if (ctx.request.auth) {
      await identity.setLanguage(db, { userId: ctx.request.auth.userId, language: ctx.body.language, client: clientOf(ctx), now: deps.now() });
    }
    ctx.request.lang = ctx.body.language;
    return null;
  });

  route(app, endpoints.updatePassword, async (ctx) => {
    const auth = ctx.request.auth;
    if (!auth && !ctx.body.email) throw fieldError('email', 'validation.required');
    await identity.changePassword(db, {
      ...ctx.body,
      session: auth ? { id: auth.sessionId, userId: auth.userId } : null,
      client: clientOf(ctx),
      now: deps.now(),
    });
    return null;
  });

  route(app, endpoints.switchAccount, async (ctx) => {
    const result = await identity.switchMerchant(db, {
      sessionId: ctx.auth.sessionId,
      userId: ctx.auth.userId,
      fromMerchantNo: ctx.auth.merchantNo,
      isManage: ctx.auth.isManage,
      operatorId: ctx.body.userId,
      client: clientOf(ctx),
      now: deps.now(),
    });
    setSessionCookie(deps, ctx.request, ctx.reply, result.token);
    return result.info;
  });

  route(app, endpoints.getUserInformation, async (ctx) => infoOf(ctx.auth));

  route(app, endpoints.currentSession, async (ctx) => {
    const auth = ctx.request.auth;
    if (!auth) return null;
    if (auth.passwordState !== 'ok') throw passwordStateError(auth.passwordState);
    if (auth.twoFactorSetup) throw new AppError(Codes.TWO_FACTOR_SETUP_REQUIRED);
    return infoOf(auth);
  });

  registerOnboardingRoutes(app, deps);
  registerSecurityRoutes(app, deps);
  registerTwoFactorRoutes(app, deps);

  function infoOf(auth: AuthContext) {
    return identity.sessionInfo(db, {
      userId: auth.userId,
      operatorId: auth.operatorId,
      merchantNo: auth.merchantNo,
      permissions: [...auth.permissions],
      idleExpiresAt: auth.idleExpiresAt,
      now: deps.now(),
    });
  }
}
