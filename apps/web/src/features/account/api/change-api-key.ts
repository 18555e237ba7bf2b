import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreateBody, ApiKeyRollBody } from '@crossbill/contracts/api-key';
import { createApiKey, listApiKeys, revokeApiKey, rollApiKey } from '@crossbill/contracts/endpoints/api-key';
import { call, keyOf } from '../../../lib/call';

/** Every change of a key refreshes the list. */
function useKeyMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: keyOf(listApiKeys) }) });
}

/** POST /api/account/apiKey/create (payment password): the answer holds the secret, once. */
export const useCreateApiKey = () => useKeyMutation((body: ApiKeyCreateBody) => call(createApiKey, { body }));

/** POST /api/account/apiKey/roll (payment password): the new key's secret, once; the old key ends after the overlap. */
export const useRollApiKey = () => useKeyMutation((body: ApiKeyRollBody) => call(rollApiKey, { body }));

/** POST /api/account/apiKey/revoke */
export const useRevokeApiKey = () => useKeyMutation((id: number) => call(revokeApiKey, { body: { id } }));
