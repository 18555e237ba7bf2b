import { useQuery } from '@tanstack/react-query';
import { listBalances } from '@crossbill/contracts/endpoints/wallet';
import { endpointQuery } from '../../../lib/call';

/** GET /api/wallet/balance/list: the wallet currencies to send from */
export const useBalances = () => useQuery(endpointQuery(listBalances, undefined));
