import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalSettingView } from '@crossbill/contracts/transfer-approval';
import { api } from '../../../lib/api-client';

export const approvalKeys = { all: ['transfer-approval'] as const };

/** GET /api/transApproval/setting: the setting and its state (no setup, enabled, disabled). */
export const fetchSetting = () => api.get<ApprovalSettingView>('/transApproval/setting');

export const settingQuery = queryOptions({ queryKey: [...approvalKeys.all, 'setting'], queryFn: fetchSetting });

export const useApprovalSetting = () => useQuery(settingQuery);
