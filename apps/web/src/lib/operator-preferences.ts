import { useMutation, useQuery } from '@tanstack/react-query';
import { getProfile, updateProfile } from '@crossbill/contracts/endpoints/merchant';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import { call, endpointQuery, keyOf } from './call';
import { queryClient } from './query-client';

/**
 * The operator's preferences in this merchant (GET /merchant/profile): display currencies, the
 * lists' columns, the theme and whether a date range follows across lists. Loaded once per session
 * (they change only through this browser's own saves, which write the answer into the cache).
 */
export const preferencesQuery = () => ({ ...endpointQuery(getProfile, undefined), staleTime: Infinity });

/** `enabled` false where there may be no merchant yet (an applicant's shell): nothing to ask then. */
export const useOperatorPreferences = (enabled = true) => useQuery({ ...preferencesQuery(), enabled });

/** Saves part of the preferences; everything showing them follows at once. */
export const useSavePreferences = () =>
  useMutation({
    mutationFn: (body: EndpointInput<typeof updateProfile>['body']) => call(updateProfile, { body }),
    onSuccess: (saved) => queryClient.setQueryData(keyOf(getProfile), saved),
  });

/** Whether a date range chosen on one list is carried to the others: on unless the operator turned it off. */
export const carriesDateRange = (): boolean => queryClient.getQueryData<{ carryDateRange?: boolean }>(keyOf(getProfile))?.carryDateRange !== false;
