import { useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@crossbill/contracts/wallet';
import { api } from '../../../lib/api-client';

/** GET /api/wallet/balance/list: the wallet currencies to send from */
export const useBalances = () =>
  useQuery({ queryKey: ['wallet', 'balances'], queryFn: () => api.get<WalletBalance[]>('/wallet/balance/list', undefined, { family: true }) });
