import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listEthocaAlerts, respondEthocaAlert } from '@crossbill/contracts/endpoints/ethoca';
import type { EthocaRespondInput } from '@crossbill/contracts/ethoca';
import { listTransactions } from '@crossbill/contracts/endpoints/transaction';
import { call, keyOf } from '../../../lib/call';

/** The answer, with one Idempotency-Key per opened form (a retried click answers and refunds once); alerts and transactions read again. */
export function useRespondAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: EthocaRespondInput; key: string }) => call(respondEthocaAlert, { body }, { idempotencyKey: key, quiet: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keyOf(listEthocaAlerts).slice(0, 1) }),
        client.invalidateQueries({ queryKey: keyOf(listTransactions).slice(0, 1) }),
      ]),
  });
}
