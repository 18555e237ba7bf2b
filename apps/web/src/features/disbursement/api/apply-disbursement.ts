import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisbursementApply } from '@crossbill/contracts/disbursement';
import { applyDisbursement } from '@crossbill/contracts/endpoints/disbursement';
import { call, keyOf } from '../../../lib/call';

/** POST /settlement/disbursement/apply with an Idempotency-Key per request attempt (money-moving). */
export function useApplyDisbursement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: DisbursementApply; key: string }) => call(applyDisbursement, { body }, { idempotencyKey: key }),
    // the frozen amount leaves the wallet's available balance
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: keyOf(applyDisbursement).slice(0, 1) }), client.invalidateQueries({ queryKey: ['wallet'] })]),
  });
}
