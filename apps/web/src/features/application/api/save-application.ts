import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationBody } from '@crossbill/contracts/application';
import { api } from '../../../lib/api-client';
import { applicationKeys } from './list-applications';

/** POST /api/application/add, or /edit with an id (a rejected one, back to review). */
export const saveApplication = (body: ApplicationBody & { id?: number }) => api.post<Application>(body.id ? '/application/edit' : '/application/add', body);

export function useSaveApplication() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveApplication, onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.all }) });
}
