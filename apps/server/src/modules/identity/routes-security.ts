import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { codeSent } from '@crossbill/contracts/registration';
import { bindPhoneBody, paymentPasswordBody, paymentPasswordInfo, phoneCaptchaBody, phoneInfo, toE164 } from '@crossbill/contracts/security';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import { clientOf } from './http-helpers.ts';
import * as payment from './payment-password.ts';
import * as phone from './phone.ts';

const tags = ['security'];

/** Logged-in security settings: payment password and phone binding (spec 2 security/*). */
export function registerSecurityRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const scopeOf = (auth: { userId: number; merchantNo: string | null }) => ({ userId: auth.userId, merchantNo: auth.merchantNo! });

  route(
    app,
    { method: 'GET', url: '/security/payment/info', permission: 'security:payment', response: paymentPasswordInfo, summary: 'Payment password state', tags },
    async (ctx) => payment.paymentPasswordInfo(db, scopeOf(ctx.auth), deps.now()),
  );

  route(
    app,
    { method: 'POST', url: '/security/payment/sendCode', permission: 'security:payment', response: codeSent, summary: 'Mail a payment-password code', tags },
    async (ctx) => payment.sendPaymentCode(db, deps.mail, { ...scopeOf(ctx.auth), lang: ctx.lang, client: clientOf(ctx), now: deps.now() }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/security/payment/save',
      permission: 'security:payment',
      body: paymentPasswordBody,
      response: z.null(),
      summary: 'Set or change the payment password',
      tags,
    },
    async (ctx) => {
      await payment.savePaymentPassword(db, { ...scopeOf(ctx.auth), code: ctx.body.code, password: ctx.body.password, client: clientOf(ctx), now: deps.now() });
      return null;
    },
  );

  route(app, { method: 'GET', url: '/security/sms/info', permission: 'security:sms', response: phoneInfo, summary: 'The bound phone', tags }, async (ctx) =>
    phone.phoneInfo(db, ctx.auth.userId),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merLogin/getPhoneCaptcha',
      permission: 'security:sms',
      body: phoneCaptchaBody,
      response: codeSent,
      summary: 'Send an SMS code to bind a phone',
      tags,
    },
    async (ctx) =>
      phone.sendPhoneCode(db, deps.sms, { userId: ctx.auth.userId, phone: toE164(ctx.body), lang: ctx.lang, client: clientOf(ctx), now: deps.now() }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/security/sms/bind',
      permission: 'security:sms',
      body: bindPhoneBody,
      response: phoneInfo,
      summary: 'Bind the phone with its SMS code',
      tags,
    },
    async (ctx) =>
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
