import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSecretKey, revealSecretKey, rotateSecretKey } from '@crossbill/contracts/endpoints/dashboard';
import { call, endpointQuery, keyOf } from '../../../lib/call';

/** GET /api/account/secretKey: masked key, version, whether the operator has a payment password. */
export const useSecretKey = () => useQuery(endpointQuery(getSecretKey, undefined));

/** POST /api/account/secretKey/reveal (payment password) */
export const useRevealSecretKey = () => useMutation({ mutationFn: (paymentPassword: string) => call(revealSecretKey, { body: { paymentPassword } }) });

/** POST /api/account/secretKey/rotate (payment password and confirmation) */
export function useRotateSecretKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentPassword: string) => call(rotateSecretKey, { body: { paymentPassword, confirm: true } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(getSecretKey) }),
  });
}
