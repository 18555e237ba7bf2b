import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import { changeSubscription, getSubscription, listSubscriptions, previewSubscriptionChange } from '@crossbill/contracts/endpoints/subscription';
import { call, keyOf } from '../../../lib/call';

type PreviewBody = EndpointInput<typeof previewSubscriptionChange>['body'];
export type ChangeBody = EndpointInput<typeof changeSubscription>['body'];

/** The proration of a change before the operator confirms (nothing is kept). */
export const usePreviewChange = () => useMutation({ mutationFn: (body: PreviewBody) => call(previewSubscriptionChange, { body }, { quiet: true }) });

/** The change at the previewed proration (one Idempotency-Key per confirmed preview); the subscription and the list read again. */
export function useChangeSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ChangeBody; key: string }) => call(changeSubscription, { body }, { idempotencyKey: key, quiet: true }),
    onSuccess: () => refreshSubscriptions(client),
  });
}

/** Reads the subscriptions again (list and details), waiting for the details shown. */
export const refreshSubscriptions = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: keyOf(listSubscriptions).slice(0, 1) }),
    client.invalidateQueries({ queryKey: keyOf(getSubscription).slice(0, 1) }),
  ]);
