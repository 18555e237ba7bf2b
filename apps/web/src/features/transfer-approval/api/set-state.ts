import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalSettingView } from '@crossbill/contracts/transfer-approval';
import { api } from '../../../lib/api-client';
import { approvalKeys } from './get-setting';

/** POST /api/transApproval/state: enable or disable the setting. */
export const setApprovalState = (state: 'enabled' | 'disabled') => api.post<ApprovalSettingView>('/transApproval/state', { state });

export function useSetApprovalState() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setApprovalState, onSuccess: (data) => client.setQueryData([...approvalKeys.all, 'setting'], data) });
}
