import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { balanceDisplayResult } from '@crossbill/contracts/wallet';
import { api } from '../../../lib/api-client';
import { walletKeys } from './list-balances';

/**
 * POST /api/wallet/balance/display {currencies}: the currencies to show. Refused (silently, the
 * caller shows it) when a currency to hide has a balance.
 */
export const setDisplayCurrencies = (currencies: string[]) => api.post<z.infer<typeof balanceDisplayResult>>('/wallet/balance/display', { currencies });

export function useSetDisplayCurrencies() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDisplayCurrencies,
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
