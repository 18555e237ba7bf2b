import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApplicationMode, ApprovalRecord, WizardStep, applicationView, draftData } from '@crossbill/contracts/onboarding';
import { api } from '../../../lib/api-client';

/**
 * The application wizard's calls (spec 7): the server-side draft (GET/POST
 * /merLogin/cache/improveInformation), the application and its approval status, submit, withdraw.
 */
export type Draft = z.infer<typeof draftData>;
export type ApplicationView = z.infer<typeof applicationView>;
export interface Place {
  mode: ApplicationMode;
  businessType?: '0' | '1' | '2';
}

export const onboardingKeys = {
  all: ['onboarding'] as const,
  draft: (p: Place) => ['onboarding', 'draft', p.mode, p.businessType ?? ''] as const,
  application: (p: Place) => ['onboarding', 'application', p.mode, p.businessType ?? ''] as const,
};

export const draftQuery = (p: Place) =>
  queryOptions({
    queryKey: onboardingKeys.draft(p),
    queryFn: () => api.get<Draft | null>('/merLogin/cache/improveInformation', { ...p }),
    staleTime: Infinity,
  });
export const useDraft = (p: Place) => useQuery(draftQuery(p));

export const applicationQuery = (p: Place) =>
  queryOptions({ queryKey: onboardingKeys.application(p), queryFn: () => api.get<ApplicationView>('/merLogin/getApplication', { ...p }) });
export const useApplication = (p: Place, refetchInterval?: number) => useQuery({ ...applicationQuery(p), refetchInterval });

export const saveDraft = (p: Place, step: WizardStep, data: Record<string, unknown>) =>
  api.post<Draft>('/merLogin/cache/improveInformation', { ...p, step, data });

export function useSaveDraft(p: Place) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step, data }: { step: WizardStep; data: Record<string, unknown> }) => saveDraft(p, step, data),
    onSuccess: (draft) => client.setQueryData(onboardingKeys.draft(p), draft),
  });
}

export function useSubmitApplication(p: Place) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (application: unknown) => api.post<ApprovalRecord>('/merLogin/improveInformation', { ...p, application }, { headers: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}

export function useCancelApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => api.post<ApprovalRecord>('/merLogin/cancelApplication', { orderNo }),
    onSuccess: () => client.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}

export const submitPayout = (body: unknown) => api.post<ApprovalRecord>('/merchant/supplement/payout', body);
export const useSubmitPayout = () => useMutation({ mutationFn: submitPayout });
