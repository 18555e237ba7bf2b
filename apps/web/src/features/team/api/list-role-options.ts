import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from './list-roles';

/** GET /api/permission/operator/roles: the roles an operator can be given. */
export interface RoleOption {
  id: number;
  name: string;
  isAdmin: boolean;
}

export const fetchRoleOptions = () => api.get<RoleOption[]>('/permission/operator/roles');

export const roleOptionsQuery = queryOptions({ queryKey: [...teamKeys.roles, 'options'], queryFn: fetchRoleOptions });

export const useRoleOptions = () => useQuery(roleOptionsQuery);
