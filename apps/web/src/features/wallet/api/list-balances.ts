import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@crossbill/contracts/wallet';
import { api } from '../../../lib/api-client';

export const walletKeys = { all: ['wallet'] as const };

/** GET /api/wallet/balance/list: balances per currency with the operator's display settings. */
export const fetchBalances = () => api.get<WalletBalance[]>('/wallet/balance/list', undefined, { family: true });

export const balancesQuery = queryOptions({ queryKey: [...walletKeys.all, 'balances'], queryFn: fetchBalances });

export const useBalances = () => useQuery(balancesQuery);
