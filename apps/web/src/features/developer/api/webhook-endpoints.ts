import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import {
  createWebhook,
  enableWebhook,
  listWebhookDeliveries,
  listWebhooks,
  resendWebhookDelivery,
  rotateWebhookSecret,
  testWebhook,
  updateWebhook,
} from '@crossbill/contracts/endpoints/developer';
import { call, endpointQuery, keyOf } from '../../../lib/call';

/** GET /api/developer/webhook/list: the merchant's endpoints with their state. */
export const useWebhooks = () => useQuery(endpointQuery(listWebhooks, undefined));

/** The endpoints and every delivery log read again after a change (a state or a new attempt). */
export const refreshWebhooks = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: keyOf(listWebhooks) }), client.invalidateQueries({ queryKey: keyOf(listWebhookDeliveries) })]);

function useWebhookMutation<B, R>(fn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refreshWebhooks(client) });
}

export type CreateWebhookBody = EndpointInput<typeof createWebhook>['body'];
export type UpdateWebhookBody = EndpointInput<typeof updateWebhook>['body'];

/** Create answers the secret (shown once); update the endpoint. Field errors come back to the form (quiet). */
export const useCreateWebhook = () => useWebhookMutation((body: CreateWebhookBody) => call(createWebhook, { body }, { quiet: true }));
export const useUpdateWebhook = () => useWebhookMutation((body: UpdateWebhookBody) => call(updateWebhook, { body }, { quiet: true }));
export const useRotateSecret = () => useWebhookMutation((endpointId: string) => call(rotateWebhookSecret, { body: { endpointId } }));
export const useEnableWebhook = () => useWebhookMutation((body: { endpointId: string; enabled: boolean }) => call(enableWebhook, { body }));
/** A test event now: the answer is the attempt just made and the endpoint's new state. */
export const useTestWebhook = () => useWebhookMutation((endpointId: string) => call(testWebhook, { body: { endpointId } }));
export const useResendDelivery = () => useWebhookMutation((deliveryId: number) => call(resendWebhookDelivery, { body: { deliveryId } }));

/** GET /api/developer/webhook/deliveries: one endpoint's log, newest first. */
export const useDeliveries = (endpointId: string, page: number, size = 10) =>
  useQuery(endpointQuery(listWebhookDeliveries, { query: { endpointId, page, size } }));
