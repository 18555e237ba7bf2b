import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationBody } from '@crossbill/contracts/application';
import { addApplication, editApplication } from '@crossbill/contracts/endpoints/application';
import { call, keyOf } from '../../../lib/call';

/** POST /api/application/add, or /edit with an id (a rejected one, back to review). */
export const saveApplication = ({ id, ...body }: ApplicationBody & { id?: number }) =>
  id ? call(editApplication, { body: { ...body, id } }) : call(addApplication, { body });

export function useSaveApplication() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveApplication, onSuccess: () => client.invalidateQueries({ queryKey: keyOf(addApplication).slice(0, 1) }) });
}
