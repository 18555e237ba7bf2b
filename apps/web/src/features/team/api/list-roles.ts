import type { QueryClient } from '@tanstack/react-query';
import { listResources, listRoles } from '@crossbill/contracts/endpoints/team';
import { keyOf } from '../../../lib/call';

/** After any change of roles or operators: everything of the team pages, the resource tree too, loads again. */
export const invalidateTeam = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: keyOf(listRoles).slice(0, 1) }), client.invalidateQueries({ queryKey: keyOf(listResources) })]);
