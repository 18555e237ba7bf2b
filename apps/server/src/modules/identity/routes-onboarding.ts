import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  codeSent,
  codeVerifyQuery,
  emailCaptchaBody,
  forgetPwdQuery,
  loginUpdatePwdBody,
  quickRegisterBody,
  registerBody,
  registered,
  resendDeviceCodeBody,
  resetTicket,
  verifyDeviceBody,
} from '@crossbill/contracts/registration';
import { sessionInfo } from '@crossbill/contracts/session';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import { publicBase } from '../../platform/http/public-url.ts';
import { SESSION_COOKIE } from '../../platform/http/context.ts';
import * as verification from '../verification/service.ts';
import * as devices from './devices.ts';
import { clientOf, deviceIdOf, sessionAnswer } from './http-helpers.ts';
import * as recovery from './recovery.ts';
import { quickRegisterOf, register, registerOf } from './registration.ts';

const tags = ['onboarding'];

/** Public onboarding calls: registration, forgotten password, new-device login (spec 2, 7). */
export function registerOnboardingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(
    app,
    {
      method: 'POST',
      url: '/merLogin/getEmailCaptcha',
      permission: 'public',
      body: emailCaptchaBody,
      response: codeSent,
      summary: 'Mail a registration code',
      tags,
    },
    async (ctx) =>
      verification.sendEmailCode(db, deps.mail, { email: ctx.body.email, purpose: ctx.body.purpose, lang: ctx.lang, client: clientOf(ctx), now: deps.now() }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merLogin/registerMerchant',
      permission: 'public',
      body: registerBody,
      response: registered,
      summary: 'Register a person and a merchant account',
      tags,
    },
    async (ctx) => {
      const r = await register(db, {
        ...registerOf(ctx.body),
        lang: ctx.lang,
        deviceId: deviceIdOf(deps, ctx),
        client: clientOf(ctx),
        now: deps.now(),
        via: 'register',
      });
      return { email: r.email, merchantNo: r.merchantNo };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merLogin/quickRegistration',
      permission: 'public',
      body: quickRegisterBody,
      response: registered,
      summary: 'Quick registration of an acquiring merchant',
      tags,
    },
    async (ctx) => {
      const r = await register(db, {
        ...quickRegisterOf(ctx.body),
        lang: ctx.lang,
        deviceId: deviceIdOf(deps, ctx),
        client: clientOf(ctx),
        now: deps.now(),
        via: 'quick',
      });
      return { email: r.email, merchantNo: r.merchantNo };
    },
  );

  route(
    app,
    { method: 'GET', url: '/loginForgetPwd', permission: 'public', query: forgetPwdQuery, response: codeSent, summary: 'Mail a password-reset code', tags },
    async (ctx) =>
      recovery.forgotPassword(db, deps.mail, {
        email: ctx.query.email,
        lang: ctx.lang,
        publicUrl: publicBase(deps.config, ctx.request),
        client: clientOf(ctx),
        now: deps.now(),
      }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/loginCodeVerify',
      permission: 'public',
      query: codeVerifyQuery,
      response: resetTicket,
      summary: 'Check the reset code, get a reset ticket',
      tags,
    },
    async (ctx) => recovery.verifyResetCode(db, { ...ctx.query, client: clientOf(ctx), now: deps.now() }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/loginUpdatePwd',
      permission: 'public',
      body: loginUpdatePwdBody,
      response: z.null(),
      summary: 'Set a new password with a reset ticket',
      tags,
    },
    async (ctx) => {
      await recovery.resetPassword(db, deps.mail, {
        ticket: ctx.body.ticket,
        password: ctx.body.password,
        deviceId: deviceIdOf(deps, ctx),
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
      url: '/merLogin/verifyDevice',
      permission: 'public',
      body: verifyDeviceBody,
      response: sessionInfo,
      summary: 'Confirm a new-device login with the mailed code',
      tags,
    },
    async (ctx) => {
      const result = await devices.verifyDevice(db, {
        ...ctx.body,
        deviceId: deviceIdOf(deps, ctx),
        previousToken: ctx.request.cookies[SESSION_COOKIE],
        passwordMaxAgeDays: deps.config.PASSWORD_MAX_AGE_DAYS,
        client: clientOf(ctx),
        now: deps.now(),
      });
      return sessionAnswer(deps, ctx, result);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merLogin/resendDeviceCode',
      permission: 'public',
      body: resendDeviceCodeBody,
      response: codeSent,
      summary: 'Mail a new new-device code',
      tags,
    },
    async (ctx) => devices.resendCode(db, deps.mail, { challenge: ctx.body.challenge, client: clientOf(ctx), now: deps.now() }),
  );
}
