import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/updateMerLoginPassword: with a session, or with the e-mail when the password expired. */
export interface UpdatePasswordBody {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  email?: string;
}

export const updatePassword = (body: UpdatePasswordBody) => api.post<null>('/updateMerLoginPassword', body);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
