import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleItem } from '@crossbill/contracts/team';
import { api } from '../../../lib/api-client';

/** GET /api/permission/role/list: the merchant's roles with how many operators hold each. */
export const teamKeys = { all: ['team'] as const, roles: ['team', 'roles'] as const, operators: ['team', 'operators'] as const };

export const fetchRoles = () => api.get<RoleItem[]>('/permission/role/list');

export const rolesQuery = queryOptions({ queryKey: [...teamKeys.roles, 'list'], queryFn: fetchRoles });

export const useRoles = () => useQuery(rolesQuery);
