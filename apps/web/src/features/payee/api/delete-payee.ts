import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payeeKeys, type PayeeSurface } from './surface';

/** POST {base}/delete {id}. */
export const deletePayee = (s: PayeeSurface, id: number) => api.post<null>(`${s.base}/delete`, { id });

export function useDeletePayee(s: PayeeSurface) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deletePayee(s, id), onSuccess: () => client.invalidateQueries({ queryKey: payeeKeys.all(s) }) });
}
