import { useQuery } from '@tanstack/react-query';
import { listBalances } from '@crossbill/contracts/endpoints/wallet';
import { endpointQuery, keyOf } from '../../../lib/call';

/** Everything of the wallet: a change to the balances refreshes it all. */
export const walletKeys = { all: keyOf(listBalances).slice(0, 1) };

/** Balances per currency with the operator's display settings. */
export const balancesQuery = endpointQuery(listBalances, undefined);

export const useBalances = () => useQuery(balancesQuery);
