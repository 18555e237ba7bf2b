import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAddFundsInstructions } from '@crossbill/contracts/endpoints/wallet';
import { simulateInboundCredit } from '@crossbill/contracts/endpoints/sandbox';
import { call, endpointQuery } from '../../../lib/call';
import { walletKeys } from './list-balances';

/** Collection accounts and the merchant's funding reference. */
export const useAddFunds = (enabled: boolean) => useQuery({ ...endpointQuery(getAddFundsInstructions, undefined), enabled, staleTime: Infinity });

/** POST /api/sandbox/inbound-credit (sandbox mode only): a simulated incoming transfer, one key per submit. */
export const simulateTransfer = (body: { currency: string; amount: string }) => call(simulateInboundCredit, { body }, { idempotencyKey: crypto.randomUUID() });

export function useSimulateTransfer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: simulateTransfer, onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.all }) });
}
