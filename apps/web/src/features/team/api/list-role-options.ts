import { useQuery } from '@tanstack/react-query';
import { listRoleOptions } from '@crossbill/contracts/endpoints/team';
import { endpointQuery } from '../../../lib/call';

/** GET /api/permission/operator/roles: the roles an operator can be given. */
export const roleOptionsQuery = endpointQuery(listRoleOptions, undefined);

export const useRoleOptions = () => useQuery(roleOptionsQuery);
