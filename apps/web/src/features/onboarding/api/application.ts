import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationMode, WizardStep } from '@crossbill/contracts/onboarding';
import type { EndpointData, EndpointInput } from '@crossbill/contracts/endpoint';
import {
  cancelApplication,
  getApplication,
  getDraft,
  saveDraft as saveDraftEndpoint,
  submitApplication,
  submitPayout as submitPayoutEndpoint,
} from '@crossbill/contracts/endpoints/onboarding';
import { call, endpointQuery, keyOf } from '../../../lib/call';

/**
 * The application wizard's calls (spec 7): the server-side draft (GET/POST
 * /merLogin/cache/improveInformation), the application and its approval status, submit, withdraw.
 */
export type Draft = NonNullable<EndpointData<typeof getDraft>>;
export type ApplicationView = EndpointData<typeof getApplication>;
export interface Place {
  mode: ApplicationMode;
  businessType?: '0' | '1' | '2';
}

/** Everything of the wizard (drafts, applications, face checks): refreshed after a submit or a withdrawal. */
const onboardingTag = keyOf(getApplication).slice(0, 1);

export const draftQuery = (p: Place) => ({ ...endpointQuery(getDraft, { query: { ...p } }), staleTime: Infinity });
export const useDraft = (p: Place) => useQuery(draftQuery(p));

export const applicationQuery = (p: Place) => endpointQuery(getApplication, { query: { ...p } });
export const useApplication = (p: Place, refetchInterval?: number) => useQuery({ ...applicationQuery(p), refetchInterval });

export const saveDraft = (p: Place, step: WizardStep, data: Record<string, unknown>) => call(saveDraftEndpoint, { body: { ...p, step, data } });

export function useSaveDraft(p: Place) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step, data }: { step: WizardStep; data: Record<string, unknown> }) => saveDraft(p, step, data),
    onSuccess: (draft) => client.setQueryData(draftQuery(p).queryKey, draft),
  });
}

type Submitted = EndpointInput<typeof submitApplication>['body']['application'];

export function useSubmitApplication(p: Place) {
  const client = useQueryClient();
  return useMutation({
    // the wizard's form values as they stand: the server validates them against the application schema
    mutationFn: (application: unknown) => call(submitApplication, { body: { ...p, application: application as Submitted } }),
    onSuccess: () => client.invalidateQueries({ queryKey: onboardingTag }),
  });
}

export function useCancelApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => call(cancelApplication, { body: { orderNo } }),
    onSuccess: () => client.invalidateQueries({ queryKey: onboardingTag }),
  });
}

export const submitPayout = (body: EndpointInput<typeof submitPayoutEndpoint>['body']) => call(submitPayoutEndpoint, { body });
export const useSubmitPayout = () => useMutation({ mutationFn: submitPayout });
