import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sandboxCredit as sandboxCreditEndpoint } from '@crossbill/contracts/endpoints/virtual-account';
import { listBalances } from '@crossbill/contracts/endpoints/wallet';
import type { SandboxCreditBody } from '@crossbill/contracts/virtual-account';
import { call, keyOf } from '../../../lib/call';
import { vaKeys } from './list-accounts';

/** A simulated bank transfer (sandbox mode only). */
export const sandboxCredit = (body: SandboxCreditBody) => call(sandboxCreditEndpoint, { body });

export function useSandboxCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sandboxCredit,
    // the collections and the wallet's balances both change
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: vaKeys.all }), client.invalidateQueries({ queryKey: keyOf(listBalances).slice(0, 1) })]),
  });
}
