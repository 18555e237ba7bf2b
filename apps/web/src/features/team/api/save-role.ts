import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleBody, RoleDetail } from '@crossbill/contracts/team';
import { api } from '../../../lib/api-client';
import { teamKeys } from './list-roles';

/** POST /api/permission/role/add, or /edit with an id (the administrator role is sent without codes). */
export type RoleSave = Omit<RoleBody, 'resourceCodes'> & { id?: number; resourceCodes?: string[] };

export const saveRole = (body: RoleSave) => api.post<RoleDetail>(body.id ? '/permission/role/edit' : '/permission/role/add', body);

export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveRole, onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }) });
}
