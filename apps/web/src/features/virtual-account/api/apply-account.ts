import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyVirtualAccount } from '@crossbill/contracts/endpoints/virtual-account';
import type { VaApplyBody } from '@crossbill/contracts/virtual-account';
import { call } from '../../../lib/call';
import { vaKeys } from './list-accounts';

/** Validation failures (11000) come back silent, with field errors. */
export const applyAccount = (body: VaApplyBody) => call(applyVirtualAccount, { body });

export function useApplyAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyAccount, onSuccess: () => client.invalidateQueries({ queryKey: vaKeys.all }) });
}
