import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { captchaData, loginBody, sessionInfo, switchAccountBody, switchLanguageBody, updatePasswordBody } from '../session.ts';
import { passwordLinkBody, passwordLinkInfo, passwordLinkQuery, passwordLinkSet } from '../team.ts';

/**
 * Sign-in and the session (spec 2, 7 /merLogin/*): captcha, login, logout, language, password change,
 * merchant switch, the session itself, and the mailed password links (invitation, reset by an
 * administrator). The public onboarding calls (registration, forgotten password, new device) are in
 * endpoints/registration.ts.
 */
const tags = ['identity'];

export const getCaptcha = defineEndpoint({
  method: 'GET',
  path: '/merLogin/captcha',
  permission: 'public',
  response: captchaData,
  summary: 'Login captcha image',
  tags,
});

export const doLogin = defineEndpoint({
  method: 'POST',
  path: '/merLogin/doLogin',
  permission: 'public',
  body: loginBody,
  response: sessionInfo,
  summary: 'Log in',
  tags,
});

export const logout = defineEndpoint({
  method: 'GET',
  path: '/merLogin/logout',
  permission: 'public',
  response: z.null(),
  summary: 'Log out',
  tags,
});

export const switchLanguage = defineEndpoint({
  method: 'POST',
  path: '/merLogin/switchLanguage',
  permission: 'public',
  body: switchLanguageBody,
  response: z.null(),
  summary: 'Language of server messages',
  tags,
});

export const updatePassword = defineEndpoint({
  method: 'POST',
  path: '/updateMerLoginPassword',
  // public: with a session (also an expired-password one) or, without, by e-mail and old password
  permission: 'public',
  allowExpiredPassword: true,
  body: updatePasswordBody,
  response: z.null(),
  summary: 'Change the login password',
  tags,
});

export const switchAccount = defineEndpoint({
  method: 'POST',
  path: '/merLogin/switchAccount',
  permission: 'self',
  body: switchAccountBody,
  response: sessionInfo,
  summary: 'Switch merchant account',
  tags,
});

export const getUserInformation = defineEndpoint({
  method: 'GET',
  path: '/merLogin/getUserInformation',
  permission: 'self',
  response: sessionInfo,
  summary: 'The session: user, merchant, permissions',
  tags,
});

/** The web's first call on every page load: a visitor is an ordinary answer here (null), not a 401. */
export const currentSession = defineEndpoint({
  method: 'GET',
  path: '/merLogin/currentSession',
  permission: 'public',
  response: sessionInfo.nullable(),
  summary: 'The session if there is one, else null',
  tags,
});

/** The public page /user/reset-password?token=: read the mailed link, then set the password with it. */
export const getPasswordLink = defineEndpoint({
  method: 'GET',
  path: '/merLogin/passwordLink',
  permission: 'public',
  query: passwordLinkQuery,
  response: passwordLinkInfo,
  summary: 'Whom a mailed password link is for',
  tags,
});

export const setPasswordFromLink = defineEndpoint({
  method: 'POST',
  path: '/merLogin/passwordLink/set',
  permission: 'public',
  body: passwordLinkBody,
  response: passwordLinkSet,
  summary: 'Set the password from a mailed link',
  tags,
});
