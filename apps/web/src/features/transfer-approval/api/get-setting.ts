import { useQuery } from '@tanstack/react-query';
import { getApprovalSetting } from '@crossbill/contracts/endpoints/transfer-approval';
import { endpointQuery } from '../../../lib/call';

/** GET /api/transApproval/setting: the setting and its state (no setup, enabled, disabled). */
export const settingQuery = endpointQuery(getApprovalSetting, undefined);

export const useApprovalSetting = () => useQuery(settingQuery);
