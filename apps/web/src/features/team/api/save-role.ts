import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleBody } from '@crossbill/contracts/team';
import { addRole, editRole } from '@crossbill/contracts/endpoints/team';
import { call } from '../../../lib/call';
import { invalidateTeam } from './list-roles';

/** POST /api/permission/role/add, or /edit with an id (the administrator role is sent without codes). */
export type RoleSave = Omit<RoleBody, 'resourceCodes'> & { id?: number; resourceCodes?: string[] };

export const saveRole = ({ id, ...body }: RoleSave) => (id ? call(editRole, { body: { ...body, id } }) : call(addRole, { body }));

export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveRole, onSuccess: () => invalidateTeam(client) });
}
