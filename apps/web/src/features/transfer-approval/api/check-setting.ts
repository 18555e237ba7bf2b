import { useMutation } from '@tanstack/react-query';
import type { ApprovalSettingInput } from '@crossbill/contracts/transfer-approval';
import { api } from '../../../lib/api-client';

/** POST /api/transApproval/check: every rule on the server before the confirmation page; nothing is saved. */
export const checkSetting = (setting: ApprovalSettingInput) => api.post<null>('/transApproval/check', setting);

export const useCheckSetting = () => useMutation({ mutationFn: checkSetting });
