import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuNode } from '@crossbill/contracts/menu';
import { api } from '../../../lib/api-client';

/** GET /api/resource/list?userType=MERC: every live page and button, named in the operator's language. */
export const fetchResources = () => api.get<MenuNode[]>('/resource/list', { userType: 'MERC' });

export const resourcesQuery = queryOptions({ queryKey: ['team', 'resources'], queryFn: fetchResources, staleTime: 5 * 60_000 });

export const useResources = () => useQuery(resourcesQuery);
