import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import { cancelSubscription } from '@crossbill/contracts/endpoints/subscription';
import { call } from '../../../lib/call';
import { refreshSubscriptions } from './change-subscription';

export type CancelBody = EndpointInput<typeof cancelSubscription>['body'];

/** Cancels in one of the three modes (one Idempotency-Key per opened dialog); the subscription and the list read again. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CancelBody; key: string }) => call(cancelSubscription, { body }, { idempotencyKey: key, quiet: true }),
    onSuccess: () => refreshSubscriptions(client),
  });
}
