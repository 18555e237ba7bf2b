import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payee, PayeeInput } from '@crossbill/contracts/payee';
import { api } from '../../../lib/api-client';
import { payeeKeys, type PayeeSurface } from './surface';

/** POST {base}/add, or {base}/update {id, payee} when editing. Field errors come back silently (11000). */
export const savePayee = (s: PayeeSurface, id: number | null, payee: PayeeInput) =>
  id === null ? api.post<Payee>(`${s.base}/add`, payee) : api.post<Payee>(`${s.base}/update`, { id, payee });

export function useSavePayee(s: PayeeSurface, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payee: PayeeInput) => savePayee(s, id, payee),
    onSuccess: () => client.invalidateQueries({ queryKey: payeeKeys.all(s) }),
  });
}
