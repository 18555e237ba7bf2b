import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { captchaData, loginBody, sessionInfo, switchAccountBody, switchLanguageBody, updatePasswordBody } from '@crossbill/contracts/session';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import { fieldError, passwordStateError } from '../../platform/http/errors.ts';
import { SESSION_COOKIE, type AuthContext } from '../../platform/http/context.ts';
import { issueCaptcha } from './captcha.ts';
import * as devices from './devices.ts';
import { clientOf, DEVICE_COOKIE, sessionAnswer, setSessionCookie, toLang } from './http-helpers.ts';
import { registerOnboardingRoutes } from './routes-onboarding.ts';
import { registerSecurityRoutes } from './routes-security.ts';
import * as identity from './service.ts';

const tags = ['identity'];

/**
 * The password change body: the contract's fields without its "differs from the old" refinement, so
 * that the server answers that case with its own code (PASSWORD_REUSED) after checking the old one.
 */

function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function registerIdentityRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, { method: 'GET', url: '/merLogin/captcha', permission: 'public', response: captchaData, summary: 'Login captcha image', tags }, async () =>
    issueCaptcha(db, deps.now()),
  );

  route(
    app,
    { method: 'POST', url: '/merLogin/doLogin', permission: 'public', body: loginBody, response: sessionInfo, summary: 'Log in', tags },
    async (ctx) => {
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
      return sessionAnswer(deps, ctx, result);
    },
  );

  route(app, { method: 'GET', url: '/merLogin/logout', permission: 'public', response: z.null(), summary: 'Log out', tags }, async (ctx) => {
    await identity.logout(db, ctx.request.cookies[SESSION_COOKIE], clientOf(ctx), deps.now());
    clearSessionCookie(ctx.reply);
    return null;
  });

  route(
    app,
    {
      method: 'POST',
      url: '/merLogin/switchLanguage',
      permission: 'public',
      body: switchLanguageBody,
      response: z.null(),
      summary: 'Language of server messages',
      tags,
    },
    async (ctx) => {
      if (ctx.request.auth) {
        await identity.setLanguage(db, { userId: ctx.request.auth.userId, language: ctx.body.language, client: clientOf(ctx), now: deps.now() });
      }
      ctx.request.lang = ctx.body.language;
      return null;
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/updateMerLoginPassword',
      // public: with a session (also an expired-password one) or, without, by e-mail and old password
      permission: 'public',
      allowExpiredPassword: true,
      body: updatePasswordBody,
      response: z.null(),
      summary: 'Change the login password',
      tags,
    },
    async (ctx) => {
      const auth = ctx.request.auth;
      if (!auth && !ctx.body.email) throw fieldError('email', 'validation.required');
      await identity.changePassword(db, {
        ...ctx.body,
        session: auth ? { id: auth.sessionId, userId: auth.userId } : null,
        client: clientOf(ctx),
        now: deps.now(),
      });
      return null;
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merLogin/switchAccount',
      permission: 'self',
      body: switchAccountBody,
      response: sessionInfo,
      summary: 'Switch merchant account',
      tags,
    },
    async (ctx) => {
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
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/merLogin/getUserInformation',
      permission: 'self',
      response: sessionInfo,
      summary: 'The session: user, merchant, permissions',
      tags,
    },
    async (ctx) => infoOf(ctx.auth),
  );

  // The web's first call on every page load: a visitor is an ordinary answer here (null), not a 401.
  route(
    app,
    {
      method: 'GET',
      url: '/merLogin/currentSession',
      permission: 'public',
      response: sessionInfo.nullable(),
      summary: 'The session if there is one, else null',
      tags,
    },
    async (ctx) => {
      const auth = ctx.request.auth;
      if (!auth) return null;
      if (auth.passwordState !== 'ok') throw passwordStateError(auth.passwordState);
      return infoOf(auth);
    },
  );

  registerOnboardingRoutes(app, deps);
  registerSecurityRoutes(app, deps);

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
