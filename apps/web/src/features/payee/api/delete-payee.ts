import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { endpointsOf, refreshPayees, type PayeeSurface } from './surface';

/** POST {base}/delete {id}: only on a surface that deletes payees. */
export function deletePayee(s: PayeeSurface, id: number) {
  const e = endpointsOf(s).delete;
  if (!e) throw new Error(`${s.purpose} payees are not deleted`);
  return call(e, { body: { id } });
}

export function useDeletePayee(s: PayeeSurface) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deletePayee(s, id), onSuccess: () => refreshPayees(client, s) });
}
