import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import { addReceiver, editReceiver, getReceiverCandidates, getSplittable, listReceivers } from '@crossbill/contracts/endpoints/dividend';
import { call, endpointQuery, keyOf } from '../../../lib/call';

export type AddReceiverBody = EndpointInput<typeof addReceiver>['body'];
export type EditReceiverBody = EndpointInput<typeof editReceiver>['body'];

/** The merchant's receivers with their maximum shares (the provider's setting). */
export const useReceivers = (enabled = true) => useQuery({ ...endpointQuery(listReceivers, undefined), enabled });

/** Who may become a receiver: the other merchants of the group, the transfer contacts. */
export const useReceiverCandidates = (enabled: boolean) => useQuery({ ...endpointQuery(getReceiverCandidates, undefined), enabled });

const refresh = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: keyOf(listReceivers).slice(0, 1) }),
    client.invalidateQueries({ queryKey: keyOf(getSplittable).slice(0, 1) }),
  ]);

export function useAddReceiver() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: AddReceiverBody) => call(addReceiver, { body }, { quiet: true }), onSuccess: () => refresh(client) });
}

export function useEditReceiver() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: EditReceiverBody) => call(editReceiver, { body }, { quiet: true }), onSuccess: () => refresh(client) });
}
