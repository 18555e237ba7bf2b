import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SandboxCreditBody, sandboxCreditResult } from '@crossbill/contracts/virtual-account';
import { api } from '../../../lib/api-client';
import { vaKeys } from './list-accounts';

/** POST /api/sandbox/virtualAccount/credit: a simulated bank transfer (sandbox mode only). */
export const sandboxCredit = (body: SandboxCreditBody) => api.post<z.infer<typeof sandboxCreditResult>>('/sandbox/virtualAccount/credit', body);

export function useSandboxCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sandboxCredit,
    // the collections and the wallet's balances both change
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: vaKeys.all }), client.invalidateQueries({ queryKey: ['wallet'] })]),
  });
}
