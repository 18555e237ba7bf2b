import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setBalanceDisplay } from '@crossbill/contracts/endpoints/wallet';
import { call } from '../../../lib/call';
import { walletKeys } from './list-balances';

/** The currencies to show. Refused (silently, the caller shows it) when a currency to hide has a balance. */
export const setDisplayCurrencies = (currencies: string[]) => call(setBalanceDisplay, { body: { currencies } });

export function useSetDisplayCurrencies() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDisplayCurrencies,
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
