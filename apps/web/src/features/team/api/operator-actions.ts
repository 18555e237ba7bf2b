import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorAddBody, OperatorEditBody, OperatorItem } from '@crossbill/contracts/team';
import { api } from '../../../lib/api-client';
import { teamKeys } from './list-roles';

/** POST /api/permission/operator/add (invitation mail) or /edit; field errors (11000) reach the form without a toast. */
export const saveOperator = (body: (OperatorAddBody & { id?: undefined }) | OperatorEditBody) =>
  api.post<OperatorItem>(body.id ? '/permission/operator/edit' : '/permission/operator/add', body);

/** POST /api/permission/operator/status {id, status}: 0 disables (their sessions end), 1 enables. */
export const setOperatorStatus = (o: { id: number; status: 0 | 1 }) => api.post<null>('/permission/operator/status', o);

/** POST /api/permission/operator/resetPassword {id}: mails a link to set a new password. */
export const resetOperatorPassword = (id: number) => api.post<null>('/permission/operator/resetPassword', { id });

function useTeamMutation<A, R>(fn: (a: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }) });
}

export const useSaveOperator = () => useTeamMutation(saveOperator);
export const useSetOperatorStatus = () => useTeamMutation(setOperatorStatus);
export const useResetOperatorPassword = () => useTeamMutation(resetOperatorPassword);
