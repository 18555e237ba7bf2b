import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setApprovalState as setStateEndpoint } from '@crossbill/contracts/endpoints/transfer-approval';
import { call } from '../../../lib/call';
import { settingQuery } from './get-setting';

/** POST /api/transApproval/state: enable or disable the setting. */
export const setApprovalState = (state: 'enabled' | 'disabled') => call(setStateEndpoint, { body: { state } });

export function useSetApprovalState() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setApprovalState, onSuccess: (data) => client.setQueryData(settingQuery.queryKey, data) });
}
