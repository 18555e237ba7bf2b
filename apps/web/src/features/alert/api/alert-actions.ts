import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ignoreAlert, listAlerts, markAlertProcessed, refundAlert } from '@crossbill/contracts/endpoints/alert';
import { call, keyOf } from '../../../lib/call';

/** Every alert query (the list and the detail share the tag) reads again after an answer. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keyOf(listAlerts).slice(0, 1) });
}

/** Refund from the alert: full when no amount is given; `key` is the dialog's Idempotency-Key (one per intent, reused on retry). */
export function useRefundAlert() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ key, ...body }: { alertId: string; amount?: string; key: string }) => call(refundAlert, { body }, { idempotencyKey: key }),
    onSuccess: refresh,
  });
}

export function useCloseAlert() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ alertId, as }: { alertId: string; as: 'processed' | 'ignored' }) =>
      call(as === 'processed' ? markAlertProcessed : ignoreAlert, { body: { alertId } }),
    onSuccess: refresh,
  });
}
