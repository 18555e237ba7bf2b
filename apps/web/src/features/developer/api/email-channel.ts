import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import { enableEmailChannel, getEmailChannel, saveEmailChannel, testEmailChannel } from '@crossbill/contracts/endpoints/developer';
import type { EmailChannelItem } from '@crossbill/contracts/notify';
import { call, endpointQuery, keyOf } from '../../../lib/call';

/** GET /api/developer/email/detail (state null: not set up yet). */
export const useEmailChannel = () => useQuery(endpointQuery(getEmailChannel, undefined));

function useChannelMutation<B>(fn: (body: B) => Promise<EmailChannelItem>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: (data) => client.setQueryData(keyOf(getEmailChannel), data) });
}

export type EmailChannelBody = EndpointInput<typeof saveEmailChannel>['body'];
export const useSaveEmailChannel = () => useChannelMutation((body: EmailChannelBody) => call(saveEmailChannel, { body }, { quiet: true }));
export const useEnableEmailChannel = () => useChannelMutation((enabled: boolean) => call(enableEmailChannel, { body: { enabled } }));
export const useTestEmailChannel = () => useChannelMutation(() => call(testEmailChannel));
