import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalSettingInput } from '@crossbill/contracts/transfer-approval';
import { saveApprovalSetting } from '@crossbill/contracts/endpoints/transfer-approval';
import { call } from '../../../lib/call';
import { settingQuery } from './get-setting';

/** POST /api/transApproval/save: the setting confirmed with the login password; it becomes enabled. */
export const saveSetting = (body: { setting: ApprovalSettingInput; password: string }) => call(saveApprovalSetting, { body });

export function useSaveSetting() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveSetting, onSuccess: (data) => client.setQueryData(settingQuery.queryKey, data) });
}
