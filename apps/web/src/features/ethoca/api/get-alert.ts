import { useQuery } from '@tanstack/react-query';
import { getEthocaAlert } from '@crossbill/contracts/endpoints/ethoca';
import { endpointQuery } from '../../../lib/call';

/** One alert or case with its payment, answer and timeline. */
export const useEthocaAlert = (id: string) => useQuery(endpointQuery(getEthocaAlert, { query: { id } }));
