import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalSettingInput, ApprovalSettingView } from '@crossbill/contracts/transfer-approval';
import { api } from '../../../lib/api-client';
import { approvalKeys } from './get-setting';

/** POST /api/transApproval/save: the setting confirmed with the login password; it becomes enabled. */
export const saveSetting = (body: { setting: ApprovalSettingInput; password: string }) => api.post<ApprovalSettingView>('/transApproval/save', body);

export function useSaveSetting() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveSetting, onSuccess: (data) => client.setQueryData([...approvalKeys.all, 'setting'], data) });
}
