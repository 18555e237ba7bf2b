import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddFundsInstructions, ScheduledCredit } from '@crossbill/contracts/add-funds';
import { api } from '../../../lib/api-client';
import { walletKeys } from './list-balances';

/** GET /api/wallet/addFunds/instructions: collection accounts and the merchant's funding reference. */
export const fetchAddFunds = () => api.get<AddFundsInstructions>('/wallet/addFunds/instructions');

export const useAddFunds = (enabled: boolean) => useQuery({ queryKey: [...walletKeys.all, 'addFunds'], queryFn: fetchAddFunds, enabled, staleTime: Infinity });

/** POST /api/sandbox/inbound-credit (sandbox mode only): a simulated incoming transfer, one key per submit. */
export const simulateTransfer = (body: { currency: string; amount: string }) =>
  api.post<ScheduledCredit>('/sandbox/inbound-credit', body, { headers: { 'Idempotency-Key': crypto.randomUUID() } });

export function useSimulateTransfer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: simulateTransfer, onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.all }) });
}
