import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/merLogin/passwordLink?token: whom a mailed link is for (invitation or reset). */
export interface PasswordLinkInfo {
  email: string;
  purpose: 'invite' | 'reset';
  expiresAt: string;
}

export const fetchPasswordLink = (token: string) => api.get<PasswordLinkInfo>('/merLogin/passwordLink', { token });

export const passwordLinkQuery = (token: string) =>
  queryOptions({ queryKey: ['session', 'passwordLink', token], queryFn: () => fetchPasswordLink(token), retry: false });

export const usePasswordLink = (token: string) => useQuery({ ...passwordLinkQuery(token), enabled: token.length >= 16 });

/** POST /api/merLogin/passwordLink/set {token, newPassword, confirmPassword}: the link is used up. */
export const setPasswordFromLink = (body: { token: string; newPassword: string; confirmPassword: string }) =>
  api.post<{ email: string }>('/merLogin/passwordLink/set', body);

export const useSetPasswordFromLink = () => useMutation({ mutationFn: setPasswordFromLink });
