import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorAddBody, OperatorEditBody } from '@crossbill/contracts/team';
import {
  addOperator,
  editOperator,
  resetOperatorPassword as resetOperatorPasswordEndpoint,
  setOperatorStatus as setOperatorStatusEndpoint,
} from '@crossbill/contracts/endpoints/team';
import { call } from '../../../lib/call';
import { invalidateTeam } from './list-roles';

/** POST /api/permission/operator/add (invitation mail) or /edit; field errors (11000) reach the form without a toast. */
export const saveOperator = (body: (OperatorAddBody & { id?: undefined }) | OperatorEditBody) =>
  body.id !== undefined ? call(editOperator, { body }) : call(addOperator, { body });

/** POST /api/permission/operator/status {id, status}: 0 disables (their sessions end), 1 enables. */
export const setOperatorStatus = (o: { id: number; status: 0 | 1 }) => call(setOperatorStatusEndpoint, { body: o });

/** POST /api/permission/operator/resetPassword {id}: mails a link to set a new password. */
export const resetOperatorPassword = (id: number) => call(resetOperatorPasswordEndpoint, { body: { id } });

function useTeamMutation<A, R>(fn: (a: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateTeam(client) });
}

export const useSaveOperator = () => useTeamMutation(saveOperator);
export const useSetOperatorStatus = () => useTeamMutation(setOperatorStatus);
export const useResetOperatorPassword = () => useTeamMutation(resetOperatorPassword);
