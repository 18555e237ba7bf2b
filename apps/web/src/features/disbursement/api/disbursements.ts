import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Disbursement, DisbursementApply, DisbursementListQuery, DisbursementPage } from '@crossbill/contracts/disbursement';
import type { PayeePage } from '@crossbill/contracts/payee';
import { api } from '../../../lib/api-client';

export const disbursementKeys = { all: ['disbursement'] as const };

/** GET /settlement/disbursement/list: newest first, with filters. */
export const fetchDisbursements = (q: Partial<DisbursementListQuery>) => api.get<DisbursementPage>('/settlement/disbursement/list', { ...q }, { family: true });
export const disbursementsQuery = (q: Partial<DisbursementListQuery>) =>
  queryOptions({ queryKey: [...disbursementKeys.all, 'list', q], queryFn: () => fetchDisbursements(q), placeholderData: keepPreviousData });
export const useDisbursements = (q: Partial<DisbursementListQuery>) => useQuery(disbursementsQuery(q));

/** GET /settlement/payee/list: the own accounts a disbursement may go to. */
export const useOwnAccounts = (enabled: boolean) =>
  useQuery({ queryKey: ['payee', 'settlement', 'list', { size: 100 }], queryFn: () => api.get<PayeePage>('/settlement/payee/list', { size: 100 }), enabled });

/** POST /settlement/disbursement/apply with an Idempotency-Key per request attempt (money-moving). */
export function useApplyDisbursement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: DisbursementApply; key: string }) =>
      api.post<Disbursement>('/settlement/disbursement/apply', body, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: disbursementKeys.all }), client.invalidateQueries({ queryKey: ['wallet'] })]),
  });
}
