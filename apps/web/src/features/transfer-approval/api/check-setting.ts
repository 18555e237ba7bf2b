import { useMutation } from '@tanstack/react-query';
import type { ApprovalSettingInput } from '@crossbill/contracts/transfer-approval';
import { checkApprovalSetting } from '@crossbill/contracts/endpoints/transfer-approval';
import { call } from '../../../lib/call';

/** POST /api/transApproval/check: every rule on the server before the confirmation page; nothing is saved. */
export const checkSetting = (setting: ApprovalSettingInput) => call(checkApprovalSetting, { body: setting });

export const useCheckSetting = () => useMutation({ mutationFn: checkSetting });
