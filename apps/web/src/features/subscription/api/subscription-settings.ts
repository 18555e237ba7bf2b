import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSubscriptionSettings, saveSubscriptionSettings } from '@crossbill/contracts/endpoints/subscription';
import type { SubscriptionSettings } from '@crossbill/contracts/subscription';
import { call, endpointQuery, keyOf } from '../../../lib/call';

/** GET /api/subscription/setting; `enabled` false for an operator without the settings' code (nothing is asked). */
export const useSubscriptionSettings = (enabled = true) => useQuery({ ...endpointQuery(getSubscriptionSettings, undefined), enabled });

/** POST /api/subscription/setting/save: the answer is the settings as saved. */
export function useSaveSubscriptionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionSettings) => call(saveSubscriptionSettings, { body }, { quiet: true }),
    onSuccess: (data) => client.setQueryData(keyOf(getSubscriptionSettings), data),
  });
}
