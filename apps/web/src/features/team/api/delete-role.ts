import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from './list-roles';

/** POST /api/permission/role/delete {id, force}: force when operators hold the role (they are left without one). */
export const deleteRole = (o: { id: number; force: boolean }) => api.post<null>('/permission/role/delete', o);

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }) });
}
