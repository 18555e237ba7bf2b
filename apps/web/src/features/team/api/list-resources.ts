import { queryOptions, useQuery } from '@tanstack/react-query';
import { listResources } from '@crossbill/contracts/endpoints/team';
import { endpointQuery } from '../../../lib/call';

/** GET /api/resource/list?userType=MERC: every live page and button, named in the operator's language. */
export const resourcesQuery = queryOptions({ ...endpointQuery(listResources, { query: { userType: 'MERC' } }), staleTime: 5 * 60_000 });

export const useResources = () => useQuery(resourcesQuery);
