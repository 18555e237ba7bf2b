import { useMutation } from '@tanstack/react-query';
import type { LoginUpdatePwdBody, QuickRegisterBody, RegisterBody } from '@crossbill/contracts/registration';
import {
  forgotPassword,
  quickRegistration,
  registerMerchant,
  resendDeviceCode as resendDeviceCodeEndpoint,
  resetPassword,
  sendEmailCaptcha,
  verifyDevice as verifyDeviceEndpoint,
  verifyResetCode,
} from '@crossbill/contracts/endpoints/registration';
import { call } from '../../../lib/call';

/**
 * The public onboarding calls (spec 7): e-mail codes, registration, forgotten password, new-device
 * login. Mutations only: nothing here is cached.
 */

/** POST /api/merLogin/getEmailCaptcha */
export const sendRegisterCode = (email: string) => call(sendEmailCaptcha, { body: { email, purpose: 'register' } });

/** POST /api/merLogin/registerMerchant */
export const useRegister = () => useMutation({ mutationFn: (body: RegisterBody) => call(registerMerchant, { body }) });

/** POST /api/merLogin/quickRegistration */
export const useQuickRegister = () => useMutation({ mutationFn: (body: QuickRegisterBody) => call(quickRegistration, { body }) });

/** GET /api/loginForgetPwd */
export const sendResetCode = (email: string) => call(forgotPassword, { query: { email } });

/** GET /api/loginCodeVerify → the reset ticket */
export const useVerifyResetCode = () => useMutation({ mutationFn: (q: { email: string; code: string }) => call(verifyResetCode, { query: q }) });

/** POST /api/loginUpdatePwd */
export const useResetPassword = () => useMutation({ mutationFn: (body: LoginUpdatePwdBody) => call(resetPassword, { body }) });

/** POST /api/merLogin/verifyDevice → the session */
export const verifyDevice = (body: { challenge: string; code: string }) => call(verifyDeviceEndpoint, { body });

/** POST /api/merLogin/resendDeviceCode */
export const resendDeviceCode = (challenge: string) => call(resendDeviceCodeEndpoint, { body: { challenge } });
