import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  getTwoFactorInfo,
  regenerateRecoveryCodes,
  setTwoFactorPolicy,
  startTwoFactorEnrolment,
} from '@crossbill/contracts/endpoints/two-factor';
import { call, endpointQuery } from '../../../lib/call';

/** Two-factor sign-in calls: the person's authenticator and the merchant's requirement. */

export const twoFactorInfoQuery = queryOptions(endpointQuery(getTwoFactorInfo, undefined));
export const useTwoFactorInfo = () => useQuery(twoFactorInfoQuery);

export const startEnrolment = () => call(startTwoFactorEnrolment);

export function useConfirmEnrolment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(confirmTwoFactorEnrolment, { body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorInfoQuery.queryKey }),
  });
}

/** New recovery codes for the app's code; the count on the page follows. */
export function useRegenerateRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(regenerateRecoveryCodes, { body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorInfoQuery.queryKey }),
  });
}

export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(disableTwoFactor, { body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorInfoQuery.queryKey }),
  });
}

export function useSetTwoFactorPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => call(setTwoFactorPolicy, { body: { required } }),
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorInfoQuery.queryKey }),
  });
}
