import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleDetail } from '@crossbill/contracts/team';
import { api } from '../../../lib/api-client';
import { teamKeys } from './list-roles';

/** GET /api/permission/role/detail?id: one role with its permission codes. */
export const fetchRole = (id: number) => api.get<RoleDetail>('/permission/role/detail', { id });

export const roleQuery = (id: number) => queryOptions({ queryKey: [...teamKeys.roles, 'detail', id], queryFn: () => fetchRole(id) });

export const useRole = (id: number | null) => useQuery({ ...roleQuery(id ?? 0), enabled: id !== null && id > 0 });
