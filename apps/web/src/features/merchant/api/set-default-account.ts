import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listMerchants, setDefaultAccount as setDefaultAccountEndpoint } from '@crossbill/contracts/endpoints/merchant';
import { call, keyOf } from '../../../lib/call';

/** POST /api/merOperator/defaultLoginAccount/<login record userId>: the account opened at login. */
export const setDefaultAccount = (userId: number) => call(setDefaultAccountEndpoint, { params: { id: userId } });

export function useSetDefaultAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(listMerchants) }),
  });
}
