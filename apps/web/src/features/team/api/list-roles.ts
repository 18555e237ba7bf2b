import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { listResources, listRoles } from '@crossbill/contracts/endpoints/team';
import { endpointQuery, keyOf } from '../../../lib/call';

/** GET /api/permission/role/list: the merchant's roles with how many operators hold each. */
export const rolesQuery = endpointQuery(listRoles, undefined);

export const useRoles = () => useQuery(rolesQuery);

/** After any change of roles or operators: everything of the team pages, the resource tree too, loads again. */
export const invalidateTeam = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: keyOf(listRoles).slice(0, 1) }), client.invalidateQueries({ queryKey: keyOf(listResources) })]);
