import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import { decideTransfer } from '@crossbill/contracts/endpoints/transfer';
import { call, keyOf } from '../../../lib/call';

/** POST /api/transfer/approve: approve or reject (with a reason) */
export function useDecideTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof decideTransfer>['body']) => call(decideTransfer, { body }, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(decideTransfer).slice(0, 1) }),
  });
}
