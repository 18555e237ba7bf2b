import { useQuery } from '@tanstack/react-query';
import { getRole } from '@crossbill/contracts/endpoints/team';
import { endpointQuery } from '../../../lib/call';

/** GET /api/permission/role/detail?id: one role with its permission codes. */
export const roleQuery = (id: number) => endpointQuery(getRole, { query: { id } });

export const useRole = (id: number | null) => useQuery({ ...roleQuery(id ?? 0), enabled: id !== null && id > 0 });
