import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayeeSaveInput } from '@crossbill/contracts/payee';
import { call } from '../../../lib/call';
import { endpointsOf, refreshPayees, type PayeeSurface } from './surface';

/**
 * POST {base}/add, or {base}/update {id, payee, paymentPassword} when editing. Field errors come back
 * silently (11000); an edit of account details without the payment password answers
 * PAYMENT_PASSWORD_REQUIRED (silent too: the page asks for it and sends again).
 */
export const savePayee = (s: PayeeSurface, id: number | null, payee: PayeeSaveInput, paymentPassword?: string) =>
  id === null ? call(endpointsOf(s).add, { body: payee }) : call(endpointsOf(s).update, { body: { id, payee, paymentPassword } });

export function useSavePayee(s: PayeeSurface, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payee, paymentPassword }: { payee: PayeeSaveInput; paymentPassword?: string }) => savePayee(s, id, payee, paymentPassword),
    onSuccess: () => refreshPayees(client, s),
  });
}
