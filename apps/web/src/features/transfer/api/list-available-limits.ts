import { useQuery } from '@tanstack/react-query';
import { listAvailableLimits } from '@crossbill/contracts/endpoints/transfer';
import { endpointQuery } from '../../../lib/call';

/** GET /api/transfer/availableLimit */
export const useAvailableLimits = () => useQuery(endpointQuery(listAvailableLimits, undefined));
