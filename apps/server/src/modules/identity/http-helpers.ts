import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_TRUST_DAYS, type Language } from '@crossbill/contracts/constants';
import type { ServerDeps } from '../../deps.ts';
import type { RouteContext } from '../../platform/http/route.ts';
import { SESSION_COOKIE } from '../../platform/http/context.ts';
import { AppError, passwordStateError } from '../../platform/http/errors.ts';
import { Codes } from '@crossbill/contracts/codes';
import type * as identity from './service.ts';
import { newDeviceId } from './registration.ts';

/** Cookies and answers the identity routes share. */
/** The device cookie: a random id the browser keeps; devices confirmed by a mailed code skip the check. */
export const DEVICE_COOKIE = 'cb_device';

export const clientOf = (ctx: Pick<RouteContext<unknown, unknown, unknown>, 'ip' | 'userAgent'>) => ({ ip: ctx.ip, userAgent: ctx.userAgent });

export function setSessionCookie(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply, token: string) {
  // no Max-Age: the browser drops it on close, the server enforces idle and absolute expiry
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: deps.config.SESSION_SECURE || request.protocol === 'https',
  });
}

/**
 * The answer of a login that started a session (doLogin, verifyDevice): the cookie, and the session
 * info, or the code of a password that must change first (the session exists for that change only).
 */
export function sessionAnswer(deps: ServerDeps, ctx: RouteContext<unknown, unknown, unknown>, result: identity.LoginResult) {
  setSessionCookie(deps, ctx.request, ctx.reply, result.token);
  ctx.request.lang = result.info.userInfo.language;
  if (result.passwordState !== 'ok') throw passwordStateError(result.passwordState);
  if (result.session.twoFactorSetup) throw new AppError(Codes.TWO_FACTOR_SETUP_REQUIRED);
  return result.info;
}

/** The device cookie's id, or a new one (set on the answer): a year-long, HttpOnly random id. */
export function deviceIdOf(deps: ServerDeps, ctx: RouteContext<unknown, unknown, unknown>): string {
  const existing = ctx.request.cookies[DEVICE_COOKIE];
  if (existing && /^[\w-]{16,64}$/.test(existing)) return existing;
  const id = newDeviceId();
  ctx.reply.setCookie(DEVICE_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: DEVICE_TRUST_DAYS * 86_400,
    secure: deps.config.SESSION_SECURE || ctx.request.protocol === 'https',
  });
  return id;
}

export const toLang = (v: string): Language => (v === 'zh-cn' ? 'zh-cn' : 'en');
