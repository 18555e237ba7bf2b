import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantLoginRecord } from '@crossbill/contracts/session';
import { api } from '../../../lib/api-client';

/** GET /api/merOperator/listMerchant: the operator's accounts, global (group) ones on their own. */
export interface MerchantAccounts {
  global: MerchantLoginRecord[];
  merchants: MerchantLoginRecord[];
}

export const merchantListKey = ['merchant', 'list'] as const;

export const fetchMerchantList = () => api.get<MerchantAccounts>('/merOperator/listMerchant');

export const merchantListQuery = queryOptions({ queryKey: merchantListKey, queryFn: fetchMerchantList });

export const useMerchantList = (enabled = true) => useQuery({ ...merchantListQuery, enabled });
