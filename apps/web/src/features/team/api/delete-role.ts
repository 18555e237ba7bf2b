import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRole as deleteRoleEndpoint } from '@crossbill/contracts/endpoints/team';
import { call } from '../../../lib/call';
import { invalidateTeam } from './list-roles';

/** POST /api/permission/role/delete {id, force}: force when operators hold the role (they are left without one). */
export const deleteRole = (o: { id: number; force: boolean }) => call(deleteRoleEndpoint, { body: o });

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSuccess: () => invalidateTeam(client) });
}
