import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { merchantListKey } from './list-merchant';

/** POST /api/merOperator/defaultLoginAccount/<login record userId>: the account opened at login. */
export const setDefaultAccount = (userId: number) => api.post<null>(`/merOperator/defaultLoginAccount/${userId}`);

export function useSetDefaultAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: merchantListKey }),
  });
}
