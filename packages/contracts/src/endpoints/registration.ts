import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
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
} from '../registration.ts';
import { sessionInfo } from '../session.ts';

/** Public onboarding calls: registration, forgotten password, new-device login (spec 2, 7). */
const tags = ['onboarding'];

export const sendEmailCaptcha = defineEndpoint({
  method: 'POST',
  path: '/merLogin/getEmailCaptcha',
  permission: 'public',
  body: emailCaptchaBody,
  response: codeSent,
  summary: 'Mail a registration code',
  tags,
});

export const registerMerchant = defineEndpoint({
  method: 'POST',
  path: '/merLogin/registerMerchant',
  permission: 'public',
  body: registerBody,
  response: registered,
  summary: 'Register a person and a merchant account',
  tags,
});

export const quickRegistration = defineEndpoint({
  method: 'POST',
  path: '/merLogin/quickRegistration',
  permission: 'public',
  body: quickRegisterBody,
  response: registered,
  summary: 'Quick registration of an acquiring merchant',
  tags,
});

export const forgotPassword = defineEndpoint({
  method: 'GET',
  path: '/loginForgetPwd',
  permission: 'public',
  query: forgetPwdQuery,
  response: codeSent,
  summary: 'Mail a password-reset code',
  tags,
});

export const verifyResetCode = defineEndpoint({
  method: 'GET',
  path: '/loginCodeVerify',
  permission: 'public',
  query: codeVerifyQuery,
  response: resetTicket,
  summary: 'Check the reset code, get a reset ticket',
  tags,
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/loginUpdatePwd',
  permission: 'public',
  body: loginUpdatePwdBody,
  response: z.null(),
  summary: 'Set a new password with a reset ticket',
  tags,
});

export const verifyDevice = defineEndpoint({
  method: 'POST',
  path: '/merLogin/verifyDevice',
  permission: 'public',
  body: verifyDeviceBody,
  response: sessionInfo,
  summary: 'Confirm a new-device login with the mailed code',
  tags,
});

export const resendDeviceCode = defineEndpoint({
  method: 'POST',
  path: '/merLogin/resendDeviceCode',
  permission: 'public',
  body: resendDeviceCodeBody,
  response: codeSent,
  summary: 'Mail a new new-device code',
  tags,
});
