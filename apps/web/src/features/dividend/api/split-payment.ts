import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import { createSplits, getSplit, getSplittable, listSplits } from '@crossbill/contracts/endpoints/dividend';
import { call, endpointQuery, keyOf } from '../../../lib/call';

export type CreateSplitsBody = EndpointInput<typeof createSplits>['body'];

/** A payment as the split form needs it (net amount, already split, window open); asked once an ID is typed in full. */
export const useSplittable = (transactionId: string | null) =>
  useQuery({ ...endpointQuery(getSplittable, { query: { transactionId: transactionId ?? '' } }, { quiet: true }), enabled: !!transactionId, retry: false });

/** Split the payment; the lists and details read again. */
export function useCreateSplits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSplitsBody) => call(createSplits, { body }, { quiet: true }),
    onSuccess: () => Promise.all([listSplits, getSplit, getSplittable].map((e) => client.invalidateQueries({ queryKey: keyOf(e).slice(0, 1) }))),
  });
}
