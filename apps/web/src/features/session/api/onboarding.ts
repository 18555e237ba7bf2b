import { useMutation } from '@tanstack/react-query';
import type { CodeSent, QuickRegisterBody, RegisterBody, LoginUpdatePwdBody } from '@crossbill/contracts/registration';
import type { SessionInfo } from '@crossbill/contracts/session';
import { api } from '../../../lib/api-client';

/**
 * The public onboarding calls (spec 7): e-mail codes, registration, forgotten password, new-device
 * login. Mutations only: nothing here is cached.
 */

/** POST /api/merLogin/getEmailCaptcha */
export const sendRegisterCode = (email: string) => api.post<CodeSent>('/merLogin/getEmailCaptcha', { email, purpose: 'register' });

/** POST /api/merLogin/registerMerchant */
export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterBody) => api.post<{ email: string; merchantNo: string }>('/merLogin/registerMerchant', body) });

/** POST /api/merLogin/quickRegistration */
export const useQuickRegister = () =>
  useMutation({ mutationFn: (body: QuickRegisterBody) => api.post<{ email: string; merchantNo: string }>('/merLogin/quickRegistration', body) });

/** GET /api/loginForgetPwd */
export const sendResetCode = (email: string) => api.get<CodeSent>('/loginForgetPwd', { email });

/** GET /api/loginCodeVerify → the reset ticket */
export const useVerifyResetCode = () =>
  useMutation({ mutationFn: (q: { email: string; code: string }) => api.get<{ ticket: string; expiresInSeconds: number }>('/loginCodeVerify', q) });

/** POST /api/loginUpdatePwd */
export const useResetPassword = () => useMutation({ mutationFn: (body: LoginUpdatePwdBody) => api.post<null>('/loginUpdatePwd', body) });

/** POST /api/merLogin/verifyDevice → the session */
export const verifyDevice = (body: { challenge: string; code: string }) => api.post<SessionInfo>('/merLogin/verifyDevice', body);

/** POST /api/merLogin/resendDeviceCode */
export const resendDeviceCode = (challenge: string) => api.post<CodeSent>('/merLogin/resendDeviceCode', { challenge });
