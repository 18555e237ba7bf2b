import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VaApplyBody, VirtualAccount } from '@crossbill/contracts/virtual-account';
import { api } from '../../../lib/api-client';
import { vaKeys } from './list-accounts';

/** POST /api/virtualAccount/apply: validation failures (11000) come back silent, with field errors. */
export const applyAccount = (body: VaApplyBody) => api.post<VirtualAccount>('/virtualAccount/apply', body);

export function useApplyAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyAccount, onSuccess: () => client.invalidateQueries({ queryKey: vaKeys.all }) });
}
