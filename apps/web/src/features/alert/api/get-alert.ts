import { useQuery } from '@tanstack/react-query';
import { getAlert } from '@crossbill/contracts/endpoints/alert';
import { endpointQuery } from '../../../lib/call';

export const useAlert = (alertId: string) => useQuery(endpointQuery(getAlert, { query: { alertId } }));
